import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { CENTRAL_WAREHOUSE_ID, pharmacies, stockAllocations, stockBatches } from '../../src/platform/db/schema/index';
import { api, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { pharmacyWithStock } from '../helpers/locations';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// Parcels: when no pharmacy covering the address has every line, the shopper chooses before paying
// between one later parcel and a split, each parcel with its own fee and window, priced by the
// server; an admin re-routes an unsent order or parcel and the stock follows. On PGlite, and on
// PostgreSQL (real parallel transactions) when DATABASE_URL is set.

// Delivery is never free here: each parcel pays Kano's fee (₦3,000).
const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 10_000_000 });
const admin = await createAdmin(app);
type Json = Record<string, any>;
const [coartem, ors, zinc] = await createMedicines(app, [
  { name: 'Coartem 80/480', price: 2500, stock: 40 },
  { name: 'ORS sachet', price: 300, stock: 40 },
  { name: 'Zinc 20mg tabs', price: 500, stock: 40 },
]);
// Kano's pharmacy holds Coartem only; the warehouse (40 of each, from createMedicines) everything.
const kano = await pharmacyWithStock(app, 'Parcels Kano', 'Kano', [12.0, 8.53], [[coartem.id, 6]]);
const sabon = await pharmacyWithStock(app, 'Parcels Sabon Gari', 'Kano', [12.02, 8.54], [[coartem.id, 1]]);
const lagosOnly = await pharmacyWithStock(
  app,
  'Parcels Ikeja',
  'Lagos',
  [6.6, 3.35],
  [
    [coartem.id, 9],
    [ors.id, 9],
  ],
);
const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' };

async function fill(user: TestUser, lines: [string, number][]) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clear/${user.user.id}`);
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
}
const initiate = (user: TestUser, amount: number, parcels?: string) =>
  api(apiUrl, user, 'POST', '/api/payment/initiate', {
    amount,
    email: user.user.email,
    paymentType: 'medicine',
    userId: user.user.id,
    deliveryAddress: KANO_ADDRESS,
    ...(parcels ? { parcels } : {}),
  });
async function payAndPlace(user: TestUser, init: { json: Json }) {
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  const placed = await api(apiUrl, user, 'POST', '/api/Order/place', { userId: user.user.id, reference: init.json.data.reference });
  assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
  return placed.json as Json;
}
/** Units the order holds, per location. */
async function heldAt(orderId: string) {
  const rows = await app.db
    .select({ locationId: stockBatches.locationId, medicineId: stockAllocations.medicineId, quantity: stockAllocations.quantity })
    .from(stockAllocations)
    .innerJoin(stockBatches, eq(stockBatches.id, stockAllocations.batchId))
    .where(eq(stockAllocations.orderId, orderId));
  return rows
    .filter((r) => r.quantity > 0)
    .map((r) => `${r.locationId === CENTRAL_WAREHOUSE_ID ? 'warehouse' : r.locationId}:${r.medicineId}:${r.quantity}`)
    .sort();
}
/** Every unit of the medicine: on batch shelves plus held by orders (never changes by routing). */
async function unitsEverywhere(medicineId: string) {
  const [shelf] = await app.db
    .select({ n: sql<number>`coalesce(sum(${stockBatches.quantity}), 0)::int` })
    .from(stockBatches)
    .where(eq(stockBatches.medicineId, medicineId));
  const [held] = await app.db
    .select({ n: sql<number>`coalesce(sum(${stockAllocations.quantity}), 0)::int` })
    .from(stockAllocations)
    .where(eq(stockAllocations.medicineId, medicineId));
  return Number(shelf.n) + Number(held.n);
}

test('Kano has only the Coartem: the quote offers one later parcel or a split, each priced; the server enforces the choice', async () => {
  const ada = await createUser(app);
  await fill(ada, [
    [coartem.id, 2],
    [ors.id, 3],
  ]);
  const quote = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' });
  assert.equal(quote.status, 200, JSON.stringify(quote.json));
  const { one, split } = quote.json.deliveryChoice;
  assert.deepEqual(
    one.parcels.map((p: Json) => [p.from, p.fee, p.lines.length]),
    [[one.parcels[0].from, 3000, 2]],
  );
  assert.equal(one.parcels[0].kind, 'warehouse');
  assert.deepEqual(
    split.parcels.map((p: Json) => [p.from, p.fee, p.lines.map((l: Json) => l.medicineName)]),
    [
      ['Parcels Kano', 3000, ['Coartem 80/480']],
      [one.parcels[0].from, 3000, ['ORS sachet']],
    ],
    'the nearest Kano pharmacy with the Coartem, the rest from the warehouse; never the Lagos pharmacy',
  );
  assert.match(split.parcels[0].window, /^0–1 working days/);
  assert.match(split.parcels[1].window, /^3–5 working days/);
  // The same windows in parts, for a page that words them in the shopper's language.
  for (const parcel of [...split.parcels, ...one.parcels]) {
    assert.equal(parcel.windowParts.text, parcel.window);
    assert.match(parcel.windowParts.earliest, /^\d{4}-\d{2}-\d{2}$/);
  }
  assert.deepEqual([split.parcels[1].windowParts.minDays, split.parcels[1].windowParts.maxDays], [3, 5]);
  assert.equal(split.windowParts.text, split.window);
  const items = 2 * 2500 + 3 * 300;
  assert.deepEqual([one.total, split.total], [items + 3000, items + 6000]);

  // The browser cannot pay the one-parcel price for a split, nor invent a choice.
  assert.equal((await initiate(ada, one.total, 'split')).status, 409);
  assert.equal((await initiate(ada, split.total, 'both')).status, 400);
  const order = await payAndPlace(ada, await initiate(ada, split.total, 'split'));
  assert.equal(order.deliveryFee, 6000);
  assert.deepEqual(await heldAt(order.orderId), [`${kano.id}:${coartem.id}:2`, `warehouse:${ors.id}:3`].sort());
  const parcels = await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}/parcels`);
  assert.equal(parcels.status, 200);
  assert.deepEqual(
    parcels.json.map((p: Json) => [p.locationId, p.fee, p.minDays, p.maxDays, p.status]),
    [
      [kano.id, 3000, 0, 1, 'pending'],
      [CENTRAL_WAREHOUSE_ID, 3000, 3, 5, 'pending'],
    ],
  );
  const bola = await createUser(app);
  assert.equal((await api(apiUrl, bola, 'GET', `/api/Order/${order.orderId}/parcels`)).status, 403, "another shopper's order");
});

test('the one later parcel: everything from the warehouse at one fee; without a choice the order is one parcel too', async () => {
  const ada = await createUser(app);
  await fill(ada, [
    [coartem.id, 1],
    [zinc.id, 1],
  ]);
  const quote = (await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' })).json;
  const order = await payAndPlace(ada, await initiate(ada, quote.deliveryChoice.one.total, 'one'));
  assert.equal(order.deliveryFee, 3000);
  assert.deepEqual(await heldAt(order.orderId), [`warehouse:${coartem.id}:1`, `warehouse:${zinc.id}:1`].sort());
  const parcels = (await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}/parcels`)).json;
  assert.deepEqual(
    parcels.map((p: Json) => [p.locationId, p.lines.length, p.fee]),
    [[CENTRAL_WAREHOUSE_ID, 2, 3000]],
  );
  // Everything in Kano: no choice to make, and a split asked for anyway is 409.
  await fill(ada, [[coartem.id, 1]]);
  const local = (await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' })).json;
  assert.equal(local.deliveryChoice, null);
  const refused = await initiate(ada, local.total, 'split');
  assert.deepEqual([refused.status, refused.json.code], [409, 'parcels-changed']);
});

test('an admin re-routes an unsent order: the units leave Kano and are taken at the warehouse, audited; refusals change nothing', async () => {
  const ada = await createUser(app);
  await fill(ada, [[coartem.id, 2]]);
  const quote = (await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' })).json;
  const order = await payAndPlace(ada, await initiate(ada, quote.total));
  assert.deepEqual(await heldAt(order.orderId), [`${kano.id}:${coartem.id}:2`]);
  const before = await unitsEverywhere(coartem.id);
  const reroute = (body: Json, user: TestUser = admin) => api(apiUrl, user, 'POST', `/api/admin/orders/${order.orderId}/reroute`, body);

  assert.equal((await reroute({ locationId: CENTRAL_WAREHOUSE_ID }, ada)).status, 403);
  const options = await api(apiUrl, admin, 'GET', `/api/admin/orders/${order.orderId}/reroute`);
  assert.equal(options.status, 200, JSON.stringify(options.json));
  assert.equal(options.json.reroutable, true);
  const places = new Map(options.json.parcels[0].locations.map((l: Json) => [l.locationId, l.hasStock]));
  assert.deepEqual(
    [places.get(CENTRAL_WAREHOUSE_ID), places.get(sabon.id), places.has(lagosOnly.id), places.has(kano.id)],
    [true, false, false, false],
    'Kano-delivering places other than its own, with whether each has the units',
  );
  const notCovered = await reroute({ locationId: lagosOnly.id });
  assert.deepEqual([notCovered.status, notCovered.json.code], [409, 'not-covered'], 'a Kano order never goes to a Lagos-only pharmacy');
  const short = await reroute({ locationId: sabon.id });
  assert.deepEqual([short.status, short.json.code], [409, 'not-in-stock'], 'Sabon Gari has 1, not 2');
  assert.deepEqual(await heldAt(order.orderId), [`${kano.id}:${coartem.id}:2`], 'nothing moved');

  const moved = await reroute({ locationId: CENTRAL_WAREHOUSE_ID });
  assert.equal(moved.status, 200, JSON.stringify(moved.json));
  assert.deepEqual(
    moved.json.map((p: Json) => [p.locationId, p.status]),
    [[CENTRAL_WAREHOUSE_ID, 'pending']],
  );
  assert.deepEqual(await heldAt(order.orderId), [`warehouse:${coartem.id}:2`]);
  assert.equal(await unitsEverywhere(coartem.id), before, 'no unit lost or doubled');
  const [kanoBatch] = await app.db.select().from(stockBatches).where(eq(stockBatches.locationId, kano.id));
  assert.equal(kanoBatch.quantity, 6 - 2 - 0, 'Kano has its 2 back (2 went to the first test’s split)');
  const [warehouse] = await app.db.select().from(pharmacies).where(eq(pharmacies.id, CENTRAL_WAREHOUSE_ID));
  const seen = (await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}`)).json;
  assert.equal(seen.fulfilment.location?.name, warehouse.name, 'the order is packed at the warehouse now');
  const audit = (await api(apiUrl, admin, 'GET', `/api/admin/audit?entityType=order&entityId=${order.orderId}`)).json;
  const entry = audit.find((e: Json) => e.action === 're-routed');
  assert.deepEqual(
    entry.changes.map((c: Json) => [c.field, c.from]),
    [['location', 'Parcels Kano']],
  );

  for (const status of ['Processing', 'Shipped']) {
    assert.equal((await api(apiUrl, admin, 'PUT', `/api/Order/${order.orderId}`, { status })).status, 200);
  }
  const shipped = await reroute({ locationId: kano.id });
  assert.deepEqual([shipped.status, shipped.json.code], [409, 'not-reroutable']);
});

/** Units of the medicine at a location: on its shelves plus held by orders from its batches. */
async function unitsAt(locationId: string, medicineId: string) {
  const batches = await app.db.select().from(stockBatches).where(eq(stockBatches.locationId, locationId));
  const ours = batches.filter((b) => b.medicineId === medicineId);
  let held = 0;
  for (const b of ours) {
    const rows = await app.db.select().from(stockAllocations).where(eq(stockAllocations.batchId, b.id));
    held += rows.reduce((n, r) => n + r.quantity, 0);
  }
  return { shelf: ours.reduce((n, b) => n + b.quantity, 0), held };
}

test('parcels of a split re-routed while a sale races for the same units: each location keeps its count, none lost or doubled', async () => {
  const nassarawa = await pharmacyWithStock(app, 'Parcels Nassarawa', 'Kano', [11.98, 8.55], [[zinc.id, 3]]);
  const before = await unitsEverywhere(zinc.id);
  const buyers = [await createUser(app), await createUser(app)];
  const orders: Json[] = [];
  for (const buyer of buyers) {
    await fill(buyer, [
      [coartem.id, 1],
      [zinc.id, 2],
    ]);
    const quote = (await api(apiUrl, buyer, 'POST', '/api/checkout/quote', { zone: 'kano' })).json;
    assert.ok(quote.deliveryChoice, 'no Kano pharmacy holds both');
    orders.push(await payAndPlace(buyer, await initiate(buyer, quote.deliveryChoice.split.total, 'split')));
  }
  const zincParcel = async (orderId: string) =>
    (await api(apiUrl, admin, 'GET', `/api/Order/${orderId}/parcels`)).json.find((p: Json) => p.lines[0].medicineId === zinc.id);
  // The first order's zinc from Nassarawa (1 left there), the second's from the warehouse.
  const [firstZinc, secondZinc] = [await zincParcel(orders[0].orderId), await zincParcel(orders[1].orderId)];
  assert.deepEqual([firstZinc.locationId, secondZinc.locationId], [nassarawa.id, CENTRAL_WAREHOUSE_ID]);

  const rival = await createUser(app);
  await fill(rival, [[zinc.id, 1]]);
  const rivalQuote = (await api(apiUrl, rival, 'POST', '/api/checkout/quote', { zone: 'kano' })).json;
  const rivalInit = await initiate(rival, rivalQuote.total);
  // At once: the first order's zinc leaves Nassarawa, the second's goes there, a shopper buys 1 zinc in Kano.
  const [away, there] = await Promise.all([
    api(apiUrl, admin, 'POST', `/api/admin/orders/${orders[0].orderId}/reroute`, {
      locationId: CENTRAL_WAREHOUSE_ID,
      parcelId: firstZinc.id,
    }),
    api(apiUrl, admin, 'POST', `/api/admin/orders/${orders[1].orderId}/reroute`, { locationId: nassarawa.id, parcelId: secondZinc.id }),
    payAndPlace(rival, rivalInit),
  ]);
  assert.equal(away.status, 200, JSON.stringify(away.json));
  // Nassarawa has 2 for the second order only if the first's came back before the sale took one.
  assert.ok([200, 409].includes(there.status), JSON.stringify(there.json));
  if (there.status === 409) assert.equal(there.json.code, 'not-in-stock');
  assert.equal(await unitsEverywhere(zinc.id), before, 'every unit is on a shelf or held by one order, once');
  const at = await unitsAt(nassarawa.id, zinc.id);
  assert.equal(at.shelf + at.held, 3, 'Nassarawa still accounts for its 3 units');
  assert.ok(at.shelf >= 0);
  const zincHeld = async (orderId: string) => (await heldAt(orderId)).filter((h) => h.includes(zinc.id));
  assert.deepEqual(await zincHeld(orders[0].orderId), [`warehouse:${zinc.id}:2`]);
  const second = await zincHeld(orders[1].orderId);
  assert.deepEqual(second, [`${there.status === 200 ? nassarawa.id : 'warehouse'}:${zinc.id}:2`]);
});
