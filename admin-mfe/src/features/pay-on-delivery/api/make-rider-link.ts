import { api, type AnswerOf } from 'shared-kernel';

export type RiderLink = AnswerOf<'/api/Order/{id}/pay-on-delivery/link', 'post'>;

/** The order's Paystack page for the rider to show at the door (made once; admins and the packing pharmacy's staff). */
export async function makeRiderLink(id: string): Promise<RiderLink> {
  const { data } = await api.post('/api/Order/{id}/pay-on-delivery/link', { params: { path: { id } } });
  return data;
}
