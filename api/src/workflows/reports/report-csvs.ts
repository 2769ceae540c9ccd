import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orderNumberLabel } from '../../domains/orders/order-number';
import { type Span, afterCursor, csvNaira, csvStream, keysetBatches, oneBatch, withinSpan } from '../../platform/lib/csv';

type Time = string | Date;
const iso = (at: Time | null) => (at == null ? '' : new Date(at).toISOString());

/**
 * Payments created in the span, oldest first: amount, status, what was refunded (processed) and what
 * is on its way back, as the payments screen and its totals count them.
 */
export function paymentsCsv(db: Database, span: Span): Readable {
  type Row = {
    id: string;
    reference: string;
    created_at: Time;
    paid_at: Time | null;
    status: string;
    channel: string | null;
    amount_kobo: number;
    refunded_kobo: number;
    refunding_kobo: number;
    attention: string | null;
  };
  const batches = keysetBatches<Row>(
    db,
    (after, limit) =>
      sql`select p.id, p.reference, p.created_at, p.paid_at, p.status, p.channel, p.amount_kobo, p.attention,
                 coalesce((select sum(r.amount_kobo) from refunds r where r.payment_reference = p.reference and r.status = 'processed'), 0) as refunded_kobo,
                 coalesce((select sum(r.amount_kobo) from refunds r where r.payment_reference = p.reference and r.status in ('pending', 'processing', 'needs-attention')), 0) as refunding_kobo
          from payments p where ${withinSpan(sql`p.created_at`, span)} and ${afterCursor(sql`p.created_at`, sql`p.id`, after)}
          order by p.created_at, p.id limit ${limit}`,
    (r) => r.created_at,
  );
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
  type Row = {
    id: string;
    payment_reference: string;
    provider_refund_id: string | null;
    created_at: Time;
    processed_at: Time | null;
    status: string;
    amount_kobo: number;
  };
  const batches = keysetBatches<Row>(
    db,
    (after, limit) =>
      sql`select r.id, r.payment_reference, r.provider_refund_id, r.created_at, r.processed_at, r.status, r.amount_kobo
          from refunds r where ${withinSpan(sql`r.created_at`, span)} and ${afterCursor(sql`r.created_at`, sql`r.id`, after)}
          order by r.created_at, r.id limit ${limit}`,
    (r) => r.created_at,
  );
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
  type Row = {
    id: string;
    created_at: Time;
    medicine_id: string;
    medicine_name: string | null;
    lot_number: string | null;
    change: number;
    quantity_after: number;
    reason: string;
    note: string;
    order_number: number | null;
  };
  const batches = keysetBatches<Row>(
    db,
    (after, limit) =>
      sql`select s.id, s.created_at, s.medicine_id, m.name as medicine_name, b.lot_number, s.change, s.quantity_after, s.reason, s.note, o.order_number
          from stock_movements s
          left join medicines m on m.id = s.medicine_id
          left join stock_batches b on b.id = s.batch_id
          left join orders o on o.id = s.order_id
          where ${withinSpan(sql`s.created_at`, span)} and ${afterCursor(sql`s.created_at`, sql`s.id`, after)}
          order by s.created_at, s.id limit ${limit}`,
    (r) => r.created_at,
  );
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

/** Lines that count as sold: of orders not cancelled (as the admin home counts sales), not refused by the pharmacist. */
const SOLD_LINES = sql`from order_lines l join orders o on o.id = l.order_id
  left join medicines m on m.id = l.medicine_id
  left join medicine_categories c on c.id = m.category_id
  where o.status <> 'Canceled' and l.review_decision is distinct from 'rejected'`;

/**
 * Units and naira (unit price × units, before discounts and delivery) sold per medicine in the span,
 * most naira first. Bounded by the catalogue's size, so read at once.
 */
export function salesByMedicineCsv(db: Database, span: Span): Readable {
  type Row = { medicine_id: string | null; medicine: string; category: string | null; orders: number; units: number; kobo: number };
  return csvStream(
    ['medicine_id', 'medicine', 'category', 'orders', 'units', 'sales_naira'],
    oneBatch<Row>(
      db,
      sql`select l.medicine_id, min(l.medicine_name) as medicine, min(c.name) as category, count(distinct o.id) as orders,
                 sum(l.quantity) as units, sum(l.quantity * l.unit_price_kobo) as kobo
          ${SOLD_LINES} and ${withinSpan(sql`o.created_at`, span)}
          group by l.medicine_id, case when l.medicine_id is null then l.medicine_name end
          order by kobo desc, medicine`,
    ),
    (r) => [r.medicine_id, r.medicine, r.category, Number(r.orders), Number(r.units), csvNaira(r.kobo)],
  );
}

/** Units and naira sold per category in the span (the medicine's category today), most naira first. */
export function salesByCategoryCsv(db: Database, span: Span): Readable {
  type Row = { category: string | null; orders: number; units: number; kobo: number };
  return csvStream(
    ['category', 'orders', 'units', 'sales_naira'],
    oneBatch<Row>(
      db,
      sql`select c.name as category, count(distinct o.id) as orders, sum(l.quantity) as units, sum(l.quantity * l.unit_price_kobo) as kobo
          ${SOLD_LINES} and ${withinSpan(sql`o.created_at`, span)}
          group by c.name order by kobo desc, category nulls last`,
    ),
    (r) => [r.category ?? '(none)', Number(r.orders), Number(r.units), csvNaira(r.kobo)],
  );
}

/** The audit log's entries in the span, oldest first; changes as field: from → to. */
export function auditCsv(db: Database, span: Span): Readable {
  type Row = {
    id: string;
    at: Time;
    actor_name: string;
    entity_type: string;
    entity_id: string;
    entity_name: string;
    action: string;
    changes: Record<string, { from: unknown; to: unknown }> | string;
  };
  const batches = keysetBatches<Row>(
    db,
    (after, limit) =>
      sql`select a.id, a.at, a.actor_name, a.entity_type, a.entity_id, a.entity_name, a.action, a.changes
          from audit_entries a where ${withinSpan(sql`a.at`, span)} and ${afterCursor(sql`a.at`, sql`a.id`, after)}
          order by a.at, a.id limit ${limit}`,
    (r) => r.at,
  );
  return csvStream(['id', 'at', 'admin', 'record_type', 'record_id', 'record', 'action', 'changes'], batches, (r) => {
    const changes = typeof r.changes === 'string' ? (JSON.parse(r.changes) as Record<string, { from: unknown; to: unknown }>) : r.changes;
    const text = Object.entries(changes ?? {})
      .map(([field, c]) => `${field}: ${JSON.stringify(c.from ?? null)} → ${JSON.stringify(c.to ?? null)}`)
      .join('; ');
    return [r.id, iso(r.at), r.actor_name, r.entity_type, r.entity_id, r.entity_name, r.action, text];
  });
}
