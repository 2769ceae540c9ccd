import { api, type AnswerOf } from 'shared-kernel';

export type RiderLink = AnswerOf<'/api/Order/{id}/pay-on-delivery/link', 'post'>;
export type LinkTexted = AnswerOf<'/api/Order/{id}/pay-on-delivery/link/text', 'post'>;

/** The order's Paystack page for the rider to show at the door (made once; admins and the packing pharmacy's staff). */
export async function makeRiderLink(id: string): Promise<RiderLink> {
  const { data } = await api.post('/api/Order/{id}/pay-on-delivery/link', { params: { path: { id } } });
  return data;
}

/** Texts the link to the order's phone (409 without the customer's SMS consent, 429 after 3 texts). */
export async function textRiderLink(id: string): Promise<LinkTexted> {
  const { data } = await api.post('/api/Order/{id}/pay-on-delivery/link/text', { params: { path: { id } } });
  return data;
}
