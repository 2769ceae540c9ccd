import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../../src/platform/db/migrate';
import { freshDatabase, migrationsBefore, rowsOf } from '../helpers/migration-database';

// Units on hand moved from medicines.stock_quantity to the stock domain's stock_levels (migration
// 0014): a database holding stock under the previous schema is migrated forward, and every
// medicine keeps every unit. On PGlite, and on PostgreSQL too when DATABASE_URL is set.

test('migrating to stock_levels keeps every unit of every medicine', async () => {
  const handle = await freshDatabase();
  after(() => handle.close());
  await migrateDatabase(handle, migrationsBefore('0014_stock_levels'));

  // Stock as the previous schema held it: on the medicines, zeros, hidden medicines and hidden categories too.
  await handle.db.execute(sql`
    INSERT INTO medicine_categories (name, hidden) VALUES ('Pain Relief', false), ('Antimalarials', false), ('Retired', true)`);
  await handle.db.execute(sql`
    INSERT INTO medicines (name, price_kobo, category_id, stock_quantity, hidden)
    SELECT 'Medicine ' || i, 100 + i, c.id, (i * 37) % 250, i % 9 = 0
    FROM generate_series(1, 300) AS i
    JOIN LATERAL (SELECT id FROM medicine_categories ORDER BY name OFFSET i % 3 LIMIT 1) c ON true`);
  const before = await rowsOf<{ id: string; units: number }>(handle, sql`SELECT id, stock_quantity AS units FROM medicines ORDER BY id`);
  const [{ total }] = await rowsOf<{ total: number }>(handle, sql`SELECT sum(stock_quantity)::int AS total FROM medicines`);
  assert.equal(before.length, 300);
  assert.ok(before.some((m) => m.units === 0) && total > 30_000);

  await migrateDatabase(handle);

  const afterwards = await rowsOf<{ id: string; units: number }>(
    handle,
    sql`SELECT m.id, sl.quantity AS units FROM medicines m LEFT JOIN stock_levels sl ON sl.medicine_id = m.id ORDER BY m.id`,
  );
  assert.deepEqual(afterwards, before);
  const [moved] = await rowsOf<{ total: number; n: number }>(
    handle,
    sql`SELECT sum(quantity)::int AS total, count(*)::int AS n FROM stock_levels`,
  );
  assert.deepEqual(moved, { total, n: 300 });
  const columns = await rowsOf<{ column_name: string }>(
    handle,
    sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'medicines' AND column_name = 'stock_quantity'`,
  );
  assert.deepEqual(columns, [], 'the catalogue no longer holds stock');

  // The shop lists' totals (0013) start from the medicines already there.
  const counts = await rowsOf<{ category_id: string; n: number }>(
    handle,
    sql`SELECT category_id, shown_count AS n FROM medicine_category_counts ORDER BY category_id`,
  );
  const counted = await rowsOf<{ category_id: string; n: number }>(
    handle,
    sql`SELECT category_id, count(*)::int AS n FROM medicines WHERE NOT hidden GROUP BY category_id ORDER BY category_id`,
  );
  assert.deepEqual(counts, counted);
});
