import { api, type StockAdjustment } from 'shared-kernel';

export const adjustStock = async (id: string, body: StockAdjustment) =>
  (await api.post('/api/medicine/{id}/stock', { params: { path: { id } }, body })).data;
