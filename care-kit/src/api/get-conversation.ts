import { api } from 'shared-kernel';
import type { ConversationDetail } from './care-types';

/** One thread with its messages (the server logs the read). */
export async function getConversation(id: string): Promise<ConversationDetail> {
  const { data } = await api.get('/api/conversations/{id}', { params: { path: { id } } });
  return data;
}
