import { api, NEW_ID, type Pharmacy } from 'shared-kernel';

/** The directory's fields; the location fields (state, hours, pickup point…) are set by editing it. */
export async function addPharmacy(pharmacy: Pick<Pharmacy, 'name' | 'location' | 'contact' | 'deliveryRange'>): Promise<Pharmacy> {
  const { data } = await api.post('/api/pharmacies/addPharmacy', { body: { pharmacyId: NEW_ID, ...pharmacy } });
  return data;
}
