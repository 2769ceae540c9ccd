import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type Span, afterCursor, keysetBatches, oneBatch, withinSpan } from '../../platform/db/keyset';

type Time = string | Date;

export type OrderRow = {
  id: string;
  order_number: number;
  created_at: Time;
  status: string;
  delivery_state: string | null;
  total_kobo: number;
  delivery_fee_kobo: number;
  discount_kobo: number;
  discount_code: string | null;
  payment_reference: string;
};

export type PaymentRow = {
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

export type RefundRow = {
  id: string;
  payment_reference: string;
  provider_refund_id: string | null;
  created_at: Time;
  processed_at: Time | null;
  status: string;
  amount_kobo: number;
};

export type StockMovementRow = {
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

export type SalesByMedicineRow = {
  medicine_id: string | null;
  medicine: string;
  category: string | null;
  orders: number;
  units: number;
  kobo: number;
};
export type SalesByCategoryRow = { category: string | null; orders: number; units: number; kobo: number };

export type AuditRow = {
  id: string;
  at: Time;
  actor_name: string;
  entity_type: string;
  entity_id: string;
  entity_name: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }> | string;
};

/** Lines that count as sold: of orders not cancelled (as the admin home counts sales), not refused by the pharmacist. */
const SOLD_LINES = sql`from order_lines l join orders o on o.id = l.order_id
  left join medicines m on m.id = l.medicine_id
  left join medicine_categories c on c.id = m.category_id
  where o.status <> 'Canceled' and l.review_decision is distinct from 'rejected'`;

/**
 * The admin's reports' rows, across orders, payments, stock, catalogue and audit: each in the span,
 * oldest first, read in batches by keyset (time, id) so a report never holds more than one batch;
 * the sales reports, bounded by the catalogue's size, at once. Reads only.
 */
export class ReportsRepository {
  constructor(private readonly db: Database) {}

  orders(span: Span) {
    return keysetBatches<OrderRow>(
      this.db,
      (after, limit) =>
        sql`select o.id, o.order_number, o.created_at, o.status, o.delivery_state, o.total_kobo, o.delivery_fee_kobo, o.discount_kobo, o.discount_code, o.payment_reference
            from orders o where ${withinSpan(sql`o.created_at`, span)} and ${afterCursor(sql`o.created_at`, sql`o.id`, after)}
            order by o.created_at, o.id limit ${limit}`,
      (r) => r.created_at,
    );
  }

  /** Payments with what was refunded (processed) and what is on its way back, as the payments screen counts them. */
  payments(span: Span) {
    return keysetBatches<PaymentRow>(
      this.db,
      (after, limit) =>
        sql`select p.id, p.reference, p.created_at, p.paid_at, p.status, p.channel, p.amount_kobo, p.attention,
                   coalesce((select sum(r.amount_kobo) from refunds r where r.payment_reference = p.reference and r.status = 'processed'), 0) as refunded_kobo,
                   coalesce((select sum(r.amount_kobo) from refunds r where r.payment_reference = p.reference and r.status in ('pending', 'processing', 'needs-attention')), 0) as refunding_kobo
            from payments p where ${withinSpan(sql`p.created_at`, span)} and ${afterCursor(sql`p.created_at`, sql`p.id`, after)}
            order by p.created_at, p.id limit ${limit}`,
      (r) => r.created_at,
    );
  }

  refunds(span: Span) {
    return keysetBatches<RefundRow>(
      this.db,
      (after, limit) =>
        sql`select r.id, r.payment_reference, r.provider_refund_id, r.created_at, r.processed_at, r.status, r.amount_kobo
            from refunds r where ${withinSpan(sql`r.created_at`, span)} and ${afterCursor(sql`r.created_at`, sql`r.id`, after)}
            order by r.created_at, r.id limit ${limit}`,
      (r) => r.created_at,
    );
  }

  /** Every change of stock (the stock ledger of all medicines), with the medicine, batch and order named. */
  stockMovements(span: Span) {
    return keysetBatches<StockMovementRow>(
      this.db,
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
  }

  /** Units and kobo (unit price × units) sold per medicine, most kobo first. */
  salesByMedicine(span: Span) {
    return oneBatch<SalesByMedicineRow>(
      this.db,
      sql`select l.medicine_id, min(l.medicine_name) as medicine, min(c.name) as category, count(distinct o.id) as orders,
                 sum(l.quantity) as units, sum(l.quantity * l.unit_price_kobo) as kobo
          ${SOLD_LINES} and ${withinSpan(sql`o.created_at`, span)}
          group by l.medicine_id, case when l.medicine_id is null then l.medicine_name end
          order by kobo desc, medicine`,
    );
  }

  /** Units and kobo sold per category (the medicine's category today), most kobo first. */
  salesByCategory(span: Span) {
    return oneBatch<SalesByCategoryRow>(
      this.db,
      sql`select c.name as category, count(distinct o.id) as orders, sum(l.quantity) as units, sum(l.quantity * l.unit_price_kobo) as kobo
          ${SOLD_LINES} and ${withinSpan(sql`o.created_at`, span)}
          group by c.name order by kobo desc, category nulls last`,
    );
  }

  auditEntries(span: Span) {
    return keysetBatches<AuditRow>(
      this.db,
      (after, limit) =>
        sql`select a.id, a.at, a.actor_name, a.entity_type, a.entity_id, a.entity_name, a.action, a.changes
            from audit_entries a where ${withinSpan(sql`a.at`, span)} and ${afterCursor(sql`a.at`, sql`a.id`, after)}
            order by a.at, a.id limit ${limit}`,
      (r) => r.at,
    );
  }
}
