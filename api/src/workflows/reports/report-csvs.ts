import type { Readable } from 'node:stream';
import type { Database } from '../../platform/db/client';
import { orderNumberLabel } from '../../domains/orders/order-number';
import { type Span, csvNaira, csvStream } from '../../platform/lib/csv';
import { ReportsRepository } from './reports-repository';

type Time = string | Date;
const iso = (at: Time | null) => (at == null ? '' : new Date(at).toISOString());

/**
 * Payments created in the span, oldest first: amount, status, what was refunded (processed) and what
 * is on its way back, as the payments screen and its totals count them.
 */
export function paymentsCsv(db: Database, span: Span): Readable {
  const batches = new ReportsRepository(db).payments(span);
  return csvStream(
    ['reference', 'created_at', 'paid_at', 'status', 'channel', 'amount_naira', 'refunded_naira', 'refunding_naira', 'attention'],
    batches,
    (r) => [
      r.reference,
      iso(r.created_at),
      iso(r.paid_at),
      r.status,
      r.channel,
      csvNaira(r.amount_kobo),
      csvNaira(r.refunded_kobo),
      csvNaira(r.refunding_kobo),
      r.attention,
    ],
  );
}

/** Refunds asked in the span, oldest first, each with its payment and state. */
export function refundsCsv(db: Database, span: Span): Readable {
  const batches = new ReportsRepository(db).refunds(span);
  return csvStream(['payment_reference', 'provider_refund_id', 'created_at', 'processed_at', 'status', 'amount_naira'], batches, (r) => [
    r.payment_reference,
    r.provider_refund_id,
    iso(r.created_at),
    iso(r.processed_at),
    r.status,
    csvNaira(r.amount_kobo),
  ]);
}

/** Every change of stock in the span (the stock ledger of all medicines), oldest first. */
export function stockMovementsCsv(db: Database, span: Span): Readable {
  const batches = new ReportsRepository(db).stockMovements(span);
  return csvStream(
    ['at', 'medicine_id', 'medicine', 'lot_number', 'change', 'quantity_after', 'reason', 'note', 'order_number'],
    batches,
    (r) => [
      iso(r.created_at),
      r.medicine_id,
      r.medicine_name,
      r.lot_number,
      r.change,
      r.quantity_after,
      r.reason,
      r.note,
      r.order_number == null ? '' : orderNumberLabel(Number(r.order_number)),
    ],
  );
}

/**
 * Units and naira (unit price × units, before discounts and delivery) sold per medicine in the span,
 * most naira first. Bounded by the catalogue's size, so read at once.
 */
export function salesByMedicineCsv(db: Database, span: Span): Readable {
  return csvStream(
    ['medicine_id', 'medicine', 'category', 'orders', 'units', 'sales_naira'],
    new ReportsRepository(db).salesByMedicine(span),
    (r) => [r.medicine_id, r.medicine, r.category, Number(r.orders), Number(r.units), csvNaira(r.kobo)],
  );
}

/** Units and naira sold per category in the span (the medicine's category today), most naira first. */
export function salesByCategoryCsv(db: Database, span: Span): Readable {
  return csvStream(['category', 'orders', 'units', 'sales_naira'], new ReportsRepository(db).salesByCategory(span), (r) => [
    r.category ?? '(none)',
    Number(r.orders),
    Number(r.units),
    csvNaira(r.kobo),
  ]);
}

/** The audit log's entries in the span, oldest first; changes as field: from → to. */
export function auditCsv(db: Database, span: Span): Readable {
  const batches = new ReportsRepository(db).auditEntries(span);
  return csvStream(['id', 'at', 'admin', 'record_type', 'record_id', 'record', 'action', 'changes'], batches, (r) => {
    const changes = typeof r.changes === 'string' ? (JSON.parse(r.changes) as Record<string, { from: unknown; to: unknown }>) : r.changes;
    const text = Object.entries(changes ?? {})
      .map(([field, c]) => `${field}: ${JSON.stringify(c.from ?? null)} → ${JSON.stringify(c.to ?? null)}`)
      .join('; ');
    return [r.id, iso(r.at), r.actor_name, r.entity_type, r.entity_id, r.entity_name, r.action, text];
  });
}
