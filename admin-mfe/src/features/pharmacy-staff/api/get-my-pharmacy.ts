import { api, type AnswerOf } from 'shared-kernel';

export type StaffPharmacy = AnswerOf<'/api/staff/pharmacy', 'get'>;

/** The pharmacy the signed-in staff member works at (403 for anyone who is not a pharmacy's staff). */
export async function getMyPharmacy(): Promise<StaffPharmacy> {
  const { data } = await api.get('/api/staff/pharmacy');
  return data;
}
