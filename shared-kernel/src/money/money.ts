// Made at the first price shown, not when the module loads: a browser's first Intl formatter loads
// its locale data, a long pause on a slow phone in the task that starts the app.
let formats: { whole: Intl.NumberFormat; withKobo: Intl.NumberFormat } | null = null;
const nairaFormats = () =>
  (formats ??= {
    whole: new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    withKobo: new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });

/**
 * Naira as the spec writes it, the one way every page, mail and admin screen shows money: the
 * prefix `N`, thousands separators, and kobo only when they are not zero. 4500 -> "N4,500",
 * 4500.5 -> "N4,500.50", -500 -> "-N500". The API's mails use their own copy (api/src/lib/money.ts);
 * both are tested against money/__tests__/naira-cases.json.
 */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount)) return 'N0';
  const kobo = Math.round(amount * 100);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const { whole, withKobo } = nairaFormats();
  const text = abs % 100 === 0 ? whole.format(abs / 100) : withKobo.format(abs / 100);
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
