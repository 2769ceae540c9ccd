import { api } from 'shared-kernel';
import { type LabBooking } from './labs-shared';

export async function cancelBooking(id: string): Promise<LabBooking> {
  const { data } = await api.post('/api/labs/bookings/{id}/cancel', { params: { path: { id } } });
  return data;
}
