import { api, type AnswerOf } from 'shared-kernel';

export type StaffBinding = AnswerOf<'/api/admin/pharmacy-staff', 'get'>[number];

/** Who is staff of which pharmacy. */
export async function getStaffBindings(): Promise<StaffBinding[]> {
  const { data } = await api.get('/api/admin/pharmacy-staff');
  return data;
}
