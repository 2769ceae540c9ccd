import { apiClient, type StockShortfall } from 'shared-kernel';

// Stock shortfalls and the audit log
export const getShortfalls = async (open?: boolean) =>
  (await apiClient.get<StockShortfall[]>('/api/admin/stock-shortfalls', { params: open === undefined ? {} : { open } })).data;
export const resolveShortfall = async (id: string, resolution: 'refund' | 'backorder') =>
  (await apiClient.post<StockShortfall>(`/api/admin/stock-shortfalls/${id}/resolve`, { resolution })).data;
