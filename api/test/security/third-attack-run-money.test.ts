// The third outside attack run's money findings (issue 29 items 1, 2 and 13), each reproduced over
// real HTTP against the API and the Paystack sandbox. The sandbox counts the calls it receives, so
// "how many times did the API ask Paystack" is measured at the boundary. Runs on PGlite, and on
// PostgreSQL when DATABASE_URL is set (where transactions really run side by side); the races also
// run through nginx against two replicas in e2e/journeys/cluster-races.test.ts.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicineCategories, medicines, payments, refunds } from '../../src/platform/db/schema/index';
import { buildSandbox } from '../../../paystack-sandbox/src/sandbox';
import { buildTestApp } from '../helpers/build-test-app';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, SHOP_URL, setFreeDeliveryFrom, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const sandbox = await buildSandbox({ webhookAttempts: 1, timeScale: 0.001, refundStepMs: 100_000, transferDelayMs: 100_000 });
/** Every call the API made to the provider, by method and path (the boundary we do not own). */
const providerCalls: string[] = [];
sandbox.addHook('onRequest', async (request) => {
  providerCalls.push(`${request.method} ${request.url.split('?')[0]}`);
});
const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
after(() => sandbox.close());
const app = await buildTestApp({
  config: {
    paystack: { secretKey: null, baseUrl: sandboxUrl, retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 } },
    publicUrl: SHOP_URL,
  },
});
await setFreeDeliveryFrom(app, 0);
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
sandbox.sandbox.options.webhookUrl = `${apiUrl}/api/payment/webhook`;
const admin = await createAdmin(app);

async function fill(user: TestUser, lines: [string, number][]) {
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
}

async function cartItems(user: TestUser) {
  const res = await api(apiUrl, user, 'GET', `/api/carts/getcartitems?userId=${user.user.id}`);
  assert.equal(res.status, 200);
  return res.json as { cartItemId: string; medicineId: string; quantity: number }[];
}

const initiate = (user: TestUser, amount: number) => api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, amount));

test('29.1: four simultaneous initiates of one cart open one payable checkout, and each caller gets it', async () => {
  const [syrup] = await createMedicines(app, [{ name: 'Race syrup 100ml', price: 1200 }]);
  const ada = await createUser(app);
  await fill(ada, [[syrup.id, 2]]);
  const answers = await Promise.all([1, 2, 3, 4].map(() => initiate(ada, 2400)));
  for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.json));
  const references = new Set(answers.map((a) => a.json.data.reference));
  assert.equal(references.size, 1, `one reference for one cart, got ${[...references].join(', ')}`);
  assert.equal(new Set(answers.map((a) => a.json.data.authorization_url)).size, 1);
  const stored = await app.db.select().from(payments).where(eq(payments.userId, ada.user.id));
  assert.equal(stored.length, 1, 'one payment row');
  assert.equal(providerCalls.filter((c) => c === 'POST /transaction/initialize').length >= 1, true);
});

test('29.2: a medicine hidden by an admin leaves every cart (told once); updating or paying for it is refused', async () => {
  const [withdrawn, kept] = await createMedicines(app, [
    { name: 'Withdrawn tonic', price: 1000 },
    { name: 'Kept lozenges', price: 500 },
  ]);
  const ada = await createUser(app);
  await fill(ada, [
    [withdrawn.id, 1],
    [kept.id, 1],
  ]);
  const line = (await cartItems(ada)).find((l) => l.medicineId === withdrawn.id)!;
  const hide = await api(apiUrl, admin, 'PATCH', `/api/medicine/${withdrawn.id}`, { version: 1, hidden: true });
  assert.equal(hide.status, 200, JSON.stringify(hide.json));

  const raise = await api(apiUrl, ada, 'PUT', '/api/carts/updateCartItem', { cartItemId: line.cartItemId, quantity: 5 });
  assert.ok(raise.status >= 400 && raise.status < 500, `raising a withdrawn line is refused, got ${raise.status}`);
  const pay = await initiate(ada, 1500);
  assert.ok(pay.status >= 400 && pay.status < 500, `paying the cart as it was is refused, got ${pay.status}`);
  assert.deepEqual(
    (await cartItems(ada)).map((l) => l.medicineId),
    [kept.id],
  );

  const keptLine = (await cartItems(ada)).find((l) => l.medicineId === kept.id)!;
  const next = await api(apiUrl, ada, 'PUT', '/api/carts/updateCartItem', { cartItemId: keptLine.cartItemId, quantity: 2 });
  assert.equal(next.status, 200);
  assert.equal(next.json.notices.length, 1);
  assert.match(next.json.notices[0], /Withdrawn tonic/);
  const again = await api(apiUrl, ada, 'PUT', '/api/carts/updateCartItem', { cartItemId: keptLine.cartItemId, quantity: 1 });
  assert.deepEqual(again.json.notices, [], 'the notice is shown once');
});

test('29.2: a shopper who only opens the cart is told what was withdrawn from it, once; an admin looking leaves it', async () => {
  const [gone] = await createMedicines(app, [{ name: 'Recalled drops', price: 700 }]);
  const bola = await createUser(app);
  await fill(bola, [[gone.id, 1]]);
  const hide = await api(apiUrl, admin, 'PATCH', `/api/medicine/${gone.id}`, { version: 1, hidden: true });
  assert.equal(hide.status, 200, JSON.stringify(hide.json));
  assert.deepEqual(await cartItems(bola), []);

  const peek = await api(apiUrl, admin, 'GET', `/api/carts/notices?userId=${bola.user.id}`);
  assert.equal(peek.status, 200);
  assert.equal(peek.json.notices.length, 1, 'an admin sees the notice');
  const stranger = await createUser(app);
  assert.equal((await api(apiUrl, stranger, 'GET', `/api/carts/notices?userId=${bola.user.id}`)).status, 403);

  const first = await api(apiUrl, bola, 'GET', `/api/carts/notices?userId=${bola.user.id}`);
  assert.equal(first.status, 200);
  assert.equal(first.json.notices.length, 1);
  assert.match(first.json.notices[0], /Recalled drops/);
  assert.match(String(first.headers.get('cache-control')), /no-store/);
  const second = await api(apiUrl, bola, 'GET', `/api/carts/notices?userId=${bola.user.id}`);
  assert.deepEqual(second.json.notices, [], 'told once');
});

test('29.2: a medicine whose category is withdrawn without a sweep is still refused at update, quote and initiate', async () => {
  const [pill] = await createMedicines(app, [{ name: 'Hidden-category pill', price: 800 }]);
  const ada = await createUser(app);
  await fill(ada, [[pill.id, 1]]);
  const [line] = await cartItems(ada);
  await app.db.update(medicineCategories).set({ hidden: true }).where(eq(medicineCategories.id, pill.categoryId));

  const raise = await api(apiUrl, ada, 'PUT', '/api/carts/updateCartItem', { cartItemId: line.cartItemId, quantity: 5 });
  assert.equal(raise.status, 409);
  assert.equal(raise.json.code, 'medicine-withdrawn');
  assert.match(raise.json.message, /Hidden-category pill/);
  const quote = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' });
  assert.equal(quote.status, 409);
  const pay = await initiate(ada, 800);
  assert.equal(pay.status, 409);
  assert.equal(pay.json.code, 'medicine-withdrawn');
  assert.equal((await app.db.select().from(payments).where(eq(payments.userId, ada.user.id))).length, 0, 'nothing to pay opened');
});

test('29.2: paid before the medicine was withdrawn: no order includes it, and the payment is refunded', async () => {
  const [cream] = await createMedicines(app, [{ name: 'Recalled cream', price: 2500 }]);
  const ada = await createUser(app);
  await fill(ada, [[cream.id, 1]]);
  const init = await initiate(ada, 2500);
  assert.equal(init.status, 200);
  await app.db.update(medicines).set({ hidden: true }).where(eq(medicines.id, cream.id));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  await sandbox.sandbox.settled();

  const place = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference: init.json.data.reference });
  assert.equal(place.status, 409);
  assert.match(place.json.message, /Recalled cream.*refunded/);
  assert.deepEqual((await api(apiUrl, ada, 'GET', `/api/Order/history/${ada.user.id}`)).json, []);
  const stored = await app.db.select().from(refunds).where(eq(refunds.paymentReference, init.json.data.reference));
  assert.equal(stored.length, 1, 'refunded once, however often the order is asked for');
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, init.json.data.reference));
  assert.match(payment.attention ?? '', /Withdrawn from sale/);
});

test('29.13: thirty verifies of one unpaid checkout make a handful of provider calls, answered from the last one', async () => {
  const [drops] = await createMedicines(app, [{ name: 'Eye drops 10ml', price: 900 }]);
  const ada = await createUser(app);
  await fill(ada, [[drops.id, 1]]);
  const init = await initiate(ada, 900);
  assert.equal(init.status, 200);
  const path = `GET /transaction/verify/${init.json.data.reference}`;
  const before = providerCalls.filter((c) => c === path).length;
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => api(apiUrl, ada, 'GET', `/api/payment/verify/${init.json.data.reference}`)),
  );
  for (const answer of answers) {
    assert.equal(answer.status, 200);
    assert.equal(answer.json.data.status, 'pending');
  }
  const made = providerCalls.filter((c) => c === path).length - before;
  assert.ok(made >= 1 && made <= 5, `provider verify calls: ${made}`);
});
