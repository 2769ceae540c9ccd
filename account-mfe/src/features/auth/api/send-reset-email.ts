import { api } from 'shared-kernel';

export async function sendResetEmail(email: string): Promise<{ message: string }> {
  const { data } = await api.post('/api/user/send-reset-email/{email}', { params: { path: { email } } });
  return data;
}
