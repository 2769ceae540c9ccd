import { apiClient, NEW_ID, type MedicineCategory } from 'shared-kernel';

export async function addCategory(category: { name: string; imageUrl: string | null }): Promise<MedicineCategory> {
  const { data } = await apiClient.post<MedicineCategory>('/api/medicine/addCategory', { medicineCategoryId: NEW_ID, ...category });
  return data;
}
