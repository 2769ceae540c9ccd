import { publicApi, type Medicine } from 'shared-kernel';

/** GET /api/medicine/featuredMedicines. */
export async function getFeaturedMedicines(): Promise<Medicine[]> {
  const { data } = await publicApi.get('/api/medicine/featuredMedicines');
  return data;
}
