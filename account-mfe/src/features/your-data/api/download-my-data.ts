import { api } from 'shared-kernel';

/** The archive of everything the shop holds about the signed-in shopper (a zip). */
export async function downloadMyData(): Promise<Blob> {
  const { data } = await api.getFile('/api/account/data-export');
  return data;
}
