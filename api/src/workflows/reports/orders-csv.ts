import type { Readable } from 'node:stream';
import type { Database } from '../../platform/db/client';
import { orderNumberLabel } from '../../domains/orders/order-number';
import { type Span, csvLagosTime, csvNaira, csvStream } from '../../platform/lib/csv';
import { ReportsRepository } from './reports-repository';

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

/** The orders placed in the span as CSV (times dd/mm/yyyy HH:mm, Lagos), oldest first, streamed by keyset (placed at, id). */
export function ordersCsv(db: Database, span: Span): Readable {
  const batches = new ReportsRepository(db).orders(span);
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
