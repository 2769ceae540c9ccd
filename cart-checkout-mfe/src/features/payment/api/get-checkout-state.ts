import { api } from 'shared-kernel';

/** Whether there is anything to pay for: the cart is empty, or it was paid already (and the order it became). */
export interface CheckoutState {
  cartEmpty: boolean;
  paid: { reference: string; amount: number; orderId: string | null; orderNumber: string | null } | null;
}

/** GET /api/checkout/state. */
export async function getCheckoutState(): Promise<CheckoutState> {
  const { data } = await api.get('/api/checkout/state');
  return data;
}
