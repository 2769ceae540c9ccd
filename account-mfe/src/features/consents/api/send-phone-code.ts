import { api } from 'shared-kernel';

/** POST /api/account/phone-verification: a six-digit code by SMS to the number (409 code-sent: one went out under 30 s ago). */
export async function sendPhoneCode(phone: string): Promise<void> {
  await api.post('/api/account/phone-verification', { body: { phone } });
}
