import { api } from 'shared-kernel';

export const recallBatch = async (batchId: string, body: { reason: string; nafdacReference?: string }) =>
  (await api.post('/api/admin/batches/{id}/recall', { params: { path: { id: batchId } }, body })).data;
