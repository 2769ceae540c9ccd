import { api } from 'shared-kernel';

export const returnBatch = async (batchId: string, body: { quantity: number; note?: string; expectedQuantity: number }) =>
  (await api.post('/api/admin/batches/{id}/return', { params: { path: { id: batchId } }, body })).data;
