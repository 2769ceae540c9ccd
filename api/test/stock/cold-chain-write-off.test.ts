import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines, stockAllocations, stockBatches, stockMovements } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce, unitsOnHandOf } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser } from '../helpers/users';

// A returned parcel's cold-chain units checked in: past their time out of the fridge they are written
// off (not restocked, audited, once); within it they go back on the shelf with the rest.

const { app, apiUrl } = await startCommerce();
const [insulin, vaccine, plasters] = await createMedicines(app, [
  { name: 'Actrapid Vial', price: 11500, stock: 0 },
  { name: 'Engerix-B', price: 9500, stock: 0 },
  { name: 'Plasters', price: 800, stock: 0 },
]);
await app.db.update(medicines).set({ coldChainMaxMinutesOut: 240 }).where(eq(medicines.id, insulin.id));
await app.db.update(medicines).set({ coldChainMaxMinutesOut: 4320 }).where(eq(medicines.id, vaccine.id));
const { pharmacy, buy } = locationFixtures(app, apiUrl);
const ikeja = await pharmacy(
  'Cold Ikeja',
  'Lagos',
  [6.6018, 3.3515],
  [
    [insulin.id, 10],
    [vaccine.id, 10],
    [plasters.id, 10],
  ],
);
const admin = await createAdmin(app, { firstName: 'Ife', lastName: 'Staff' });
const staff = { id: admin.user.id, name: 'Ife Staff', role: 'admin' } as never;

/** Units of a medicine in the Ikeja pharmacy's batches. */
const batchUnits = async (medicineId: string) =>
  (
    await app.db
      .select({ q: stockBatches.quantity, l: stockBatches.locationId })
      .from(stockBatches)
      .where(eq(stockBatches.medicineId, medicineId))
  )
    .filter((b) => b.l === ikeja.id)
    .reduce((sum, b) => sum + b.q, 0);

async function orderOf(lines: [string, number][]) {
  const shopper = await createUser(app);
  return buy(shopper, lines, { pickup: { pharmacyId: ikeja.id, phone: '0803 123 4567' } });
}

const leftFridgeAt = new Date('2026-12-07T09:00:00Z');
const minutesLater = (m: number) => new Date(leftFridgeAt.getTime() + m * 60_000);

test('a unit past its time out of the fridge is written off, not restocked; the rest of the parcel goes back', async () => {
  const order = await orderOf([
    [insulin.id, 2],
    [vaccine.id, 1],
    [plasters.id, 3],
  ]);
  assert.equal(await batchUnits(insulin.id), 8);
  const lines = await app.db.transaction(async (tx) => {
    const judged = await app.stock.coldChainReturns.writeOffSpoiled(tx as never, staff, {
      orderId: order.orderId,
      leftFridgeAt,
      returnedAt: minutesLater(300),
    });
    // The check-in's own restock follows: it gives back only what the order still holds.
    await app.stock.returnForOrder(order.orderId, tx as never);
    return judged;
  });
  assert.deepEqual(lines.map((l) => [l.medicineName, l.quantity, l.verdict, l.minutesOut, l.maxMinutesOut]).sort(), [
    ['Actrapid Vial', 2, 'write-off', 300, 240],
    ['Engerix-B', 1, 'restock', 300, 4320],
  ]);
  assert.equal(await batchUnits(insulin.id), 8, 'the insulin past its 240 minutes did not come back');
  assert.equal(await batchUnits(vaccine.id), 10, 'the vaccine within its 72 hours did');
  assert.equal(await batchUnits(plasters.id), 10, 'room-temperature items did');
  assert.equal(await unitsOnHandOf(app, insulin.id), 8);
  const writeOffs = await app.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.orderId));
  const insulinWriteOff = writeOffs.filter((m) => m.medicineId === insulin.id && m.reason === 'written-off');
  assert.equal(insulinWriteOff.length, 1);
  assert.equal(insulinWriteOff[0].change, 0);
  assert.equal(insulinWriteOff[0].actorId, admin.user.id);
  assert.match(insulinWriteOff[0].note, /^2 returned unit\(s\)\. Cold chain: 300 minutes out of the fridge, more than its 240/);
  const held = await app.db.select().from(stockAllocations).where(eq(stockAllocations.orderId, order.orderId));
  assert.ok(held.every((a) => a.quantity === 0));
  // Audited: who wrote off what, from which order and why.
  const audit = await api(apiUrl, admin, 'GET', `/api/admin/audit?entityType=medicine&entityId=${insulin.id}`);
  const entry = audit.json.find((e: { action: string }) => e.action === 'stock written off');
  assert.equal(entry.actorName, 'Ife Staff');
  const change = (field: string) => entry.changes.find((c: { field: string }) => c.field === field)?.to;
  assert.equal(change('returnedUnitsWrittenOff'), 2);
  assert.equal(change('order'), order.orderId);
  assert.match(change('note'), /more than its 240/);
});

test('within its limit the cold-chain unit is restocked; a second check-in writes off nothing and restocks nothing', async () => {
  const before = await batchUnits(insulin.id);
  const order = await orderOf([[insulin.id, 1]]);
  const checkIn = (returnedAt: Date) =>
    app.db.transaction(async (tx) => {
      const judged = await app.stock.coldChainReturns.writeOffSpoiled(tx as never, staff, {
        orderId: order.orderId,
        leftFridgeAt,
        returnedAt,
      });
      await app.stock.returnForOrder(order.orderId, tx as never);
      return judged;
    });
  const first = await checkIn(minutesLater(45));
  assert.deepEqual(
    first.map((l) => [l.verdict, l.quantity]),
    [['restock', 1]],
  );
  assert.equal(await batchUnits(insulin.id), before);
  // Checked in again later (a double click, a retry): the order holds nothing, so nothing moves.
  const again = await checkIn(minutesLater(600));
  assert.deepEqual(
    again.map((l) => [l.verdict, l.quantity]),
    [],
  );
  assert.equal(await batchUnits(insulin.id), before);
  const movements = await app.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.orderId));
  assert.equal(movements.filter((m) => m.reason === 'written-off').length, 0);
});

test('a parcel whose time out of the fridge was never recorded has its cold-chain units written off; a return before it left is refused', async () => {
  const order = await orderOf([[insulin.id, 1]]);
  const before = await batchUnits(insulin.id);
  await assert.rejects(
    app.db.transaction((tx) =>
      app.stock.coldChainReturns.writeOffSpoiled(tx as never, staff, {
        orderId: order.orderId,
        leftFridgeAt,
        returnedAt: minutesLater(-5),
      }),
    ),
    /before it left the fridge/,
  );
  const lines = await app.db.transaction(async (tx) => {
    const judged = await app.stock.coldChainReturns.writeOffSpoiled(tx as never, staff, {
      orderId: order.orderId,
      leftFridgeAt: null,
      returnedAt: minutesLater(10),
    });
    await app.stock.returnForOrder(order.orderId, tx as never);
    return judged;
  });
  assert.deepEqual(
    lines.map((l) => [l.verdict, l.minutesOut]),
    [['write-off', null]],
  );
  assert.equal(await batchUnits(insulin.id), before);
});
