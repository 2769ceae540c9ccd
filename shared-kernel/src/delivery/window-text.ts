import { useDeliveryText } from '../i18n/delivery';

/** A delivery or pickup window as the API answers it: working days, and the first and last day (yyyy-mm-dd, Lagos). */
export type DeliveryWindowParts = { minDays?: number; maxDays?: number; earliest?: string; latest?: string; text?: string };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Wed 14 May" for 2025-05-14, as the shop writes a day in a window (its calendar day: no time zone moves it). */
export function windowDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return '';
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day} ${MONTHS[month - 1]}`;
}

/**
 * The window in the shopper's language, worded here from its parts ("3–5 working days (Wed 14 May –
 * Fri 16 May)" in English, as the server writes it; "today or the next working day" for a pickup
 * ready now), the server's English `text` when a part is missing.
 */
export function useDeliveryWindowText(): (window: DeliveryWindowParts | null | undefined) => string {
  const text = useDeliveryText();
  return (window) => {
    if (!window) return '';
    const { minDays, maxDays, earliest, latest } = window;
    if (minDays === undefined || maxDays === undefined || !earliest || !latest) return window.text ?? '';
    // Ready today (a pickup the pharmacy holds): said so, not "0 working days".
    if (maxDays === 0) return text('window.today', { on: windowDay(latest) });
    if (minDays === 0 && maxDays === 1) return text('window.todayOrNext', { to: windowDay(latest) });
    return minDays === maxDays
      ? text('window.one', { days: maxDays, on: windowDay(latest) })
      : text('window.range', { min: minDays, max: maxDays, from: windowDay(earliest), to: windowDay(latest) });
  };
}
