import { api, type CategoryEdit } from 'shared-kernel';

export const editCategory = async (id: string, body: CategoryEdit) =>
  (await api.patch('/api/medicine-categories/{id}', { params: { path: { id } }, body })).data;
