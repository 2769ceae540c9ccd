import { api } from 'shared-kernel';
import type { ConversationThread } from './care-types';

export async function getMyConversations(): Promise<ConversationThread[]> {
  const { data } = await api.get('/api/conversations');
  return data;
}
