import { publicApi, type CategoryWithMedicines } from 'shared-kernel';

/** GET /api/medicine-categories/category-with-products/{id}: a category and its medicines. */
export async function getCategoryWithMedicines(id: string): Promise<CategoryWithMedicines> {
  const { data } = await publicApi.get<CategoryWithMedicines>(`/api/medicine-categories/category-with-products/${encodeURIComponent(id)}`);
  return data;
}
