import { api } from 'shared-kernel';

/** The units arrived: they join the destination's batch of the same lot, once. */
export const receiveTransfer = async (id: string) =>
  (await api.post('/api/admin/stock-transfers/{id}/receive', { params: { path: { id } } })).data;
