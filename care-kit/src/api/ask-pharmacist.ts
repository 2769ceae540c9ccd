import { api } from 'shared-kernel';
import type { ConversationTopic } from './care-types';

export async function askPharmacist(body: { topic: ConversationTopic; topicId?: string; subject?: string; message: string }) {
  const { data } = await api.post('/api/conversations', { body });
  return data;
}
