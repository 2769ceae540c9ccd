import { api, type PharmacyEdit } from 'shared-kernel';

export const editPharmacy = async (id: string, body: PharmacyEdit) =>
  (await api.patch('/api/pharmacies/{id}', { params: { path: { id } }, body })).data;
