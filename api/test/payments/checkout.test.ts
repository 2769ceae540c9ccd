import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../src/platform/db/schema/index';
import { SANDBOX_SECRET_KEY } from '../../src/domains/payments/paystack-client';
import {
  api,
  checkoutBody,
  createMedicines,
  DECLINE_CARD,
  payOnCheckoutPage,
  replayWebhook,
  SHOP_URL,
  startCommerce,
  SUCCESS_CARD,
} from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const { app, sandbox, sandboxUrl, apiUrl } = await startCommerce();
const [paracetamol, coartem, vitaminC] = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 1500 },
  { name: 'Coartem 80/480', price: 4250.75 },
  { name: 'Vitamin C 1000mg', price: 2000 },
]);

async function fill(user: TestUser, lines: [string, number][]) {
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200);
  }
}

async function cart(user: TestUser) {
  const res = await api(apiUrl, user, 'GET', `/api/carts/getcartitems?userId=${user.user.id}`);
  assert.equal(res.status, 200);
  return res.json as { medicineId: string; quantity: number }[];
}

async function initiate(user: TestUser, amount: number) {
  const res = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, amount));
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json as { status: boolean; message: string; data: { authorization_url: string; access_code: string; reference: string } };
}

async function history(user: TestUser) {
  const res = await api(apiUrl, user, 'GET', `/api/Order/history/${user.user.id}`);
  assert.equal(res.status, 200);
  return res.json as {
    orderId: string;
    totalPrice: number;
    status: string;
    paymentReference: string;
    orderItems: { medicineName: string; quantity: number; price: number }[];
  }[];
}

/** Every webhook the sandbox sent has been answered (the API processes an event before it answers). */
async function settle() {
  await sandbox.sandbox.settled();
}

test('a whole purchase over HTTP: cart, initiate, pay on the sandbox page, callback, verify, place', async () => {
  const ada = await createUser(app);
  await fill(ada, [
    [paracetamol.id, 2],
    [coartem.id, 1],
  ]);
  const total = 2 * 1500 + 4250.75;

  const init = await initiate(ada, total);
  assert.equal(init.status, true);
  assert.match(init.data.reference, /^EPH-/);
  assert.ok(init.data.access_code);
  assert.equal(init.data.authorization_url, `${sandboxUrl}/checkout/${init.data.access_code}`);
  const stored = (await app.db.select().from(payments).where(eq(payments.reference, init.data.reference)))[0];
  assert.equal(stored.amountKobo, 725075);
  assert.equal(stored.status, 'pending');
  assert.deepEqual(
    stored.cartSnapshot?.lines.map((l) => [l.medicineName, l.unitPriceKobo, l.quantity]),
    [
      ['Paracetamol 500mg', 150000, 2],
      ['Coartem 80/480', 425075, 1],
    ],
  );

  const paid = await payOnCheckoutPage(init.data.authorization_url, SUCCESS_CARD);
  assert.match(paid.pageHtml, /NGN 7,250\.75/);
  assert.equal(paid.status, 303);
  const callback = new URL(paid.location!);
  assert.equal(`${callback.origin}${callback.pathname}`, `${SHOP_URL}/payment-success`);
  assert.equal(callback.searchParams.get('paymentType'), 'medicine');
  assert.equal(callback.searchParams.get('trxref'), init.data.reference);
  const reference = callback.searchParams.get('reference')!;
  assert.equal(reference, init.data.reference);

  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.status, 200);
  assert.equal(verified.json.data.status, 'success');
  assert.equal(verified.json.data.paid, true);
  assert.equal(verified.json.data.amount, total);

  const placed = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference });
  assert.ok([200, 201].includes(placed.status), `place answered ${placed.status}`);
  const order = placed.json;
  assert.equal(order.totalPrice, total);
  assert.equal(order.status, 'Pending');
  assert.equal(order.paymentReference, reference);
  assert.deepEqual(
    order.orderItems.map((i: { medicineName: string; quantity: number; price: number }) => [i.medicineName, i.quantity, i.price]).sort(),
    [
      ['Coartem 80/480', 1, 4250.75],
      ['Paracetamol 500mg', 2, 1500],
    ],
  );
  assert.deepEqual(await cart(ada), [], 'the cart is empty after the order');

  const again = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference });
  assert.equal(again.status, 200);
  assert.equal(again.json.orderId, order.orderId);

  const byId = await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}`);
  assert.equal(byId.json.totalPrice, total);
  const track = await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`);
  assert.deepEqual([track.json.orderId, track.json.status], [order.orderId, 'Pending']);

  await settle();
  assert.equal((await history(ada)).length, 1, 'the webhook did not add a second order');

  const admin = await createAdmin(app);
  const all = await api(apiUrl, admin, 'GET', '/api/Order');
  assert.ok(all.json.some((o: { orderId: string }) => o.orderId === order.orderId));
  const transactions = await api(apiUrl, admin, 'GET', '/api/payment/transactions');
  const row = transactions.json.find((t: { transactionReference: string }) => t.transactionReference === reference);
  assert.equal(row.status, true);
  assert.equal(row.amount, total);
  assert.equal(row.userId, ada.user.id);
  assert.equal(row.paymentType, 'medicine');
  assert.match(row.shippingAddress, /^.+, 12 Allen Avenue, Ikeja, Lagos State, 0803 123 4567$/);
  assert.equal(row.billingAddress, '12 Allen Avenue, Ikeja, Lagos');
});

test('a tampered amount is refused with 409 and no payment is made', async () => {
  const ada = await createUser(app);
  await fill(ada, [[vitaminC.id, 3]]);
  const res = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, 100));
  assert.equal(res.status, 409);
  assert.match(res.json.message, /cart changed/);
  assert.match(res.json.message, /N6,000/);
  const fraction = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, 6000.001));
  assert.equal(fraction.status, 400);
  assert.equal(fraction.json.errors[0].field, 'amount');
  assert.equal((await app.db.select().from(payments).where(eq(payments.userId, ada.user.id))).length, 0);
});

test("an empty cart cannot be paid, and nobody pays for another user's cart", async () => {
  const ada = await createUser(app);
  const empty = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, 1500));
  assert.equal(empty.status, 400);
  assert.match(empty.json.message, /cart is empty/);

  const bayo = await createUser(app);
  await fill(bayo, [[paracetamol.id, 1]]);
  const forOther = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(bayo, 1500));
  assert.equal(forOther.status, 403);
  assert.equal(forOther.json.errors[0].field, 'userId');
  const wrongType = await api(apiUrl, bayo, 'POST', '/api/payment/initiate', { ...checkoutBody(bayo, 1500), paymentType: 'donation' });
  assert.equal(wrongType.status, 400);
  assert.equal(wrongType.json.errors[0].field, 'paymentType');
});

test("another user's payment and order are refused", async () => {
  const ada = await createUser(app);
  const bayo = await createUser(app);
  await fill(ada, [[paracetamol.id, 1]]);
  const init = await initiate(ada, 1500);
  await payOnCheckoutPage(init.data.authorization_url, SUCCESS_CARD);
  const reference = init.data.reference;

  assert.equal((await api(apiUrl, bayo, 'GET', `/api/payment/verify/${reference}`)).status, 403);
  assert.equal((await api(apiUrl, bayo, 'POST', '/api/Order/place', { userId: bayo.user.id, reference })).status, 403);
  assert.equal((await api(apiUrl, bayo, 'POST', '/api/Order/place', { userId: ada.user.id, reference })).status, 403);

  const placed = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference });
  assert.ok([200, 201].includes(placed.status));
  const orderId = placed.json.orderId;
  assert.equal((await api(apiUrl, bayo, 'GET', `/api/Order/${orderId}`)).status, 403);
  assert.equal((await api(apiUrl, bayo, 'GET', `/api/Order/track/${orderId}`)).status, 403);
  assert.equal((await api(apiUrl, bayo, 'GET', `/api/Order/history/${ada.user.id}`)).status, 403);
  assert.equal((await api(apiUrl, bayo, 'GET', `/api/Order/user/${ada.user.id}`)).status, 403);
  assert.equal((await api(apiUrl, bayo, 'PUT', `/api/Order/${orderId}`, { status: 'Canceled' })).status, 403);
  assert.equal((await api(apiUrl, bayo, 'GET', '/api/Order')).status, 403);
  assert.equal((await api(apiUrl, bayo, 'GET', '/api/payment/transactions')).status, 403);
  assert.equal((await api(apiUrl, ada, 'GET', `/api/Order/${orderId}`)).json.status, 'Pending');
  await settle();
});

test('the webhook places the order when the browser never comes back; five replays and the browser give one order', async () => {
  const ada = await createUser(app);
  await fill(ada, [[coartem.id, 2]]);
  const init = await initiate(ada, 8501.5);
  const paid = await payOnCheckoutPage(init.data.authorization_url, SUCCESS_CARD);
  assert.equal(paid.status, 303);
  await settle();

  const delivery = sandbox.sandbox.webhooks.find((w) => JSON.parse(w.body).data.reference === init.data.reference);
  assert.ok(delivery, 'the sandbox sent charge.success');
  assert.equal(delivery.status, 200);
  let orders1 = await history(ada);
  assert.equal(orders1.length, 1, 'the webhook alone placed the order');
  assert.equal(orders1[0].totalPrice, 8501.5);
  assert.deepEqual(await cart(ada), []);

  assert.deepEqual(await replayWebhook(apiUrl, delivery, 5), [200, 200, 200, 200, 200]);
  const browser = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference: init.data.reference });
  assert.equal(browser.status, 200);
  await settle();
  orders1 = await history(ada);
  assert.equal(orders1.length, 1);
  assert.equal(browser.json.orderId, orders1[0].orderId);
  assert.equal((await app.db.select().from(orders).where(eq(orders.paymentReference, init.data.reference))).length, 1);
});

test('a bad signature answers 401 and changes nothing; a signed event with the wrong amount is not counted as paid', async () => {
  const ada = await createUser(app);
  await fill(ada, [[paracetamol.id, 1]]);
  const init = await initiate(ada, 1500);
  const event = JSON.stringify({
    event: 'charge.success',
    data: { id: 1, status: 'success', reference: init.data.reference, amount: 150000, currency: 'NGN', paid_at: new Date().toISOString() },
  });
  for (const signature of ['', 'abc', crypto.createHmac('sha512', 'sk_test_wrong').update(event).digest('hex')]) {
    const res = await fetch(`${apiUrl}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body: event,
    });
    assert.equal(res.status, 401);
  }
  const tamperedBody = event.replace('"amount":150000', '"amount":150001');
  const reused = await fetch(`${apiUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': crypto.createHmac('sha512', SANDBOX_SECRET_KEY).update(event).digest('hex'),
    },
    body: tamperedBody,
  });
  assert.equal(reused.status, 401, 'a signature is for the exact bytes');
  await settle();
  let [payment] = await app.db.select().from(payments).where(eq(payments.reference, init.data.reference));
  assert.equal(payment.status, 'pending');

  const cheap = JSON.stringify({
    event: 'charge.success',
    data: { id: 2, status: 'success', reference: init.data.reference, amount: 100, currency: 'NGN' },
  });
  const signed = await fetch(`${apiUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': crypto.createHmac('sha512', SANDBOX_SECRET_KEY).update(cheap).digest('hex'),
    },
    body: cheap,
  });
  assert.equal(signed.status, 200);
  await settle();
  [payment] = await app.db.select().from(payments).where(eq(payments.reference, init.data.reference));
  assert.notEqual(payment.status, 'success');
  assert.deepEqual(await history(ada), []);
  assert.equal((await cart(ada)).length, 1);
});

test('a correctly signed, forged charge.success for an unpaid checkout places no order: an event only makes the API ask the provider', async () => {
  const ada = await createUser(app);
  await fill(ada, [[paracetamol.id, 2]]);
  const init = await initiate(ada, 3000);
  // Everything matches the stored payment (reference, amount, currency), and the signature is valid:
  // in sandbox mode the key is public. Nobody paid.
  const forged = JSON.stringify({
    event: 'charge.success',
    data: { id: 99, status: 'success', reference: init.data.reference, amount: 300000, currency: 'NGN', paid_at: new Date().toISOString() },
  });
  const res = await fetch(`${apiUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': crypto.createHmac('sha512', SANDBOX_SECRET_KEY).update(forged).digest('hex'),
    },
    body: forged,
  });
  assert.equal(res.status, 200);
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, init.data.reference));
  assert.equal(payment.status, 'pending');
  assert.deepEqual(await history(ada), []);
  assert.equal((await cart(ada)).length, 1, 'the cart is untouched');

  // When the shopper really pays, the same reference settles normally.
  assert.equal((await payOnCheckoutPage(init.data.authorization_url, SUCCESS_CARD)).status, 303);
  await settle();
  assert.equal((await history(ada)).length, 1);
});

test('a declined card places no order and leaves the cart as it was', async () => {
  const ada = await createUser(app);
  await fill(ada, [
    [paracetamol.id, 3],
    [vitaminC.id, 1],
  ]);
  const before = await cart(ada);
  const init = await initiate(ada, 6500);
  const declined = await payOnCheckoutPage(init.data.authorization_url, DECLINE_CARD, '001');
  assert.equal(declined.status, 402);
  assert.match(declined.html, /declined/i);
  await settle();

  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${init.data.reference}`);
  assert.equal(verified.status, 200);
  assert.equal(verified.json.data.status, 'failed');
  assert.equal(verified.json.data.paid, false);
  const place = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference: init.data.reference });
  assert.equal(place.status, 400);
  assert.match(place.json.message, /failed/);
  const latest = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id });
  assert.equal(latest.status, 400);
  assert.deepEqual(await history(ada), []);
  assert.deepEqual(await cart(ada), before);

  const admin = await createAdmin(app);
  const transactions = await api(apiUrl, admin, 'GET', '/api/payment/transactions');
  assert.equal(
    transactions.json.find((t: { transactionReference: string }) => t.transactionReference === init.data.reference).status,
    false,
  );
});

test('a second tab gets the same open checkout, so the cart cannot be paid twice', async () => {
  const ada = await createUser(app);
  await fill(ada, [[paracetamol.id, 2]]);
  const first = await initiate(ada, 3000);
  const second = await initiate(ada, 3000);
  assert.equal(second.data.reference, first.data.reference);
  assert.equal(second.data.authorization_url, first.data.authorization_url);

  const paid = await payOnCheckoutPage(second.data.authorization_url, SUCCESS_CARD, '408');
  assert.equal(paid.status, 303);
  // The first tab still shows the card form; submitting it now is refused.
  const again = await fetch(`${first.data.authorization_url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: SUCCESS_CARD, expiry: '12/30', cvv: '408' }).toString(),
  });
  assert.equal(again.status, 409, 'the first tab cannot pay the same checkout again');
  await settle();
  assert.equal((await history(ada)).length, 1);

  // A changed cart is a new checkout.
  await fill(ada, [[vitaminC.id, 1]]);
  const third = await initiate(ada, 2000);
  assert.notEqual(third.data.reference, first.data.reference);
});

test('a declined card can be retried on the same checkout: the next click gets it again, and paying it places the order', async () => {
  const ada = await createUser(app);
  await fill(ada, [[coartem.id, 1]]);
  const first = await initiate(ada, 4250.75);
  assert.equal((await payOnCheckoutPage(first.data.authorization_url, DECLINE_CARD, '001')).status, 402);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${first.data.reference}`);
  assert.equal(verified.json.data.status, 'failed');
  const retry = await initiate(ada, 4250.75);
  assert.equal(retry.data.reference, first.data.reference, 'no second payable transaction for the same cart');
  assert.equal((await payOnCheckoutPage(retry.data.authorization_url, SUCCESS_CARD)).status, 303);
  await settle();
  const orders1 = await history(ada);
  assert.equal(orders1.length, 1);
  assert.equal(orders1[0].paymentReference, first.data.reference);
});

test('a cancelled checkout is still payable within its validity (Paystack says abandoned); after it, it is recorded abandoned', async () => {
  const ada = await createUser(app);
  await fill(ada, [[vitaminC.id, 1]]);
  const init = await initiate(ada, 2000);
  const cancel = await fetch(`${init.data.authorization_url}/cancel`);
  assert.equal(cancel.status, 200);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${init.data.reference}`);
  assert.equal(verified.json.data.status, 'pending', 'not "abandoned" while the checkout can still be paid');
  const place = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference: init.data.reference });
  assert.equal(place.status, 400);
  assert.match(place.json.message, /not been completed yet/);
  assert.equal((await cart(ada)).length, 1);
  assert.equal((await initiate(ada, 2000)).data.reference, init.data.reference, 'the next click gets the same checkout');

  // Past the checkout's validity the same answer means abandoned.
  await app.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
    .where(eq(payments.reference, init.data.reference));
  const late = await api(apiUrl, ada, 'GET', `/api/payment/verify/${init.data.reference}`);
  assert.equal(late.json.data.status, 'abandoned');
  assert.notEqual((await initiate(ada, 2000)).data.reference, init.data.reference, 'a new checkout after the old one expired');
});

test('the browser may place without a reference: the latest paid checkout is used', async () => {
  const ada = await createUser(app);
  await fill(ada, [[paracetamol.id, 1]]);
  const init = await initiate(ada, 1500);
  sandbox.sandbox.options.webhookUrl = null;
  try {
    await payOnCheckoutPage(init.data.authorization_url, SUCCESS_CARD);
    const placed = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id });
    assert.equal(placed.status, 201);
    assert.equal(placed.json.paymentReference, init.data.reference);
    assert.equal(placed.json.totalPrice, 1500);
  } finally {
    sandbox.sandbox.options.webhookUrl = `${apiUrl}/api/payment/webhook`;
  }
});

test('admins page and sort transactions', async () => {
  const admin = await createAdmin(app);
  const all = await api(apiUrl, admin, 'GET', '/api/payment/transactions');
  const total = Number(all.headers.get('x-total-count'));
  assert.equal(all.json.length, total);
  assert.ok(total >= 3);
  const page = await api(apiUrl, admin, 'GET', '/api/payment/transactions?page=2&pageSize=2&sort=amount');
  assert.equal(page.json.length, Math.min(2, total - 2));
  const sorted = [...all.json]
    .sort((a: { amount: number }, b: { amount: number }) => a.amount - b.amount)
    .map((t: { amount: number }) => t.amount);
  assert.deepEqual(
    page.json.map((t: { amount: number }) => t.amount),
    sorted.slice(2, 4),
  );
  assert.equal((await api(apiUrl, admin, 'GET', '/api/payment/transactions?sort=bogus')).status, 400);
});
