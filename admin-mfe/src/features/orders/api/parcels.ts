import { api } from 'shared-kernel';

/** GET /api/Order/{id}/parcels: where each parcel leaves from, its lines, fee, window and status. */
export const getParcels = async (orderId: string) => (await api.get('/api/Order/{id}/parcels', { params: { path: { id: orderId } } })).data;

/** GET /api/admin/orders/{id}/reroute: per parcel, the locations it could go to and whether they have the units. */
export const getRerouteOptions = async (orderId: string) =>
  (await api.get('/api/admin/orders/{id}/reroute', { params: { path: { id: orderId } } })).data;

/** POST /api/admin/orders/{id}/reroute: the order (or one parcel) to another location; the stock follows. */
export const rerouteOrder = async (orderId: string, locationId: string, parcelId?: string) =>
  (
    await api.post('/api/admin/orders/{id}/reroute', {
      params: { path: { id: orderId } },
      body: parcelId ? { locationId, parcelId } : { locationId },
    })
  ).data;
