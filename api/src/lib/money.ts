/** Money is stored as integer kobo (1 naira = 100 kobo); JSON carries naira. */

/** Naira (a number with at most 2 decimals) to kobo; throws RangeError for anything else. */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira)) throw new RangeError('amount must be a finite number');
  const kobo = Math.round(naira * 100);
  if (Math.abs(kobo - naira * 100) > 1e-6) throw new RangeError('amount has more than 2 decimals');
  if (!Number.isSafeInteger(kobo)) throw new RangeError('amount is too large');
  return kobo;
}

export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

/** "N12,345.50", as the storefront shows prices. */
export function formatNaira(kobo: number): string {
  return `N${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
