import { api, type CartApproval } from 'shared-kernel';

/** Approve, or reject with a reason; the shopper is mailed (with a pay link when approved). */
export async function decideApproval(id: string, body: { approved: boolean; reason?: string }): Promise<CartApproval> {
  const { data } = await api.post('/api/pharmacist/cart-approvals/{id}', { params: { path: { id } }, body });
  return data;
}
