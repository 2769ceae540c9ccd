import { api } from 'shared-kernel';

export async function subscribeToNewsletter(email: string): Promise<string> {
  const { data } = await api.post('/api/newsletter/subscribe', { body: { email } });
  return data?.message ?? 'You are subscribed to our newsletter.';
}
