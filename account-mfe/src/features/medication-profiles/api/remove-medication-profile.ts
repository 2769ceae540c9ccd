import { api } from 'shared-kernel';

/** Removes a person's profile (never the shopper's own: 403 own-profile). */
export async function removeMedicationProfile(id: string): Promise<void> {
  await api.delete('/api/medication-profiles/{id}', { params: { path: { id } } });
}
