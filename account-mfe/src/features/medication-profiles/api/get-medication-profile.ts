import { api } from 'shared-kernel';
import { type MedicationProfile } from './profiles-types';

/** One profile as it is now (read again after someone else changed it). */
export async function getMedicationProfile(id: string): Promise<MedicationProfile> {
  const { data } = await api.get('/api/medication-profiles/{id}', { params: { path: { id } } });
  return data;
}
