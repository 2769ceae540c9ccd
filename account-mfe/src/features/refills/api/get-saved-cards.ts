import { api, type AnswerOf } from 'shared-kernel';

export type SavedCard = AnswerOf<'/api/refills/cards', 'get'>['items'][number];

export async function getSavedCards(): Promise<SavedCard[]> {
  const { data } = await api.get('/api/refills/cards');
  return data.items ?? [];
}
