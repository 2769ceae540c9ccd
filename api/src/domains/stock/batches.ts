import type { StockBatch, StockSupplier } from '../../platform/db/schema/stock';
import { fieldError } from '../../platform/lib/http-errors';
import { normalizeGtin, parseGs1 } from './gs1';
import type { BatchJson, ReceiveInput } from './stock-schemas';

/** The lot name of the stock held before batches were recorded (and of stock received without a batch). */
export const OPENING_BALANCE_LOT = 'OPENING-BALANCE';

/** Today's date in Lagos (the pharmacy's day), YYYY-MM-DD. */
export function lagosDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The date `days` after today in Lagos: a batch expiring on or before it is not sold today. */
export function expiryCutoff(days: number, now: Date = new Date()): string {
  const today = new Date(`${lagosDate(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** "May 2027", the way packs print it. */
export function monthYear(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const batchJson = (b: StockBatch, supplier: StockSupplier | null): BatchJson => ({
  id: b.id,
  medicineId: b.medicineId,
  locationId: b.locationId,
  gtin: b.gtin,
  lotNumber: b.lotNumber,
  expiryDate: b.expiryDate,
  openingBalance: b.openingBalance,
  quantity: b.quantity,
  quantityReceived: b.quantityReceived,
  status: b.status,
  supplier: supplier ? { id: supplier.id, name: supplier.name, licenceNumber: supplier.licenceNumber } : null,
  receivedAt: b.receivedAt.toISOString(),
  note: b.note,
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, else null. */
export function calendarDate(value: string): string | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value.trim() : null;
}

/**
 * The GTIN, lot and expiry of a received batch: from the GS1 element string when one is given
 * (typed fields sent beside it must agree), else from the typed fields; each checked.
 */
export function receivedFields(input: ReceiveInput, now: Date = new Date()): { gtin: string; lotNumber: string; expiryDate: string } {
  let fields: { gtin: string; lotNumber: string; expiryDate: string };
  if (input.gs1?.trim()) {
    const parsed = parseGs1(input.gs1, now);
    if (!parsed.ok) throw fieldError(parsed.field === 'gs1' ? 'gs1' : parsed.field, parsed.message);
    fields = parsed.fields;
  } else {
    const gtin = normalizeGtin(input.gtin ?? '');
    if (!gtin) throw fieldError('gtin', 'The GTIN must be 8, 12, 13 or 14 digits with a right check digit: check the pack.');
    const lotNumber = input.lotNumber?.trim() ?? '';
    if (!/^[\x21-\x7e]{1,20}$/.test(lotNumber)) throw fieldError('lotNumber', 'The batch number must be 1 to 20 printable characters.');
    const expiryDate = calendarDate(input.expiryDate ?? '');
    if (!expiryDate) throw fieldError('expiryDate', 'The expiry date must be a date (YYYY-MM-DD).');
    fields = { gtin, lotNumber, expiryDate };
  }
  if (fields.lotNumber === OPENING_BALANCE_LOT)
    throw fieldError('lotNumber', `${OPENING_BALANCE_LOT} is kept for stock of unrecorded batches.`);
  if (fields.expiryDate <= lagosDate(now))
    throw fieldError('expiryDate', `This batch expired on ${fields.expiryDate}: it cannot be received for sale.`);
  return fields;
}
