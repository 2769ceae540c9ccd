import { api, type AnswerOf } from 'shared-kernel';

export type StaffBatch = AnswerOf<'/api/staff/stock', 'get'>[number];

export async function getStaffStock(): Promise<StaffBatch[]> {
  const { data } = await api.get('/api/staff/stock');
  return data;
}
