import { api } from 'shared-kernel';
import { type RiderCollections } from './collections-types';

/** Pay on delivery by rider: what each should have collected and what Paystack confirmed paid. */
export async function getCollections(): Promise<RiderCollections[]> {
  return (await api.get('/api/admin/pay-on-delivery/collections')).data ?? [];
}
