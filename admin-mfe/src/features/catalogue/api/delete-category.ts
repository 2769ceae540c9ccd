import { api } from 'shared-kernel';

export const deleteCategory = async (id: string, version: number) => {
  await api.delete('/api/medicine-categories/{id}', { params: { path: { id }, query: { version } } });
};
