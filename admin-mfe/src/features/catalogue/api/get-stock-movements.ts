import { api } from 'shared-kernel';

export const getStockMovements = async (id: string) => (await api.get('/api/medicine/{id}/stock', { params: { path: { id } } })).data;
