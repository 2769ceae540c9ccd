import { fieldError } from '../../platform/lib/http-errors';
import { addDays, DELIVERY_LEAD_DAYS, daysBetween, WEEK_CHOICES } from './refill-dates';

// A plan's schedule as the shopper sets it: how long a pack lasts, the interval between refills, the dates they may choose.

/**
 * Days' supply of a pack at a daily dose: how long `quantity` packs last. Null when either is
 * unknown (the shopper then chooses every 2, 4, 8 or 12 weeks).
 */
export function daysSupply(quantity: number, unitsPerPack: number | null, unitsPerDay: number | null): number | null {
  if (!unitsPerPack || !unitsPerDay || unitsPerPack <= 0 || unitsPerDay <= 0) return null;
  const days = Math.floor((quantity * unitsPerPack) / unitsPerDay);
  return Math.min(120, Math.max(7, days));
}

/** The number at the start of a pack size ("30 tablets", "28 caps", "100 ml"): units per pack for tablets and capsules. */
export function unitsPerPack(packSize: string): number | null {
  const m = /^\s*(\d+)\s*(tablets?|tabs?|capsules?|caps?|sachets?|pessaries|suppositories)\b/i.exec(packSize);
  return m ? Number(m[1]) : null;
}

/** Interval of a plan: the pack's days' supply, else the chosen weeks (2, 4, 8 or 12). */
export function refillInterval(
  everyWeeks: number | undefined,
  supplyDays: number | null,
): { intervalDays: number; intervalSource: 'days-supply' | 'weeks' } {
  if (everyWeeks !== undefined) {
    if (!(WEEK_CHOICES as readonly number[]).includes(everyWeeks)) throw fieldError('everyWeeks', 'Choose every 2, 4, 8 or 12 weeks.');
    return { intervalDays: everyWeeks * 7, intervalSource: 'weeks' };
  }
  if (supplyDays === null)
    throw fieldError('everyWeeks', "This medicine's pack does not say how long it lasts: choose every 2, 4, 8 or 12 weeks.");
  return { intervalDays: supplyDays, intervalSource: 'days-supply' };
}

/** A next date the shopper may choose: tomorrow at the earliest, within 120 days. */
export function checkRunDate(day: string, today: string, field = 'nextRunOn'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw fieldError(field, 'Give a date as YYYY-MM-DD.');
  const ahead = daysBetween(today, day);
  if (ahead < 1) throw fieldError(field, 'Choose a date from tomorrow on.');
  if (ahead > 120) throw fieldError(field, 'Choose a date within the next 120 days.');
  return day;
}

/** "I still have N days' worth": the next refill runs so it arrives before the last dose. */
export function dayForDaysLeft(daysLeft: number, today: string): string {
  if (!Number.isInteger(daysLeft) || daysLeft < 0 || daysLeft > 120)
    throw fieldError('daysLeft', 'Give a whole number of days from 0 to 120.');
  return addDays(today, Math.max(1, daysLeft - DELIVERY_LEAD_DAYS));
}
