import { api, type Order, type ReviewDecisionRequest, type ReviewItem } from 'shared-kernel';

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
