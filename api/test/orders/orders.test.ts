import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines, orders, payments } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const { app, sandbox, apiUrl } = await startCommerce();
// These tests place orders through the browser's calls only; the webhook path is tested in checkout.test.ts.
sandbox.sandbox.options.webhookUrl = null;
const [paracetamol, vitaminC] = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 1500 },
  { name: 'Vitamin C 1000mg', price: 2000 },
]);
const admin = await createAdmin(app);

async function add(user: TestUser, medicineId: string, quantity: number) {
  const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
  assert.equal(res.status, 200);
}

/** Fills the cart, initiates and pays with the test card; returns the payment reference (no order yet). */
async function paidCheckout(user: TestUser, lines: [string, number, number][]) {
  for (const [medicineId, quantity] of lines) await add(user, medicineId, quantity);
  const amount = lines.reduce((sum, [, q, price]) => sum + q * price, 0);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, amount));
  assert.equal(init.status, 200);
  const paid = await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  assert.equal(paid.status, 303);
  return init.json.data.reference as string;
}

async function placedOrder(user: TestUser) {
  const reference = await paidCheckout(user, [[paracetamol.id, 1, 1500]]);
  const placed = await api(apiUrl, user, 'POST', '/api/Order/place', { userId: user.user.id, reference });
  assert.equal(placed.status, 201);
  return placed.json as { orderId: string; orderNumber: string; paymentReference: string };
}

const setStatus = (user: TestUser, orderId: string, status: string) => api(apiUrl, user, 'PUT', `/api/Order/${orderId}`, { status });

test('20 parallel place calls for one payment give one order', async () => {
  const ada = await createUser(app);
  const reference = await paidCheckout(ada, [
    [paracetamol.id, 2, 1500],
    [vitaminC.id, 1, 2000],
  ]);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference })),
  );
  const statuses = answers.map((a) => a.status).sort();
  assert.deepEqual(statuses, [...Array(19).fill(200), 201], `statuses: ${statuses.join(',')}`);
  assert.equal(new Set(answers.map((a) => a.json.orderId)).size, 1);
  assert.equal((await app.db.select().from(orders).where(eq(orders.paymentReference, reference))).length, 1);
  assert.equal(answers[0].json.totalPrice, 5000);
  const history = await api(apiUrl, ada, 'GET', `/api/Order/user/${ada.user.id}`);
  assert.equal(history.json.length, 1);
});

test('only the paid quantities leave the cart; items added after paying stay', async () => {
  const ada = await createUser(app);
  const reference = await paidCheckout(ada, [[paracetamol.id, 2, 1500]]);
  await add(ada, paracetamol.id, 1);
  await add(ada, vitaminC.id, 4);
  const placed = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference });
  assert.equal(placed.status, 201);
  assert.equal(placed.json.totalPrice, 3000);
  assert.deepEqual(
    placed.json.orderItems.map((i: { medicineName: string; quantity: number }) => [i.medicineName, i.quantity]),
    [['Paracetamol 500mg', 2]],
  );
  const cart = await api(apiUrl, ada, 'GET', `/api/carts/getcartitems?userId=${ada.user.id}`);
  assert.deepEqual(
    cart.json.map((i: { medicine: { name: string }; quantity: number }) => [i.medicine.name, i.quantity]),
    [
      ['Paracetamol 500mg', 1],
      ['Vitamin C 1000mg', 4],
    ],
  );
});

test('order lines keep the name and price paid when the catalogue changes', async () => {
  const ada = await createUser(app);
  const [ibuprofen] = await createMedicines(app, [{ name: 'Ibuprofen 400mg', price: 900 }]);
  const reference = await paidCheckout(ada, [[ibuprofen.id, 3, 900]]);
  await app.db.update(medicines).set({ name: 'Ibuprofen 400mg (new pack)', priceKobo: 120000 }).where(eq(medicines.id, ibuprofen.id));
  const placed = await api(apiUrl, ada, 'POST', '/api/Order/place', { userId: ada.user.id, reference });
  const { lineId, ...line } = placed.json.orderItems[0];
  assert.match(lineId, /^[0-9a-f-]{36}$/);
  assert.deepEqual(line, {
    medicineId: ibuprofen.id,
    medicineName: 'Ibuprofen 400mg',
    quantity: 3,
    price: 900,
    requiresPrescription: false,
    reviewDecision: null,
    batches: [{ lotNumber: 'OPENING-BALANCE', expiryDate: null, quantity: 3 }],
  });
  assert.equal(placed.json.totalPrice, 2700);
});

test('admins move orders along Pending -> Processing -> Shipped -> Delivered; other steps are refused with the allowed ones', async () => {
  const ada = await createUser(app);
  const placed = await placedOrder(ada);
  const { orderId } = placed;

  const skip = await setStatus(admin, orderId, 'Delivered');
  assert.equal(skip.status, 409);
  assert.match(skip.json.message, /Pending order can only move to Processing or Canceled/);
  const userMoves = await setStatus(ada, orderId, 'Processing');
  assert.equal(userMoves.status, 403);
  const unknown = await setStatus(admin, orderId, 'Lost');
  assert.equal(unknown.status, 400);
  assert.equal(unknown.json.errors[0].field, 'status');

  assert.equal((await setStatus(admin, orderId, 'Processing')).json.status, 'Processing');
  const userCancelsLate = await setStatus(ada, orderId, 'Canceled');
  assert.equal(userCancelsLate.status, 403);
  assert.match(userCancelsLate.json.message, /only cancel an order while it is Pending/);
  assert.equal((await setStatus(admin, orderId, 'Shipped')).json.status, 'Shipped');
  const cancelShipped = await setStatus(admin, orderId, 'Canceled');
  assert.equal(cancelShipped.status, 409);
  assert.match(cancelShipped.json.message, /Shipped order can only move to Delivered/);
  assert.equal((await setStatus(admin, orderId, 'Delivered')).json.status, 'Delivered');
  const back = await setStatus(admin, orderId, 'Pending');
  assert.equal(back.status, 409);
  assert.match(back.json.message, /cannot change any more/);

  const track = await api(apiUrl, ada, 'GET', `/api/Order/track/${orderId}`);
  assert.equal(track.json.status, 'Delivered');
  const [payment] = await app.db.select().from(payments).where(eq(payments.userId, ada.user.id));
  assert.equal(payment.providerStatus, 'success', 'no refund for a delivered order');

  // Each move the admin made is in the audit log (who, which order, from what to what); refused ones are not.
  const audit = await api(apiUrl, admin, 'GET', `/api/admin/audit?entityType=order&entityId=${orderId}&pageSize=50`);
  assert.equal(audit.status, 200);
  const moves = (
    audit.json as { actorId: string; action: string; entityName: string; changes: { field: string; from: string; to: string }[] }[]
  )
    .filter((entry) => entry.action === 'status')
    .map((entry) => [entry.actorId, entry.entityName, entry.changes[0]!.from, entry.changes[0]!.to]);
  assert.deepEqual(
    moves.sort((x, y) => ['Pending', 'Processing', 'Shipped'].indexOf(x[2]!) - ['Pending', 'Processing', 'Shipped'].indexOf(y[2]!)),
    [
      [admin.user.id, placed.orderNumber, 'Pending', 'Processing'],
      [admin.user.id, placed.orderNumber, 'Processing', 'Shipped'],
      [admin.user.id, placed.orderNumber, 'Shipped', 'Delivered'],
    ],
  );
});

test('a shopper cancels their own Pending order and the payment is refunded through the provider', async () => {
  const ada = await createUser(app);
  const { orderId, paymentReference } = await placedOrder(ada);
  // Paystack refunds asynchronously: pending first. The sandbox holds the refund there until released
  // below (its 100 ms steps would otherwise pass before the next call on a busy machine).
  sandbox.sandbox.options.holdRefunds = true;
  try {
    const cancelled = await setStatus(ada, orderId, 'Canceled');
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.json.status, 'Canceled');
    assert.equal(sandbox.sandbox.transactions.get(paymentReference)?.refunds.length, 1);
    const pending = await api(apiUrl, ada, 'GET', `/api/payment/${paymentReference}/refunds`);
    assert.equal(pending.status, 200);
    assert.deepEqual(
      pending.json.map((r: { status: string; amount: number }) => [r.status, r.amount]),
      [['pending', 1500]],
    );
  } finally {
    sandbox.sandbox.options.holdRefunds = false;
    sandbox.sandbox.releaseRefunds();
  }

  // No webhooks in this file: the refunds endpoint asks the provider on demand.
  await sandbox.sandbox.settled();
  assert.equal(sandbox.sandbox.transactions.get(paymentReference)?.status, 'reversed');
  const processed = await api(apiUrl, ada, 'GET', `/api/payment/${paymentReference}/refunds`);
  assert.equal(processed.json[0].status, 'processed');
  assert.ok(processed.json[0].processedAt);

  const transactions = await api(apiUrl, admin, 'GET', '/api/payment/transactions');
  const row = transactions.json.find((t: { transactionReference: string }) => t.transactionReference === paymentReference);
  assert.equal(row.refunded, true);
  assert.equal(row.refundStatus, 'processed');
  assert.equal(row.status, true, 'it was paid (and then refunded)');
  const other = await createUser(app);
  assert.equal((await api(apiUrl, other, 'GET', `/api/payment/${paymentReference}/refunds`)).status, 403);

  const twice = await setStatus(ada, orderId, 'Canceled');
  assert.equal(twice.status, 403);
  const adminTwice = await setStatus(admin, orderId, 'Canceled');
  assert.equal(adminTwice.status, 409);
  assert.equal(sandbox.sandbox.transactions.get(paymentReference)?.refunds.length, 1, 'refunded once');
});

test('an admin cancels a Processing order and it is refunded', async () => {
  const ada = await createUser(app);
  const { orderId, paymentReference } = await placedOrder(ada);
  await setStatus(admin, orderId, 'Processing');
  // Held at pending while the cancellation answers, so the reconciliation below is what records it processed.
  sandbox.sandbox.options.holdRefunds = true;
  try {
    const cancelled = await setStatus(admin, orderId, 'Canceled');
    assert.equal(cancelled.json.status, 'Canceled');
  } finally {
    sandbox.sandbox.options.holdRefunds = false;
    sandbox.sandbox.releaseRefunds();
  }
  await sandbox.sandbox.settled();
  assert.equal(sandbox.sandbox.transactions.get(paymentReference)?.status, 'reversed');
  const report = await api(apiUrl, admin, 'POST', '/api/payment/reconcile');
  assert.equal(report.status, 200);
  assert.ok(report.json.refundsChanged >= 1, JSON.stringify(report.json));
  const refunds = await api(apiUrl, admin, 'GET', `/api/payment/${paymentReference}/refunds`);
  assert.equal(refunds.json[0].status, 'processed');
});

test('when the provider cannot refund, the order is not cancelled', async () => {
  const ada = await createUser(app);
  const { orderId, paymentReference } = await placedOrder(ada);
  sandbox.sandbox.transactions.get(paymentReference)!.status = 'failed';
  const res = await setStatus(ada, orderId, 'Canceled');
  assert.equal(res.status, 502);
  assert.match(res.json.message, /refund could not be started/);
  assert.equal((await api(apiUrl, ada, 'GET', `/api/Order/${orderId}`)).json.status, 'Pending');
  sandbox.sandbox.transactions.get(paymentReference)!.status = 'success';
});

test('admins list all orders, paged and sorted; bad ids are refused', async () => {
  const all = await api(apiUrl, admin, 'GET', '/api/Order');
  assert.equal(all.status, 200);
  const total = Number(all.headers.get('x-total-count'));
  assert.equal(all.json.length, total);
  assert.ok(total >= 5);
  const page = await api(apiUrl, admin, 'GET', '/api/Order?page=1&pageSize=2&sort=-totalPrice');
  assert.equal(page.json.length, 2);
  assert.ok(page.json[0].totalPrice >= page.json[1].totalPrice);
  for (const key of ['orderId', 'userId', 'totalPrice', 'orderDate', 'status', 'orderItems', 'paymentReference'])
    assert.ok(key in all.json[0], key);
  assert.ok(!Number.isNaN(Date.parse(all.json[0].orderDate)));
  assert.equal((await api(apiUrl, admin, 'GET', '/api/Order/not-a-uuid')).status, 400);
  assert.equal((await api(apiUrl, admin, 'GET', '/api/Order/00000000-0000-4000-8000-000000000000')).status, 404);
});
