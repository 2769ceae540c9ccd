import { api } from 'shared-kernel';

export async function confirmEmail(email: string, token: string): Promise<{ message: string }> {
  const { data } = await api.post('/api/user/confirm-email', { params: { query: { email, token } }, body: { email, token } });
  return data;
}
