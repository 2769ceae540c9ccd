import { apiClient, type ContactMessage } from 'shared-kernel';

/** POST /api/Contact/send-email. */
export async function sendContactEmail(message: ContactMessage): Promise<void> {
  await apiClient.post('/api/Contact/send-email', message);
}
