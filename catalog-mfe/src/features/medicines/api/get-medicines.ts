import { publicApi, type Medicine } from 'shared-kernel';

/** GET /api/medicine/GetAllMedicines: every medicine by name (the storefront pages them itself). */
export async function getMedicines(): Promise<Medicine[]> {
  const { data } = await publicApi.get('/api/medicine/GetAllMedicines');
  return data;
}
