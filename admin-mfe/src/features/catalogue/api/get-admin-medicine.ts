import { api } from 'shared-kernel';

export const getAdminMedicine = async (id: string) => (await api.get('/api/admin/medicines/{id}', { params: { path: { id } } })).data;
