import { apiClient, NEW_ID, type Pharmacy } from 'shared-kernel';

export async function addPharmacy(pharmacy: Omit<Pharmacy, 'pharmacyId'>): Promise<Pharmacy> {
  const { data } = await apiClient.post<Pharmacy>('/api/pharmacies/addPharmacy', { pharmacyId: NEW_ID, ...pharmacy });
  return data;
}
