// A rider taken off their pharmacy while staff give them a parcel, on PostgreSQL with two
// connections: the removal holds the rider's row, the assignment waits for it and then finds no
// rider, so staff are told to choose one of the pharmacy's riders (400), never a failed write (500),
// and the parcel stays unassigned.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { deliveryAssignments, orderParcels } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { postgresUrl } from '../helpers/postgres-only';
import { createAdmin, createUser } from '../helpers/users';

postgresUrl();
const { app, apiUrl } = await startCommerce();
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 1000, stock: 0 }]);
const fixtures = locationFixtures(app, apiUrl);
const kano = await fixtures.pharmacy('Race Kano', 'Kano', [12.0, 8.5167], [[paracetamol.id, 100]]);
const staff = await fixtures.staffOf(await createAdmin(app), kano.id);
const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', landmark: 'Opposite Kano Zoo', phone: '0803 123 4567' };

// Ended before the app's own after hook drops the database, which would cut it off mid-session.
const other = new pg.Client({ connectionString: app.config.databaseUrl! });
await other.connect();

/** Whether a session of this database waits for a lock (the assignment, held by `other`). */
async function someoneWaits(): Promise<boolean> {
  const { rows } = await other.query(
    "select count(*)::int n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return rows[0].n > 0;
}

test('a parcel given to a rider being removed waits for the removal and is refused with 400; the parcel stays unassigned', async () => {
  const rider = await createUser(app, { firstName: 'Tunde' });
  const added = await api(apiUrl, staff, 'POST', '/api/staff/riders', { email: rider.user.email, phone: '0803 999 0000' });
  assert.equal(added.status, 200, JSON.stringify(added.json));
  const order = await fixtures.buy(await createUser(app), [[paracetamol.id, 1]], { deliveryAddress: KANO_ADDRESS });
  const [parcel] = await app.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.orderId));

  // The removal's transaction, as DELETE /api/staff/riders/{id} runs it: the rider's row locked first.
  await other.query('begin');
  await other.query('select 1 from riders where user_id = $1 for update', [rider.user.id]);
  const assigning = api(apiUrl, staff, 'POST', '/api/staff/deliveries/assign', { parcelId: parcel.id, riderId: rider.user.id });
  while (!(await someoneWaits())) await new Promise((resolve) => setTimeout(resolve, 20));
  await other.query('delete from riders where user_id = $1', [rider.user.id]);
  await other.query('commit');

  const res = await assigning;
  assert.equal(res.status, 400, JSON.stringify(res.json));
  assert.equal(res.json.errors?.[0]?.field, 'riderId');
  assert.deepEqual(await app.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.parcelId, parcel.id)), []);
  const [kept] = await app.db.select().from(orderParcels).where(eq(orderParcels.id, parcel.id));
  assert.equal(kept.status, 'pending');
  await other.end();
});
