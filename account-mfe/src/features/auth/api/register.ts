import { apiClient, type RegisterRequest } from 'shared-kernel';

export async function register(input: RegisterRequest): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/api/user/register', { ...input, isAdmin: false });
  return data;
}
