import { api } from 'shared-kernel';

/** The archive of everything the shop holds about the signed-in shopper (a zip). */
export async function downloadMyData(): Promise<Blob> {
  const { data } = await api.getFile('/api/account/data-export');
  return data;
}

/** Erases the account for good; the password confirms it is the shopper. */
export async function eraseMyAccount(password: string): Promise<void> {
  await api.post('/api/account/erase', { body: { password, confirm: 'erase' } });
}
