import { api, type CartApproval } from 'shared-kernel';

/** Sends the prescription against the cart's prescription-only lines, with a phone for the pharmacist. */
export async function requestCheck(prescriptionId: string, phone: string): Promise<CartApproval> {
  const { data } = await api.post('/api/cart-approvals', { body: { prescriptionId, phone } });
  return data;
}

/** One of the shopper's checks, and whether it still covers the cart (the pay link's page). */
export async function getCheck(id: string): Promise<CartApproval> {
  const { data } = await api.get('/api/cart-approvals/{id}', { params: { path: { id } } });
  return data;
}

export { pharmacistWithPcn as pharmacistLine } from 'legal-kit';
