import { api, type CartApprovalItem } from 'shared-kernel';

/** One check before payment, with the prescription (logged as a view of it) and the shopper's phone. */
export async function getApproval(id: string): Promise<CartApprovalItem> {
  const { data } = await api.get('/api/pharmacist/cart-approvals/{id}', { params: { path: { id } } });
  return data;
}
