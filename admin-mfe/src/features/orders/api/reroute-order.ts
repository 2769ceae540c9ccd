import { api } from 'shared-kernel';

/** POST /api/admin/orders/{id}/reroute: the order (or one parcel) to another location; the stock follows. */
export const rerouteOrder = async (orderId: string, locationId: string, parcelId?: string) =>
  (
    await api.post('/api/admin/orders/{id}/reroute', {
      params: { path: { id: orderId } },
      body: parcelId ? { locationId, parcelId } : { locationId },
    })
  ).data;
