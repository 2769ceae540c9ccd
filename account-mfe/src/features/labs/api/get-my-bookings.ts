import { api } from 'shared-kernel';
import { type LabBooking } from './labs-shared';

export async function getMyBookings(): Promise<LabBooking[]> {
  const { data } = await api.get('/api/labs/bookings');
  return data;
}
