import { api, type AnswerOf } from 'shared-kernel';

export type StockLocation = AnswerOf<'/api/locations', 'get'>[number];
export type StockTransfer = AnswerOf<'/api/admin/stock-transfers', 'get'>[number];

/** The pharmacies and the central warehouse, where stock is held. */
export const getLocations = async (): Promise<StockLocation[]> => (await api.get('/api/locations')).data ?? [];

/** Transfers between locations, newest first; `sent` for those still in transit. */
export const getTransfers = async (status?: 'sent' | 'received'): Promise<StockTransfer[]> =>
  (await api.get('/api/admin/stock-transfers', { params: { query: status ? { status } : {} } })).data ?? [];

/** Sends units of one batch to another location: they leave the batch at once (in transit, sold nowhere). */
export const sendTransfer = async (body: {
  fromLocationId: string;
  toLocationId: string;
  batchId: string;
  quantity: number;
  note?: string;
}) =>
  (
    await api.post('/api/admin/stock-transfers', {
      body: {
        fromLocationId: body.fromLocationId,
        toLocationId: body.toLocationId,
        lines: [{ batchId: body.batchId, quantity: body.quantity }],
        ...(body.note ? { note: body.note } : {}),
      },
    })
  ).data;

/** The units arrived: they join the destination's batch of the same lot, once. */
export const receiveTransfer = async (id: string) =>
  (await api.post('/api/admin/stock-transfers/{id}/receive', { params: { path: { id } } })).data;
