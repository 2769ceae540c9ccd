import { api, type AnswerOf, type BodyOf } from 'shared-kernel';

export type AddedRider = AnswerOf<'/api/staff/riders', 'post'>;
export type NewRider = BodyOf<'/api/staff/riders', 'post'>;

/** Makes an account (by its e-mail) a rider of the pharmacy: staff add to their own, an admin names the pharmacy. */
export async function addRider(rider: NewRider): Promise<AddedRider> {
  const { data } = await api.post('/api/staff/riders', { body: rider });
  return data;
}
