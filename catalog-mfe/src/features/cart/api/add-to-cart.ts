import { api, type AddToCartRequest, type ApiAnswer } from 'shared-kernel';

/** The API answers the whole cart after a change. */
export type CartAfterChange = ApiAnswer<'/api/carts/add', 'post'>;

/** POST /api/carts/add: one more of a medicine in the user's cart. */
export async function addToCart(request: AddToCartRequest): Promise<CartAfterChange> {
  const { data } = await api.post('/api/carts/add', { body: request });
  return data;
}
