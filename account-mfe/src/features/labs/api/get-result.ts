import { api } from 'shared-kernel';

/** The result file, fetched with the session (the server logs every read). */
export async function getResult(id: string): Promise<Blob> {
  const { data } = await api.getFile('/api/labs/bookings/{id}/result', { params: { path: { id } } });
  return data;
}
