import { api, type AnswerOf, type BodyOf } from 'shared-kernel';

export type LabTest = AnswerOf<'/api/labs/tests', 'get'>[number];
export type LabSlot = AnswerOf<'/api/labs/tests/{id}/slots', 'get'>[number];
export type LabBooking = AnswerOf<'/api/labs/bookings', 'get'>[number];
export type NewLabBooking = BodyOf<'/api/labs/bookings', 'post'>;

export async function getLabTests(): Promise<LabTest[]> {
  const { data } = await api.get('/api/labs/tests');
  return data;
}

export async function getSlots(testId: string): Promise<LabSlot[]> {
  const { data } = await api.get('/api/labs/tests/{id}/slots', { params: { path: { id: testId } } });
  return data;
}

export async function getMyBookings(): Promise<LabBooking[]> {
  const { data } = await api.get('/api/labs/bookings');
  return data;
}

export async function bookTest(body: NewLabBooking): Promise<LabBooking> {
  const { data } = await api.post('/api/labs/bookings', { body });
  return data;
}

export async function cancelBooking(id: string): Promise<LabBooking> {
  const { data } = await api.post('/api/labs/bookings/{id}/cancel', { params: { path: { id } } });
  return data;
}

/** The result file, fetched with the session (the server logs every read). */
export async function getResult(id: string): Promise<Blob> {
  const { data } = await api.getFile('/api/labs/bookings/{id}/result', { params: { path: { id } } });
  return data;
}

/** Paystack's checkout page for the booking (the open one while it can still be paid). */
export async function payBooking(id: string): Promise<string> {
  const { data } = await api.post('/api/labs/bookings/{id}/pay', { params: { path: { id } } });
  const url = data?.data?.authorization_url;
  if (!url) throw new Error('The payment provider answered without a payment page');
  return url;
}

/** Back from Paystack: the server asks the provider and answers the booking (booked once paid). */
export async function verifyBookingPayment(id: string): Promise<LabBooking> {
  const { data } = await api.post('/api/labs/bookings/{id}/verify', { params: { path: { id } } });
  return data;
}

/** Leaves the shop for the provider's page (a seam tests replace). */
export const browser = { leaveFor: (url: string) => window.location.assign(url) };
