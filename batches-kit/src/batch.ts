/** A batch an order line's units came from, as the API answers it. */
export type LineBatch = { lotNumber: string; expiryDate: string | null; quantity: number };

/** "31 May 2027" from YYYY-MM-DD (a pack's expiry). */
export function formatExpiry(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * "Batch AB1234, expiry 31 May 2027" for each batch a line got (with its units when there are
 * several), or '' when none is recorded. Stock of unrecorded batch reads "Batch not recorded".
 */
export function batchesText(batches: readonly LineBatch[] | undefined): string {
  const list = batches ?? [];
  return list
    .map((b) => {
      const name = b.lotNumber === 'OPENING-BALANCE' ? 'Batch not recorded' : `Batch ${b.lotNumber}`;
      const expiry = b.expiryDate ? `, expiry ${formatExpiry(b.expiryDate)}` : '';
      return `${name}${expiry}${list.length > 1 ? ` (${b.quantity})` : ''}`;
    })
    .join('; ');
}
