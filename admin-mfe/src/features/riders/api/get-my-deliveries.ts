import { api, type AnswerOf } from 'shared-kernel';

export type RiderStop = AnswerOf<'/api/rider/deliveries', 'get'>[number];

/** The rider's own deliveries for the day, in order (the server answers only theirs). */
export async function getMyDeliveries(): Promise<RiderStop[]> {
  const { data } = await api.get('/api/rider/deliveries');
  return data;
}
