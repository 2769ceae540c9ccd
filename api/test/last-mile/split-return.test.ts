import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderParcels, orders, refunds, stockAllocations, stockBatches } from '../../src/platform/db/schema/index';
import { api, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { pharmacyWithStock } from '../helpers/locations';
import { createAdmin, createUser } from '../helpers/users';

// A returned parcel of an order sent in two parcels: only that parcel's units go back (at its
// pharmacy, never the other parcel's), only its share is refunded (its lines and its own fee), the
// order itself stays open for the other parcel; once. On PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, apiUrl } = await startCommerce();
const [coartem, zinc] = await createMedicines(app, [
  { name: 'Coartem 80/480', price: 2500, stock: 40 },
  { name: 'Zinc 20mg tabs', price: 500, stock: 40 },
]);
// Kano's pharmacy holds Coartem only; the warehouse (from createMedicines) both: the shopper chooses a split.
const kano = await pharmacyWithStock(app, 'Split Kano', 'Kano', [12.0, 8.53], [[coartem.id, 6]]);
const admin = await createAdmin(app);
const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' };

test('a returned parcel of a split order: its units back at its pharmacy, its share refunded, the order still open; once', async () => {
  const ada = await createUser(app);
  for (const [medicineId, quantity] of [
    [coartem.id, 2],
    [zinc.id, 1],
  ] as const)
    assert.equal((await api(apiUrl, ada, 'POST', '/api/carts/add', { medicineId, quantity, userId: ada.user.id })).status, 200);
  const quote = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' });
  const split = quote.json.deliveryChoice.split;
  assert.ok(split, JSON.stringify(quote.json));
  const init = await api(apiUrl, ada, 'POST', '/api/payment/initiate', {
    amount: split.total,
    email: ada.user.email,
    paymentType: 'medicine',
    userId: ada.user.id,
    deliveryAddress: KANO_ADDRESS,
    parcels: 'split',
  });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  const placed = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference: init.json.data.reference });
  const orderId = placed.json.orderId as string;
  const parcels = await app.db.select().from(orderParcels).where(eq(orderParcels.orderId, orderId));
  assert.equal(parcels.length, 2);
  const atKano = parcels.find((p) => p.locationId === kano.id)!;
  assert.deepEqual(
    atKano.lines.map((l) => [l.medicineId, l.quantity]),
    [[coartem.id, 2]],
  );

  const staff = await createUser(app);
  assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${staff.user.id}/pharmacy`, { pharmacyId: kano.id })).status, 200);
  const musa = await createUser(app, { firstName: 'Musa' });
  assert.equal((await api(apiUrl, staff, 'POST', '/api/staff/riders', { email: musa.user.email, phone: '0803 111 2222' })).status, 200);
  const given = await api(apiUrl, staff, 'POST', '/api/staff/deliveries/assign', { parcelId: atKano.id, riderId: musa.user.id });
  assert.equal(given.status, 200, JSON.stringify(given.json));
  const id = given.json.id as string;
  const kanoShelf = async () =>
    (await app.db.select().from(stockBatches).where(eq(stockBatches.locationId, kano.id))).reduce((n, b) => n + b.quantity, 0);
  const shelfBefore = await kanoShelf();
  assert.equal((await api(apiUrl, musa, 'POST', `/api/rider/deliveries/${id}/fail`, { reason: 'no-one-home' })).status, 200);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  assert.equal(
    (await api(apiUrl, ada, 'POST', `/api/Order/${orderId}/deliveries/${id}/rebook`, { day: tomorrow, slot: 'morning' })).status,
    200,
  );
  assert.equal((await api(apiUrl, musa, 'POST', `/api/rider/deliveries/${id}/fail`, { reason: 'no-one-home' })).status, 200);
  const answers = await Promise.all([1, 2].map(() => api(apiUrl, staff, 'POST', `/api/staff/deliveries/${id}/check-in`)));
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
  const done = answers.find((a) => a.status === 200)!;
  assert.equal(done.json.refunded, 2 * 2500 + atKano.feeKobo / 100, "the parcel's lines and its own fee");
  assert.equal(await kanoShelf(), shelfBefore + 2, 'the two Coartem are back at Kano');
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  assert.equal(order.status, 'Shipped', 'the order stays open for its other parcel');
  const held = await app.db
    .select({ medicineId: stockAllocations.medicineId, quantity: stockAllocations.quantity, locationId: stockBatches.locationId })
    .from(stockAllocations)
    .innerJoin(stockBatches, eq(stockBatches.id, stockAllocations.batchId))
    .where(eq(stockAllocations.orderId, orderId));
  assert.deepEqual(
    held.filter((h) => h.quantity > 0).map((h) => h.medicineId),
    [zinc.id],
    "the other parcel's units stay held for it",
  );
  const givenBack = await app.db.select().from(refunds).where(eq(refunds.paymentReference, order.paymentReference));
  assert.equal(givenBack.length, 1, 'refunded once');
  assert.equal(givenBack[0].amountKobo, done.json.refunded * 100);
});
