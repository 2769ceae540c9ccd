import { lineTotalNaira, sumNaira, type CartItem } from 'shared-kernel';

export const MIN_QUANTITY = 1;
/** The API refuses more than this many of one medicine: the kernel's one declaration. */
export { MAX_CART_QUANTITY as MAX_QUANTITY } from 'shared-kernel';

/** The unit price of a line: the cart item's own price, else its medicine's. */
export function unitPrice(item: CartItem): number {
  return Number.isFinite(item.price) ? item.price : (item.medicine?.price ?? 0);
}

/** Unit price times quantity, exact to the kobo. */
export function lineTotal(item: CartItem): number {
  return lineTotalNaira(unitPrice(item), item.quantity);
}

export interface CartTotals {
  totalItems: number;
  totalPrice: number;
}

export function cartTotals(items: CartItem[]): CartTotals {
  return {
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: sumNaira(items.map(lineTotal)),
  };
}
