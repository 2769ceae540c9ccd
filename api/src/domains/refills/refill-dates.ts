/** Days as Lagos counts them (UTC+1, no daylight saving): a plan runs on a Lagos day. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lagos calendar day of an instant, as YYYY-MM-DD. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** A day plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The reminder goes this many days before a refill runs. */
export const REMINDER_DAYS = 7;
/** The notice of an automatic charge goes this many days before it: no charge without it. */
export const NOTICE_DAYS = 3;
/** Days a delivery takes at most, so "I still have N days' worth" arrives before the last dose. */
export const DELIVERY_LEAD_DAYS = 3;
/** The chosen intervals, in weeks. */
export const WEEK_CHOICES = [2, 4, 8, 12] as const;
/** Failed automatic charges are tried again after these waits (days), then the dunning mail and a pause. */
export const RETRY_AFTER_DAYS = [1, 2] as const;
