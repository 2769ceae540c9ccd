// The admin home's sales periods in Lagos time (admin-home-figures.ts and lab-booking-sales.ts read by them).

/** Lagos is UTC+1 all year (no daylight saving). */
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the Lagos day holding `at`, as an instant. */
export function lagosDayStart(at: Date): Date {
  const local = at.getTime() + LAGOS_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - LAGOS_OFFSET_MS);
}

/** Today, this week (from Monday) and this month in Lagos, each with the whole period before it. */
export function salesPeriods(now: Date) {
  const today = lagosDayStart(now);
  const local = new Date(today.getTime() + LAGOS_OFFSET_MS);
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0
  const week = new Date(today.getTime() - weekday * DAY_MS);
  const month = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - LAGOS_OFFSET_MS);
  const previousMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1) - LAGOS_OFFSET_MS);
  return {
    today: { from: today, to: now, previousFrom: new Date(today.getTime() - DAY_MS), previousTo: today },
    week: { from: week, to: now, previousFrom: new Date(week.getTime() - 7 * DAY_MS), previousTo: week },
    month: { from: month, to: now, previousFrom: previousMonth, previousTo: month },
  };
}
