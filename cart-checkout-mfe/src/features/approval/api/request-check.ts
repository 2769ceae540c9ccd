import { api, type CartApproval } from 'shared-kernel';

/** Sends the prescription against the cart's prescription-only lines, with a phone for the pharmacist. */
export async function requestCheck(prescriptionId: string, phone: string): Promise<CartApproval> {
  const { data } = await api.post('/api/cart-approvals', { body: { prescriptionId, phone } });
  return data;
}
