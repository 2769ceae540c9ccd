import { api } from 'shared-kernel';

/** POST /api/account/phone-verification: a six-digit code by SMS to the phone. */
export async function sendPhoneCode(phone: string): Promise<void> {
  await api.post('/api/account/phone-verification', { body: { phone } });
}
