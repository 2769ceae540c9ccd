import { api, NEW_ID, type MedicineCategory } from 'shared-kernel';

export async function addCategory(category: { name: string; imageUrl: string | null }): Promise<MedicineCategory> {
  const { data } = await api.post('/api/medicine/addCategory', { body: { medicineCategoryId: NEW_ID, ...category } });
  return data;
}
