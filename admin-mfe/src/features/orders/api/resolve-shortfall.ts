import { api } from 'shared-kernel';

export const resolveShortfall = async (id: string, resolution: 'refund' | 'backorder') =>
  (await api.post('/api/admin/stock-shortfalls/{id}/resolve', { params: { path: { id } }, body: { resolution } })).data;
