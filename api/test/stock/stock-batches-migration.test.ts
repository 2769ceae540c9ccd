import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../../src/platform/db/migrate';
import { freshDatabase, migrationsBefore, rowsOf } from '../helpers/migration-database';

// Stock became batches (migration 0025): every medicine's units on hand before it become one
// sellable "opening balance" batch, and no unit is lost. On PGlite, and on PostgreSQL too when
// DATABASE_URL is set.

test('migrating to batches keeps every unit: one opening-balance batch per medicine with stock', async () => {
  const handle = await freshDatabase();
  after(() => handle.close());
  await migrateDatabase(handle, migrationsBefore('0025_stock_batches'));
  await handle.db.execute(sql`INSERT INTO medicine_categories (name, hidden) VALUES ('Pain Relief', false)`);
  await handle.db.execute(sql`
    INSERT INTO medicines (name, price_kobo, category_id, medicine_class)
    SELECT 'Medicine ' || i, 100 + i, (SELECT id FROM medicine_categories LIMIT 1), 'otc' FROM generate_series(1, 200) AS i`);
  await handle.db.execute(sql`
    INSERT INTO stock_levels (medicine_id, quantity)
    SELECT id, (row_number() OVER (ORDER BY id) * 37 % 101)::int FROM medicines`);
  const before = await rowsOf<{ id: string; units: number }>(
    handle,
    sql`SELECT medicine_id AS id, quantity AS units FROM stock_levels ORDER BY 1`,
  );
  const [{ total }] = await rowsOf<{ total: number }>(handle, sql`SELECT sum(quantity)::int AS total FROM stock_levels`);
  assert.ok(before.some((m) => m.units === 0) && total > 5_000);

  await migrateDatabase(handle);

  const batches = await rowsOf<{ id: string; units: number; n: number }>(
    handle,
    sql`SELECT medicine_id AS id, sum(quantity)::int AS units, count(*)::int AS n FROM stock_batches
        WHERE status = 'sellable' AND opening_balance AND lot_number = 'OPENING-BALANCE' GROUP BY 1 ORDER BY 1`,
  );
  assert.deepEqual(
    batches.map(({ id, units }) => ({ id, units })),
    before.filter((m) => m.units > 0),
  );
  assert.ok(
    batches.every((b) => b.n === 1),
    'one batch per medicine',
  );
  const levels = await rowsOf<{ id: string; units: number }>(
    handle,
    sql`SELECT medicine_id AS id, quantity AS units FROM stock_levels ORDER BY 1`,
  );
  assert.deepEqual(levels, before, 'units on hand unchanged');
  const [{ all }] = await rowsOf<{ all: number }>(handle, sql`SELECT sum(quantity)::int AS all FROM stock_batches`);
  assert.equal(all, total);
});
