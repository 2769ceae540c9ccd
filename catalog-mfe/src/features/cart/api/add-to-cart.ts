import { apiClient, type AddToCartRequest } from 'shared-kernel';

/** POST /api/carts/add: one more of a medicine in the user's cart. */
export async function addToCart(request: AddToCartRequest): Promise<unknown> {
  const { data } = await apiClient.post('/api/carts/add', request);
  return data;
}
