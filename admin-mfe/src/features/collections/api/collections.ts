import { api, type AnswerOf } from 'shared-kernel';

export type RiderCollections = AnswerOf<'/api/admin/pay-on-delivery/collections', 'get'>[number];

/** Pay on delivery by rider: what each should have collected and what Paystack confirmed paid. */
export async function getCollections(): Promise<RiderCollections[]> {
  return (await api.get('/api/admin/pay-on-delivery/collections')).data ?? [];
}

/** The same for one pharmacy's orders, as its staff see them (the server answers only their pharmacy's). */
export async function getStaffCollections(): Promise<RiderCollections[]> {
  return (await api.get('/api/staff/collections')).data ?? [];
}
