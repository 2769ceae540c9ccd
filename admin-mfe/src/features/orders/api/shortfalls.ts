import { api } from 'shared-kernel';

// Stock shortfalls and the audit log
export const getShortfalls = async (open?: boolean) =>
  (await api.get('/api/admin/stock-shortfalls', { params: { query: open === undefined ? {} : { open } } })).data;
export const resolveShortfall = async (id: string, resolution: 'refund' | 'backorder') =>
  (await api.post('/api/admin/stock-shortfalls/{id}/resolve', { params: { path: { id } }, body: { resolution } })).data;
