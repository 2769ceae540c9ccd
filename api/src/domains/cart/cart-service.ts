import { conflict, fieldError, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import { koboToNaira } from '../../platform/lib/money';
import { isForeignKeyViolation } from '../../platform/lib/pg-errors';
import type { AuthUser } from '../../platform/plugins/types';
import type { Database } from '../../platform/db/client';
import type { CartSnapshot, CartSnapshotLine } from '../../platform/db/schema/index';
import { CartRepository, type CartRow, MAX_CART_QUANTITY } from './cart-repository';
import type { CartItemJson, CartJson } from './cart-schemas';

export type { CartItemJson, CartJson };

/** A medicine in the cart the shop no longer sells: refused until the shopper's cart is without it. */
export function withdrawnFromSale(names: string[]) {
  const list = names.map((n) => `"${n}"`).join(', ');
  const message = `${list} ${names.length === 1 ? 'has' : 'have'} been withdrawn from sale. Remove ${names.length === 1 ? 'it' : 'them'} from your cart to continue.`;
  return withCode(conflict(message, [{ field: 'cart', message }]), 'medicine-withdrawn');
}

function itemJson(row: CartRow): CartItemJson {
  const price = koboToNaira(row.medicine.priceKobo);
  const { priceKobo, ...medicine } = row.medicine;
  return {
    cartItemId: row.cartItemId,
    medicineId: row.medicineId,
    quantity: row.quantity,
    price,
    subtotal: koboToNaira(priceKobo * row.quantity),
    medicine: { ...medicine, price },
  };
}

/**
 * The cart refuses more than is on hand (placing the order takes the units for real; this keeps a
 * shopper from paying for what is not there). Lowering a quantity is always allowed.
 */
function assertInStock(medicine: { name: string; stockQuantity: number }, wanted: number, inCart: number | null) {
  if (wanted <= medicine.stockQuantity) return;
  const have = medicine.stockQuantity;
  const message =
    have === 0
      ? `"${medicine.name}" is out of stock.`
      : `Only ${have} of "${medicine.name}" ${have === 1 ? 'is' : 'are'} in stock` +
        (inCart ? `; you already have ${inCart} in your cart.` : ', so you cannot have more than that in your cart.');
  throw fieldError('quantity', message);
}

export class CartService {
  constructor(private readonly repository: CartRepository) {}

  /** After an order is placed, inside its transaction: the paid quantities leave the cart (items added since stay). */
  async removePaidLines(userId: string, lines: readonly CartSnapshotLine[], transaction: Database): Promise<void> {
    await new CartRepository(transaction).removePaidLines(userId, lines);
  }

  /**
   * The cart priced from the catalogue now, as a checkout is made of it (quote, initiate). A
   * medicine the shop no longer sells is refused (409 medicine-withdrawn), never priced.
   */
  async priceForCheckout(userId: string): Promise<CartSnapshot> {
    const priced = await this.repository.priced(userId);
    const withdrawn = priced.filter((l) => !l.sellable).map((l) => l.medicineName);
    if (withdrawn.length) throw withdrawnFromSale(withdrawn);
    const lines = priced.map(({ sellable: _sellable, ...line }) => line);
    return { lines, totalKobo: lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0) };
  }

  /**
   * A visitor's basket (kept on their device, not signed in) priced from the catalogue now, for a
   * delivery quote: the browser names medicines and quantities, never prices. A medicine not sold
   * (unknown, hidden) is refused, as at checkout.
   */
  async priceBasket(
    items: readonly { medicineId: string; quantity: number }[],
  ): Promise<{ totalKobo: number; lines: { medicineName: string; coldChain: boolean }[] }> {
    const found = new Map((await this.repository.pricesOf([...new Set(items.map((i) => i.medicineId))])).map((m) => [m.id, m]));
    const missing = items.filter((i) => !found.get(i.medicineId)?.sellable);
    if (missing.length) throw fieldError('items', 'A medicine in this basket is not in the catalogue.');
    return {
      totalKobo: items.reduce((sum, i) => sum + found.get(i.medicineId)!.priceKobo * i.quantity, 0),
      lines: items.map((i) => ({ medicineName: found.get(i.medicineId)!.name, coldChain: found.get(i.medicineId)!.coldChain })),
    };
  }

  /** Of a paid cart's lines, inside the transaction placing its order: those the shop no longer sells. */
  async withdrawnAmong(lines: readonly CartSnapshotLine[], transaction: Database): Promise<CartSnapshotLine[]> {
    const sold = await new CartRepository(transaction).sellableAmong(lines.map((l) => l.medicineId));
    return lines.filter((l) => !sold.has(l.medicineId));
  }

  /**
   * After a medicine (or its category) is hidden: every cart line the shop no longer sells goes,
   * and its shopper finds a notice naming it in the next cart answer.
   */
  async withdrawUnsellable(): Promise<number> {
    return this.repository.withdrawUnsellable();
  }

  async items(userId: string): Promise<CartItemJson[]> {
    return (await this.repository.items(userId)).map(itemJson);
  }

  /** The shopper's cart notices, removed as they are read: each is told once. */
  takeNotices(userId: string): Promise<string[]> {
    return this.repository.takeNotices(userId);
  }

  /** The notices left in place (an admin looking at another shopper's cart). */
  peekNotices(userId: string): Promise<string[]> {
    return this.repository.peekNotices(userId);
  }

  /** The cart after a change: items and the totals the header badge and summary show. */
  async cart(userId: string, message: string): Promise<CartJson> {
    const [rows, notices] = await Promise.all([this.repository.items(userId), this.repository.takeNotices(userId)]);
    return {
      message,
      notices,
      items: rows.map(itemJson),
      totalItems: rows.reduce((n, r) => n + r.quantity, 0),
      totalPrice: koboToNaira(rows.reduce((n, r) => n + r.quantity * r.medicine.priceKobo, 0)),
    };
  }

  async add(userId: string, medicineId: string, quantity: number): Promise<CartJson> {
    const medicine = await this.repository.medicine(medicineId);
    if (!medicine || !medicine.shown) throw fieldError('medicineId', 'This medicine is not in the catalogue.');
    const inCart = await this.repository.quantityOf(userId, medicineId);
    assertInStock(medicine, inCart + quantity, inCart);
    const added = await this.repository.add(userId, medicineId, quantity).catch((err: unknown) => {
      // An admin filling the cart of an account that does not exist: the cart's foreign key says no.
      if (isForeignKeyViolation(err, 'user')) throw notFound('There is no shopper with this id.');
      if (isForeignKeyViolation(err)) throw fieldError('medicineId', 'This medicine is not in the catalogue.');
      throw err;
    });
    if (!added) {
      const current = await this.repository.quantityOf(userId, medicineId);
      throw fieldError(
        'quantity',
        `You can have at most ${MAX_CART_QUANTITY} of "${medicine.name}" in your cart; you already have ${current}, so you can add ${Math.max(0, MAX_CART_QUANTITY - current)} more.`,
      );
    }
    return this.cart(userId, `Medicine "${medicine.name}" added to cart!`);
  }

  private async ownedItem(caller: AuthUser, cartItemId: string): Promise<CartRow> {
    const item = await this.repository.item(cartItemId);
    if (!item) throw notFound('This cart item does not exist (it may have been removed already).');
    if (caller.role !== 'admin' && item.userId !== caller.id) throw forbidden('You can only change your own cart.');
    return item;
  }

  async update(caller: AuthUser, cartItemId: string, quantity: number, userId?: string): Promise<CartJson> {
    const item = await this.ownedItem(caller, cartItemId);
    if (userId && userId !== item.userId) throw conflict('This cart item belongs to a different cart.');
    const medicine = await this.repository.medicine(item.medicineId);
    if (!medicine || !medicine.shown) throw withdrawnFromSale([item.medicine.name]);
    if (quantity > item.quantity) assertInStock(medicine, quantity, null);
    if (!(await this.repository.setQuantity(cartItemId, quantity)))
      throw notFound('This cart item does not exist (it may have been removed already).');
    return this.cart(item.userId, `Quantity of "${item.medicine.name}" set to ${quantity}.`);
  }

  async remove(caller: AuthUser, cartItemId: string): Promise<CartJson> {
    const item = await this.ownedItem(caller, cartItemId);
    await this.repository.remove(cartItemId);
    return this.cart(item.userId, `"${item.medicine.name}" removed from your cart.`);
  }

  async clear(userId: string): Promise<CartJson> {
    await this.repository.clear(userId);
    return this.cart(userId, 'Cart cleared successfully.');
  }
}
