import { api } from 'shared-kernel';

/** POST /api/lab/bookings/{id}/result, multipart field `file` (JPEG, PNG or PDF). */
export async function uploadResult(id: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await api.post('/api/lab/bookings/{id}/result', { params: { path: { id } }, body: form as never });
}
