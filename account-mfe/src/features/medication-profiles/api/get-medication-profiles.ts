import { api } from 'shared-kernel';
import { type MedicationProfile } from './profiles-types';

/** The shopper's own profile first, then the people they buy for (409 consent-required without the health-data consent). */
export async function getMedicationProfiles(): Promise<MedicationProfile[]> {
  const { data } = await api.get('/api/medication-profiles');
  return data.items;
}
