import { api } from 'shared-kernel';

/** POST /api/account/phone-verification/confirm: the code typed back. */
export async function confirmPhoneCode(phone: string, code: string): Promise<void> {
  await api.post('/api/account/phone-verification/confirm', { body: { phone, code } });
}
