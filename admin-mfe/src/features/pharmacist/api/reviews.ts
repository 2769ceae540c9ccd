import {
  api,
  type AnswerOf,
  type CartApproval,
  type CartApprovalItem,
  type Order,
  type ReviewDecisionRequest,
  type ReviewItem,
} from 'shared-kernel';

/** GET /api/pharmacist/cart-approvals: prescriptions to check before payment, oldest first. */
export async function getApprovalQueue(): Promise<CartApprovalItem[]> {
  const { data } = await api.get('/api/pharmacist/cart-approvals');
  return data.items;
}

/** One check before payment, with the prescription (logged as a view of it) and the shopper's phone. */
export async function getApproval(id: string): Promise<CartApprovalItem> {
  const { data } = await api.get('/api/pharmacist/cart-approvals/{id}', { params: { path: { id } } });
  return data;
}

/** Approve, or reject with a reason; the shopper is mailed (with a pay link when approved). */
export async function decideApproval(id: string, body: { approved: boolean; reason?: string }): Promise<CartApproval> {
  const { data } = await api.post('/api/pharmacist/cart-approvals/{id}', { params: { path: { id } }, body });
  return data;
}

/** GET /api/pharmacist/reviews: the orders awaiting a pharmacist, oldest first. */
export async function getReviewQueue(): Promise<ReviewItem[]> {
  const { data } = await api.get('/api/pharmacist/reviews');
  return data.items;
}

/** One order to review, with its prescription (the server logs this as a view of it). */
export async function getReview(orderId: string): Promise<ReviewItem> {
  const { data } = await api.get('/api/pharmacist/reviews/{orderId}', { params: { path: { orderId } } });
  return data;
}

/** Records the decision: every prescription line approved or not, with a reason when any is not. */
export async function decideReview(orderId: string, decision: ReviewDecisionRequest): Promise<Order> {
  const { data } = await api.post('/api/pharmacist/reviews/{orderId}', { params: { path: { orderId } }, body: decision });
  return data;
}

export type RefillPlanCheck = AnswerOf<'/api/pharmacist/refills/{id}', 'get'>;

/** GET /api/pharmacist/refills: refill plans whose prescription waits for a pharmacist, the soonest refill first. */
export async function getRefillCheckQueue(): Promise<RefillPlanCheck[]> {
  const { data } = await api.get('/api/pharmacist/refills');
  return data.items ?? [];
}

/** One refill plan to check, with its prescription (the server logs this as a view of it). */
export async function getRefillCheck(id: string): Promise<RefillPlanCheck> {
  const { data } = await api.get('/api/pharmacist/refills/{id}', { params: { path: { id } } });
  return data;
}

/** Approve the plan's prescription with the units it allows (its refills never take more), or refuse it. */
export async function decideRefillCheck(id: string, body: { approve: boolean; unitsAllowed?: number; reason?: string }) {
  const { data } = await api.post('/api/pharmacist/refills/{id}/review', { params: { path: { id } }, body });
  return data;
}
