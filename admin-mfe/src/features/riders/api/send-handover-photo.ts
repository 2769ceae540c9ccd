import { api } from 'shared-kernel';

/** POST /api/rider/deliveries/{id}/photo, multipart field `file` (a JPEG or PNG photo): the optional photo of the handover. */
export async function sendHandoverPhoto(id: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await api.post('/api/rider/deliveries/{id}/photo', { params: { path: { id } }, body: form as never });
}
