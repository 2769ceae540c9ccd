import { api, type AnswerOf } from 'shared-kernel';

export type StaffBooking = AnswerOf<'/api/lab/bookings', 'get'>[number];
export type LabFigures = AnswerOf<'/api/admin/labs/figures', 'get'>;

/** The signed-in lab user's laboratory's paid bookings (403 for anyone who is not lab staff). */
export async function getLabBookings(): Promise<StaffBooking[]> {
  const { data } = await api.get('/api/lab/bookings');
  return data;
}

export async function markAttendance(id: string, attendance: 'collected' | 'no-show'): Promise<StaffBooking> {
  const { data } = await api.post('/api/lab/bookings/{id}/attendance', { params: { path: { id } }, body: { attendance } });
  return data;
}

/** POST /api/lab/bookings/{id}/result, multipart field `file` (JPEG, PNG or PDF). */
export async function uploadResult(id: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await api.post('/api/lab/bookings/{id}/result', { params: { path: { id } }, body: form as never });
}

export async function getLabFigures(days: number): Promise<LabFigures> {
  const { data } = await api.get('/api/admin/labs/figures', { params: { query: { days } } });
  return data;
}
