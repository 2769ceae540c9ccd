// The hours in which a pharmacist reviews prescriptions, declared once (PHARMACIST_DAYS,
// PHARMACIST_OPENS, PHARMACIST_CLOSES; Lagos time), and "when will this be reviewed" from them.
// The shop takes orders at any hour; a prescription waits for the next of these hours.
import type { Problems } from './values';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT = DAY_NAMES.map((d) => d.slice(0, 3).toLowerCase());

export type PharmacistHours = {
  /** IANA time zone the hours are in (Nigeria: Africa/Lagos, WAT, no daylight saving). */
  timeZone: string;
  /** Days a pharmacist reviews, 0 = Sunday … 6 = Saturday, ascending. */
  days: number[];
  /** "HH:MM", local time. */
  opens: string;
  closes: string;
};

export const DEFAULT_PHARMACIST_HOURS: PharmacistHours = {
  timeZone: 'Africa/Lagos',
  days: [1, 2, 3, 4, 5, 6],
  opens: '08:00',
  closes: '20:00',
};

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** "08:30" as minutes after midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "Mon-Sat", "Mon,Wed,Fri" or "Mon-Fri,Sun" into day numbers; null when unreadable. */
function parseDays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.toLowerCase().split(',')) {
    const [from, to] = part
      .trim()
      .split('-')
      .map((s) => SHORT.indexOf(s.trim().slice(0, 3)));
    if (from === undefined || from < 0 || (to !== undefined && to < 0)) return null;
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (to === undefined || d === to) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

/** PHARMACIST_DAYS (e.g. "Mon-Sat"), PHARMACIST_OPENS and PHARMACIST_CLOSES ("08:00", "20:00"); all optional. */
export function readPharmacistHours(env: NodeJS.ProcessEnv, problems: Problems): PharmacistHours {
  const hours = { ...DEFAULT_PHARMACIST_HOURS };
  const daysText = env.PHARMACIST_DAYS?.trim();
  if (daysText) {
    const days = parseDays(daysText);
    if (days && days.length) hours.days = days;
    else problems.push(`PHARMACIST_DAYS must name days like "Mon-Sat" or "Mon,Wed,Fri" (got "${daysText}")`);
  }
  for (const [name, key] of [
    ['PHARMACIST_OPENS', 'opens'],
    ['PHARMACIST_CLOSES', 'closes'],
  ] as const) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (TIME_RE.test(value)) hours[key] = value;
    else problems.push(`${name} must be a time HH:MM (got "${value}")`);
  }
  if (minutesOf(hours.opens) >= minutesOf(hours.closes)) problems.push('PHARMACIST_OPENS must be before PHARMACIST_CLOSES');
  return hours;
}

type LocalTime = { year: number; month: number; day: number; weekday: number; minutes: number; offsetMs: number };

/** The zone's offset from UTC at `at`, in ms (Lagos: always +1 h). */
export const zoneOffsetMs = (at: Date, timeZone: string): number => local(at, timeZone).offsetMs;

/** `at` as a wall clock in the time zone, with the zone's offset from UTC at that moment. */
function local(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const [hour, minute, second] = [Number(parts.hour), Number(parts.minute), Number(parts.second)];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMs = asUtc - Math.floor(at.getTime() / 1000) * 1000;
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), minutes: hour * 60 + minute, offsetMs };
}

/**
 * The first moment from `now` at which a pharmacist is on duty: `now` itself within the hours,
 * else the next opening (today's, or the next review day's). Zones without daylight saving (Lagos)
 * are exact; elsewhere the offset of `now` is used.
 */
export function nextReviewAt(hours: PharmacistHours, now: Date): Date {
  const here = local(now, hours.timeZone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (hours.days.includes(here.weekday) && here.minutes >= opens && here.minutes < closes) return now;
  for (let ahead = 0; ahead <= 7; ahead++) {
    if (ahead === 0 && here.minutes >= opens) continue;
    if (!hours.days.includes((here.weekday + ahead) % 7)) continue;
    const wall = Date.UTC(here.year, here.month - 1, here.day + ahead, 0, opens);
    return new Date(wall - here.offsetMs);
  }
  return now; // no review day at all: cannot happen with a checked configuration
}

/** "Monday to Saturday, 08:00–20:00 (Lagos time)". */
export function hoursText(hours: PharmacistHours): string {
  const d = hours.days;
  const contiguous = d.length > 1 && d.every((day, i) => i === 0 || day === d[i - 1]! + 1);
  const days =
    d.length === 7
      ? 'Every day'
      : contiguous
        ? `${DAY_NAMES[d[0]!]} to ${DAY_NAMES[d[d.length - 1]!]}`
        : d.map((x) => DAY_NAMES[x]).join(', ');
  return `${days}, ${hours.opens}–${hours.closes} (${hours.timeZone === 'Africa/Lagos' ? 'Lagos time' : hours.timeZone})`;
}

/**
 * When a prescription sent at `now` will be checked, in words: "now (a pharmacist is on duty until
 * 20:00)", "today from 08:00", "tomorrow from 08:00" or "Monday from 08:00".
 */
export function reviewMomentText(hours: PharmacistHours, now: Date): string {
  const at = nextReviewAt(hours, now);
  if (at.getTime() === now.getTime()) return `now: a pharmacist is on duty until ${hours.closes}`;
  const a = local(at, hours.timeZone);
  const n = local(now, hours.timeZone);
  const days = Math.round((Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(n.year, n.month - 1, n.day)) / 86_400_000);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : DAY_NAMES[a.weekday];
  return `${day} from ${hours.opens}`;
}

/** What GET /api/pharmacist-hours answers. */
export function pharmacistHoursJson(hours: PharmacistHours, now: Date) {
  const at = nextReviewAt(hours, now);
  return {
    timeZone: hours.timeZone,
    days: hours.days.map((d) => DAY_NAMES[d]),
    opens: hours.opens,
    closes: hours.closes,
    text: hoursText(hours),
    onDutyNow: at.getTime() === now.getTime(),
    nextReviewAt: at.toISOString(),
    nextReviewText: reviewMomentText(hours, now),
  };
}
