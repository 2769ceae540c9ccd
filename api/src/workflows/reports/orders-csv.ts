import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orderNumberLabel } from '../../domains/orders/order-number';
import { type Span, afterCursor, csvLagosTime, csvNaira, csvStream, keysetBatches, withinSpan } from '../../platform/lib/csv';

export { csvField } from '../../platform/lib/csv';

/** Headings a person reads: times in Lagos time, money in naira. */
const HEADER = [
  'Order number',
  'Placed (Lagos time)',
  'Status',
  'Delivery state',
  'Items (₦)',
  'Discount (₦)',
  'Delivery fee (₦)',
  'Total (₦)',
  'Discount code',
  'Payment reference',
];

type Row = {
  id: string;
  order_number: number;
  created_at: string | Date;
  status: string;
  delivery_state: string | null;
  total_kobo: number;
  delivery_fee_kobo: number;
  discount_kobo: number;
  discount_code: string | null;
  payment_reference: string;
};

/** The orders placed in the span as CSV (times dd/mm/yyyy HH:mm, Lagos), oldest first, streamed by keyset (placed at, id). */
export function ordersCsv(db: Database, span: Span): Readable {
  const batches = keysetBatches<Row>(
    db,
    (after, limit) =>
      sql`select o.id, o.order_number, o.created_at, o.status, o.delivery_state, o.total_kobo, o.delivery_fee_kobo, o.discount_kobo, o.discount_code, o.payment_reference
          from orders o where ${withinSpan(sql`o.created_at`, span)} and ${afterCursor(sql`o.created_at`, sql`o.id`, after)}
          order by o.created_at, o.id limit ${limit}`,
    (r) => r.created_at,
  );
  return csvStream(HEADER, batches, (r) => {
    const total = Number(r.total_kobo);
    const fee = Number(r.delivery_fee_kobo);
    const discount = Number(r.discount_kobo);
    return [
      orderNumberLabel(Number(r.order_number)),
      csvLagosTime(r.created_at),
      r.status,
      r.delivery_state,
      csvNaira(total - fee + discount),
      csvNaira(discount),
      csvNaira(fee),
      csvNaira(total),
      r.discount_code,
      r.payment_reference,
    ];
  });
}
