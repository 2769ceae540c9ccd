import { publicApi, type Medicine } from 'shared-kernel';

/** GET /api/medicine/GetAllMedicines?search=: names containing the text first, then close spellings. */
export async function searchMedicines(search: string): Promise<Medicine[]> {
  const { data } = await publicApi.get('/api/medicine/GetAllMedicines', { params: { query: { search } } });
  return data;
}
