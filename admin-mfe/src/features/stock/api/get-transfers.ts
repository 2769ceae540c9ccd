import { api, type AnswerOf } from 'shared-kernel';

export type StockTransfer = AnswerOf<'/api/admin/stock-transfers', 'get'>[number];

/** Transfers between locations, newest first; `sent` for those still in transit. */
export const getTransfers = async (status?: 'sent' | 'received'): Promise<StockTransfer[]> =>
  (await api.get('/api/admin/stock-transfers', { params: { query: status ? { status } : {} } })).data ?? [];
