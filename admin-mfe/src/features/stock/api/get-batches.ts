import { api } from 'shared-kernel';

export const getBatches = async (medicineId: string) =>
  (await api.get('/api/medicine/{id}/batches', { params: { path: { id: medicineId } } })).data;
