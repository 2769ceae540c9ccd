import { api } from 'shared-kernel';

/** A message's file, fetched with the session (the server logs every read). */
export async function getConversationFile(id: string, messageId: string): Promise<Blob> {
  const { data } = await api.getFile('/api/conversations/{id}/messages/{messageId}/attachment', { params: { path: { id, messageId } } });
  return data;
}
