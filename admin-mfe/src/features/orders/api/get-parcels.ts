import { api } from 'shared-kernel';

/** GET /api/Order/{id}/parcels: where each parcel leaves from, its lines, fee, window and status. */
export const getParcels = async (orderId: string) => (await api.get('/api/Order/{id}/parcels', { params: { path: { id: orderId } } })).data;
