// Whole purchases over real HTTP against the sandbox behaving as Paystack documents it (fees passed
// to the customer, abandoned until attempted, asynchronous refunds with refund.* events, late
// duplicate webhooks, bank transfer). On PGlite, and on PostgreSQL when DATABASE_URL is set.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders, payments, refunds } from '../../src/platform/db/schema/index';
import { SANDBOX_SECRET_KEY } from '../../src/domains/payments/paystack-client';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

const { app, sandbox, apiUrl } = await startCommerce();
const [amoxil, zinc] = await createMedicines(app, [
  { name: 'Amoxil 500mg', price: 2500 },
  { name: 'Zinc tablets', price: 1250.5 },
]);
const admin = await createAdmin(app);

async function fill(user: TestUser, lines: [string, number][]) {
  for (const [medicineId, quantity] of lines) {
    assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id })).status, 200);
  }
}

async function initiate(user: TestUser, amount: number) {
  const res = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, amount));
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.data as { authorization_url: string; access_code: string; reference: string };
}

async function history(user: TestUser) {
  return (await api(apiUrl, user, 'GET', `/api/Order/history/${user.user.id}`)).json as {
    orderId: string;
    totalPrice: number;
    status: string;
    paymentReference: string;
  }[];
}

const ordersFor = async (reference: string) => app.db.select().from(orders).where(eq(orders.paymentReference, reference));
const paymentOf = async (reference: string) => (await app.db.select().from(payments).where(eq(payments.reference, reference)))[0];
const settle = () => sandbox.sandbox.settled();

test('a whole purchase where the customer pays the fees: charged requested + fees, paid, one order for the cart total', async () => {
  sandbox.sandbox.options.customerPaysFees = true;
  try {
    const ada = await createUser(app);
    await fill(ada, [
      [amoxil.id, 2],
      [zinc.id, 1],
    ]);
    const init = await initiate(ada, 6250.5);
    const paid = await payOnCheckoutPage(init.authorization_url, SUCCESS_CARD);
    // 625,050 kobo + (1.5% + NGN 100 = 19,376) = 644,426 kobo charged.
    assert.match(paid.pageHtml, /NGN 6,444\.26/);
    assert.equal(paid.status, 303);
    await settle();

    const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${init.reference}`);
    assert.equal(verified.json.data.status, 'success');
    assert.equal(verified.json.data.amount, 6250.5);
    assert.equal(verified.json.data.chargedAmount, 6444.26);
    assert.equal(verified.json.data.fees, 193.76);
    const placed = await history(ada);
    assert.equal(placed.length, 1);
    assert.equal(placed[0].totalPrice, 6250.5);
    assert.equal(verified.json.data.orderId, placed[0].orderId);
    const payment = await paymentOf(init.reference);
    assert.deepEqual([payment.status, payment.amountKobo, payment.chargedKobo, payment.feeKobo], ['success', 625050, 644426, 19376]);
  } finally {
    sandbox.sandbox.options.customerPaysFees = false;
  }
});

test('a second tab on an unattempted checkout (Paystack: abandoned) gets the same checkout; paying it gives one order', async () => {
  const ada = await createUser(app);
  await fill(ada, [[zinc.id, 2]]);
  const first = await initiate(ada, 2501);
  assert.equal(sandbox.sandbox.transactions.get(first.reference)?.status, 'abandoned');
  const early = await api(apiUrl, ada, 'GET', `/api/payment/verify/${first.reference}`);
  assert.equal(early.json.data.status, 'pending', 'an early verify does not call it abandoned');
  const second = await initiate(ada, 2501);
  assert.equal(second.reference, first.reference);
  assert.equal(second.authorization_url, first.authorization_url);
  assert.equal([...sandbox.sandbox.transactions.values()].filter((t) => t.email === ada.user.email).length, 1, 'one payable transaction');

  assert.equal((await payOnCheckoutPage(second.authorization_url, SUCCESS_CARD)).status, 303);
  await settle();
  assert.equal((await history(ada)).length, 1);
  assert.equal((await ordersFor(first.reference)).length, 1);
});

test('a forged, correctly signed charge.success for an unpaid reference places no order', async () => {
  const ada = await createUser(app);
  await fill(ada, [[amoxil.id, 1]]);
  const init = await initiate(ada, 2500);
  const forged = JSON.stringify({
    event: 'charge.success',
    data: { id: 1, status: 'success', reference: init.reference, amount: 250000, requested_amount: 250000, currency: 'NGN' },
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
  assert.equal((await paymentOf(init.reference)).status, 'pending');
  assert.equal((await ordersFor(init.reference)).length, 0);
  assert.deepEqual(await history(ada), []);
});

test('a late duplicate charge.success (after the order exists) and retried deliveries give one order', async () => {
  sandbox.sandbox.options.duplicateWebhookDelayMs = 60_000; // 60 ms at the test time scale
  sandbox.sandbox.options.webhookAttempts = undefined; // the whole (compressed) retry schedule
  try {
    const ada = await createUser(app);
    await fill(ada, [[amoxil.id, 3]]);
    const init = await initiate(ada, 7500);
    assert.equal((await payOnCheckoutPage(init.authorization_url, SUCCESS_CARD)).status, 303);
    const browser = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference: init.reference });
    assert.ok([200, 201].includes(browser.status));
    await settle();
    const deliveries = sandbox.sandbox.webhooks.filter(
      (w) => w.event === 'charge.success' && JSON.parse(w.body).data.reference === init.reference,
    );
    assert.deepEqual(
      deliveries.map((d) => [d.duplicate, d.status]),
      [
        [false, 200],
        [true, 200],
      ],
    );
    assert.equal((await ordersFor(init.reference)).length, 1);
    assert.equal((await history(ada)).length, 1);
  } finally {
    sandbox.sandbox.options.duplicateWebhookDelayMs = null;
    sandbox.sandbox.options.webhookAttempts = 1;
  }
});

test('a refund that succeeds: pending, then processed from the refund.* events; the shopper and the admin see it', async () => {
  const ada = await createUser(app);
  await fill(ada, [[zinc.id, 1]]);
  const init = await initiate(ada, 1250.5);
  await payOnCheckoutPage(init.authorization_url, SUCCESS_CARD);
  await settle();
  const [order] = await history(ada);
  // Each refund step takes 2 s here (not the suite's 100 ms), so a loaded machine still reads the
  // refund while it is pending.
  const step = sandbox.sandbox.options.refundStepMs;
  sandbox.sandbox.options.refundStepMs = 2_000_000;
  try {
    const cancelled = await api(apiUrl, ada, 'PUT', `/api/Order/${order.orderId}`, { status: 'Canceled' });
    assert.equal(cancelled.status, 200);
    const pending = await app.db.select().from(refunds).where(eq(refunds.paymentReference, init.reference));
    assert.deepEqual(
      pending.map((r) => [r.status, r.amountKobo]),
      [['pending', 125050]],
    );
    await settle(); // refund.pending, refund.processing, refund.processed delivered and processed
  } finally {
    sandbox.sandbox.options.refundStepMs = step;
  }
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, init.reference));
  assert.equal(refund.status, 'processed');
  assert.ok(refund.processedAt);
  assert.equal(sandbox.sandbox.transactions.get(init.reference)?.status, 'reversed');
  const shown = await api(apiUrl, ada, 'GET', `/api/payment/${init.reference}/refunds`);
  assert.equal(shown.json[0].status, 'processed');
  const row = (await api(apiUrl, admin, 'GET', '/api/payment/transactions')).json.find(
    (t: { transactionReference: string }) => t.transactionReference === init.reference,
  );
  assert.deepEqual([row.refunded, row.refundStatus, row.attention], [true, 'processed', null]);
  assert.equal((await history(ada))[0].status, 'Canceled');
});

test('a refund that fails: refund.failed leaves it failed and flagged for the admin; the sandbox transaction is still paid', async () => {
  const ada = await createUser(app);
  await fill(ada, [[amoxil.id, 1]]);
  const init = await initiate(ada, 2500);
  await payOnCheckoutPage(init.authorization_url, SUCCESS_CARD);
  await settle();
  const [order] = await history(ada);
  sandbox.sandbox.options.refundOutcome = 'failed';
  try {
    assert.equal((await api(apiUrl, ada, 'PUT', `/api/Order/${order.orderId}`, { status: 'Canceled' })).status, 200);
    await settle();
  } finally {
    sandbox.sandbox.options.refundOutcome = 'processed';
  }
  // The provider is done once its refund.failed event is answered; the shop records it (the refund,
  // then the payment's flag) just after.
  const rows = await readUntil(
    () => app.db.select().from(refunds).where(eq(refunds.paymentReference, init.reference)),
    async (found) => found.every((r) => r.status === 'failed') && Boolean((await paymentOf(init.reference)).attention),
  );
  assert.deepEqual(
    rows.map((r) => r.status),
    ['failed'],
  );
  assert.equal(sandbox.sandbox.transactions.get(init.reference)?.status, 'success');
  const row = (await api(apiUrl, admin, 'GET', '/api/payment/transactions')).json.find(
    (t: { transactionReference: string }) => t.transactionReference === init.reference,
  );
  assert.deepEqual([row.refunded, row.refundStatus], [false, 'failed']);
  assert.match(row.attention, /refund failed/i);
  assert.equal((await api(apiUrl, ada, 'GET', `/api/payment/${init.reference}/refunds`)).json[0].status, 'failed');
});

test('pay by bank transfer: pending until the money arrives, then the order is placed by the webhook', async () => {
  const ada = await createUser(app);
  await fill(ada, [[zinc.id, 4]]);
  const init = await initiate(ada, 5002);
  // The bank holds the money until the pending payment is read, however busy the machine is.
  sandbox.sandbox.options.holdTransfers = true;
  try {
    const sent = await fetch(`${init.authorization_url}/transfer`, { method: 'POST', redirect: 'manual' });
    assert.equal(sent.status, 303);
    assert.equal((await api(apiUrl, ada, 'GET', `/api/payment/verify/${init.reference}`)).json.data.status, 'pending');
    assert.deepEqual(await history(ada), [], 'no order while the money has not arrived');
  } finally {
    sandbox.sandbox.options.holdTransfers = false;
    sandbox.sandbox.releaseTransfers();
  }
  await settle();
  const placed = await history(ada);
  assert.equal(placed.length, 1);
  assert.equal(placed[0].totalPrice, 5002);
  assert.equal((await paymentOf(init.reference)).channel, 'bank_transfer');
});
