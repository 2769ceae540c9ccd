import { apiClient, type RegisterRequest } from 'shared-kernel';

export async function registerUser(body: RegisterRequest): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/api/user/register', body);
  return data;
}
