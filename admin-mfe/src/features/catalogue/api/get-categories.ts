import { api, type MedicineCategory } from 'shared-kernel';

export async function getCategories(): Promise<MedicineCategory[]> {
  const { data } = await api.get('/api/medicine-categories');
  return Array.isArray(data) ? data : [];
}
