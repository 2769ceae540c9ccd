import { api, type AnswerOf } from 'shared-kernel';

export type StaffPharmacy = AnswerOf<'/api/staff/pharmacy', 'get'>;
export type StaffOrder = AnswerOf<'/api/staff/orders', 'get'>[number];
export type StaffBatch = AnswerOf<'/api/staff/stock', 'get'>[number];
export type StaffStage = 'to-pack' | 'ready-for-pickup' | 'handed-to-rider';

/** The pharmacy the signed-in staff member works at (403 for anyone who is not a pharmacy's staff). */
export async function getMyPharmacy(): Promise<StaffPharmacy> {
  const { data } = await api.get('/api/staff/pharmacy');
  return data;
}

/** Their pharmacy's orders at one stage (the server answers only that pharmacy's). */
export async function getStaffOrders(stage: StaffStage): Promise<StaffOrder[]> {
  const { data } = await api.get('/api/staff/orders', { params: { query: { stage } } });
  return data;
}

export async function getStaffStock(): Promise<StaffBatch[]> {
  const { data } = await api.get('/api/staff/stock');
  return data;
}

export async function markReadyForPickup(id: string): Promise<void> {
  await api.post('/api/Order/{id}/pickup/ready', { params: { path: { id } } });
}

/** Hands the order over against the customer's PIN (400 wrong PIN, 409 used or locked). */
export async function handOver(id: string, pin: string): Promise<void> {
  await api.post('/api/Order/{id}/pickup/handover', { params: { path: { id } }, body: { pin } });
}
