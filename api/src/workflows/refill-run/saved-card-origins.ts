import type { OrdersService } from '../../domains/orders/orders-service';
import type { SavedCardJson } from '../../domains/payments/payments-service';

/** dd/mm/yyyy in Lagos. */
const LAGOS_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: '2-digit', month: '2-digit', year: 'numeric' });

export type SavedCardWithOrigin = SavedCardJson & {
  savedFrom: string;
  /** The order placed from the checkout it was saved at (EPH-000123); null while none is. */
  savedAtOrder: string | null;
};

/**
 * Each saved card with where it came from, as the shopper reads it: the checkout it was saved at
 * (its order number once placed) and the day, "Saved at checkout EPH-000123 on 06/12/2026".
 */
export async function withOrigins(cards: SavedCardJson[], orders: OrdersService): Promise<SavedCardWithOrigin[]> {
  return Promise.all(
    cards.map(async (card) => {
      const order = await orders.byPaymentReference(card.sourceReference);
      const on = LAGOS_DATE.format(new Date(card.savedAt));
      const savedAtOrder = order?.orderNumber ?? null;
      return { ...card, savedAtOrder, savedFrom: `Saved at checkout ${savedAtOrder ?? card.sourceReference} on ${on}` };
    }),
  );
}
