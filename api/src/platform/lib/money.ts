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

const whole = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withKobo = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Kobo as the spec writes naira, the API's one way (mails, messages): "N4,500", kobo only when
 * not zero ("N4,500.50"), "-N500". The storefront's own copy is shared-kernel/src/money/money.ts;
 * both are tested against shared-kernel/src/money/__tests__/naira-cases.json.
 */
export function formatNaira(kobo: number): string {
  if (!Number.isFinite(kobo)) return 'N0';
  const rounded = Math.round(kobo);
  const abs = Math.abs(rounded);
  const text = abs % 100 === 0 ? whole.format(abs / 100) : withKobo.format(abs / 100);
  return `${rounded < 0 ? '-' : ''}N${text}`;
}
