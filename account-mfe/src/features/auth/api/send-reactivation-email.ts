import { apiClient } from 'shared-kernel';

export async function sendReactivationEmail(email: string): Promise<{ message: string }> {
  const { data } = await apiClient.get<{ message: string }>('/api/user/reactivation-email', { params: { email } });
  return data;
}
