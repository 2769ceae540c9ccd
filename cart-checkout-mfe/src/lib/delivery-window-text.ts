import { useCartText } from '../i18n';

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
 * The window in the shopper's language, worded from its parts: in English as the server writes it
 * ("3–5 working days (Wed 14 May – Fri 16 May)"), a pickup ready now as "today or the next working
 * day" rather than "0–1 working days"; the server's English `text` when a part is missing.
 */
export function useDeliveryWindowText(): (window: DeliveryWindowParts | null | undefined) => string {
  const t = useCartText();
  return (window) => {
    if (!window) return '';
    const { minDays, maxDays, earliest, latest } = window;
    if (minDays === undefined || maxDays === undefined || !earliest || !latest) return window.text ?? '';
    if (maxDays === 0) return t('window.today', { on: windowDay(latest) });
    if (minDays === 0 && maxDays === 1) return t('window.todayOrNext', { to: windowDay(latest) });
    return minDays === maxDays
      ? t('window.one', { days: maxDays, on: windowDay(latest) })
      : t('window.range', { min: minDays, max: maxDays, from: windowDay(earliest), to: windowDay(latest) });
  };
}
