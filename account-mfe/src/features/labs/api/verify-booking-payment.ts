import { api } from 'shared-kernel';
import { type LabBooking } from './labs-shared';

/** Back from Paystack: the server asks the provider and answers the booking (booked once paid). */
export async function verifyBookingPayment(id: string): Promise<LabBooking> {
  const { data } = await api.post('/api/labs/bookings/{id}/verify', { params: { path: { id } } });
  return data;
}
