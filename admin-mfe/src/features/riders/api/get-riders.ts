import { api, type AnswerOf } from 'shared-kernel';

export type PharmacyRider = AnswerOf<'/api/staff/riders', 'get'>[number];

/** The pharmacy's riders. */
export async function getRiders(): Promise<PharmacyRider[]> {
  const { data } = await api.get('/api/staff/riders');
  return data;
}
