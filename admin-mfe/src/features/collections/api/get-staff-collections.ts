import { api } from 'shared-kernel';
import { type RiderCollections } from './collections-types';

/** The same for one pharmacy's orders, as its staff see them (the server answers only their pharmacy's). */
export async function getStaffCollections(): Promise<RiderCollections[]> {
  return (await api.get('/api/staff/collections')).data ?? [];
}
