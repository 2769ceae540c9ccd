import { api, type AnswerOf } from 'shared-kernel';

export type AccountCard = AnswerOf<'/api/account/cards', 'get'>['items'][number];

/** My saved cards: only those I saved at my own checkout, each with where it came from and the plans using it. */
export async function getAccountCards(): Promise<AccountCard[]> {
  const { data } = await api.get('/api/account/cards');
  return data.items;
}
