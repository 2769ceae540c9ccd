import { api } from 'shared-kernel';
import { type ShoppingProfile } from './safety-types';

/** GET /api/medication-profiles: the shopper's own profile first, then the people they buy for (409 without the health-data consent). */
export async function getShoppingProfiles(): Promise<ShoppingProfile[]> {
  const { data } = await api.get('/api/medication-profiles');
  return Array.isArray(data?.items) ? data.items : [];
}
