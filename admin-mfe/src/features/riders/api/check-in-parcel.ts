import { api } from 'shared-kernel';

/** Checks a returned parcel in: units back in stock, the money refunded or the hold released (once). */
export async function checkInParcel(id: string): Promise<{ refunded: number }> {
  const { data } = await api.post('/api/staff/deliveries/{id}/check-in', { params: { path: { id } } });
  return data;
}
