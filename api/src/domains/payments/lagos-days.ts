import { badRequest } from '../../platform/lib/http-errors';

/** A span of time [from, to): the Lagos days an admin chose; null for all time. */
export type Span = { from: Date; to: Date } | null;

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;

/** `from`..`to` (yyyy-MM-dd, inclusive, Lagos time: UTC+1 all year) as a span; none given: null (all time). */
export function lagosDays(query: { from?: string; to?: string }): Span {
  if (!query.from && !query.to) return null;
  if (!query.from) throw badRequest('Give the first day (from) as well as the last (to).');
  const start = new Date(`${query.from}T00:00:00+01:00`);
  const last = new Date(`${query.to ?? query.from}T00:00:00+01:00`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(last.getTime())) throw badRequest('Days are written yyyy-MM-dd.');
  if (last < start) throw badRequest('The last day (to) comes before the first (from).');
  if ((last.getTime() - start.getTime()) / DAY_MS >= MAX_DAYS) throw badRequest(`Choose at most ${MAX_DAYS} days.`);
  return { from: start, to: new Date(last.getTime() + DAY_MS) };
}
