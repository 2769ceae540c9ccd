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
