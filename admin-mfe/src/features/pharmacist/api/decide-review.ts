import { api, type Order, type ReviewDecisionRequest } from 'shared-kernel';

/** Records the decision: every prescription line approved or not, with a reason when any is not. */
export async function decideReview(orderId: string, decision: ReviewDecisionRequest): Promise<Order> {
  const { data } = await api.post('/api/pharmacist/reviews/{orderId}', { params: { path: { orderId } }, body: decision });
  return data;
}
