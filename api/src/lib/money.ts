/** Kobo (integer, as stored) to naira (as JSON carries it). */
export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

/** Naira from a client to kobo, rounded to the nearest kobo. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}

/** "N12,345.50", as the storefront shows prices. */
export function formatNaira(kobo: number): string {
  return `N${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
