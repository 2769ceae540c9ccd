import { publicApi, type Medicine } from 'shared-kernel';

/** GET /api/medicine/{id}. */
export async function getMedicine(id: string): Promise<Medicine> {
  const { data } = await publicApi.get('/api/medicine/{id}', { params: { path: { id } } });
  return data;
}
