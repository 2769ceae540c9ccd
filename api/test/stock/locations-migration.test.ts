import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../../src/platform/db/migrate';
import { freshDatabase, migrationsBefore, rowsOf } from '../helpers/migration-database';
import { CENTRAL_WAREHOUSE_ID } from '../../src/platform/db/schema/care-directory';

// Batches got locations (migration 0036): every batch held before is at the central warehouse, not
// a unit lost, and the pharmacies' free-text places become states they deliver to. On PGlite, and
// on PostgreSQL too when DATABASE_URL is set.

test('migrating to locations keeps every unit at the central warehouse and reads each pharmacy’s state', async () => {
  const handle = await freshDatabase();
  after(() => handle.close());
  await migrateDatabase(handle, migrationsBefore('0036_pharmacy_locations'));
  await handle.db.execute(sql`INSERT INTO medicine_categories (name, hidden) VALUES ('Pain Relief', false)`);
  await handle.db.execute(sql`
    INSERT INTO medicines (name, price_kobo, category_id, medicine_class)
    SELECT 'Medicine ' || i, 100 + i, (SELECT id FROM medicine_categories LIMIT 1), 'otc' FROM generate_series(1, 120) AS i`);
  // Two batches of each medicine (one sellable, one quarantined every fifth), as stock held them.
  await handle.db.execute(sql`
    INSERT INTO stock_batches (medicine_id, lot_number, expiry_date, quantity, quantity_received, status)
    SELECT m.id, 'LOT-' || n, DATE '2029-01-31' + n, (row_number() OVER (ORDER BY m.id) * 37 % 101)::int + n,
           500, CASE WHEN n = 2 AND row_number() OVER (ORDER BY m.id) % 5 = 0 THEN 'quarantined' ELSE 'sellable' END
    FROM medicines m CROSS JOIN generate_series(1, 2) AS n`);
  await handle.db.execute(sql`
    INSERT INTO pharmacies (name, location, contact, delivery_range) VALUES
      ('e-pharmacy Nassarawa GRA', 'Ahmadu Bello Way, Nassarawa GRA, Kano', '0802', '15 km'),
      ('e-pharmacy Wuse II', 'Aminu Kano Crescent, Wuse II, Abuja', '0809', '20 km'),
      ('e-pharmacy Lekki', 'Admiralty Way, Lekki Phase 1, Lagos', '0803', '12 km'),
      ('Corner shop', 'Somewhere far', '0800', 'Island and Mainland')`);
  const before = await rowsOf<{ id: string; lot: string; units: number; status: string }>(
    handle,
    sql`SELECT medicine_id AS id, lot_number AS lot, quantity AS units, status FROM stock_batches ORDER BY 1, 2`,
  );
  assert.equal(before.length, 240);

  await migrateDatabase(handle);

  const afterRows = await rowsOf<{ id: string; lot: string; units: number; status: string; location: string }>(
    handle,
    sql`SELECT medicine_id AS id, lot_number AS lot, quantity AS units, status, location_id AS location FROM stock_batches ORDER BY 1, 2`,
  );
  assert.deepEqual(
    afterRows.map(({ location: _location, ...b }) => b),
    before,
    'every batch, unit and status kept',
  );
  assert.ok(
    afterRows.every((b) => b.location === CENTRAL_WAREHOUSE_ID),
    'all at the central warehouse',
  );
  const places = await rowsOf<{ name: string; kind: string; state: string | null; states: string[]; pickup: boolean; lat: number | null }>(
    handle,
    sql`SELECT name, kind, state, delivery_states AS states, is_pickup_point AS pickup, latitude AS lat FROM pharmacies ORDER BY name`,
  );
  const byName = new Map(places.map((p) => [p.name, p]));
  assert.deepEqual(byName.get('e-pharmacy Nassarawa GRA')?.states, ['Kano']);
  assert.deepEqual(byName.get('e-pharmacy Wuse II')?.states, ['FCT']);
  assert.deepEqual(byName.get('e-pharmacy Lekki')?.states, ['Lagos']);
  assert.ok(byName.get('e-pharmacy Lekki')?.pickup && byName.get('e-pharmacy Lekki')?.lat);
  assert.deepEqual(byName.get('Corner shop')?.states, [], 'no state read: it delivers nowhere until an admin says');
  const warehouse = byName.get('e-pharmacy central warehouse')!;
  assert.equal(warehouse.kind, 'warehouse');
  assert.equal(warehouse.states.length, 37, 'the warehouse ships to every state and the FCT');
});
