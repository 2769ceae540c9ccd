import { apiClient, type Pharmacy } from 'shared-kernel';

export async function getPharmacies(): Promise<Pharmacy[]> {
  const { data } = await apiClient.get<Pharmacy[]>('/api/pharmacies');
  return Array.isArray(data) ? data : [];
}
