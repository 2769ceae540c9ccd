import { publicApi, type MedicineCategory } from 'shared-kernel';

/** GET /api/medicine-categories (with search: the categories whose names contain it, any case). */
export async function getCategories(search?: string): Promise<MedicineCategory[]> {
  const { data } = await publicApi.get('/api/medicine-categories', { params: { query: search ? { search } : undefined } });
  return data;
}
