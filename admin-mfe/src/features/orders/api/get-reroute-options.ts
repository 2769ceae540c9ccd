import { api } from 'shared-kernel';

/** GET /api/admin/orders/{id}/reroute: per parcel, the locations it could go to and whether they have the units. */
export const getRerouteOptions = async (orderId: string) =>
  (await api.get('/api/admin/orders/{id}/reroute', { params: { path: { id: orderId } } })).data;
