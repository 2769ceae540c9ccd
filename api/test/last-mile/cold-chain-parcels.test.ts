import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines, orderParcels, orders, stockBatches, stockMovements } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// A parcel holding a fridge medicine on the last mile: it goes to a rider only packed last in a
// cold box (the staff's tick), the first hand-over to a rider is recorded, and when it comes back
// after its failed tries the check-in writes off the fridge units out longer than their limit and
// restocks the rest. On PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, apiUrl } = await startCommerce();
const [insulin, plasters] = await createMedicines(app, [
  { name: 'Actrapid Vial', price: 11500, stock: 0 },
  { name: 'Plasters', price: 800, stock: 0 },
]);
await app.db.update(medicines).set({ coldChainMaxMinutesOut: 240 }).where(eq(medicines.id, insulin.id));
const { pharmacy, buy } = locationFixtures(app, apiUrl);
const ikeja = await pharmacy(
  'Cold Parcels Ikeja',
  'Lagos',
  [6.6018, 3.3515],
  [
    [insulin.id, 10],
    [plasters.id, 10],
  ],
);
const admin = await createAdmin(app);
const staff = await createUser(app);
assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${staff.user.id}/pharmacy`, { pharmacyId: ikeja.id })).status, 200);
const musa = await createUser(app, { firstName: 'Musa' });
assert.equal((await api(apiUrl, staff, 'POST', '/api/staff/riders', { email: musa.user.email, phone: '0803 111 2222' })).status, 200);
const LAGOS_ADDRESS = { zone: 'lagos-mainland', city: 'Ikeja', street: '3 Oba Akran', phone: '0803 123 4567' };

const units = async (medicineId: string) =>
  (
    await app.db
      .select({ q: stockBatches.quantity, l: stockBatches.locationId })
      .from(stockBatches)
      .where(eq(stockBatches.medicineId, medicineId))
  )
    .filter((b) => b.l === ikeja.id)
    .reduce((sum, b) => sum + b.q, 0);
const orderRow = async (orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0];

async function parcelOf(shopper: TestUser) {
  const order = await buy(
    shopper,
    [
      [insulin.id, 2],
      [plasters.id, 1],
    ],
    { deliveryAddress: LAGOS_ADDRESS },
  );
  const [parcel] = await app.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.orderId));
  return { orderId: order.orderId, parcelId: parcel.id };
}
const assign = (parcelId: string) => api(apiUrl, staff, 'POST', '/api/staff/deliveries/assign', { parcelId, riderId: musa.user.id });
const rider = (id: string, step: string, body: object = {}) => api(apiUrl, musa, 'POST', `/api/rider/deliveries/${id}/${step}`, body);

/** Packed in a cold box (the staff's tick), then given to Musa, then failed twice: coming back. */
async function returning(shopper: TestUser, minutesOut: number) {
  const { orderId, parcelId } = await parcelOf(shopper);
  const refused = await assign(parcelId);
  assert.equal(refused.status, 409, 'not to a rider before the cold box is ticked');
  assert.equal(refused.json.code, 'cold-box-required');
  const ticked = await api(apiUrl, staff, 'POST', `/api/Order/${orderId}/cold-chain/packed`, { coldBox: true });
  assert.equal(ticked.status, 200, JSON.stringify(ticked.json));
  assert.ok((await orderRow(orderId)).leftFridgeAt, 'the tick records when it left the fridge');
  // As if the tick had been given `minutesOut` minutes before the parcel is checked back in.
  const leftFridgeAt = new Date(Date.now() - minutesOut * 60_000);
  await app.db
    .update(orders)
    .set({ leftFridgeAt, createdAt: new Date(leftFridgeAt.getTime() - 60_000) })
    .where(eq(orders.id, orderId));
  const assigned = await assign(parcelId);
  assert.equal(assigned.status, 200, JSON.stringify(assigned.json));
  const handedOver = (await orderRow(orderId)).coldChainHandedOverAt;
  assert.ok(handedOver, 'the hand-over to the rider is recorded');
  const id = assigned.json.id as string;
  assert.equal((await rider(id, 'fail', { reason: 'no-one-home' })).status, 200);
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
  const rebooked = await api(apiUrl, shopper, 'POST', `/api/Order/${orderId}/deliveries/${id}/rebook`, { day: tomorrow, slot: 'morning' });
  assert.equal(rebooked.status, 200, JSON.stringify(rebooked.json));
  const back = await rider(id, 'fail', { reason: 'address-not-found' });
  assert.equal(back.json.state, 'returning', JSON.stringify(back.json));
  return { orderId, deliveryId: assigned.json.id as string, handedOver };
}

test('a cold-chain parcel back within its time out of the fridge: every unit goes back on the shelf', async () => {
  const before = { insulin: await units(insulin.id), plasters: await units(plasters.id) };
  const { orderId, deliveryId } = await returning(await createUser(app), 30);
  assert.equal(await units(insulin.id), before.insulin - 2);
  const checkedIn = await api(apiUrl, staff, 'POST', `/api/staff/deliveries/${deliveryId}/check-in`);
  assert.equal(checkedIn.status, 200, JSON.stringify(checkedIn.json));
  assert.deepEqual([await units(insulin.id), await units(plasters.id)], [before.insulin, before.plasters]);
  const writtenOff = await app.db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId));
  assert.ok(!writtenOff.some((m) => m.reason === 'written-off'));
});

test('a cold-chain parcel back after longer than its limit: its fridge units are written off, the rest restocked, once', async () => {
  const before = { insulin: await units(insulin.id), plasters: await units(plasters.id) };
  const { orderId, deliveryId } = await returning(await createUser(app), 5 * 60);
  const checkedIn = await api(apiUrl, staff, 'POST', `/api/staff/deliveries/${deliveryId}/check-in`);
  assert.equal(checkedIn.status, 200, JSON.stringify(checkedIn.json));
  assert.equal(await units(insulin.id), before.insulin - 2, 'the insulin is not back on the shelf');
  assert.equal(await units(plasters.id), before.plasters, 'the plasters are');
  const moves = await app.db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId));
  const writtenOff = moves.filter((m) => m.reason === 'written-off');
  assert.equal(writtenOff.length, 1);
  assert.equal(writtenOff[0].medicineId, insulin.id);
  assert.match(writtenOff[0].note ?? '', /2 returned unit/);
  // Checked in again: nothing moves.
  assert.equal((await api(apiUrl, staff, 'POST', `/api/staff/deliveries/${deliveryId}/check-in`)).status, 409);
  assert.equal(await units(plasters.id), before.plasters);
  assert.equal((await app.db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId))).length, moves.length);
});
