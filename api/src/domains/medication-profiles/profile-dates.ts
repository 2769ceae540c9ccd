import { SHOP_TIME_ZONE } from '../../platform/lib/message-catalogues';

/** The oldest a person in a profile may be, in years. */
export const OLDEST_YEARS = 120;
/** Pregnancy and breastfeeding are refused for anyone younger than this, in whole years. */
export const YOUNGEST_PREGNANT_YEARS = 10;

/** Today's date in Lagos, YYYY-MM-DD. */
export function lagosToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** True when `value` is YYYY-MM-DD and names a day of the calendar (no 31 April, no 29 February 2023). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `born` to `today` (both YYYY-MM-DD). */
export function ageInYears(born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
