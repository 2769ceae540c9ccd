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
