import { apiClient, type CartItem } from 'shared-kernel';

export interface UpdateCartItemInput {
  item: CartItem;
  quantity: number;
  userId: string;
}

/** PUT /api/carts/updateCartItem: sets the quantity of one line. */
export async function updateCartItem({ item, quantity, userId }: UpdateCartItemInput): Promise<unknown> {
  const { data } = await apiClient.put('/api/carts/updateCartItem', {
    cartItemId: item.cartItemId,
    medicineId: item.medicineId,
    quantity,
    price: item.price,
    userId,
  });
  return data;
}
