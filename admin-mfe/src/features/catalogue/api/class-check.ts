import { api, type ApiAnswer, type ApiBody } from 'shared-kernel';

export type ClassCheckQuery = ApiBody<'/api/admin/medicines/class-check', 'post'>;
export type ClassCheck = ApiAnswer<'/api/admin/medicines/class-check', 'post'>;

/** POST /api/admin/medicines/class-check: prescription-only medicines the name or ingredients match, and whether the class disagrees. */
export const checkMedicineClass = async (body: ClassCheckQuery): Promise<ClassCheck> =>
  (await api.post('/api/admin/medicines/class-check', { body })).data;
