import { api } from 'shared-kernel';

export async function sendConversationMessage(id: string, message: string) {
  const { data } = await api.post('/api/conversations/{id}/messages', { params: { path: { id } }, body: { message } });
  return data;
}
