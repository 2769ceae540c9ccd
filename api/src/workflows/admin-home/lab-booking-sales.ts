import { koboToNaira } from '../../platform/lib/money';
import type { AdminHomeRepository } from './admin-home-repository';
import type { salesPeriods } from './sales-periods';

type Periods = ReturnType<typeof salesPeriods>;
type Figure = { naira: number; bookings: number };
export type LabBookingSales = Record<keyof Periods, { current: Figure; previous: Figure }>;

/**
 * Lab bookings paid in each period (by when they were paid, Lagos time), cancelled ones left out:
 * how many and what they brought in (the test's price and the home-collection fee). Shown beside the
 * medicine sales, never added to them.
 */
export async function labBookingSales(repository: AdminHomeRepository, periods: Periods, now: Date): Promise<LabBookingSales> {
  const earliest = new Date(Math.min(...Object.values(periods).map((p) => p.previousFrom.getTime())));
  const row = await repository.labBookingTotals(periods, earliest, now);
  const figure = (key: string): Figure => ({ naira: koboToNaira(Number(row[`${key}_kobo`] ?? 0)), bookings: Number(row[`${key}_n`] ?? 0) });
  const out = {} as LabBookingSales;
  for (const name of Object.keys(periods) as (keyof Periods)[]) out[name] = { current: figure(name), previous: figure(`${name}_prev`) };
  return out;
}
