import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  CENTRAL_WAREHOUSE_ID,
  orders,
  pharmacies,
  prescriptions,
  refunds,
  stockAllocations,
  stockBatches,
} from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser } from '../helpers/users';

// Stock at locations: an order is fulfilled by the pharmacy covering the address's state that has
// every line (else the warehouse), its units taken from that location's batches; click-and-collect
// with a one-time PIN. On PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, apiUrl } = await startCommerce();
const [amoxil, zinc] = await createMedicines(app, [
  { name: 'Amoxil 500mg', price: 2000, stock: 50 },
  { name: 'Zinc 20mg', price: 500, stock: 50 },
]);

const { pharmacy, buy } = locationFixtures(app, apiUrl);

const lekki = await pharmacy(
  'Test Lekki',
  'Lagos',
  [6.4474, 3.4723],
  [
    [amoxil.id, 10],
    [zinc.id, 10],
  ],
);
const ikeja = await pharmacy(
  'Test Ikeja',
  'Lagos',
  [6.6018, 3.3515],
  [
    [amoxil.id, 10],
    [zinc.id, 10],
  ],
);
const kano = await pharmacy('Test Kano', 'Kano', [12.0, 8.53], [[amoxil.id, 3]]);

async function takenFrom(orderId: string) {
  const rows = await app.db
    .select({ locationId: stockBatches.locationId, quantity: stockAllocations.quantity })
    .from(stockAllocations)
    .innerJoin(stockBatches, eq(stockBatches.id, stockAllocations.batchId))
    .where(eq(stockAllocations.orderId, orderId));
  return [...new Set(rows.map((r) => r.locationId))];
}

const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' };
const ISLAND_ADDRESS = { zone: 'lagos-island', city: 'Lekki', street: '2 Admiralty Way', phone: '0803 123 4567' };

test('a Kano address is never routed to a Lagos pharmacy: Kano has the lines, so Kano; else the warehouse', async () => {
  const ada = await createUser(app);
  const local = await buy(ada, [[amoxil.id, 2]], { deliveryAddress: KANO_ADDRESS });
  assert.equal(local.fulfilment.location?.name, 'Test Kano');
  assert.deepEqual(await takenFrom(local.orderId), [kano.id]);
  const [row] = await app.db.select().from(orders).where(eq(orders.id, local.orderId));
  assert.equal(row.fulfilmentLocationId, kano.id);

  // Kano holds no zinc (and 1 Amoxil now): the warehouse ships the whole order, not Lagos.
  const shipped = await buy(
    ada,
    [
      [amoxil.id, 1],
      [zinc.id, 1],
    ],
    { deliveryAddress: KANO_ADDRESS },
  );
  assert.deepEqual(await takenFrom(shipped.orderId), [CENTRAL_WAREHOUSE_ID]);
  assert.equal(shipped.fulfilment.kind, 'delivery');
});

test('a Lagos island address goes to the nearest pharmacy with every line (Lekki), units from its batches', async () => {
  const ada = await createUser(app);
  const order = await buy(
    ada,
    [
      [amoxil.id, 2],
      [zinc.id, 1],
    ],
    { deliveryAddress: ISLAND_ADDRESS },
  );
  assert.deepEqual(await takenFrom(order.orderId), [lekki.id]);
  const [batch] = await app.db
    .select()
    .from(stockBatches)
    .where(and(eq(stockBatches.locationId, lekki.id), eq(stockBatches.medicineId, amoxil.id)));
  assert.equal(batch.quantity, 8);
  void ikeja;
});

test('the shop shows stock for the shopper’s state', async () => {
  const inKano = await api(apiUrl, null, 'GET', `/api/medicines/${amoxil.id}/availability?state=Kano`);
  assert.equal(inKano.status, 200);
  assert.equal(inKano.json.message, 'In stock in Kano');
  const zincInKano = await api(apiUrl, null, 'GET', `/api/medicines/${zinc.id}/availability?state=Kano`);
  assert.equal(zincInKano.json.status, 'ships');
  assert.match(zincInKano.json.message, /^Ships from Lagos in \d+(–\d+)? days$/);
  // The parts, for a page that says it in the shopper's language.
  assert.equal(zincInKano.json.shipsFrom, 'Lagos');
  assert.match(zincInKano.json.days, /^\d+(–\d+)?$/);
  const nowhere = await api(apiUrl, null, 'GET', `/api/medicines/${zinc.id}/availability?state=Atlantis`);
  assert.equal(nowhere.status, 404);
});

test('click-and-collect: no delivery fee, a PIN for the customer only, ready, a wrong PIN 400, the right one works once', async () => {
  const ada = await createUser(app);
  const points = await api(apiUrl, ada, 'GET', '/api/pickup-points?state=Lagos');
  assert.equal(points.status, 200);
  assert.deepEqual(
    points.json.map((p: { name: string }) => p.name),
    ['Test Ikeja', 'Test Lekki'],
  );
  const order = await buy(ada, [[zinc.id, 2]], { pickup: { pharmacyId: lekki.id, phone: '0803 123 4567' } });
  assert.equal(order.deliveryFee, 0);
  assert.deepEqual([order.fulfilment.kind, order.fulfilment.location?.name], ['pickup', 'Test Lekki']);
  assert.deepEqual(await takenFrom(order.orderId), [lekki.id]);

  const pin = await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}/pickup-pin`);
  assert.equal(pin.status, 200);
  assert.match(pin.json.pin, /^\d{6}$/);
  const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
  assert.ok(row.pickupPinHash && !row.pickupPinHash.includes(pin.json.pin), 'only a hash is stored');
  const bola = await createUser(app);
  assert.equal((await api(apiUrl, bola, 'GET', `/api/Order/${order.orderId}/pickup-pin`)).status, 404);

  const admin = await createAdmin(app);
  const early = await api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/handover`, { pin: pin.json.pin });
  assert.equal(early.status, 409, 'not ready yet');
  assert.equal((await api(apiUrl, ada, 'POST', `/api/Order/${order.orderId}/pickup/ready`)).status, 403);
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/ready`)).status, 204);
  const wrong = pin.json.pin === '000000' ? '000001' : '000000';
  const bad = await api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/handover`, { pin: wrong });
  assert.equal(bad.status, 400);
  const twice = await Promise.all(
    [1, 2].map(() => api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/handover`, { pin: pin.json.pin })),
  );
  assert.deepEqual(twice.map((r) => r.status).sort(), [204, 409], 'the PIN works once');
  const after = await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}`);
  assert.equal(after.json.status, 'Delivered');
  assert.ok(after.json.fulfilment.pickedUpAt);
});

test('a pickup at a pharmacy that is not a pickup point is refused; delivered orders have no PIN', async () => {
  const ada = await createUser(app);
  const [notPoint] = await app.db
    .insert(pharmacies)
    .values({ name: 'Back office', location: 'Yaba', contact: '0803', deliveryRange: '', state: 'Lagos', deliveryStates: ['Lagos'] })
    .returning();
  await api(apiUrl, ada, 'POST', '/api/carts/add', { medicineId: zinc.id, quantity: 1, userId: ada.user.id });
  const init = await api(apiUrl, ada, 'POST', '/api/payment/initiate', {
    amount: 500,
    email: ada.user.email,
    paymentType: 'medicine',
    userId: ada.user.id,
    pickup: { pharmacyId: notPoint.id, phone: '0803 123 4567' },
  });
  assert.equal(init.status, 400);
  assert.equal(init.json.errors?.[0]?.field ?? init.json.field, 'pickup.pharmacyId', JSON.stringify(init.json));
  const delivered = await buy(ada, [[zinc.id, 1]], { deliveryAddress: ISLAND_ADDRESS });
  assert.equal((await api(apiUrl, ada, 'GET', `/api/Order/${delivered.orderId}/pickup-pin`)).status, 409);
});

test('a prescription-only pickup is handed over only with the PIN and the patient’s name (case and spaces do not count)', async () => {
  const ada = await createUser(app);
  const order = await buy(ada, [[zinc.id, 1]], { pickup: { pharmacyId: lekki.id, phone: '0803 123 4567' } });
  // Stands for a prescription-only order (its prescription attached, as the pharmacist's review leaves it).
  const [rx] = await app.db
    .insert(prescriptions)
    .values({
      userId: ada.user.id,
      fileName: 'rx.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: `rx/${order.orderId}`,
      sha256: 'f'.repeat(64),
      prescriberName: 'Dr Bello',
      writtenOn: '2026-11-01',
    })
    .returning();
  await app.db.update(orders).set({ prescriptionId: rx.id }).where(eq(orders.id, order.orderId));
  const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
  const admin = await createAdmin(app);
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/ready`)).status, 204);
  const { pin } = (await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}/pickup-pin`)).json;
  const handover = (body: object) => api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/handover`, body);
  const noName = await handover({ pin });
  assert.deepEqual([noName.status, noName.json.errors?.[0]?.field], [400, 'patientName']);
  assert.equal((await handover({ pin, patientName: 'Someone Else' })).status, 400);
  const name = row.deliveryAddress!.recipient;
  const ok = await handover({ pin, patientName: `  ${name.toUpperCase().replace(/ /g, '   ')} ` });
  assert.equal(ok.status, 204, JSON.stringify(ok.json));
});

test('a pickup uncollected after 5 days is cancelled, refunded and restocked by the timed job, once', async () => {
  const ada = await createUser(app);
  const before = await unitsAt(lekki.id, zinc.id);
  const order = await buy(ada, [[zinc.id, 2]], { pickup: { pharmacyId: lekki.id, phone: '0803 123 4567' } });
  assert.equal(await unitsAt(lekki.id, zinc.id), before - 2);
  const day = 24 * 60 * 60 * 1000;
  assert.equal((await app.expireUncollectedPickups(new Date(Date.now() + 4 * day))).cancelled, 0, 'not yet');
  const runs = await Promise.all([1, 2].map(() => app.expireUncollectedPickups(new Date(Date.now() + 6 * day))));
  const again = await app.expireUncollectedPickups(new Date(Date.now() + 7 * day));
  assert.equal(runs[0].cancelled + again.cancelled, 1, 'once');
  const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
  assert.equal(row.status, 'Canceled');
  assert.equal(await unitsAt(lekki.id, zinc.id), before, 'restocked at the pharmacy');
  const given = await app.db.select().from(refunds).where(eq(refunds.paymentReference, row.paymentReference));
  assert.equal(given.length, 1, 'one refund');
  assert.equal(given[0].amountKobo, row.totalKobo);
});

async function unitsAt(locationId: string, medicineId: string) {
  const rows = await app.db
    .select({ q: stockBatches.quantity })
    .from(stockBatches)
    .where(and(eq(stockBatches.locationId, locationId), eq(stockBatches.medicineId, medicineId)));
  return rows.reduce((s, r) => s + r.q, 0);
}
