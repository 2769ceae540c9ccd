import type { Database } from '../../platform/db/client';
import { koboToNaira } from '../../platform/lib/money';
import { orderNumberLabel } from '../../domains/orders/order-number';
import { expiryCutoff, lagosDate } from '../../domains/stock/batches';
import { AdminHomeRepository } from './admin-home-repository';
import { type LabBookingSales, labBookingSales } from './lab-booking-sales';
import { DAY_MS, LAGOS_OFFSET_MS, lagosDayStart, salesPeriods } from './sales-periods';

export { lagosDayStart, salesPeriods } from './sales-periods';

/** Days of recent sales the sales rate (days of cover, default reorder level) is read from. */
export const RECENT_SALES_DAYS = 30;
/** The admin home lists sellable batches expiring within this many days. */
export const EXPIRY_WINDOW_DAYS = 90;
/** The default reorder level: this many days of cover at the recent sales rate. */
export const DEFAULT_COVER_DAYS = 14;

const int = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());
const ageHours = (since: string | null, now: Date) => (since ? Math.max(0, (now.getTime() - Date.parse(since)) / 3_600_000) : null);

/** The statuses in which an order waits for the shop (to review, to pack, to ship). */
const WAITING = ['AwaitingReview', 'Pending', 'Processing'] as const;
/** Orders read at a time while looking for the one longest in its status. */
export const WAITING_BATCH = 50;

/** What the admin home shows, each figure computed by PostgreSQL (admin-home-repository.ts). */
export class AdminHomeFigures {
  readonly repository: AdminHomeRepository;

  constructor(db: Database) {
    this.repository = new AdminHomeRepository(db);
  }

  async home(now = new Date()) {
    const [sales, waiting, prescriptions, stock, expiring, refunds, attention] = await Promise.all([
      this.sales(now),
      this.waiting(now),
      this.prescriptionsWaiting(now),
      this.lowStock(now),
      this.expiringBatches(now),
      this.openRefunds(now),
      this.paymentsNeedingAttention(),
    ]);
    return { generatedAt: now.toISOString(), sales, waiting, prescriptions, stock, expiring, refunds, payments: attention };
  }

  /** Medicine orders' naira (what was charged), count and average basket per period, against the period before; lab bookings beside them. */
  async sales(now: Date) {
    const periods = salesPeriods(now);
    const earliest = new Date(Math.min(periods.week.previousFrom.getTime(), periods.month.previousFrom.getTime()));
    const [row, labs] = await Promise.all([
      this.repository.salesTotals(periods, earliest, now),
      labBookingSales(this.repository, periods, now),
    ]);
    const figure = (orders: number, kobo: number) => ({
      naira: koboToNaira(kobo),
      orders,
      averageBasket: orders ? koboToNaira(Math.round(kobo / orders)) : 0,
    });
    const out = {} as Record<
      keyof typeof periods,
      { from: string; current: ReturnType<typeof figure>; previous: ReturnType<typeof figure>; labBookings: LabBookingSales['today'] }
    >;
    for (const [name, p] of Object.entries(periods) as [keyof typeof periods, (typeof periods)['today']][]) {
      out[name] = {
        from: p.from.toISOString(),
        current: figure(int(row[`${name}_orders`]), int(row[`${name}_kobo`])),
        previous: figure(int(row[`${name}_prev_orders`]), int(row[`${name}_prev_kobo`])),
        labBookings: labs[name],
      };
    }
    return out;
  }

  /**
   * Orders waiting for the shop: to review (a pharmacist), to pack (paid, Pending), to ship
   * (Processing), to refund (paid lines whose units were gone, not resolved): how many, and how long
   * the oldest has waited since it got there.
   */
  async waiting(now: Date) {
    const [found, oldest, short] = await Promise.all([
      this.repository.waitingCounts(),
      Promise.all(WAITING.map((status) => this.oldestSince(status))),
      this.repository.openShortfalls(),
    ]);
    const of = (status: string) => ({
      n: found.find((r) => r.status === status)?.n,
      oldest: oldest[WAITING.indexOf(status as (typeof WAITING)[number])],
    });
    const entry = (
      key: 'toReview' | 'toPack' | 'toShip' | 'toRefund',
      label: string,
      status: string | null,
      n: unknown,
      oldest: unknown,
    ) => {
      const since = iso(oldest);
      return { key, label, status, count: int(n), oldestSince: since, oldestAgeHours: ageHours(since, now) };
    };
    return [
      entry('toReview', 'To review', 'AwaitingReview', of('AwaitingReview')?.n, of('AwaitingReview')?.oldest),
      entry('toPack', 'To pack', 'Pending', of('Pending')?.n, of('Pending')?.oldest),
      entry('toShip', 'To ship', 'Processing', of('Processing')?.n, of('Processing')?.oldest),
      entry('toRefund', 'To refund', null, short?.n, short?.oldest),
    ];
  }

  /**
   * When the order longest in `status` got there (its latest event of that status, or when placed
   * without one): the least of those times over the orders in it, null when none is. Walked in
   * batches by the time placed, and stopped once the least found is no later than the batch's last
   * order was placed: an order gets to a status no earlier than it was placed (the repository writes
   * each event with clock_timestamp() in or after the transaction placing it), so no later order
   * can wait longer. Orders move through the shop about first in, first out: one batch, nearly
   * always, read from orders_waiting_idx and order_status_events_order_status_idx.
   */
  async oldestSince(status: (typeof WAITING)[number], batch = WAITING_BATCH): Promise<string | null> {
    let best = null as string | null;
    let after = null as { at: string; id: string } | null;
    for (;;) {
      const r = await this.repository.oldestSincePage(status, after, best, batch);
      best = r.best;
      if (int(r.n) < batch || r.done) return iso(r.best_at);
      after = { at: r.last_at, id: r.last_id };
    }
  }

  /** Placed orders waiting for a pharmacist, oldest first, and prescriptions sent before payment still waiting. */
  async prescriptionsWaiting(now: Date) {
    const [orders, before] = await Promise.all([this.repository.ordersAwaitingReview(), this.repository.approvalsAwaiting()]);
    const beforeSince = iso(before?.oldest);
    return {
      orders: orders.map((o) => {
        const since = iso(o.created_at)!;
        return { orderId: o.id, orderNumber: orderNumberLabel(int(o.order_number)), since, ageHours: ageHours(since, now)! };
      }),
      beforePayment: { count: int(before?.n), oldestSince: beforeSince, oldestAgeHours: ageHours(beforeSince, now) },
    };
  }

  /**
   * Medicines on sale at or under their reorder level (the default: DEFAULT_COVER_DAYS of cover at
   * the last RECENT_SALES_DAYS' rate; or the level the admin set), out of stock first, with their
   * days of cover at that rate. `limit` null: all of them.
   */
  async lowStock(now: Date, limit: number | null = 20) {
    const since = new Date(now.getTime() - RECENT_SALES_DAYS * DAY_MS);
    const found = await this.repository.lowStock(since, DEFAULT_COVER_DAYS, RECENT_SALES_DAYS, limit);
    const medicines = found.map((r) => {
      const onHand = int(r.on_hand);
      const sold = int(r.sold);
      const perDay = sold / RECENT_SALES_DAYS;
      return {
        medicineId: r.id,
        name: r.name,
        onHand,
        reorderLevel: int(r.level),
        soldLast30Days: sold,
        daysOfCover: perDay > 0 ? Math.round((onHand / perDay) * 10) / 10 : null,
        out: onHand === 0,
      };
    });
    const total = int(found[0]?.total_low);
    const out = int(found[0]?.total_out);
    return { low: total - out, out, medicines };
  }

  /**
   * Sellable batches with units left whose expiry date falls within EXPIRY_WINDOW_DAYS of today
   * (Lagos), soonest first (already expired ones first of all): how many, their units, and the first
   * `limit` of them by medicine.
   */
  async expiringBatches(now: Date, limit = 20) {
    const today = lagosDate(now);
    const cutoff = expiryCutoff(EXPIRY_WINDOW_DAYS, now);
    const found = await this.repository.expiringBatches(cutoff, limit);
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
    return {
      withinDays: EXPIRY_WINDOW_DAYS,
      count: int(found[0]?.total),
      units: int(found[0]?.units),
      batches: found.map((b) => {
        const expiryDate = String(b.expiry_date);
        return {
          batchId: b.id,
          medicineId: b.medicine_id,
          name: b.name,
          lotNumber: b.lot_number,
          expiryDate,
          quantity: int(b.quantity),
          daysLeft: Math.round((day(expiryDate) - day(today)) / DAY_MS),
        };
      }),
    };
  }

  /** Refunds asked of the provider and not finished (pending, processing) or stuck (failed, needs-attention). */
  async openRefunds(now: Date) {
    const found = await this.repository.openRefunds();
    const sum = (statuses: string[]) => {
      const hits = found.filter((r) => statuses.includes(r.status));
      const oldest = hits.map((r) => iso(r.oldest)!).sort()[0] ?? null;
      return {
        count: hits.reduce((n, r) => n + int(r.n), 0),
        naira: koboToNaira(hits.reduce((n, r) => n + int(r.kobo), 0)),
        oldestSince: oldest,
        oldestAgeHours: ageHours(oldest, now),
      };
    };
    return { pending: sum(['pending', 'processing']), failed: sum(['failed', 'needs-attention']) };
  }

  /** Payments flagged for an admin (reversed at the provider, paid for a withdrawn medicine, ...). */
  async paymentsNeedingAttention() {
    const row = await this.repository.paymentsNeedingAttention();
    return { count: int(row?.n), naira: koboToNaira(int(row?.kobo)) };
  }

  /** Sales and orders per Lagos day (the last 30 days) or month (the last 12), oldest first, empty ones included. */
  async series(span: 'days' | 'months', now = new Date()) {
    const today = lagosDayStart(now);
    const local = new Date(today.getTime() + LAGOS_OFFSET_MS);
    const buckets: Date[] = [];
    if (span === 'days') for (let i = 29; i >= 0; i--) buckets.push(new Date(today.getTime() - i * DAY_MS));
    else
      for (let i = 11; i >= 0; i--) buckets.push(new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - i, 1) - LAGOS_OFFSET_MS));
    const found = await this.repository.salesSeries(span, buckets[0], now);
    const key = (d: Date) => d.toISOString().slice(0, span === 'days' ? 10 : 7);
    const byKey = new Map(found.map((r) => [String(r.bucket), r]));
    return buckets.map((start) => {
      const label = key(new Date(start.getTime() + LAGOS_OFFSET_MS));
      const hit = byKey.get(label);
      return { period: label, orders: int(hit?.n), naira: koboToNaira(int(hit?.kobo)) };
    });
  }

  /** A medicine's reorder level as set (null: none), the default from recent sales, and the one in force; null when no such medicine. */
  async reorderLevelOf(medicineId: string, now = new Date()) {
    const since = new Date(now.getTime() - RECENT_SALES_DAYS * DAY_MS);
    const row = await this.repository.reorderLevelOf(medicineId, since);
    if (!row) return null;
    const set = row.set_level == null ? null : int(row.set_level);
    const defaultLevel = Math.ceil((int(row.sold) * DEFAULT_COVER_DAYS) / RECENT_SALES_DAYS);
    return { reorderLevel: set, defaultLevel, effective: set ?? defaultLevel, soldLast30Days: int(row.sold) };
  }
}
