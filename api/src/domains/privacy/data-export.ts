import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../platform/db/client';
import { csvLagosTime, csvLine } from '../../platform/lib/csv';
import { orderNumberLabel } from '../orders/order-number';
import { EXPORT_FILES, type Lookups, exportColumns, exportReadme } from './export-files';
import { labTestNames, shopperRowsOf, storedColumns, type Who } from './privacy-repository';
import { SECRET_COLUMN, SHOPPER_TABLES } from './shopper-data';

export type ShopperRows = Record<string, Record<string, unknown>[]>;

/** The shopper's rows of every table that holds their data, secrets left out. */
export async function readShopperRows(db: Database, who: Who): Promise<ShopperRows> {
  const out: ShopperRows = {};
  for (const entry of SHOPPER_TABLES) {
    const rows = await shopperRowsOf(db, entry, who);
    out[entry.name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key))));
  }
  return out;
}

/** The shopper's order numbers by order id (order_lines and the others name the order by its number). */
const orderNumbers = (tables: ShopperRows) =>
  new Map((tables.orders ?? []).map((o) => [String(o.id), orderNumberLabel(Number(o.orderNumber))]));

/** The names of the lab tests the shopper booked, by id. */
const testNames = (db: Database, tables: ShopperRows) =>
  labTestNames(db, [...new Set((tables.lab_bookings ?? []).map((b) => String(b.testId)))]);

/** One table as CSV for a person: headings in words, then a line per row. */
function tableCsv(name: string, rows: Record<string, unknown>[], lookups: Lookups): string {
  const entry = SHOPPER_TABLES.find((t) => t.name === name)!;
  const all = storedColumns(entry).filter((column) => !SECRET_COLUMN.test(column.key));
  const keys = all.map((column) => column.key);
  const ids = new Set(all.filter((column) => column.uuid).map((column) => column.key));
  const columns = exportColumns(name, keys, ids, lookups, csvLagosTime);
  return csvLine(columns.map((c) => c.heading)) + rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
}

/** The archive: README.txt, a CSV per kind of data named for what it holds (orders.csv, addresses.csv…), and data.json, zipped. */
export async function buildDataExport(db: Database, who: Who, now = new Date()): Promise<Uint8Array> {
  const tables = await readShopperRows(db, who);
  const lookups = { orderNumbers: orderNumbers(tables), testNames: await testNames(db, tables) };
  const listed = SHOPPER_TABLES.map((t) => ({ name: t.name, ...EXPORT_FILES[t.name], rows: tables[t.name]?.length ?? 0 }));
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(exportReadme(listed)) };
  for (const f of listed) files[f.file] = strToU8(tableCsv(f.name, tables[f.name] ?? [], lookups));
  files['data.json'] = strToU8(JSON.stringify({ exportedAt: now.toISOString(), userId: who.id, tables }, null, 2));
  return zipSync(files, { level: 6, mtime: now });
}
