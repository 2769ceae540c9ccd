// A row in every table that holds a shopper's data, found from the Drizzle schema (not from the
// export's own list), for the data-export and erasure tests.
import crypto from 'node:crypto';
import { is } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { type PgColumn, PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as schema from '../../src/platform/db/schema/index';
import { NOT_SHOPPER_TABLES, SHOPPER_TABLES } from '../../src/domains/privacy/shopper-data';

export const ALL_TABLES = (Object.values(schema) as unknown[]).filter((v) => is(v, PgTable)) as PgTable[];
const tableName = (t: PgTable) => getTableConfig(t).name;
const byName = new Map(ALL_TABLES.map((t) => [tableName(t), t]));
const PERSONAL = /email|phone/i;

/**
 * The tables that hold a shopper's data, by the schema alone: a column referencing users, a column
 * named like an e-mail address or phone number, or a reference to a row of such a table (that the
 * export lists as the shopper's: an order's lines, a prescription's access log).
 */
export function tablesHoldingShopperData(): string[] {
  const exported = new Set(SHOPPER_TABLES.map((t) => t.name));
  const found = new Set<string>();
  for (const table of ALL_TABLES) {
    const config = getTableConfig(table);
    if (config.name === 'users') continue;
    const references = config.foreignKeys.map((fk) => tableName(fk.reference().foreignTable));
    if (
      references.includes('users') ||
      config.columns.some((c) => PERSONAL.test(c.name) && c.columnType === 'PgText') ||
      references.some((r) => exported.has(r) && r !== 'users')
    )
      found.add(config.name);
  }
  return [...found, 'users'].sort();
}

/** The key of a row for finding it again: its id, or its primary key column when it has no id. */
export function rowKey(name: string): string {
  const table = byName.get(name)!;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if ('id' in columns) return 'id';
  return Object.entries(columns).find(([, c]) => c.primary)![0];
}

export type Shopper = { id: string; email: string; phone: string; name: string };

/** Values for columns that have a check constraint or need a particular value, by table.column. */
const OVERRIDES: Record<string, unknown> = {
  'prescriptions.contentType': 'application/pdf',
  'prescriptions.sizeBytes': 10,
  'prescriptions.writtenOn': '2026-01-01',
  'consents.purpose': 'order-updates',
  'consents.channel': 'sms',
  'notification_outbox.channel': 'sms',
  'conversation_threads.topic': 'general',
  'conversation_messages.author': 'shopper',
  'conversation_access_log.actor': 'owner',
  'conversation_access_log.action': 'view',
  'prescription_access_log.actor': 'owner',
  'prescription_access_log.action': 'view',
  'lab_result_access_log.actor': 'owner',
  'lab_result_access_log.action': 'view',
  'orders.status': 'Delivered',
  'delivery_assignments.state': 'delivered',
  'delivery_assignments.lastFailure': 'no-one-home',
  'delivery_assignments.rebookedSlot': 'morning',
  'delivery_failures.reason': 'no-one-home',
  'order_status_events.status': 'Delivered',
  'order_reviews.decision': 'approved',
  'ambulance_requests.patient': 'self',
  'controlled_attempts.cap': 'per-order',
  'lab_bookings.mode': 'lab',
  'refill_plans.quantity': 1,
  'refill_plans.intervalDays': 30,
  'refill_cycles.status': 'due',
  'refill_links.purpose': 'pay',
  'safety_reports.kind': 'side-effect',
  'medication_profiles.relationship': 'self',
  'medication_safety_holds.source': 'checkout',
  'promotions.kind': 'percent',
  'promotions.percentOff': 10,
  'medicines.medicineClass': 'otc',
  'pharmacies.kind': 'pharmacy',
  'stock_recall_orders.outcome': 'received',
  'stock_batches.expiryDate': '2030-01-01',
  'order_lines.requiresPrescription': true,
};

type Row = Record<string, unknown>;

/** Fills every table that holds a shopper's data with one row of theirs (parents first), returning the rows by table. */
export async function seedShopperRows(
  app: FastifyInstance,
  shopper: Shopper,
  values: Record<string, unknown> = {},
): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>([['users', { id: shopper.id }]]);
  const overrides: Record<string, unknown> = { ...OVERRIDES, ...values };
  const seed = async (name: string): Promise<Row> => {
    const done = rows.get(name);
    if (done) return done;
    const table = byName.get(name)!;
    const config = getTableConfig(table);
    const row: Row = {};
    for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
      const fk = config.foreignKeys.find((f) => f.reference().columns[0].name === column.name);
      const override = `${name}.${key}`;
      if (override in overrides) row[key] = overrides[override];
      else if (fk) {
        const parent = fk.reference();
        const parentRow = await seed(tableName(parent.foreignTable));
        const parentKey = Object.entries(getTableColumns(parent.foreignTable)).find(
          ([, c]) => c.name === parent.foreignColumns[0].name,
        )![0];
        row[key] = parentRow[parentKey];
      } else if (/email/i.test(key) && column.columnType === 'PgText') row[key] = shopper.email;
      else if (/crew|rider/i.test(key))
        row[key] = '+2348000000000'; // the crew's or rider's, not the shopper's
      else if (/phone/i.test(key) && column.columnType === 'PgText') row[key] = shopper.phone;
      else if (column.notNull && !column.hasDefault) row[key] = placeholder(column, name);
    }
    const inserted = await app.db
      .insert(table)
      .values(row)
      .returning()
      .then((r) => (r as Row[])[0])
      .catch((err: { cause?: Error }) => {
        throw new Error(`seeding ${name}: ${err.cause?.message ?? String(err)}`);
      });
    rows.set(name, inserted);
    return inserted;
  };
  for (const name of tablesHoldingShopperData().filter((n) => !NOT_SHOPPER_TABLES[n])) await seed(name);
  return rows;
}

function placeholder(column: PgColumn, table: string): unknown {
  switch (column.columnType) {
    case 'PgUUID':
      return crypto.randomUUID();
    case 'PgInteger':
    case 'PgBigInt53':
    case 'PgSmallInt':
      return 1;
    case 'PgNumeric':
      return '1';
    case 'PgDoublePrecision':
    case 'PgReal':
      return 1;
    case 'PgBoolean':
      return false;
    case 'PgTimestamp':
      return new Date();
    case 'PgDateString':
    case 'PgDate':
      return '2026-01-01';
    case 'PgJsonb':
    case 'PgJson':
      return {};
    default:
      return `${table}-${crypto.randomBytes(3).toString('hex')}`;
  }
}
