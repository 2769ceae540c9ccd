import { windowMessages } from './i18n/window';

/** A delivery or pickup window as the API answers it: working days, and the first and last day (yyyy-mm-dd, Lagos). */
export type DeliveryWindowParts = { minDays?: number; maxDays?: number; earliest?: string; latest?: string; text?: string };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Wed 14 May" for 2025-05-14, as the server writes a window's day (its calendar day: no time zone moves it). */
export function windowDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return '';
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day} ${MONTHS[month - 1]}`;
}

/**
 * The window in the shopper's language, worded from its parts. In English a window reads exactly as
 * the server wrote it (its `text`: "3–5 working days (Wed 14 May – Fri 16 May)"), so English pages
 * carry no words of their own for it; the other languages' words come with their catalogue. A window
 * of today or the next working day is said so in Pidgin, and in English where `readyNow` asks for it
 * (the checkout's choices; elsewhere English keeps the server's "0–1 working days"); the server's
 * `text` when a part is missing.
 */
export function useDeliveryWindowText({ readyNow = false } = {}): (window: DeliveryWindowParts | null | undefined) => string {
  const t = windowMessages.useT();
  return (window) => {
    if (!window) return '';
    const { minDays, maxDays, earliest, latest, text = '' } = window;
    if (minDays === undefined || maxDays === undefined || !earliest || !latest) return text;
    const said = readyNow ? 'yes' : 'no';
    if (maxDays === 0) return t('window.today', { on: windowDay(latest), text, readyNow: said });
    if (minDays === 0 && maxDays === 1) return t('window.todayOrNext', { to: windowDay(latest), text, readyNow: said });
    return minDays === maxDays
      ? t('window.one', { days: maxDays, on: windowDay(latest), text })
      : t('window.range', { min: minDays, max: maxDays, from: windowDay(earliest), to: windowDay(latest), text });
  };
}
