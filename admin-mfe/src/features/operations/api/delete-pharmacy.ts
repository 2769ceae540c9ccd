import { api } from 'shared-kernel';

export const deletePharmacy = async (id: string, version: number) => {
  await api.delete('/api/pharmacies/{id}', { params: { path: { id }, query: { version } } });
};
