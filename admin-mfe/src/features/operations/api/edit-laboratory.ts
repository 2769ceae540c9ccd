import { api, type LaboratoryEdit } from 'shared-kernel';

export const editLaboratory = async (id: string, body: LaboratoryEdit) =>
  (await api.patch('/api/laboratory/{id}', { params: { path: { id } }, body })).data;
