import { api, type AnswerOf } from 'shared-kernel';

export type LinkTexted = AnswerOf<'/api/Order/{id}/pay-on-delivery/link/text', 'post'>;

/** Texts the link to the order's phone (409 without the customer's SMS consent, 429 after 3 texts). */
export async function textRiderLink(id: string): Promise<LinkTexted> {
  const { data } = await api.post('/api/Order/{id}/pay-on-delivery/link/text', { params: { path: { id } } });
  return data;
}
