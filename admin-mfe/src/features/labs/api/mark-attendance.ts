import { api } from 'shared-kernel';
import { type StaffBooking } from './lab-types';

export async function markAttendance(id: string, attendance: 'collected' | 'no-show'): Promise<StaffBooking> {
  const { data } = await api.post('/api/lab/bookings/{id}/attendance', { params: { path: { id } }, body: { attendance } });
  return data;
}
