import { api, type AnswerOf } from 'shared-kernel';

export type RemovedCard = AnswerOf<'/api/account/cards/{id}', 'delete'>;

/** Forgets one of my cards for good; the plans that charged it mail a pay link instead (in the answer). */
export async function removeCard(id: string): Promise<RemovedCard> {
  const { data } = await api.delete('/api/account/cards/{id}', { params: { path: { id } } });
  return data;
}
