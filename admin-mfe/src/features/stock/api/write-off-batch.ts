import { api } from 'shared-kernel';

export const writeOffBatch = async (batchId: string, body: { quantity: number; reason: string; expectedQuantity: number }) =>
  (await api.post('/api/admin/batches/{id}/write-off', { params: { path: { id: batchId } }, body })).data;
