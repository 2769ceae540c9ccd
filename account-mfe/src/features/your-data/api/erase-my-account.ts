import { api } from 'shared-kernel';

/** Erases the account for good; the password confirms it is the shopper. */
export async function eraseMyAccount(password: string): Promise<void> {
  await api.post('/api/account/erase', { body: { password, confirm: 'erase' } });
}
