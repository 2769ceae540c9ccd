import { api, type AnswerOf } from 'shared-kernel';

export type StaffOrder = AnswerOf<'/api/staff/orders', 'get'>[number];

export type StaffStage = 'to-pack' | 'ready-for-pickup' | 'handed-to-rider';

/** Their pharmacy's orders at one stage (the server answers only that pharmacy's). */
export async function getStaffOrders(stage: StaffStage): Promise<StaffOrder[]> {
  const { data } = await api.get('/api/staff/orders', { params: { query: { stage } } });
  return data;
}
