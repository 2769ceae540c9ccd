import { api, type CartItem } from 'shared-kernel';
import type { CartAnswer } from './cart-answer';

export interface UpdateCartItemInput {
  item: CartItem;
  quantity: number;
  userId: string;
}

/** PUT /api/carts/updateCartItem: sets the quantity of one line (1 to 99); answers the whole cart. */
export async function updateCartItem({ item, quantity, userId }: UpdateCartItemInput): Promise<CartAnswer> {
  const { data } = await api.put('/api/carts/updateCartItem', {
    body: {
      cartItemId: item.cartItemId,
      medicineId: item.medicineId,
      quantity,
      price: item.price,
      userId,
    },
  });
  return data;
}
