import { api, type Pharmacy } from 'shared-kernel';

export async function getPharmacies(): Promise<Pharmacy[]> {
  const { data } = await api.get('/api/pharmacies');
  return Array.isArray(data) ? data : [];
}
