import { api } from 'shared-kernel';

export async function sendReactivationEmail(email: string): Promise<{ message: string }> {
  const { data } = await api.get('/api/user/reactivation-email', { params: { query: { email } } });
  return data;
}
