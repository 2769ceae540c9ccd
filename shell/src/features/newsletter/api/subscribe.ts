import { apiClient } from 'shared-kernel';

export async function subscribeToNewsletter(email: string): Promise<string> {
  const { data } = await apiClient.post<{ message?: string }>('/api/newsletter/subscribe', { email });
  return data?.message ?? 'You are subscribed to our newsletter.';
}
