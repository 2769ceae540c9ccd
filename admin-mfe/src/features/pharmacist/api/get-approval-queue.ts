import { api, type CartApprovalItem } from 'shared-kernel';

/** GET /api/pharmacist/cart-approvals: prescriptions to check before payment, oldest first. */
export async function getApprovalQueue(): Promise<CartApprovalItem[]> {
  const { data } = await api.get('/api/pharmacist/cart-approvals');
  return data.items;
}
