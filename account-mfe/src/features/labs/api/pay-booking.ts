import { api } from 'shared-kernel';

/** Paystack's checkout page for the booking (the open one while it can still be paid). */
export async function payBooking(id: string): Promise<string> {
  const { data } = await api.post('/api/labs/bookings/{id}/pay', { params: { path: { id } } });
  const url = data?.data?.authorization_url;
  if (!url) throw new Error('The payment provider answered without a payment page');
  return url;
}
