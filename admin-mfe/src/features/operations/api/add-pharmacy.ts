import { api, NEW_ID, type Pharmacy } from 'shared-kernel';

export async function addPharmacy(pharmacy: Omit<Pharmacy, 'pharmacyId'>): Promise<Pharmacy> {
  const { data } = await api.post('/api/pharmacies/addPharmacy', { body: { pharmacyId: NEW_ID, ...pharmacy } });
  return data;
}
