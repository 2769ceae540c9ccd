/**
 * The EPH order number: the number shoppers and admins see (EPH-000123); the order's UUID stays in
 * URLs and the API only. The database gives each order the next value of the sequence
 * `order_number_seq` (db/schema/orders.ts) when it is placed: unique, in placing order, and a
 * placement whose transaction rolls back leaves a gap. Orders older than migration 0005 were
 * numbered by `created_at` in 0006.
 */

/** 123 -> "EPH-000123". */
export const orderNumberLabel = (n: number): string => `EPH-${String(n).padStart(6, '0')}`;

/** What an admin types to find an order by number ("EPH-000123", "eph123", "123") -> 123; anything else -> null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:EPH-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
