import { apiClient, type ResetPasswordRequest } from 'shared-kernel';

export async function resetPassword(request: ResetPasswordRequest): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/api/User/reset-password', request);
  return data;
}
