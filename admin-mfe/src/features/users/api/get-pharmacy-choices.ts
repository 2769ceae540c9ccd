import { api } from 'shared-kernel';

export type PharmacyChoice = { id: string; name: string };

/** The pharmacies a user can be made staff of (the directory's first 100 by name). */
export async function getPharmacyChoices(): Promise<PharmacyChoice[]> {
  const { data } = await api.get('/api/admin/pharmacies', { params: { query: { page: 1, pageSize: 100, sort: 'name' } } });
  return data.map((p) => ({ id: p.pharmacyId, name: p.name }));
}
