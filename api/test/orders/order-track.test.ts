// The order answers carry what the track page shows (issue 30, items 5 and 12): each status the order
// has been in with when, what was refunded and what the shopper paid in the end, the refund's state
// and the one refund promise; the order's lines, address and window.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { refunds } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';
import { makePrescriptionOnly, png, upload } from '../prescriptions/helpers';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const [amoxil, paracetamol] = await createMedicines(app, [
  { name: 'Amoxil 500mg Capsules', price: 9500, stock: 50 },
  { name: 'Paracetamol 500mg', price: 3300, stock: 50 },
]);
await makePrescriptionOnly(app, amoxil.id);

const pharmacist = await createAdmin(app, { firstName: 'Tunde', lastName: 'Bakare' });
const granter = await createAdmin(app);
assert.equal((await grantPharmacist(app, granter, pharmacist.user.id, 'PCN/012345')).status, 200);

type History = { status: string; at: string }[];

/** A shopper pays for these lines (with a prescription when one is prescription-only); answers the order. */
async function buy(user: TestUser, lines: [string, number][], prescription = false) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clearcart/${user.user.id}`);
  for (const [medicineId, quantity] of lines)
    await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
  const quote = (await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const rx = prescription ? (await upload(apiUrl, user, { bytes: await png(), name: 'rx.png' })).json.id : undefined;
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, quote.total), prescriptionId: rx });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  return (await api(apiUrl, user, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
}

/** The refunds recorded for a payment (whatever step the provider has reached with them). */
const refundRows = (reference: string) => app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));

// A refund counts from when it is asked for until it fails: pending, processing or processed alike.
const LIVE = ['pending', 'processing', 'processed'];

const statuses = (history: History) => history.map((h) => h.status);

function assertDatedInOrder(history: History) {
  for (const step of history) assert.ok(!Number.isNaN(Date.parse(step.at)), `a date for ${step.status}: ${step.at}`);
  const times = history.map((h) => Date.parse(h.at));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => a - b),
    'oldest first',
  );
}

test('an order placed without a prescription starts its history at Pending; each move the pharmacy makes is added with its time', async () => {
  const ada = await createUser(app);
  const order = await buy(ada, [[paracetamol.id, 2]]);
  assert.deepEqual(statuses(order.statusHistory), ['Pending']);
  assert.equal(order.refundedAmount, 0);
  assert.equal(order.amountPaid, order.totalPrice);
  assert.equal(order.refundStatus, null);
  assert.equal(order.refundExpectedWithin, '3 to 10 working days');
  for (const status of ['Processing', 'Shipped', 'Delivered'])
    assert.equal((await api(apiUrl, granter, 'PUT', `/api/Order/${order.orderId}`, { status })).status, 200);
  const tracked = await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`);
  assert.equal(tracked.status, 200);
  assert.deepEqual(statuses(tracked.json.statusHistory), ['Pending', 'Processing', 'Shipped', 'Delivered']);
  assertDatedInOrder(tracked.json.statusHistory);
  // The track answer is the whole order: lines, address and window come with it.
  assert.equal(tracked.json.orderNumber, order.orderNumber);
  assert.deepEqual(
    tracked.json.orderItems.map((l: { medicineName: string; quantity: number }) => [l.medicineName, l.quantity]),
    [['Paracetamol 500mg', 2]],
  );
  assert.equal(tracked.json.deliveryAddress.city, 'Ikeja');
  assert.ok(tracked.json.deliveryWindow?.text, 'the delivery window');
  // A refused move adds nothing.
  assert.equal((await api(apiUrl, granter, 'PUT', `/api/Order/${order.orderId}`, { status: 'Canceled' })).status, 409);
  const again = await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}`);
  assert.equal(again.json.statusHistory.length, 4);
  // Another shopper sees none of it.
  const bayo = await createUser(app);
  assert.equal((await api(apiUrl, bayo, 'GET', `/api/Order/track/${order.orderId}`)).status, 403);
});

test('a partly approved order: review then "Pending" in its history, the rejected line refunded, amount paid net of it; a cancellation refunds the rest', async () => {
  const ada = await createUser(app);
  const order = await buy(
    ada,
    [
      [amoxil.id, 1],
      [paracetamol.id, 2],
    ],
    true,
  );
  assert.equal(order.status, 'AwaitingReview');
  assert.deepEqual(statuses(order.statusHistory), ['AwaitingReview']);
  const amoxilLine = order.orderItems.find((l: { medicineName: string }) => l.medicineName === 'Amoxil 500mg Capsules').lineId;
  const decided = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [{ lineId: amoxilLine, approved: false }],
    reason: 'The prescription is for another strength.',
  });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  assert.equal(decided.json.status, 'Pending');
  assert.equal((await refundRows(order.paymentReference)).length, 1, 'one refund asked for the rejected line');

  const partly = (await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`)).json;
  assert.deepEqual(statuses(partly.statusHistory), ['AwaitingReview', 'Pending']);
  assertDatedInOrder(partly.statusHistory);
  assert.equal(partly.totalPrice, 9500 + 6600 + partly.deliveryFee);
  assert.equal(partly.refundedAmount, 9500);
  assert.equal(partly.amountPaid, 6600 + partly.deliveryFee);
  assert.ok(LIVE.includes(partly.refundStatus), `a live refund: ${partly.refundStatus}`);
  const listed = (await api(apiUrl, ada, 'GET', `/api/Order/user/${ada.user.id}`)).json.find(
    (o: { orderId: string }) => o.orderId === order.orderId,
  );
  assert.deepEqual([listed.refundedAmount, listed.amountPaid], [9500, partly.amountPaid], 'the list carries the refund too');

  assert.equal((await api(apiUrl, ada, 'PUT', `/api/Order/${order.orderId}`, { status: 'Canceled' })).status, 200);
  assert.equal((await refundRows(order.paymentReference)).length, 2, 'the rest refunded on cancelling');
  const cancelled = (await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}`)).json;
  assert.deepEqual(statuses(cancelled.statusHistory), ['AwaitingReview', 'Pending', 'Canceled']);
  assert.equal(cancelled.refundedAmount, partly.totalPrice);
  assert.equal(cancelled.amountPaid, 0);
  assert.ok(LIVE.includes(cancelled.refundStatus), `a live refund: ${cancelled.refundStatus}`);
});

test('the refund promise is declared once and readable without an account', async () => {
  const answer = await api(apiUrl, null, 'GET', '/api/payment/refund-timeline');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.json, { minDays: 3, maxDays: 10, text: '3 to 10 working days' });
});
