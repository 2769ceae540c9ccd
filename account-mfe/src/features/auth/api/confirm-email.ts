import { apiClient } from 'shared-kernel';

export async function confirmEmail(email: string, token: string): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/api/user/confirm-email', { email, token }, { params: { email, token } });
  return data;
}
