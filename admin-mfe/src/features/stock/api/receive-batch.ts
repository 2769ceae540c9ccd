import { api, type ReceiveBatch } from 'shared-kernel';

export const receiveBatch = async (medicineId: string, body: ReceiveBatch) =>
  (await api.post('/api/medicine/{id}/batches', { params: { path: { id: medicineId } }, body })).data;
