import { api } from 'shared-kernel';

/** A photo or PDF sent in the thread (multipart: the file and an optional note). */
export async function sendConversationFile(id: string, file: File, message = '') {
  const form = new FormData();
  form.append('file', file, file.name);
  if (message.trim()) form.append('message', message.trim());
  const { data } = await api.post('/api/conversations/{id}/attachments', { params: { path: { id } }, body: form as never });
  return data;
}
