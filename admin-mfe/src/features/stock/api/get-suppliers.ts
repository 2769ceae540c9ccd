import { api } from 'shared-kernel';

export const getSuppliers = async () => (await api.get('/api/admin/stock-suppliers')).data;
