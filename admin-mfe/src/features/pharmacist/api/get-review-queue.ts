import { api, type ReviewItem } from 'shared-kernel';

/** GET /api/pharmacist/reviews: the orders awaiting a pharmacist, oldest first. */
export async function getReviewQueue(): Promise<ReviewItem[]> {
  const { data } = await api.get('/api/pharmacist/reviews');
  return data.items;
}
