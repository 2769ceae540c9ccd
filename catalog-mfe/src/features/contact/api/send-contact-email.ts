import { api, type ContactMessage } from 'shared-kernel';

/** POST /api/Contact/send-email. */
export async function sendContactEmail(message: ContactMessage): Promise<void> {
  await api.post('/api/contact/send-email', { body: message });
}
