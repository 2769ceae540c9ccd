import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines, payments, pharmacies } from '../../src/platform/db/schema/index';
import { api, createMedicines, LAGOS_ADDRESS, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createUser, type TestUser } from '../helpers/users';

// A cold-chain item (stored at 2–8 °C) goes only where a pharmacy delivers the same day: elsewhere the
// quote, the online checkout and pay on delivery answer 409 cold-chain-not-delivered, saying why and
// where to collect it; a pickup is always allowed.

const { app, apiUrl } = await startCommerce();
const [insulin, paracetamol] = await createMedicines(app, [
  { name: 'Actrapid Vial', price: 11500, stock: 0 },
  { name: 'Paracetamol 500mg', price: 1200, stock: 50 },
]);
await app.db.update(medicines).set({ coldChainMaxMinutesOut: 240 }).where(eq(medicines.id, insulin.id));
const { pharmacy } = locationFixtures(app, apiUrl);
await pharmacy('Cold Ikeja', 'Lagos', [6.6018, 3.3515], [[insulin.id, 10]]);
// Kano has a pickup counter but no same-day delivery; Ogun has neither.
const kanoCounter = await pharmacy('Cold Kano Counter', 'Kano', [12.0, 8.5167], [[insulin.id, 5]]);
await app.db.update(pharmacies).set({ deliveryStates: [] }).where(eq(pharmacies.id, kanoCounter.id));

const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' };
const OGUN_ADDRESS = { zone: 'ogun', city: 'Abeokuta', street: '9 Lafenwa Road', phone: '0803 123 4567' };

async function cartOf(user: TestUser, lines: [string, number][]) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clear/${user.user.id}`);
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
}
const initiate = (user: TestUser, amount: number, where: object) =>
  api(apiUrl, user, 'POST', '/api/payment/initiate', {
    amount,
    email: user.user.email,
    paymentType: 'medicine',
    userId: user.user.id,
    ...where,
  });
const paymentsOf = async (user: TestUser) => (await app.db.select().from(payments).where(eq(payments.userId, user.user.id))).length;

test('the quote refuses a cold-chain cart for a state without same-day delivery, naming the item and the pickup in that state', async () => {
  const shopper = await createUser(app);
  await cartOf(shopper, [
    [insulin.id, 1],
    [paracetamol.id, 2],
  ]);
  const kano = await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'kano' });
  assert.equal(kano.status, 409, JSON.stringify(kano.json));
  assert.equal(kano.json.code, 'cold-chain-not-delivered');
  assert.equal(
    kano.json.message,
    'Actrapid Vial must stay cold (2–8 °C), so we deliver it only the same day from a pharmacy in your state, and no pharmacy of ours delivers the same day in Kano yet. Collect it at Cold Kano Counter, 1 Main Road, Kano: choose "Collect at a pharmacy". Or remove it from your cart to have the rest delivered.',
  );
  // Ogun: no pharmacy at all, so the nearest one elsewhere is named with its state.
  const ogun = await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'ogun' });
  assert.equal(ogun.status, 409);
  assert.match(ogun.json.message, /in Ogun yet\. Collect it at Cold Ikeja, 1 Main Road, Lagos \(Lagos\)/);
  // Where a pharmacy delivers the same day, and for a pickup, the quote is given.
  assert.equal((await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).status, 200);
  assert.equal((await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { pickupPharmacyId: kanoCounter.id })).status, 200);
});

test('a cart without a cold-chain item is quoted for the same state as before', async () => {
  const shopper = await createUser(app);
  await cartOf(shopper, [[paracetamol.id, 1]]);
  assert.equal((await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'kano' })).status, 200);
});

test('the online checkout refuses to open a payment for it; to Lagos, or collected in Kano, it opens', async () => {
  const shopper = await createUser(app);
  await cartOf(shopper, [[insulin.id, 1]]);
  const refused = await initiate(shopper, 11500, { deliveryAddress: KANO_ADDRESS });
  assert.equal(refused.status, 409, JSON.stringify(refused.json));
  assert.equal(refused.json.code, 'cold-chain-not-delivered');
  assert.equal(await paymentsOf(shopper), 0, 'no payment was opened');
  assert.equal((await initiate(shopper, 11500, { deliveryAddress: OGUN_ADDRESS })).json.code, 'cold-chain-not-delivered');
  const lagos = await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' });
  const delivered = await initiate(shopper, lagos.json.itemsTotal + lagos.json.deliveryFee, { deliveryAddress: LAGOS_ADDRESS });
  assert.equal(delivered.status, 200, JSON.stringify(delivered.json));
  const other = await createUser(app);
  await cartOf(other, [[insulin.id, 1]]);
  const collected = await initiate(other, 11500, { pickup: { pharmacyId: kanoCounter.id, phone: '0803 123 4567' } });
  assert.equal(collected.status, 200, JSON.stringify(collected.json));
});

test('pay on delivery refuses it too', async () => {
  const shopper = await createUser(app);
  await cartOf(shopper, [[insulin.id, 1]]);
  const res = await api(apiUrl, shopper, 'POST', '/api/checkout/pay-on-delivery', {
    amount: 11500,
    email: shopper.user.email,
    paymentType: 'medicine',
    userId: shopper.user.id,
    deliveryAddress: KANO_ADDRESS,
  });
  assert.equal(res.status, 409, JSON.stringify(res.json));
  assert.equal(res.json.code, 'cold-chain-not-delivered');
});

test('a refill plan of a cold-chain item is refused for a state without same-day delivery: not made for Kano, made for Lagos, not moved to Kano', async () => {
  const shopper = await createUser(app);
  const addressIn = async (address: object) => {
    const res = await api(apiUrl, shopper, 'POST', '/api/delivery/addresses', address);
    assert.equal(res.status, 201, JSON.stringify(res.json));
    return res.json.id as string;
  };
  const [kano, lagos] = [await addressIn(KANO_ADDRESS), await addressIn(LAGOS_ADDRESS)];
  const plan = (medicineId: string, addressId: string) =>
    api(apiUrl, shopper, 'POST', '/api/refills', { medicineId, quantity: 1, everyWeeks: 4, addressId });
  const refused = await plan(insulin.id, kano);
  assert.equal(refused.status, 409, JSON.stringify(refused.json));
  assert.equal(refused.json.code, 'cold-chain-not-delivered');
  assert.match(refused.json.message, /^Actrapid Vial must stay cold \(2–8 °C\)/);
  const made = await plan(insulin.id, lagos);
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const moved = await api(apiUrl, shopper, 'PATCH', `/api/refills/${made.json.id}`, { addressId: kano });
  assert.deepEqual([moved.status, moved.json.code], [409, 'cold-chain-not-delivered']);
  const kept = (await api(apiUrl, shopper, 'GET', '/api/refills')).json.items.find((p: { id: string }) => p.id === made.json.id);
  assert.equal(kept.addressId, lagos, 'the plan still delivers to Lagos');
  assert.equal((await plan(paracetamol.id, kano)).status, 201, 'a room-temperature medicine goes to Kano as before');
});

test("a visitor's basket with a cold-chain item is told the same before signing in; without it, quoted as before", async () => {
  const quote = (items: { medicineId: string; quantity: number }[], zone: string) =>
    api(apiUrl, null, 'POST', '/api/checkout/quote', { zone, items });
  const kano = await quote([{ medicineId: insulin.id, quantity: 1 }], 'kano');
  assert.deepEqual([kano.status, kano.json.code], [409, 'cold-chain-not-delivered']);
  assert.match(kano.json.message, /^Actrapid Vial must stay cold \(2–8 °C\).*Collect it at Cold Kano Counter/);
  assert.equal((await quote([{ medicineId: insulin.id, quantity: 1 }], 'lagos-mainland')).status, 200);
  assert.equal((await quote([{ medicineId: paracetamol.id, quantity: 1 }], 'kano')).status, 200);
});
