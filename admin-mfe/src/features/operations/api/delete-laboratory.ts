import { api } from 'shared-kernel';

export const deleteLaboratory = async (id: string, version: number) => {
  await api.delete('/api/laboratory/{id}', { params: { path: { id }, query: { version } } });
};
