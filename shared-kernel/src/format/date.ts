import { formatDayMonthYear } from '../i18n/format';

/** yyyy-MM-dd, the spec's order date format, in the shop's time zone (Africa/Lagos, UTC+1). */
export function formatOrderDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const lagos = new Date(date.getTime() + 60 * 60 * 1000);
  return lagos.toISOString().slice(0, 10);
}

/** yyyy-MM-dd HH:mm in the shop's time zone (Africa/Lagos, UTC+1, no daylight saving). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const lagos = new Date(date.getTime() + 60 * 60 * 1000).toISOString();
  return `${lagos.slice(0, 10)} ${lagos.slice(11, 16)}`;
}

/**
 * dd/mm/yyyy HH:mm in Africa/Lagos, as staff screens write a moment (Nigerian usage):
 * 2026-12-06T23:30Z -> "07/12/2026 00:30". The day is formatDayMonthYear's.
 */
export function formatStaffDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDayMonthYear(date)} ${new Date(date.getTime() + 3_600_000).toISOString().slice(11, 16)}`;
}
