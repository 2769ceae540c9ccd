import { api, type AnswerOf } from 'shared-kernel';

export type QueueItem = AnswerOf<'/api/pharmacist/conversations', 'get'>[number];

/** Questions waiting for a pharmacist: emergencies first, then the longest wait. */
export async function getQuestionQueue(): Promise<QueueItem[]> {
  const { data } = await api.get('/api/pharmacist/conversations');
  return data;
}
