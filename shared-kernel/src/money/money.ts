const naira = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Naira with the shop's `N` prefix and thousands separators: 100000 -> "N100,000", 1250.5 -> "N1,250.50". */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount)) return 'N0';
  const rounded = Math.round(amount * 100) / 100;
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const text = Number.isInteger(abs)
    ? naira.format(abs)
    : abs.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}N${text}`;
}

/** Naira to the kobo, as a receipt or a payment shows it: 7200 -> "N7,200.00". */
export function formatNairaExact(amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
  const text = Math.abs(value).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value < 0 ? '-' : ''}N${text}`;
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
