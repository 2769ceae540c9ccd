import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { stockAllocations, stockBatches, stockLevels, stockTransferLines, stockTransfers } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser } from '../helpers/users';

// Transfers between locations: sent (units leave the source's batches), received once (they join
// the destination's batch of the same lot and expiry); never a unit lost or doubled, under
// concurrent sales too. On PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, apiUrl } = await startCommerce();
const [amoxil, zinc] = await createMedicines(app, [
  { name: 'Amoxil 500mg', price: 2000, stock: 50 },
  { name: 'Zinc 20mg', price: 500, stock: 50 },
]);
const { pharmacy, paid } = locationFixtures(app, apiUrl);
const lekki = await pharmacy('Move Lekki', 'Lagos', [6.4474, 3.4723], [[amoxil.id, 10]]);
const ikeja = await pharmacy('Move Ikeja', 'Lagos', [6.6018, 3.3515], [[zinc.id, 5]]);
const admin = await createAdmin(app);

const batchAt = async (locationId: string, medicineId: string) =>
  (
    await app.db
      .select()
      .from(stockBatches)
      .where(and(eq(stockBatches.locationId, locationId), eq(stockBatches.medicineId, medicineId)))
  )[0];
const level = async (medicineId: string) =>
  (await app.db.select().from(stockLevels).where(eq(stockLevels.medicineId, medicineId)))[0].quantity;
const send = (body: object, who = admin) => api(apiUrl, who, 'POST', '/api/admin/stock-transfers', body);

/** Every unit of the medicine: on a shelf (any batch, any status) or in transit. */
async function unitsEverywhere(medicineId: string) {
  const batches = await app.db.select().from(stockBatches).where(eq(stockBatches.medicineId, medicineId));
  const transit = await app.db
    .select({ quantity: stockTransferLines.quantity })
    .from(stockTransferLines)
    .innerJoin(stockTransfers, eq(stockTransfers.id, stockTransferLines.transferId))
    .where(and(eq(stockTransferLines.medicineId, medicineId), eq(stockTransfers.status, 'sent')));
  const sellable = batches.filter((b) => b.status === 'sellable').reduce((n, b) => n + b.quantity, 0);
  return {
    shelved: batches.reduce((n, b) => n + b.quantity, 0),
    transit: transit.reduce((n, l) => n + l.quantity, 0),
    sellable,
    negative: batches.filter((b) => b.quantity < 0).length,
  };
}

test('sent then received: units leave Lekki’s lot at once and join the same lot at Ikeja, once', async () => {
  const lot = await batchAt(lekki.id, amoxil.id);
  const before = await level(amoxil.id);
  const shopper = await createUser(app);
  const line = { batchId: lot.id, quantity: 4 };
  assert.equal((await send({ fromLocationId: lekki.id, toLocationId: ikeja.id, lines: [line] }, shopper)).status, 403);
  const sent = await send({ fromLocationId: lekki.id, toLocationId: ikeja.id, note: 'Weekend cover', lines: [line] });
  assert.equal(sent.status, 201, JSON.stringify(sent.json));
  assert.deepEqual([sent.json.status, sent.json.fromName, sent.json.toName], ['sent', 'Move Lekki', 'Move Ikeja']);
  assert.equal((await batchAt(lekki.id, amoxil.id)).quantity, 6);
  assert.equal(await level(amoxil.id), before - 4, 'in transit is sold nowhere');
  assert.equal(await batchAt(ikeja.id, amoxil.id), undefined);
  const inTransit = await api(apiUrl, admin, 'GET', '/api/admin/stock-transfers?status=sent');
  assert.deepEqual(
    inTransit.json.map((t: { id: string }) => t.id),
    [sent.json.id],
  );

  const twice = await Promise.all([1, 2].map(() => api(apiUrl, admin, 'POST', `/api/admin/stock-transfers/${sent.json.id}/receive`)));
  assert.deepEqual(twice.map((r) => r.status).sort(), [200, 409], 'received once');
  const arrived = await batchAt(ikeja.id, amoxil.id);
  assert.deepEqual([arrived.lotNumber, arrived.expiryDate, arrived.quantity], [lot.lotNumber, lot.expiryDate, 4]);
  assert.equal(await level(amoxil.id), before);
  assert.equal((await api(apiUrl, admin, 'POST', `/api/admin/stock-transfers/${crypto.randomUUID()}/receive`)).status, 404);
});

test('refused: more units than the lot holds (409), a batch held elsewhere or the same place (400)', async () => {
  const lot = await batchAt(lekki.id, amoxil.id);
  const over = await send({ fromLocationId: lekki.id, toLocationId: ikeja.id, lines: [{ batchId: lot.id, quantity: lot.quantity + 1 }] });
  assert.equal(over.status, 409);
  const elsewhere = await send({ fromLocationId: ikeja.id, toLocationId: lekki.id, lines: [{ batchId: lot.id, quantity: 1 }] });
  assert.equal(elsewhere.status, 400);
  assert.equal((await send({ fromLocationId: lekki.id, toLocationId: lekki.id, lines: [{ batchId: lot.id, quantity: 1 }] })).status, 400);
  assert.equal((await send({ fromLocationId: lekki.id, toLocationId: ikeja.id, lines: [] })).status, 400);
  assert.equal((await batchAt(lekki.id, amoxil.id)).quantity, lot.quantity, 'nothing moved');
});

test('a transfer concurrent with sales at the source never loses, doubles or overdraws a unit', async () => {
  const lot = await batchAt(lekki.id, amoxil.id);
  const start = await unitsEverywhere(amoxil.id);
  const shoppers = await Promise.all([1, 2, 3].map(() => createUser(app)));
  // Paid first, then placed at the same moment as the transfer is sent. The lot cannot cover both
  // the transfer and every sale: one side finds fewer units.
  const placings = await Promise.all(
    shoppers.map((s) => paid(s, [[amoxil.id, 1]], { pickup: { pharmacyId: lekki.id, phone: '0803 123 4567' } })),
  );
  const [transfer, ...orders] = await Promise.all([
    send({ fromLocationId: lekki.id, toLocationId: ikeja.id, lines: [{ batchId: lot.id, quantity: lot.quantity - 1 }] }),
    ...placings.map((place) => place()),
  ]);
  assert.ok([201, 409].includes(transfer.status), JSON.stringify(transfer.json));
  const sold = await app.db
    .select({ quantity: stockAllocations.quantity })
    .from(stockAllocations)
    .where(
      inArray(
        stockAllocations.orderId,
        orders.map((o) => o.orderId),
      ),
    );
  const soldUnits = sold.reduce((n, a) => n + a.quantity, 0);
  const end = await unitsEverywhere(amoxil.id);
  assert.equal(end.negative, 0);
  assert.equal(end.shelved + end.transit + soldUnits, start.shelved + start.transit, 'every unit is on a shelf, in transit or sold');
  assert.equal(await level(amoxil.id), end.sellable, 'units on hand are the sum of the sellable batches');
  if (transfer.status === 201) {
    await api(apiUrl, admin, 'POST', `/api/admin/stock-transfers/${transfer.json.id}/receive`);
    const received = await unitsEverywhere(amoxil.id);
    assert.deepEqual([received.transit, received.shelved], [0, end.shelved + end.transit]);
  }
});
