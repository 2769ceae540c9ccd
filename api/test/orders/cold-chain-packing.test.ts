import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines, orders } from '../../src/platform/db/schema/index';
import { api, createMedicines, LAGOS_ADDRESS, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser } from '../helpers/users';

// Packing an order with a fridge medicine: the staff tick "packed last in a cold box" records when it
// left the fridge, and the server refuses the hand-over to a rider, or ready for pickup, without it.

const { app, apiUrl } = await startCommerce();
const [insulin, paracetamol] = await createMedicines(app, [
  { name: 'Insulatard Vial', price: 11500, stock: 0 },
  { name: 'Paracetamol 500mg', price: 1200, stock: 0 },
]);
await app.db.update(medicines).set({ coldChainMaxMinutesOut: 240 }).where(eq(medicines.id, insulin.id));
const { pharmacy, buy } = locationFixtures(app, apiUrl);
const ikeja = await pharmacy(
  'Packing Ikeja',
  'Lagos',
  [6.6018, 3.3515],
  [
    [insulin.id, 20],
    [paracetamol.id, 20],
  ],
);
const lekki = await pharmacy('Packing Lekki', 'Lagos', [6.4474, 3.4723], []);
const admin = await createAdmin(app);
const shopper = await createUser(app);
const ikejaStaff = await createUser(app, { firstName: 'Bisi' });
const lekkiStaff = await createUser(app, { firstName: 'Femi' });
assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${ikejaStaff.user.id}/pharmacy`, { pharmacyId: ikeja.id })).status, 200);
assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${lekkiStaff.user.id}/pharmacy`, { pharmacyId: lekki.id })).status, 200);

const delivered = { deliveryAddress: LAGOS_ADDRESS };
const collected = { pickup: { pharmacyId: ikeja.id, phone: '0803 123 4567' } };
const tick = (who: typeof admin, orderId: string, body: object = { coldBox: true }) =>
  api(apiUrl, who, 'POST', `/api/Order/${orderId}/cold-chain/packed`, body);
const status = (orderId: string, to: string) => api(apiUrl, admin, 'PUT', `/api/Order/${orderId}`, { status: to });
const row = async (orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0];

/** Paid and placed for delivery in Lagos (where the pharmacy delivers the same day). */
async function deliveredOrder(lines: [string, number][]) {
  await api(apiUrl, shopper, 'DELETE', `/api/carts/clear/${shopper.user.id}`);
  for (const [medicineId, quantity] of lines)
    assert.equal((await api(apiUrl, shopper, 'POST', '/api/carts/add', { medicineId, quantity, userId: shopper.user.id })).status, 200);
  const quote = await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: LAGOS_ADDRESS.zone });
  assert.equal(quote.status, 200, JSON.stringify(quote.json));
  const init = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', {
    amount: quote.json.itemsTotal + quote.json.deliveryFee,
    email: shopper.user.email,
    paymentType: 'medicine',
    userId: shopper.user.id,
    ...delivered,
  });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  const placed = await api(apiUrl, shopper, 'POST', '/api/Order/place', { userId: shopper.user.id, reference: init.json.data.reference });
  assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
  return placed.json.orderId as string;
}

test('a delivery with a fridge medicine is not handed to the rider before the cold-box tick; after it, it is, with both times kept', async () => {
  const orderId = await deliveredOrder([
    [insulin.id, 1],
    [paracetamol.id, 1],
  ]);
  assert.equal((await status(orderId, 'Processing')).status, 200);
  const refused = await status(orderId, 'Shipped');
  assert.equal(refused.status, 409, JSON.stringify(refused.json));
  assert.equal(refused.json.code, 'cold-box-required');
  assert.match(refused.json.message, /^Insulatard Vial must stay cold: pack it last, in a cold box/);
  assert.equal((await row(orderId)).status, 'Processing', 'not shipped');

  // The staff card says what to pack last.
  const card = (await api(apiUrl, ikejaStaff, 'GET', '/api/staff/orders?stage=to-pack')).json.find((o: { id: string }) => o.id === orderId);
  assert.deepEqual(card.coldChain, { items: ['Insulatard Vial'], coldBoxPackedAt: null, leftFridgeAt: null, handedOverAt: null });
  assert.deepEqual(card.lines.map((l: { medicineName: string; coldChain?: boolean }) => [l.medicineName, l.coldChain]).sort(), [
    ['Insulatard Vial', true],
    ['Paracetamol 500mg', undefined],
  ]);

  const leftAt = new Date();
  const ticked = await tick(ikejaStaff, orderId, { coldBox: true, leftFridgeAt: leftAt.toISOString() });
  assert.equal(ticked.status, 200, JSON.stringify(ticked.json));
  assert.equal(ticked.json.leftFridgeAt, leftAt.toISOString());
  const again = await tick(ikejaStaff, orderId);
  assert.equal(again.status, 409);
  assert.equal(again.json.code, 'cold-box-packed');
  assert.equal((await row(orderId)).leftFridgeAt!.toISOString(), leftAt.toISOString(), 'the first time is kept');

  assert.equal((await status(orderId, 'Shipped')).status, 200);
  const shipped = await row(orderId);
  assert.equal(shipped.status, 'Shipped');
  assert.equal(shipped.coldBoxPackedBy, ikejaStaff.user.id);
  assert.ok(shipped.coldChainHandedOverAt && shipped.coldChainHandedOverAt.getTime() >= leftAt.getTime());
  const audit = await api(apiUrl, admin, 'GET', `/api/admin/audit?entityType=order&entityId=${orderId}`);
  assert.ok(audit.json.some((e: { action: string; actorName: string }) => e.action === 'packed in a cold box'));
});

test('a pickup with a fridge medicine is not made ready before the tick; the hand-over at the counter keeps its time', async () => {
  const { orderId } = await buy(shopper, [[insulin.id, 1]], collected);
  const ready = () => api(apiUrl, ikejaStaff, 'POST', `/api/Order/${orderId}/pickup/ready`);
  const refused = await ready();
  assert.equal(refused.status, 409);
  assert.equal(refused.json.code, 'cold-box-required');
  assert.equal((await row(orderId)).pickupReadyAt, null);
  assert.equal((await tick(ikejaStaff, orderId)).status, 200);
  assert.equal((await ready()).status, 204);
  // Ready: no longer being packed, so a tick now is refused.
  assert.equal((await tick(admin, orderId)).status, 409);
  const handover = await api(apiUrl, ikejaStaff, 'POST', `/api/Order/${orderId}/pickup/handover`, { pin: app.pickups.pinFor(orderId) });
  assert.equal(handover.status, 204, JSON.stringify(handover.json));
  const done = await row(orderId);
  assert.ok(done.pickedUpAt && done.coldChainHandedOverAt);
  assert.equal(done.coldChainHandedOverAt.getTime(), done.pickedUpAt.getTime());
  assert.ok(done.coldChainHandedOverAt.getTime() >= done.leftFridgeAt!.getTime());
});

test('the tick: only the order’s pharmacy or an admin, only true, never in the future, only for a fridge medicine', async () => {
  const orderId = await deliveredOrder([[insulin.id, 1]]);
  assert.equal((await tick(lekkiStaff, orderId)).status, 404, 'another pharmacy’s order');
  assert.equal((await tick(shopper, orderId)).status, 403);
  assert.equal((await tick(ikejaStaff, orderId, { coldBox: false })).status, 400);
  assert.equal((await tick(ikejaStaff, orderId, {})).status, 400);
  const future = await tick(ikejaStaff, orderId, { coldBox: true, leftFridgeAt: new Date(Date.now() + 3_600_000).toISOString() });
  assert.equal(future.status, 400);
  assert.equal(future.json.errors[0].field, 'leftFridgeAt');
  const early = await tick(ikejaStaff, orderId, { coldBox: true, leftFridgeAt: '2020-01-01T00:00:00.000Z' });
  assert.equal(early.status, 400);
  assert.equal((await row(orderId)).coldBoxPackedAt, null, 'nothing recorded by a refused tick');
  assert.equal((await tick(admin, orderId)).status, 200);

  const plain = await deliveredOrder([[paracetamol.id, 1]]);
  const notCold = await tick(ikejaStaff, plain);
  assert.equal(notCold.status, 409);
  assert.equal(notCold.json.code, 'not-cold-chain');
  // An order without a fridge medicine ships as before, with no cold-chain times.
  assert.equal((await status(plain, 'Processing')).status, 200);
  assert.equal((await status(plain, 'Shipped')).status, 200);
  assert.equal((await row(plain)).coldChainHandedOverAt, null);
});
