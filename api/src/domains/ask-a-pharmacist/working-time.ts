import { minutesOf, type PharmacistHours, zoneOffsetMs } from '../../platform/config/pharmacist-hours';

const DAY_MS = 86_400_000;

/**
 * The seconds between `from` and `to` that fall within the pharmacist hours: a question sent on
 * Saturday at 19:50 and answered on Monday at 08:10 waited 20 minutes of opening hours. Zones
 * without daylight saving (Lagos) are exact; elsewhere the offset at `from` is used.
 */
export function workingSeconds(hours: PharmacistHours, from: Date, to: Date): number {
  if (to <= from) return 0;
  const offset = zoneOffsetMs(from, hours.timeZone);
  // Wall-clock times written as if they were UTC.
  const start = from.getTime() + offset;
  const end = to.getTime() + offset;
  const opens = minutesOf(hours.opens) * 60_000;
  const closes = minutesOf(hours.closes) * 60_000;
  let total = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
    if (!hours.days.includes(new Date(day).getUTCDay())) continue;
    const a = Math.max(start, day + opens);
    const b = Math.min(end, day + closes);
    if (b > a) total += b - a;
  }
  return Math.floor(total / 1000);
}
