import { getTableColumns } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../db/client';
import { csvLine } from '../lib/csv';
import { SECRET_COLUMN, SHOPPER_TABLES, ownedBy } from './shopper-data';

export type ShopperRows = Record<string, Record<string, unknown>[]>;

const README = `Everything e-pharmacy holds about you, as of the time in data.json.

data.json     every table, as JSON (one list of rows per table)
csv/*.csv     the same rows, one CSV file per table (UTF-8, comma-separated)

Files you uploaded (prescriptions, attachments) are described by their rows (name, type, size,
checksum); download the files themselves from your account. Secrets that would let someone act as
you (password and token hashes, card authorisation codes) are left out.
`;

/** The shopper's rows of every table that holds their data, secrets left out. */
export async function readShopperRows(db: Database, who: { id: string; email: string }): Promise<ShopperRows> {
  const out: ShopperRows = {};
  for (const entry of SHOPPER_TABLES) {
    const rows = (await db
      .select()
      .from(entry.table)
      .where(ownedBy(db, entry, who))) as Record<string, unknown>[];
    out[entry.name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key))));
  }
  return out;
}

const cell = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value !== null && typeof value === 'object' ? JSON.stringify(value) : value;

/** One table as CSV: a header of every column (secrets left out), then a line per row. */
function tableCsv(name: string, rows: Record<string, unknown>[]): string {
  const entry = SHOPPER_TABLES.find((t) => t.name === name)!;
  const columns = Object.keys(getTableColumns(entry.table)).filter((key) => !SECRET_COLUMN.test(key));
  return csvLine(columns) + rows.map((row) => csvLine(columns.map((c) => cell(row[c])))).join('');
}

/** The archive: README.txt, data.json and csv/<table>.csv, zipped. */
export async function buildDataExport(db: Database, who: { id: string; email: string }, now = new Date()): Promise<Uint8Array> {
  const tables = await readShopperRows(db, who);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README),
    'data.json': strToU8(JSON.stringify({ exportedAt: now.toISOString(), userId: who.id, tables }, null, 2)),
  };
  for (const [name, rows] of Object.entries(tables)) files[`csv/${name}.csv`] = strToU8(tableCsv(name, rows));
  return zipSync(files, { level: 6, mtime: now });
}
