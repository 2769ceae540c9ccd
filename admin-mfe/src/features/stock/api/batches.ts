import { api, type ReceiveBatch } from 'shared-kernel';

export const getBatches = async (medicineId: string) =>
  (await api.get('/api/medicine/{id}/batches', { params: { path: { id: medicineId } } })).data;
export const receiveBatch = async (medicineId: string, body: ReceiveBatch) =>
  (await api.post('/api/medicine/{id}/batches', { params: { path: { id: medicineId } }, body })).data;
export const getSuppliers = async () => (await api.get('/api/admin/stock-suppliers')).data;
export const recallBatch = async (batchId: string, body: { reason: string; nafdacReference?: string }) =>
  (await api.post('/api/admin/batches/{id}/recall', { params: { path: { id: batchId } }, body })).data;
export const getRecalls = async () => (await api.get('/api/admin/recalls')).data;
export const writeOffBatch = async (batchId: string, body: { quantity: number; reason: string; expectedQuantity: number }) =>
  (await api.post('/api/admin/batches/{id}/write-off', { params: { path: { id: batchId } }, body })).data;
export const returnBatch = async (batchId: string, body: { quantity: number; note?: string; expectedQuantity: number }) =>
  (await api.post('/api/admin/batches/{id}/return', { params: { path: { id: batchId } }, body })).data;
export const getOnHandReport = async () => (await api.get('/api/admin/stock-reports/on-hand')).data;
export const getExpiringReport = async (days: number) =>
  (await api.get('/api/admin/stock-reports/expiring', { params: { query: { days } } })).data;
export const getWrittenOffReport = async (query: { from?: string; to?: string }) =>
  (await api.get('/api/admin/stock-reports/written-off', { params: { query } })).data;
