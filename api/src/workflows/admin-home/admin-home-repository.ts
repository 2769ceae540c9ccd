import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { salesPeriods } from './sales-periods';

type Row = Record<string, unknown>;
type Periods = ReturnType<typeof salesPeriods>;

/** One batch of the walk for the longest wait in a status (AdminHomeFigures.oldestSince). */
export type WalkedPage = { n: unknown; best: string | null; best_at: unknown; done: boolean; last_at: string; last_id: string };

async function rows<T extends Row>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Orders that count as sales: every placed order but cancelled ones. */
const SOLD = sql`o.status <> 'Canceled'`;

/** One count and one sum per period and the period before it, as `<name>[_prev]_<count>` and `<name>[_prev]_kobo`. */
function perPeriod(periods: Periods, inside: (from: Date, to: Date) => SQL, count: string, kobo: SQL): SQL {
  const parts: SQL[] = [];
  for (const [name, p] of Object.entries(periods)) {
    for (const [suffix, from, to] of [
      ['', p.from, p.to],
      ['_prev', p.previousFrom, p.previousTo],
    ] as const) {
      parts.push(sql`count(*) filter (where ${inside(from, to)}) as ${sql.raw(`${name}${suffix}_${count}`)}`);
      parts.push(sql`coalesce(sum(${kobo}) filter (where ${inside(from, to)}), 0) as ${sql.raw(`${name}${suffix}_kobo`)}`);
    }
  }
  return sql.join(parts, sql`, `);
}

/**
 * The admin home's reads, across orders, prescriptions, stock, catalogue, payments and labs: each
 * figure computed by PostgreSQL, shaped by AdminHomeFigures. Reads only (the digest's day claim is
 * the stock-alerts domain's).
 */
export class AdminHomeRepository {
  constructor(private readonly db: Database) {}

  /** Medicine orders' count (`<period>_orders`) and naira charged (`<period>_kobo`) per period and the one before it. */
  async salesTotals(periods: Periods, earliest: Date, now: Date): Promise<Row> {
    const columns = perPeriod(
      periods,
      (from, to) => sql`o.created_at >= ${ts(from)} and o.created_at < ${ts(to)}`,
      'orders',
      sql`o.total_kobo`,
    );
    const [row] = await rows<Row>(
      this.db,
      sql`select ${columns} from orders o where ${SOLD} and o.created_at >= ${ts(earliest)} and o.created_at < ${ts(now)}`,
    );
    return row;
  }

  /** Paid lab bookings' count (`<period>_n`) and naira (`<period>_kobo`: test price and home fee) per period and the one before it, cancelled ones left out. */
  async labBookingTotals(periods: Periods, earliest: Date, now: Date): Promise<Row> {
    const columns = perPeriod(
      periods,
      (from, to) => sql`b.paid_at >= ${ts(from)} and b.paid_at < ${ts(to)}`,
      'n',
      sql`b.test_price_kobo + b.home_fee_kobo`,
    );
    const [row] = await rows<Row>(
      this.db,
      sql`select ${columns} from lab_bookings b
          where b.status <> 'cancelled' and b.paid_at is not null and b.paid_at >= ${ts(earliest)} and b.paid_at < ${ts(now)}`,
    );
    return row;
  }

  /** How many orders wait in each of the shop's statuses. */
  waitingCounts() {
    return rows<{ status: string; n: unknown }>(
      this.db,
      sql`select o.status, count(*) as n from orders o where o.status in ('AwaitingReview', 'Pending', 'Processing') group by o.status`,
    );
  }

  /** Orders with paid lines whose units were gone, not resolved: how many, and the oldest shortfall. */
  async openShortfalls() {
    const [row] = await rows<{ n: unknown; oldest: unknown }>(
      this.db,
      sql`select count(distinct s.order_id) as n, min(s.created_at) as oldest from stock_shortfalls s where s.resolution is null`,
    );
    return row;
  }

  /** One batch of orders in `status` after `after` (by time placed), and the least of `best` and their times in the status. */
  async oldestSincePage(status: string, after: { at: string; id: string } | null, best: string | null, batch: number): Promise<WalkedPage> {
    const [row] = await rows<WalkedPage>(
      this.db,
      sql`with page as (
            select o.id, o.created_at,
                   coalesce((select max(ev.at) from order_status_events ev where ev.order_id = o.id and ev.status = o.status), o.created_at) as since
            from orders o
            where o.status = ${status} ${after ? sql`and (o.created_at, o.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
            order by o.created_at, o.id limit ${batch}
          ), last as (select created_at, id from page order by created_at desc, id desc limit 1)
          select (select count(*) from page) as n,
                 least(${best}::timestamptz, (select min(since) from page)) as best_at,
                 least(${best}::timestamptz, (select min(since) from page))::text as best,
                 least(${best}::timestamptz, (select min(since) from page)) <= (select created_at from last) as done,
                 (select created_at::text from last) as last_at, (select id::text from last) as last_id`,
    );
    return row;
  }

  /** The first ten placed orders waiting for a pharmacist, oldest first. */
  ordersAwaitingReview() {
    return rows<{ id: string; order_number: unknown; created_at: unknown }>(
      this.db,
      sql`select o.id, o.order_number, o.created_at from orders o where o.status = 'AwaitingReview' order by o.created_at, o.order_number limit 10`,
    );
  }

  /** Prescriptions sent before payment still waiting: how many, and the oldest. */
  async approvalsAwaiting() {
    const [row] = await rows<{ n: unknown; oldest: unknown }>(
      this.db,
      sql`select count(*) as n, min(a.requested_at) as oldest from prescription_approvals a where a.status = 'awaiting'`,
    );
    return row;
  }

  /**
   * Medicines on sale at or under their reorder level (the one set, else `coverDays` of cover at the
   * rate sold since `since` over `recentDays`), out of stock first; `limit` null: all of them.
   */
  lowStock(since: Date, coverDays: number, recentDays: number, limit: number | null) {
    return rows<{ id: string; name: string; on_hand: unknown; sold: unknown; level: unknown; total_low: unknown; total_out: unknown }>(
      this.db,
      sql`with sold as (
            select l.medicine_id, sum(l.quantity) as q
            from order_lines l join orders o on o.id = l.order_id
            where ${SOLD} and o.created_at >= ${ts(since)} and l.medicine_id is not null
            group by l.medicine_id
          ), levels as (
            select m.id, m.name, coalesce(s.quantity, 0) as on_hand, coalesce(sold.q, 0) as sold,
                   coalesce(s.reorder_level, ceil(coalesce(sold.q, 0) * ${coverDays}::numeric / ${recentDays})) as level
            from medicines m
            left join stock_levels s on s.medicine_id = m.id
            left join sold on sold.medicine_id = m.id
            where not m.hidden
          )
          select id, name, on_hand, sold, level,
                 count(*) over () as total_low, count(*) filter (where on_hand = 0) over () as total_out
          from levels where on_hand <= level or on_hand = 0
          order by on_hand = 0 desc, (case when sold = 0 then null else on_hand::numeric / sold end) nulls first, name
          ${limit === null ? sql`` : sql`limit ${limit}`}`,
    );
  }

  /** Sellable batches with units left expiring on or before `cutoff`, soonest first, with their count and units over all. */
  expiringBatches(cutoff: string, limit: number) {
    return rows<{
      id: string;
      medicine_id: string;
      name: string;
      lot_number: string;
      expiry_date: unknown;
      quantity: unknown;
      total: unknown;
      units: unknown;
    }>(
      this.db,
      sql`select b.id, b.medicine_id, m.name, b.lot_number, b.expiry_date::text as expiry_date, b.quantity,
                 count(*) over () as total, sum(b.quantity) over () as units
          from stock_batches b join medicines m on m.id = b.medicine_id
          where b.status = 'sellable' and b.quantity > 0 and b.expiry_date is not null
            and b.expiry_date <= ${cutoff}::date
          order by b.expiry_date, m.name, b.lot_number
          limit ${limit}`,
    );
  }

  /** Refunds not finished or stuck, per status: how many, their kobo and the oldest. */
  openRefunds() {
    return rows<{ status: string; n: unknown; kobo: unknown; oldest: unknown }>(
      this.db,
      sql`select r.status, count(*) as n, sum(r.amount_kobo) as kobo, min(r.created_at) as oldest
          from refunds r where r.status in ('pending', 'processing', 'failed', 'needs-attention') group by r.status`,
    );
  }

  /** Payments flagged for an admin: how many, and their kobo. */
  async paymentsNeedingAttention() {
    const [row] = await rows<{ n: unknown; kobo: unknown }>(
      this.db,
      sql`select count(*) as n, coalesce(sum(p.amount_kobo), 0) as kobo from payments p where p.attention is not null`,
    );
    return row;
  }

  /** Sales and orders per Lagos day or month (`bucket`: YYYY-MM-DD or YYYY-MM) from `from` until `now`, the empty ones left out. */
  salesSeries(span: 'days' | 'months', from: Date, now: Date) {
    const format = sql.raw(span === 'days' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
    return rows<{ bucket: unknown; n: unknown; kobo: unknown }>(
      this.db,
      sql`select to_char((o.created_at at time zone 'UTC') + interval '1 hour', ${format}) as bucket, count(*) as n, sum(o.total_kobo) as kobo
          from orders o where ${SOLD} and o.created_at >= ${ts(from)} and o.created_at < ${ts(now)}
          group by 1`,
    );
  }

  /** A medicine's reorder level as set and its units sold since `since`; undefined when no such medicine. */
  async reorderLevelOf(medicineId: string, since: Date) {
    const [row] = await rows<{ set_level: unknown; sold: unknown }>(
      this.db,
      sql`select s.reorder_level as set_level,
                 (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
                   where l.medicine_id = m.id and ${SOLD} and o.created_at >= ${ts(since)}) as sold
          from medicines m left join stock_levels s on s.medicine_id = m.id where m.id = ${medicineId}`,
    );
    return row;
  }

  /** The admins' e-mail addresses, in order. */
  async adminEmails(): Promise<string[]> {
    return (await rows<{ email: string }>(this.db, sql`select email from users where is_admin order by email`)).map((r) => r.email);
  }
}
