import type { DeliveryAddress } from '../../platform/db/schema/index';

/**
 * A Nigerian mobile number, as riders call it: 0803 123 4567, 08031234567, +234 803 123 4567 or
 * 2348031234567 (spaces, dashes, dots and brackets allowed). Answers +2348031234567, or null.
 */
export function normalizeNigerianPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(compact);
  return match ? `+234${match[1]}` : null;
}

export const PHONE_MESSAGE = 'Enter a Nigerian mobile number for the rider, like 0803 123 4567 or +234 803 123 4567.';

/** +2348031234567 as 0803 123 4567 (how Nigerians write it). */
export function displayPhone(e164: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : e164;
}

/** One line for the payment record, the provider and old readers of `shippingAddress`. */
export function addressLine(a: DeliveryAddress): string {
  return [
    a.recipient,
    a.street,
    a.landmark ? `near ${a.landmark}` : '',
    a.city,
    a.state === 'FCT' ? 'FCT' : `${a.state} State`,
    displayPhone(a.phone),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The day `workingDays` working days (Monday to Friday) after `from`, in Lagos time (UTC+1, no DST). */
export function addWorkingDays(from: Date, workingDays: number): Date {
  const lagos = new Date(from.getTime() + 3600_000);
  const day = new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate()));
  let left = workingDays;
  while (left > 0 || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--;
  }
  return day;
}

export type DeliveryWindow = { minDays: number; maxDays: number; earliest: string; latest: string; text: string };

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "3–5 working days (Wed 14 May – Fri 16 May)", from the moment the order is placed (or now, for a quote). */
export function deliveryWindow(minDays: number, maxDays: number, from: Date = new Date()): DeliveryWindow {
  const earliest = addWorkingDays(from, minDays);
  const latest = addWorkingDays(from, maxDays);
  const days = minDays === maxDays ? `${maxDays} working day${maxDays === 1 ? '' : 's'}` : `${minDays}–${maxDays} working days`;
  const dates = minDays === maxDays ? dayFormat.format(latest) : `${dayFormat.format(earliest)} – ${dayFormat.format(latest)}`;
  return {
    minDays,
    maxDays,
    earliest: earliest.toISOString().slice(0, 10),
    latest: latest.toISOString().slice(0, 10),
    text: `${days} (${dates})`,
  };
}

/** What delivery costs: the zone's fee, or nothing when the items reach the free-delivery threshold. */
export function deliveryFeeKobo(zoneFeeKobo: number, itemsKobo: number, freeThresholdKobo: number): number {
  return itemsKobo >= freeThresholdKobo ? 0 : zoneFeeKobo;
}

/** Words a shopper starts a landmark with when they say where it is ("Opposite Kano Zoo", "Behind the mosque"). */
const POSITION_WORDS =
  /^(near|opposite|opp\.?|beside|behind|by|off|close to|next to|adjacent|after|before|across|facing|along|inside|in front of|beyond|under|around)\b/i;

/** The landmark as the rider reads it: as typed when it already says where ("Opposite Kano Zoo"), else "Near <landmark>"; "" when none. */
export function landmarkText(landmark: string | null | undefined): string {
  const typed = (landmark ?? '').trim();
  if (!typed) return '';
  return POSITION_WORDS.test(typed) ? typed : `Near ${typed}`;
}
