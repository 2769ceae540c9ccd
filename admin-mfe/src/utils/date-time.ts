/** yyyy-MM-dd HH:mm in the shop's time zone (Africa/Lagos, UTC+1, no daylight saving). */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const lagos = new Date(date.getTime() + 60 * 60 * 1000).toISOString();
  return `${lagos.slice(0, 10)} ${lagos.slice(11, 16)}`;
}

export function timeOf(value: string): number {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? 0 : time;
}
