import { api } from 'shared-kernel';

export type RiderPharmacy = { id: string; name: string };

/** For an admin adding a rider: the pharmacies to choose from (the directory's first 100 by name, as on the users page). */
export async function getRiderPharmacies(): Promise<RiderPharmacy[]> {
  const { data } = await api.get('/api/admin/pharmacies', { params: { query: { page: 1, pageSize: 100, sort: 'name' } } });
  return data.map((p) => ({ id: p.pharmacyId, name: p.name }));
}
