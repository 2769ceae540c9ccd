import { api, type AnswerOf } from 'shared-kernel';

export type ColdChainPacked = AnswerOf<'/api/Order/{id}/cold-chain/packed', 'post'>;

/** Ticks that the order's fridge medicines were packed last in a cold box: they left the fridge now (409 when already ticked). */
export async function packColdChain(id: string): Promise<ColdChainPacked> {
  const { data } = await api.post('/api/Order/{id}/cold-chain/packed', { params: { path: { id } }, body: { coldBox: true } });
  return data;
}
