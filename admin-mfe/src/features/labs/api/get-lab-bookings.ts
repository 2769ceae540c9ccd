import { api } from 'shared-kernel';
import { type StaffBooking } from './lab-types';

/** The signed-in lab user's laboratory's paid bookings (403 for anyone who is not lab staff). */
export async function getLabBookings(): Promise<StaffBooking[]> {
  const { data } = await api.get('/api/lab/bookings');
  return data;
}
