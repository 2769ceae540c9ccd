import { apiClient, type MedicineCategory } from 'shared-kernel';

export async function getCategories(): Promise<MedicineCategory[]> {
  const { data } = await apiClient.get<MedicineCategory[]>('/api/medicine-categories');
  return Array.isArray(data) ? data : [];
}
