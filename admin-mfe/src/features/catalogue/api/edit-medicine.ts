import { api, type MedicineEdit } from 'shared-kernel';

export const editMedicine = async (id: string, body: MedicineEdit) =>
  (await api.patch('/api/medicine/{id}', { params: { path: { id } }, body })).data;
