import { api, type AnswerOf } from 'shared-kernel';

export type DeliveryBoard = AnswerOf<'/api/staff/deliveries', 'get'>;

/** The pharmacy's parcels waiting for a rider, and those out with its riders. */
export async function getDeliveryBoard(): Promise<DeliveryBoard> {
  const { data } = await api.get('/api/staff/deliveries');
  return data;
}
