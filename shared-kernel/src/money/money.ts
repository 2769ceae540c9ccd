// No Intl here: a page's first Intl.NumberFormat loads the browser's number data, 10 to 25 ms of the
// task that draws the first prices on a laptop and four to six times that on a phone. Naira is
// written one way (digits, commas every three, a dot before kobo), so it is done by hand.

/** Whole digits with a comma every three: 1234567 -> "1,234,567". */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Naira as the spec writes it, the one way every page, mail and admin screen shows money: the
 * prefix `N`, thousands separators, and kobo only when they are not zero. 4500 -> "N4,500",
 * 4500.5 -> "N4,500.50", -500 -> "-N500". The API's mails use their own copy (api/src/platform/lib/money.ts);
 * both are tested against money/__tests__/naira-cases.json.
 */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount)) return 'N0';
  const kobo = Math.round(amount * 100);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const whole = groupDigits(String(Math.floor(abs / 100)));
  const text = abs % 100 === 0 ? whole : `${whole}.${String(abs % 100).padStart(2, '0')}`;
  return `${sign}N${text}`;
}

/** A line's total, price × quantity, exact to the kobo: 1250.5 × 3 -> 3751.5. */
export function lineTotalNaira(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

/** Adds naira amounts exactly, by working in kobo. */
export function sumNaira(amounts: number[]): number {
  return amounts.reduce((kobo, amount) => kobo + Math.round(amount * 100), 0) / 100;
}

export const FREE_SHIPPING_THRESHOLD_NAIRA = 100_000;
