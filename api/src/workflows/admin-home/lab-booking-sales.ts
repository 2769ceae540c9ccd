import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { koboToNaira } from '../../platform/lib/money';
import type { salesPeriods } from './sales-periods';

type Periods = ReturnType<typeof salesPeriods>;
type Figure = { naira: number; bookings: number };
export type LabBookingSales = Record<keyof Periods, { current: Figure; previous: Figure }>;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Lab bookings paid in each period (by when they were paid, Lagos time), cancelled ones left out:
 * how many and what they brought in (the test's price and the home-collection fee). Shown beside the
 * medicine sales, never added to them.
 */
export async function labBookingSales(db: Database, periods: Periods, now: Date): Promise<LabBookingSales> {
  const parts = [];
  for (const [name, p] of Object.entries(periods)) {
    for (const [suffix, from, to] of [
      ['', p.from, p.to],
      ['_prev', p.previousFrom, p.previousTo],
    ] as const) {
      const inside = sql`b.paid_at >= ${ts(from)} and b.paid_at < ${ts(to)}`;
      parts.push(sql`count(*) filter (where ${inside}) as ${sql.raw(`${name}${suffix}_n`)}`);
      parts.push(
        sql`coalesce(sum(b.test_price_kobo + b.home_fee_kobo) filter (where ${inside}), 0) as ${sql.raw(`${name}${suffix}_kobo`)}`,
      );
    }
  }
  const earliest = new Date(Math.min(...Object.values(periods).map((p) => p.previousFrom.getTime())));
  const result = (await db.execute(
    sql`select ${sql.join(parts, sql`, `)} from lab_bookings b
        where b.status <> 'cancelled' and b.paid_at is not null and b.paid_at >= ${ts(earliest)} and b.paid_at < ${ts(now)}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const [row] = result.rows;
  const figure = (key: string): Figure => ({ naira: koboToNaira(Number(row[`${key}_kobo`] ?? 0)), bookings: Number(row[`${key}_n`] ?? 0) });
  const out = {} as LabBookingSales;
  for (const name of Object.keys(periods) as (keyof Periods)[]) out[name] = { current: figure(name), previous: figure(`${name}_prev`) };
  return out;
}
