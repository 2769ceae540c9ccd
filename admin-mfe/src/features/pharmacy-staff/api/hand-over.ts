import { api } from 'shared-kernel';

/** Hands the order over against the customer's PIN (400 wrong PIN, 409 used or locked). */
export async function handOver(id: string, pin: string): Promise<void> {
  await api.post('/api/Order/{id}/pickup/handover', { params: { path: { id } }, body: { pin } });
}
