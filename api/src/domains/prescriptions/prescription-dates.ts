/** A prescription is good for six months from the day it was written. */
export const VALID_MONTHS = 6;

/** Today's date in Nigeria (West Africa Time, UTC+1, no daylight saving), as YYYY-MM-DD. */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The same day `months` later; a day the later month lacks becomes its last (31 August + 6 months = 28 or 29 February). */
export function addMonths(value: string, months: number): string {
  const [year, month, day] = value.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day a prescription written on `writtenOn` can be used for a new order. */
export const usableUntil = (writtenOn: string) => addMonths(writtenOn, VALID_MONTHS);
