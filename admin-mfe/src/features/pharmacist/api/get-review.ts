import { api, type ReviewItem } from 'shared-kernel';

/** One order to review, with its prescription (the server logs this as a view of it). */
export async function getReview(orderId: string): Promise<ReviewItem> {
  const { data } = await api.get('/api/pharmacist/reviews/{orderId}', { params: { path: { orderId } } });
  return data;
}
