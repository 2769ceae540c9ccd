// The money paths' races where they really happen: nginx in front of two API replicas (the
// compiled build) on PostgreSQL and Redis, with the Paystack sandbox. The same charge.success is
// delivered to both replicas at once while the shopper's own verify call runs on each: the order
// is settled once, a payment made after a refusal goes back once, and the provider, the payments
// and the orders agree on the money.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { clusterSkip as skip, MoneyCluster } from '../support/cluster-money';

let c: MoneyCluster;

before(
  async () => {
    if (!skip) c = await MoneyCluster.start();
  },
  { timeout: 400_000 },
);

after(async () => {
  if (!skip) await c?.stop();
});

let door = 0;
/** A pay-on-delivery order of one shopper with a verified phone, and its rider's Paystack link (asked on both replicas at once). */
async function podOrderWithLink() {
  door++;
  const shopper = await c.shopper();
  const phone = `0803 777 ${String(1000 + door).slice(-4)}`;
  await c.verifyPhone(shopper.token, shopper.userId, phone);
  const medicine = await c.otcMedicine();
  const added = await c.call(c.shop, 'POST', '/api/carts/add', shopper.token, {
    medicineId: medicine.id,
    quantity: 2,
    userId: shopper.userId,
  });
  assert.equal(added.status, 200, JSON.stringify(added.json));
  const quote = await c.call(c.shop, 'POST', '/api/checkout/quote', shopper.token, { zone: 'lagos-mainland' });
  assert.equal(quote.status, 200, JSON.stringify(quote.json));
  const placed = await c.call(c.shop, 'POST', '/api/checkout/pay-on-delivery', shopper.token, {
    amount: quote.json.total,
    email: shopper.email,
    paymentType: 'medicine',
    userId: shopper.userId,
    deliveryAddress: { zone: 'lagos-mainland', city: 'Ikeja', street: `${door} Money Race Close`, phone },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  const orderId = String(placed.json.orderId);
  const admin = await c.admin();
  const links = await Promise.all(c.replicas.map((base) => c.call(base, 'POST', `/api/Order/${orderId}/pay-on-delivery/link`, admin)));
  for (const link of links) assert.equal(link.status, 200, JSON.stringify(link.json));
  assert.equal(links[0].json.authorizationUrl, links[1].json.authorizationUrl, 'one Paystack page for the order');
  const link = links[0].json as { authorizationUrl: string; reference: string; amount: number };
  return { shopper, orderId, admin, link, amountKobo: Math.round(Number(placed.json.amount) * 100) };
}

/** The paid link's charge.success to both replicas twice, and the shopper's verify on each replica, all at once. */
async function settleEverywhere(reference: string, token: string) {
  const event = await c.chargeSuccess(reference);
  const [webhooks, verifies] = await Promise.all([
    c.deliver(event, c.racing),
    Promise.all(c.replicas.map((base) => c.call(base, 'GET', `/api/payment/verify/${reference}`, token))),
  ]);
  return { webhooks, verifies: verifies.map((v) => v.status) };
}

type Money = {
  payment: { status: string; amount_kobo: number; charged_kobo: number | null };
  orders: { status: string; total_kobo: number }[];
};
async function moneyOf(reference: string): Promise<Money> {
  const [payment] = await c.query<Money['payment']>('SELECT status, amount_kobo, charged_kobo FROM payments WHERE reference = $1', [
    reference,
  ]);
  const orders = await c.query<Money['orders'][number]>('SELECT status, total_kobo FROM orders WHERE payment_reference = $1', [reference]);
  return { payment, orders };
}

test(
  "the rider's link paid: its charge.success on both replicas and the verify calls settle the order once",
  { skip, timeout: 180_000 },
  async () => {
    const { shopper, orderId, admin, link, amountKobo } = await podOrderWithLink();
    await c.payPage(link.authorizationUrl);
    const { webhooks, verifies } = await settleEverywhere(link.reference, shopper.token);
    assert.deepEqual(webhooks, [200, 200, 200, 200], 'every delivery processed');
    assert.deepEqual(verifies, [200, 200]);

    const [pod] = await c.query<{ state: string; paid_at: Date | null }>(
      'SELECT state, paid_at FROM pay_on_delivery_orders WHERE order_id = $1',
      [orderId],
    );
    assert.equal(pod.state, 'paid');
    const money = await moneyOf(link.reference);
    assert.equal(money.orders.length, 1, 'one order for the payment');
    assert.notEqual(money.orders[0].status, 'Canceled');
    const provider = await c.provider(link.reference);
    assert.equal(provider.status, 'success');
    // provider = payment = order = what the pay-on-delivery order owes
    assert.equal(money.payment.status, 'success');
    assert.equal(money.payment.charged_kobo ?? money.payment.amount_kobo, provider.amount);
    assert.equal(money.payment.amount_kobo, provider.amount);
    assert.equal(money.orders[0].total_kobo, provider.amount);
    assert.equal(amountKobo, provider.amount);
    assert.equal((await c.query('SELECT 1 FROM refunds WHERE payment_reference = $1', [link.reference])).length, 0, 'nothing refunded');

    // Settled once: another round of the same event on both replicas changes nothing.
    assert.deepEqual(await c.deliver(await c.chargeSuccess(link.reference), c.racing), [200, 200, 200, 200]);
    const [again] = await c.query<{ state: string; paid_at: Date }>(
      'SELECT state, paid_at FROM pay_on_delivery_orders WHERE order_id = $1',
      [orderId],
    );
    assert.equal(again.paid_at.getTime(), pod.paid_at!.getTime(), 'paid once');
    const refused = await c.call(c.replicas[1], 'POST', `/api/Order/${orderId}/pay-on-delivery/refused`, admin);
    assert.equal(refused.status, 409, 'a paid order can no longer be refused');
  },
);

test(
  'paid on the link after a refusal at the door: the events on both replicas and the verify calls refund it whole, once',
  { skip, timeout: 180_000 },
  async () => {
    const { shopper, orderId, admin, link } = await podOrderWithLink();
    const refused = await c.call(c.replicas[1], 'POST', `/api/Order/${orderId}/pay-on-delivery/refused`, admin);
    assert.equal(refused.status, 200, JSON.stringify(refused.json));
    // The shopper pays the rider's page anyway; its event meets a refused order on both replicas at once.
    await c.payPage(link.authorizationUrl);
    const { webhooks, verifies } = await settleEverywhere(link.reference, shopper.token);
    assert.deepEqual(webhooks, [200, 200, 200, 200], 'every delivery processed (none left for the provider to retry)');
    assert.deepEqual(verifies, [200, 200]);

    const refunds = await c.query<{ amount_kobo: number; provider_refund_id: string | null }>(
      'SELECT amount_kobo, provider_refund_id FROM refunds WHERE payment_reference = $1',
      [link.reference],
    );
    const provider = await c.provider(link.reference);
    assert.equal(refunds.length, 1, `one refund, got ${JSON.stringify(refunds)}`);
    assert.equal(refunds[0].amount_kobo, provider.amount, 'all of it');
    assert.ok(refunds[0].provider_refund_id, 'asked of the provider');
    assert.equal((await c.providerRefund(refunds[0].provider_refund_id)).amount, provider.amount, 'the provider refunds the whole charge');
    const money = await moneyOf(link.reference);
    assert.equal(money.payment.charged_kobo ?? money.payment.amount_kobo, provider.amount);
    assert.deepEqual(
      money.orders.map((o) => o.status),
      ['Canceled'],
      'the order stays cancelled',
    );
    const [pod] = await c.query<{ state: string }>('SELECT state FROM pay_on_delivery_orders WHERE order_id = $1', [orderId]);
    assert.equal(pod.state, 'refused');

    // The provider's retries meet the refund already made.
    assert.deepEqual(await c.deliver(await c.chargeSuccess(link.reference), c.racing), [200, 200, 200, 200]);
    assert.equal((await c.query('SELECT 1 FROM refunds WHERE payment_reference = $1', [link.reference])).length, 1, 'still one refund');
  },
);

test(
  'a lab booking paid after it was cancelled unpaid: the events on both replicas and the verify calls refund it whole, once',
  { skip, timeout: 180_000 },
  async () => {
    const shopper = await c.shopper();
    const [lab] = await c.query<{ id: string }>(
      `INSERT INTO laboratories (name, location) VALUES ('Race Diagnostics', 'Yaba, Lagos') RETURNING id`,
    );
    const [labTest] = await c.query<{ id: string }>(
      `INSERT INTO lab_tests (laboratory_id, name, price_kobo, sample_type, turnaround_hours) VALUES ($1, 'Full blood count', 650000, 'Blood', 24) RETURNING id`,
      [lab.id],
    );
    const [slot] = await c.query<{ id: string }>(
      `INSERT INTO lab_slots (laboratory_id, area, starts_at, capacity) VALUES ($1, 'Yaba', now() + interval '3 days', 1) RETURNING id`,
      [lab.id],
    );
    const booked = await c.call(c.shop, 'POST', '/api/labs/bookings', shopper.token, { testId: labTest.id, slotId: slot.id, mode: 'lab' });
    assert.equal(booked.status, 201, JSON.stringify(booked.json));
    const bookingId = String(booked.json.id);
    const page = await c.call(c.replicas[0], 'POST', `/api/labs/bookings/${bookingId}/pay`, shopper.token);
    assert.equal(page.status, 200, JSON.stringify(page.json));
    const { authorization_url: authorizationUrl, reference } = page.json.data as { authorization_url: string; reference: string };
    // The shopper gives the place up unpaid on one replica, then pays the page left open in another tab.
    const cancelled = await c.call(c.replicas[1], 'POST', `/api/labs/bookings/${bookingId}/cancel`, shopper.token);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
    await c.payPage(authorizationUrl);
    const { webhooks, verifies } = await settleEverywhere(reference, shopper.token);
    assert.deepEqual(webhooks, [200, 200, 200, 200], 'every delivery processed');
    assert.deepEqual(verifies, [200, 200]);

    const provider = await c.provider(reference);
    const refunds = await c.query<{ amount_kobo: number; provider_refund_id: string }>(
      'SELECT amount_kobo, provider_refund_id FROM refunds WHERE payment_reference = $1',
      [reference],
    );
    assert.equal(refunds.length, 1, `one refund, got ${JSON.stringify(refunds)}`);
    assert.equal(refunds[0].amount_kobo, provider.amount, 'all of it');
    assert.equal((await c.providerRefund(refunds[0].provider_refund_id)).amount, provider.amount);
    const [payment] = await c.query<{ amount_kobo: number; status: string }>(
      'SELECT amount_kobo, status FROM payments WHERE reference = $1',
      [reference],
    );
    assert.deepEqual([payment.status, payment.amount_kobo], ['success', provider.amount]);
    const [booking] = await c.query<{ status: string; paid_at: Date | null }>('SELECT status, paid_at FROM lab_bookings WHERE id = $1', [
      bookingId,
    ]);
    assert.deepEqual([booking.status, booking.paid_at], ['cancelled', null], 'nothing booked for the money');
    const [place] = await c.query<{ booked: number }>('SELECT booked FROM lab_slots WHERE id = $1', [slot.id]);
    assert.equal(place.booked, 0, 'the place stays free');
  },
);

test(
  'one refill paid from two tabs on two replicas: one Paystack page, its events and verify calls place one order',
  { skip, timeout: 180_000 },
  async () => {
    const shopper = await c.shopper();
    const address = await c.call(c.shop, 'POST', '/api/delivery/addresses', shopper.token, {
      zone: 'lagos-mainland',
      city: 'Ikeja',
      street: '3 Refill Race Road',
      phone: '0803 123 4567',
    });
    assert.equal(address.status, 201, JSON.stringify(address.json));
    const medicine = await c.otcMedicine();
    const plan = await c.call(c.shop, 'POST', '/api/refills', shopper.token, {
      medicineId: medicine.id,
      quantity: 2,
      everyWeeks: 4,
      addressId: address.json.id,
    });
    assert.equal(plan.status, 201, JSON.stringify(plan.json));
    const planId = String(plan.json.id);

    const answers = await Promise.all(c.racing.map((base) => c.call(base, 'POST', `/api/refills/${planId}/pay`, shopper.token)));
    // The first page wins; a pay that lost the race is told to use it (409), never given a second page.
    for (const one of answers) assert.ok([200, 409].includes(one.status), JSON.stringify(one.json));
    const opened = answers.filter((a) => a.status === 200).map((a) => a.json as { authorizationUrl: string; reference: string });
    assert.ok(opened.length >= 1, 'a page is opened');
    assert.equal(new Set(opened.map((o) => o.reference)).size, 1, `one page, got ${opened.map((o) => o.reference).join(', ')}`);
    const { reference, authorizationUrl } = opened[0];
    const [cycle] = await c.query<{ id: string; payment_reference: string }>(
      'SELECT id, payment_reference FROM refill_cycles WHERE plan_id = $1',
      [planId],
    );
    assert.equal(cycle.payment_reference, reference);
    const pages = await c.query('SELECT 1 FROM payments WHERE user_id = $1', [shopper.userId]);
    assert.equal(pages.length, 1, 'one payment for the refill');
    const [held] = await c.query<{ units: string }>(
      'SELECT coalesce(sum(quantity), 0) AS units FROM stock_reservations WHERE holder = $1',
      [`refill:${cycle.id}`],
    );
    assert.equal(Number(held.units), 2, 'the units held once');

    await c.payPage(authorizationUrl);
    const { webhooks, verifies } = await settleEverywhere(reference, shopper.token);
    assert.deepEqual(webhooks, [200, 200, 200, 200]);
    assert.deepEqual(verifies, [200, 200]);
    const money = await moneyOf(reference);
    const provider = await c.provider(reference);
    assert.equal(money.orders.length, 1, 'one order');
    assert.deepEqual(
      [money.payment.status, money.payment.amount_kobo, money.orders[0].total_kobo],
      ['success', provider.amount, provider.amount],
    );
    const [after] = await c.query<{ status: string }>('SELECT status FROM refill_cycles WHERE id = $1', [cycle.id]);
    assert.equal(after.status, 'placed');
  },
);

test(
  '47.5: a pay-on-delivery order cancelled on one replica: its link is closed on both, and a payment made anyway is refunded once',
  { skip, timeout: 180_000 },
  async () => {
    const { shopper, orderId, admin, link } = await podOrderWithLink();
    const cancelled = await c.call(c.replicas[0], 'PUT', `/api/Order/${orderId}`, admin, { status: 'Canceled' });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
    const closed = await Promise.all(c.replicas.map((base) => c.call(base, 'POST', `/api/Order/${orderId}/pay-on-delivery/link`, admin)));
    assert.deepEqual(
      closed.map((a) => [a.status, a.json.code]),
      [
        [409, 'pod-cancelled'],
        [409, 'pod-cancelled'],
      ],
    );
    await c.payPage(link.authorizationUrl);
    const { webhooks, verifies } = await settleEverywhere(link.reference, shopper.token);
    assert.deepEqual(webhooks, [200, 200, 200, 200]);
    assert.deepEqual(verifies, [200, 200]);
    const refunds = await c.query<{ amount_kobo: number }>('SELECT amount_kobo FROM refunds WHERE payment_reference = $1', [
      link.reference,
    ]);
    const provider = await c.provider(link.reference);
    assert.equal(refunds.length, 1, `one refund, got ${JSON.stringify(refunds)}`);
    assert.equal(refunds[0].amount_kobo, provider.amount, 'all of it');
    assert.deepEqual(
      (await moneyOf(link.reference)).orders.map((o) => o.status),
      ['Canceled'],
    );
  },
);

test(
  '47.12: four pay-on-delivery requests from one cart, two at each replica at once, make one order holding stock once',
  { skip, timeout: 180_000 },
  async () => {
    const shopper = await c.shopper();
    const phone = '0803 777 9012';
    await c.verifyPhone(shopper.token, shopper.userId, phone);
    const medicine = await c.otcMedicine();
    const added = await c.call(c.shop, 'POST', '/api/carts/add', shopper.token, {
      medicineId: medicine.id,
      quantity: 2,
      userId: shopper.userId,
    });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    const quote = await c.call(c.shop, 'POST', '/api/checkout/quote', shopper.token, { zone: 'lagos-mainland' });
    const body = {
      amount: quote.json.total,
      email: shopper.email,
      paymentType: 'medicine',
      userId: shopper.userId,
      deliveryAddress: { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Locked Cart Road', phone },
    };
    const answers = await Promise.all(c.racing.map((base) => c.call(base, 'POST', '/api/checkout/pay-on-delivery', shopper.token, body)));
    for (const a of answers) assert.ok([200, 201, 409].includes(a.status), JSON.stringify(a.json));
    assert.equal(new Set(answers.filter((a) => a.status < 300).map((a) => a.json.orderId)).size, 1, 'one order for the cart');
    const orders = await c.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1', [shopper.userId]);
    assert.equal(orders.length, 1);
    const unpaid = await c.query('SELECT 1 FROM payments WHERE user_id = $1 AND status = $2', [shopper.userId, 'pending']);
    assert.equal(unpaid.length, 1, 'one payment waiting at the door');
    const [taken] = await c.query<{ units: string }>(
      'SELECT coalesce(sum(quantity), 0) AS units FROM stock_allocations WHERE order_id = $1',
      [orders[0].id],
    );
    assert.equal(Number(taken.units), 2, 'the units held once');
  },
);
