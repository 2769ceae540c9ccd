import { api } from 'shared-kernel';
import { type BodyOf } from 'shared-kernel';
import { type MedicationProfile } from './profiles-types';

/** Saves the whole profile over the version read (409 when someone changed it since). */
export async function replaceMedicationProfile(
  id: string,
  version: number,
  fields: Omit<BodyOf<'/api/medication-profiles/{id}', 'put'>, 'version'>,
): Promise<MedicationProfile> {
  const { data } = await api.put('/api/medication-profiles/{id}', { params: { path: { id } }, body: { ...fields, version } });
  return data;
}
