import { api, type AnswerOf } from 'shared-kernel';

export type AccountCard = AnswerOf<'/api/account/cards', 'get'>['items'][number];
export type RemovedCard = AnswerOf<'/api/account/cards/{id}', 'delete'>;

/** My saved cards: only those I saved at my own checkout, each with where it came from and the plans using it. */
export async function getAccountCards(): Promise<AccountCard[]> {
  const { data } = await api.get('/api/account/cards');
  return data.items;
}

/** Forgets one of my cards for good; the plans that charged it mail a pay link instead (in the answer). */
export async function removeCard(id: string): Promise<RemovedCard> {
  const { data } = await api.delete('/api/account/cards/{id}', { params: { path: { id } } });
  return data;
}
