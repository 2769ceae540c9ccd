import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { payments, refunds } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD, unitsOnHandOf } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';
import { makePrescriptionOnly, png, upload } from './helpers';
import { readUntil } from '../helpers/wait-for';

// Refunds move pending -> processing -> processed within a few hundred milliseconds.
const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const [amoxil, amlodipine, paracetamol] = await createMedicines(app, [
  { name: 'Amoxil 500mg Capsules', price: 2500, stock: 50 },
  { name: 'Amlodipine 10mg Tablets', price: 1800, stock: 50 },
  { name: 'Paracetamol 500mg', price: 500, stock: 50 },
]);
await makePrescriptionOnly(app, amoxil.id);
await makePrescriptionOnly(app, amlodipine.id);

const admin = await createAdmin(app, { firstName: 'Tunde', lastName: 'Bakare' });
// Two people: another admin grants the role.
const granter = await createAdmin(app);
const granted = await grantPharmacist(app, granter, admin.user.id, 'PCN/012345');
assert.equal(granted.status, 200);

const stockOf = (id: string) => unitsOnHandOf(app, id);
const refundsOf = (reference: string) => app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));

/** A shopper buys these lines with an uploaded prescription; the order awaiting review. */
async function buy(user: TestUser, lines: [string, number][]) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clearcart/${user.user.id}`);
  for (const [medicineId, quantity] of lines)
    await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
  const quote = (await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const { json: rx } = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png' });
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, quote.total), prescriptionId: rx.id });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  const order = (await api(apiUrl, user, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
  assert.equal(order.status, 'AwaitingReview');
  return { order, reference: init.json.data.reference as string, total: quote.total as number };
}

const line = (order: { orderItems: { lineId: string; medicineName: string }[] }, name: string) =>
  order.orderItems.find((l) => l.medicineName === name)!.lineId;

/** The payment's refunds once there are `count` of them and every one is `status` (the last reading otherwise). */
async function waitForRefunds(reference: string, count: number, status: string) {
  const rows = await readUntil(
    () => refundsOf(reference),
    (found) => found.length === count && found.every((r) => r.status === status),
  );
  assert.deepEqual(
    rows.map((r) => r.status),
    Array(count).fill(status),
    `the refunds of ${reference} never became ${count} × ${status}`,
  );
  return rows;
}

/** The payment's provider status once it is `status`, or the last one read when it never becomes it. */
async function waitForPaymentStatus(reference: string, status: string) {
  const [payment] = await readUntil(
    () => app.db.select().from(payments).where(eq(payments.reference, reference)),
    ([found]) => found.providerStatus === status,
  );
  return payment.providerStatus ?? '';
}

test('the queue shows orders awaiting review oldest first, each with its prescription and lines; shoppers and plain admins cannot see it', async () => {
  const ada = await createUser(app, { firstName: 'Ada', lastName: 'Obi' });
  const first = await buy(ada, [[amoxil.id, 1]]);
  const second = await buy(ada, [[amlodipine.id, 1]]);
  const queue = await api(apiUrl, admin, 'GET', '/api/pharmacist/reviews');
  assert.equal(queue.status, 200);
  const ids = queue.json.items.map((i: { orderId: string }) => i.orderId);
  assert.ok(ids.indexOf(first.order.orderId) < ids.indexOf(second.order.orderId), 'oldest first');
  const item = queue.json.items.find((i: { orderId: string }) => i.orderId === first.order.orderId);
  assert.equal(item.customerName, 'Ada Obi');
  assert.equal(item.prescription.id, first.order.prescriptionId);
  assert.deepEqual(
    item.lines.map((l: { medicineName: string; requiresPrescription: boolean }) => [l.medicineName, l.requiresPrescription]),
    [['Amoxil 500mg Capsules', true]],
  );
  assert.equal((await api(apiUrl, ada, 'GET', '/api/pharmacist/reviews')).status, 403);
  const plainAdmin = await createAdmin(app);
  assert.equal((await api(apiUrl, plainAdmin, 'GET', '/api/pharmacist/reviews')).status, 403);
  assert.equal(
    (
      await api(apiUrl, plainAdmin, 'POST', `/api/pharmacist/reviews/${first.order.orderId}`, {
        lines: [{ lineId: line(first.order, 'Amoxil 500mg Capsules'), approved: true }],
      })
    ).status,
    403,
  );
  assert.equal((await api(apiUrl, null, 'GET', '/api/pharmacist/reviews')).status, 401);
});

test('approved: the order moves on to Pending, the decision stays on it, the shopper is emailed', async () => {
  const ada = await createUser(app);
  const { order } = await buy(ada, [
    [amoxil.id, 2],
    [paracetamol.id, 1],
  ]);
  const amoxilBefore = await stockOf(amoxil.id);
  const decided = await api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [{ lineId: line(order, 'Amoxil 500mg Capsules'), approved: true }],
  });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  assert.equal(decided.json.status, 'Pending');
  assert.equal(decided.json.review.decision, 'approved');
  assert.equal(decided.json.review.pharmacistName, 'Tunde Bakare');
  assert.equal(decided.json.review.refund, 0);
  assert.equal(decided.json.review.reason, null);
  assert.equal(
    decided.json.orderItems.find((l: { medicineName: string }) => l.medicineName === 'Amoxil 500mg Capsules').reviewDecision,
    'approved',
  );
  assert.equal(await stockOf(amoxil.id), amoxilBefore, 'nothing returned');
  const tracked = await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`);
  assert.equal(tracked.json.status, 'Pending');
  assert.equal(tracked.json.review.decision, 'approved');
  const mail = readOutbox(app).find(
    (m) => m.to.includes(ada.user.email) && m.subject === `Order ${order.orderNumber}: prescription approved`,
  );
  assert.ok(mail, 'the approval mail');
  const again = await api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [{ lineId: line(order, 'Amoxil 500mg Capsules'), approved: false }],
    reason: 'Second thoughts',
  });
  assert.equal(again.status, 409);
  assert.equal(again.json.code, 'review-decided');
});

test('rejected: the order is cancelled, all that was charged is refunded through the refunds, its stock comes back, and the shopper reads the reason', async () => {
  const ada = await createUser(app);
  const before = await stockOf(amoxil.id);
  const { order, reference, total } = await buy(ada, [[amoxil.id, 3]]);
  assert.equal(await stockOf(amoxil.id), before - 3);
  const noReason = await api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [{ lineId: line(order, 'Amoxil 500mg Capsules'), approved: false }],
  });
  assert.equal(noReason.status, 400);
  const decided = await api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [{ lineId: line(order, 'Amoxil 500mg Capsules'), approved: false }],
    reason: 'The prescription is for a different patient name.',
  });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  assert.equal(decided.json.status, 'Canceled');
  assert.equal(decided.json.review.decision, 'rejected');
  assert.equal(decided.json.review.reason, 'The prescription is for a different patient name.');
  assert.equal(decided.json.review.refund, total);
  assert.equal(await stockOf(amoxil.id), before, 'every unit back');
  const [refund] = await waitForRefunds(reference, 1, 'processed');
  assert.equal(refund.amountKobo, Math.round(total * 100));
  // The payment reads reversed once the refund's outcome is recorded on it, a step after the refund's own row.
  assert.equal(await waitForPaymentStatus(reference, 'reversed'), 'reversed', 'fully refunded');
  const seen = (await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}`)).json;
  assert.equal(seen.review.reason, 'The prescription is for a different patient name.');
  const mail = readOutbox(app).find(
    (m) => m.to.includes(ada.user.email) && m.subject === `Order ${order.orderNumber}: prescription not approved`,
  );
  assert.ok(mail);
  assert.match(mail.text, /different patient name/);
});

test('partly approved: the rejected lines are refunded (only them) and their stock returned; the rest of the order moves on', async () => {
  const ada = await createUser(app);
  const amoxilBefore = await stockOf(amoxil.id);
  const amlodipineBefore = await stockOf(amlodipine.id);
  const { order, reference, total } = await buy(ada, [
    [amoxil.id, 1],
    [amlodipine.id, 2],
    [paracetamol.id, 1],
  ]);
  const missing = await api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [{ lineId: line(order, 'Amoxil 500mg Capsules'), approved: true }],
  });
  assert.equal(missing.status, 400, 'every prescription line needs a decision');
  const otc = await api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [
      { lineId: line(order, 'Amoxil 500mg Capsules'), approved: true },
      { lineId: line(order, 'Amlodipine 10mg Tablets'), approved: true },
      { lineId: line(order, 'Paracetamol 500mg'), approved: true },
    ],
  });
  assert.equal(otc.status, 400, 'over-the-counter lines are not reviewed');
  const decided = await api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [
      { lineId: line(order, 'Amoxil 500mg Capsules'), approved: true },
      { lineId: line(order, 'Amlodipine 10mg Tablets'), approved: false },
    ],
    reason: 'Amlodipine is not on this prescription.',
  });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  assert.equal(decided.json.status, 'Pending');
  assert.equal(decided.json.review.decision, 'partial');
  assert.equal(decided.json.review.refund, 3600);
  assert.deepEqual(
    decided.json.orderItems.map((l: { medicineName: string; reviewDecision: string | null }) => [l.medicineName, l.reviewDecision]),
    [
      ['Amlodipine 10mg Tablets', 'rejected'],
      ['Amoxil 500mg Capsules', 'approved'],
      ['Paracetamol 500mg', null],
    ],
  );
  assert.equal(await stockOf(amlodipine.id), amlodipineBefore, 'the rejected units are back');
  assert.equal(await stockOf(amoxil.id), amoxilBefore - 1, 'the approved ones stay sold');
  const [refund] = await waitForRefunds(reference, 1, 'processed');
  assert.equal(refund.amountKobo, 360_000);
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, reference));
  assert.notEqual(payment.providerStatus, 'reversed', 'a part refunded is still paid');
  const mail = readOutbox(app).find(
    (m) => m.to.includes(ada.user.email) && m.subject === `Order ${order.orderNumber}: prescription partly approved`,
  );
  assert.ok(mail);
  assert.match(mail.text, /2 × Amlodipine 10mg Tablets/);

  // Cancelling the rest later refunds only what is left (the approved lines and the delivery fee).
  const cancel = await api(apiUrl, admin, 'PUT', `/api/Order/${order.orderId}`, { status: 'Canceled' });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.json));
  const all = await waitForRefunds(reference, 2, 'processed');
  assert.deepEqual(
    all.map((r) => r.amountKobo).sort((a, b) => a - b),
    [360_000, Math.round(total * 100) - 360_000].sort((a, b) => a - b),
  );
  assert.equal(await stockOf(amoxil.id), amoxilBefore);
});

test('two pharmacists deciding at once: one decision wins, the other gets 409 and changes nothing', async () => {
  const ada = await createUser(app);
  const second = await createUser(app, { firstName: 'Musa', lastName: 'Bello' });
  await grantPharmacist(app, admin, second.user.id, 'PCN/054321');
  const { order, reference } = await buy(ada, [[amoxil.id, 1]]);
  const lineId = line(order, 'Amoxil 500mg Capsules');
  const answers = await Promise.all([
    api(apiUrl, admin, 'POST', `/api/pharmacist/reviews/${order.orderId}`, { lines: [{ lineId, approved: true }] }),
    api(apiUrl, second, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
      lines: [{ lineId, approved: false }],
      reason: 'Dose too high.',
    }),
  ]);
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
  const loser = answers.find((a) => a.status === 409)!;
  assert.equal(loser.json.code, 'review-decided');
  const winner = answers.find((a) => a.status === 200)!;
  const final = (await api(apiUrl, ada, 'GET', `/api/Order/${order.orderId}`)).json;
  assert.equal(final.status, winner.json.status);
  assert.equal(final.review.decision, winner.json.review.decision);
  assert.equal((await refundsOf(reference)).length, winner.json.review.decision === 'rejected' ? 1 : 0);
});
