import { api } from 'shared-kernel';

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
