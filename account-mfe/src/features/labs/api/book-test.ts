import { api, type BodyOf } from 'shared-kernel';
import { type LabBooking } from './labs-shared';

export type NewLabBooking = BodyOf<'/api/labs/bookings', 'post'>;

export async function bookTest(body: NewLabBooking): Promise<LabBooking> {
  const { data } = await api.post('/api/labs/bookings', { body });
  return data;
}
