import { publicApi, type CategoryWithMedicines } from 'shared-kernel';

/** GET /api/medicine-categories/category-with-products/{id}: a category and its medicines. */
export async function getCategoryWithMedicines(id: string): Promise<CategoryWithMedicines> {
  const { data } = await publicApi.get('/api/medicine-categories/category-with-products/{id}', { params: { path: { id } } });
  return data;
}
