import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import {
  medicines,
  notificationOutbox,
  orders,
  payments,
  payOnDeliveryOrders,
  pharmacies,
  refunds,
} from '../../src/platform/db/schema/index';
import { api, createMedicines, payOnCheckoutPage, replayWebhook, startCommerce, SUCCESS_CARD, unitsOnHandOf } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

// Pay on delivery, bounded: verified phone, the cap, no prescription-only line, one open order per
// phone and address, refusals at the door; the rider's Paystack link settles the order once. On
// PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, apiUrl, sandbox } = await startCommerce();
const [paracetamol, zinc, amoxil] = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 1000, stock: 40 },
  { name: 'Zinc 20mg', price: 60_000, stock: 10 },
  { name: 'Amoxil 500mg', price: 2000, stock: 40 },
]);
await app.db.update(medicines).set({ medicineClass: 'pom' }).where(eq(medicines.id, amoxil.id));
const admin = await createAdmin(app);

let phoneSeq = 100;
/** A shopper with a phone they verified through the SMS code (read from the outbox, as the SMS carries it). */
async function shopper(verify = true): Promise<{ user: TestUser; phone: string }> {
  const user = await createUser(app);
  const phone = `0803 555 0${phoneSeq++}`;
  if (!verify) return { user, phone };
  assert.equal((await api(apiUrl, user, 'POST', '/api/account/phone-verification', { phone })).status, 200);
  const [row] = await app.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, user.user.id), eq(notificationOutbox.channel, 'sms')))
    .orderBy(desc(notificationOutbox.createdAt))
    .limit(1);
  const code = /(\d{6})/.exec((row.payload as { text: string }).text)![1];
  const wrong = code === '000000' ? '111111' : '000000';
  assert.equal((await api(apiUrl, user, 'POST', '/api/account/phone-verification/confirm', { phone, code: wrong })).status, 400);
  const ok = await api(apiUrl, user, 'POST', '/api/account/phone-verification/confirm', { phone, code });
  assert.equal(ok.status, 200, JSON.stringify(ok.json));
  return { user, phone };
}

async function podOrder(who: { user: TestUser; phone: string }, lines: [string, number][], street = `${phoneSeq} Zoo Road`) {
  const { user, phone } = who;
  await api(apiUrl, user, 'DELETE', `/api/carts/clearcart/${user.user.id}`);
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
  const quote = await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'kano' });
  return api(apiUrl, user, 'POST', '/api/checkout/pay-on-delivery', {
    amount: quote.json.total,
    email: user.user.email,
    paymentType: 'medicine',
    userId: user.user.id,
    deliveryAddress: { zone: 'kano', city: 'Kano', street, phone },
  });
}

test('refused with 409: an unverified phone, a prescription-only line, over the cap, a second open order for the phone or the address', async () => {
  const unverified = await podOrder(await shopper(false), [[paracetamol.id, 1]]);
  assert.deepEqual([unverified.status, unverified.json.code], [409, 'phone-unverified']);
  const ada = await shopper();
  const rx = await podOrder(ada, [[amoxil.id, 1]]);
  assert.deepEqual([rx.status, rx.json.code], [409, 'pod-prescription']);
  assert.match(rx.json.message, /prescription-only/);
  const big = await podOrder(ada, [[zinc.id, 1]]);
  assert.deepEqual([big.status, big.json.code], [409, 'pod-over-cap']);
  assert.match(big.json.message, /50,000/);

  const first = await podOrder(ada, [[paracetamol.id, 2]], '9 Zoo Road');
  assert.equal(first.status, 201, JSON.stringify(first.json));
  const second = await podOrder(ada, [[paracetamol.id, 1]], '10 Other Road');
  assert.deepEqual([second.status, second.json.code], [409, 'pod-open-order']);
  // Another shopper, another phone, the same door.
  const sameDoor = await podOrder(await shopper(), [[paracetamol.id, 1]], '9  zoo road');
  assert.deepEqual([sameDoor.status, sameDoor.json.code], [409, 'pod-open-order']);
});

test('a refused delivery cancels the order and puts its units back; two refusals withdraw the option for the phone', async () => {
  const bola = await shopper();
  for (const round of [1, 2]) {
    const before = await unitsOnHandOf(app, paracetamol.id);
    const placed = await podOrder(bola, [[paracetamol.id, 3]], `${round} Refusal Close`);
    assert.equal(placed.status, 201, JSON.stringify(placed.json));
    assert.equal(await unitsOnHandOf(app, paracetamol.id), before - 3, 'held for the order');
    const refused = await api(apiUrl, admin, 'POST', `/api/Order/${placed.json.orderId}/pay-on-delivery/refused`);
    assert.equal(refused.status, 200, JSON.stringify(refused.json));
    assert.deepEqual(refused.json, { refusals: round, withdrawn: round === 2 });
    assert.equal(await unitsOnHandOf(app, paracetamol.id), before, 'released');
    const [order] = await app.db.select().from(orders).where(eq(orders.id, placed.json.orderId));
    assert.equal(order.status, 'Canceled');
    const again = await api(apiUrl, admin, 'POST', `/api/Order/${placed.json.orderId}/pay-on-delivery/refused`);
    assert.equal(again.status, 409, 'recorded once');
  }
  const third = await podOrder(bola, [[paracetamol.id, 1]], '3 Refusal Close');
  assert.deepEqual([third.status, third.json.code], [409, 'pod-withdrawn']);
});

test("the rider's payment link is paid: duplicate webhooks and parallel settlements mark the order paid once", async () => {
  const chidi = await shopper();
  const placed = await podOrder(chidi, [[paracetamol.id, 2]], '7 Link Street');
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  const { orderId } = placed.json;
  assert.equal((await api(apiUrl, admin, 'PUT', `/api/Order/${orderId}`, { status: 'Processing' })).status, 200);
  const shipped = await api(apiUrl, admin, 'PUT', `/api/Order/${orderId}`, {
    status: 'Shipped',
    rider: { name: 'Musa Rider', phone: '0806 111 2222' },
  });
  assert.equal(shipped.status, 200, JSON.stringify(shipped.json));
  const links = await Promise.all([1, 2].map(() => api(apiUrl, admin, 'POST', `/api/Order/${orderId}/pay-on-delivery/link`)));
  assert.deepEqual(
    links.map((l) => l.status),
    [200, 200],
  );
  assert.equal(links[0].json.authorizationUrl, links[1].json.authorizationUrl, 'one page for the order');
  assert.equal(links[0].json.amount, placed.json.amount);
  const paid = await payOnCheckoutPage(links[0].json.authorizationUrl, SUCCESS_CARD);
  assert.equal(paid.status, 303);
  await sandbox.sandbox.settled();
  const delivery = sandbox.sandbox.webhooks.find((w) => JSON.parse(w.body).data.reference === links[0].json.reference);
  assert.ok(delivery, 'the sandbox sent charge.success');
  assert.deepEqual(await replayWebhook(apiUrl, delivery, 4), [200, 200, 200, 200]);
  const [row] = await app.db.select().from(payOnDeliveryOrders).where(eq(payOnDeliveryOrders.orderId, orderId));
  assert.equal(row.state, 'paid');
  const paidAt = row.paidAt!.getTime();
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, links[0].json.reference));
  assert.equal(payment.status, 'success');
  assert.equal((await app.db.select().from(orders).where(eq(orders.paymentReference, payment.reference))).length, 1);
  await Promise.all([1, 2, 3].map(() => app.orderPlacement.placeFor(payment)));
  const [after] = await app.db.select().from(payOnDeliveryOrders).where(eq(payOnDeliveryOrders.orderId, orderId));
  assert.equal(after.paidAt!.getTime(), paidAt, 'settled once');
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${orderId}/pay-on-delivery/link`)).json.code, 'pod-paid');
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${orderId}/pay-on-delivery/refused`)).status, 409);

  const report = await api(apiUrl, admin, 'GET', '/api/admin/pay-on-delivery/collections');
  assert.equal(report.status, 200);
  const musa = report.json.find((r: { rider: string }) => r.rider === 'Musa Rider');
  assert.deepEqual([musa.due, musa.paid, musa.outstanding], [placed.json.amount, placed.json.amount, 0]);
  assert.equal((await api(apiUrl, chidi.user, 'GET', '/api/admin/pay-on-delivery/collections')).status, 403);
  // The phone's order is paid: a new one may be opened.
  assert.equal((await podOrder(chidi, [[paracetamol.id, 1]], '7 Link Street')).status, 201);
});

test('paid on the link after the delivery was refused: the order stays cancelled and the whole payment goes back, once', async () => {
  const dayo = await shopper();
  const placed = await podOrder(dayo, [[paracetamol.id, 1]], '9 Refused Road');
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  const { orderId } = placed.json;
  const link = await api(apiUrl, admin, 'POST', `/api/Order/${orderId}/pay-on-delivery/link`);
  assert.equal(link.status, 200, JSON.stringify(link.json));
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${orderId}/pay-on-delivery/refused`)).status, 200);
  // The shopper pays the rider's page anyway, later: the webhook and its duplicates meet a refused order.
  assert.equal((await payOnCheckoutPage(link.json.authorizationUrl, SUCCESS_CARD)).status, 303);
  await sandbox.sandbox.settled();
  const delivery = sandbox.sandbox.webhooks.find((w) => JSON.parse(w.body).data.reference === link.json.reference);
  assert.ok(delivery, 'the sandbox sent charge.success');
  await replayWebhook(apiUrl, delivery, 3);
  const refundsGiven = () => app.db.select().from(refunds).where(eq(refunds.paymentReference, link.json.reference));
  await readUntil(refundsGiven, (found) => found.length > 0);
  // Then a moment for a second refund to appear if the callers' settlement were not single.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const given = await refundsGiven();
  assert.equal(given.length, 1, 'one refund');
  assert.equal(given[0].amountKobo, placed.json.amount * 100, 'all of it');
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  assert.equal(order.status, 'Canceled');
  const [row] = await app.db.select().from(payOnDeliveryOrders).where(eq(payOnDeliveryOrders.orderId, orderId));
  assert.equal(row.state, 'refused');
});

test("a pharmacy's staff see the collections due for their own pharmacy's orders only", async () => {
  const emeka = await shopper();
  const placed = await podOrder(emeka, [[paracetamol.id, 1]], '12 Collection Crescent');
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  const { orderId } = placed.json;
  assert.equal((await api(apiUrl, admin, 'PUT', `/api/Order/${orderId}`, { status: 'Processing' })).status, 200);
  const shipped = await api(apiUrl, admin, 'PUT', `/api/Order/${orderId}`, {
    status: 'Shipped',
    rider: { name: 'Sani Collector', phone: '0806 333 4444' },
  });
  assert.equal(shipped.status, 200, JSON.stringify(shipped.json));
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const [elsewhere] = await app.db
    .insert(pharmacies)
    .values({ name: 'Elsewhere Pharmacy', location: 'Jos', contact: '+234 803 000 0001', deliveryRange: '5 km' })
    .returning();
  const [here, there] = await Promise.all([createUser(app), createUser(app)]);
  for (const [user, pharmacyId] of [
    [here, order.fulfilmentLocationId],
    [there, elsewhere.id],
  ] as const)
    assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${user.user.id}/pharmacy`, { pharmacyId })).status, 200);

  const mine = await api(apiUrl, here, 'GET', '/api/staff/collections');
  assert.equal(mine.status, 200, JSON.stringify(mine.json));
  const sani = (mine.json as { rider: string; due: number; orders: { orderId: string }[] }[]).find((r) => r.rider === 'Sani Collector');
  assert.ok(
    sani?.orders.some((o) => o.orderId === orderId),
    "the order is in its pharmacy's collections",
  );
  assert.equal(sani!.due, placed.json.amount);
  const theirs = await api(apiUrl, there, 'GET', '/api/staff/collections');
  assert.equal(theirs.status, 200);
  assert.ok(!JSON.stringify(theirs.json).includes(orderId), "never another pharmacy's");
  assert.equal((await api(apiUrl, emeka.user, 'GET', '/api/staff/collections')).status, 403, 'a shopper is not staff');
  assert.equal((await api(apiUrl, admin, 'GET', '/api/staff/collections')).status, 403, 'admins have the whole list elsewhere');
});

test('paid after a refusal, settled by several callers at once (events on two replicas, the verify call): one refund, all of it, and none fails', async () => {
  const femi = await shopper();
  const placed = await podOrder(femi, [[paracetamol.id, 2]], '4 Parallel Refund Lane');
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  const { orderId } = placed.json;
  const link = await api(apiUrl, admin, 'POST', `/api/Order/${orderId}/pay-on-delivery/link`);
  assert.equal(link.status, 200, JSON.stringify(link.json));
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${orderId}/pay-on-delivery/refused`)).status, 200);
  // The provider's own event is held back: the callers below are the only ones to settle it.
  const webhookUrl = sandbox.sandbox.options.webhookUrl;
  sandbox.sandbox.options.webhookUrl = 'http://127.0.0.1:9/nowhere';
  try {
    assert.equal((await payOnCheckoutPage(link.json.authorizationUrl, SUCCESS_CARD)).status, 303);
    const [pending] = await app.db.select().from(payments).where(eq(payments.reference, link.json.reference));
    const confirmed = await app.payments.charges.confirm(pending);
    assert.equal(confirmed.status, 'success');
    const settled = await Promise.allSettled([1, 2, 3, 4].map(() => app.orderPlacement.placeFor(confirmed)));
    assert.deepEqual(
      settled.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status)),
      ['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'],
    );
  } finally {
    sandbox.sandbox.options.webhookUrl = webhookUrl;
  }
  const given = await app.db.select().from(refunds).where(eq(refunds.paymentReference, link.json.reference));
  assert.equal(given.length, 1, `one refund, got ${given.length}`);
  assert.equal(given[0].amountKobo, placed.json.amount * 100, 'all of it');
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  assert.equal(order.status, 'Canceled');
});
