import { cartCountStore, countItems, trackCartCount, announceCartChange } from '../cart-count-store';
import type { CartItem } from '../../types/entities';

const item = (quantity: number): CartItem => ({
  cartItemId: `c${quantity}`,
  medicineId: `m${quantity}`,
  quantity,
  price: 100,
  subtotal: 100 * quantity,
  medicine: {
    id: `m${quantity}`,
    name: 'x',
    price: 100,
    imageUrl: '',
    description: '',
    dosage: '',
    categoryId: 'cat-1',
    isFeatured: false,
  },
});

describe('cart count', () => {
  it('is the sum of quantities', () => {
    expect(countItems([item(2), item(3), item(1)])).toBe(6);
    expect(countItems([])).toBe(0);
  });

  it('follows cart events that carry the cart', () => {
    const stop = trackCartCount();
    announceCartChange('add', [item(2), item(5)]);
    expect(cartCountStore.getState().count).toBe(7);
    announceCartChange('clear', []);
    expect(cartCountStore.getState().count).toBe(0);
    stop();
  });
});
