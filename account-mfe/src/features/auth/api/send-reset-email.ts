import { apiClient } from 'shared-kernel';

export async function sendResetEmail(email: string): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>(`/api/User/send-reset-email/${encodeURIComponent(email)}`);
  return data;
}
