import { type Medicine, publicApi } from 'shared-kernel';

/** The catalogue's search (GET /api/medicine/GetAllMedicines?search=), to pick a regular medicine from. */
export async function searchCatalogue(search: string): Promise<Medicine[]> {
  const { data } = await publicApi.get('/api/medicine/GetAllMedicines', { params: { query: { search } } });
  return data;
}
