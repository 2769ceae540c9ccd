import { api } from 'shared-kernel';
import { type MedicationProfile, type NewProfile } from './profiles-types';

/** Adds a person the shopper buys for (409 too-many-profiles past the limit). */
export async function addMedicationProfile(body: NewProfile): Promise<MedicationProfile> {
  const { data } = await api.post('/api/medication-profiles', { body });
  return data;
}
