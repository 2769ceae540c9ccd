import { api } from 'shared-kernel';

export const deleteMedicine = async (id: string, version: number) => {
  await api.delete('/api/medicine/{id}', { params: { path: { id }, query: { version } } });
};
