import { api } from 'shared-kernel';

export const getRecalls = async () => (await api.get('/api/admin/recalls')).data;
