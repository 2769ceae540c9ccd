import { api, type ResetPasswordRequest } from 'shared-kernel';

export async function resetPassword(request: ResetPasswordRequest): Promise<{ message: string }> {
  const { data } = await api.post('/api/user/reset-password', { body: request });
  return data;
}
