import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { labBookings, labSlots, labTests, laboratories, payments, refunds } from '../../src/platform/db/schema/index';
import { refundableAt } from '../../src/domains/labs/cancel-window';
import { payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

// The API and the Paystack sandbox on real ports: payments, webhooks and refunds go through the sandbox.
const { app, sandbox } = await startCommerce();
const HOUR = 3_600_000;

const [lab] = await app.db.insert(laboratories).values({ name: 'Ikeja Diagnostic Laboratory', location: 'Ikeja, Lagos' }).returning();
const [fbs] = await app.db
  .insert(labTests)
  .values({
    laboratoryId: lab.id,
    name: 'Fasting blood sugar',
    priceKobo: 350_000,
    sampleType: 'Blood',
    preparation: 'Fast for 8 to 12 hours; water is fine',
    turnaroundHours: 24,
  })
  .returning();

async function slot(startsInMs: number, capacity = 3, homeFeeKobo: number | null = 150_000) {
  const [row] = await app.db
    .insert(labSlots)
    .values({ laboratoryId: lab.id, area: 'Ikeja', startsAt: new Date(Date.now() + startsInMs), capacity, homeFeeKobo })
    .returning();
  return row;
}

async function call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: user ? user.headers : {} });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

test('a laboratory publishes its tests and slots; a home collection adds the area fee', async () => {
  const s = await slot(48 * HOUR);
  const tests = await call(null, 'GET', '/api/labs/tests');
  const listed = tests.json.find((t: { id: string }) => t.id === fbs.id);
  assert.deepEqual(
    [listed.name, listed.price, listed.sampleType, listed.preparation, listed.turnaroundHours, listed.laboratoryName],
    ['Fasting blood sugar', 3500, 'Blood', 'Fast for 8 to 12 hours; water is fine', 24, 'Ikeja Diagnostic Laboratory'],
  );
  const slots = await call(null, 'GET', `/api/labs/tests/${fbs.id}/slots`);
  const offered = slots.json.find((x: { id: string }) => x.id === s.id);
  assert.deepEqual([offered.area, offered.placesLeft, offered.homeFee], ['Ikeja', 3, 1500]);

  const ada = await createUser(app);
  const home = await call(ada, 'POST', '/api/labs/bookings', {
    testId: fbs.id,
    slotId: s.id,
    mode: 'home',
    address: '4 Allen Avenue, Ikeja',
  });
  assert.equal(home.status, 201, JSON.stringify(home.json));
  assert.deepEqual([home.json.testPrice, home.json.homeFee, home.json.total], [3500, 1500, 5000]);
  // Another shopper: one unpaid hold per slot each (issue 47 finding 13).
  const atLab = await call(await createUser(app), 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' });
  assert.equal(atLab.json.total, 3500);
  const noHome = await slot(50 * HOUR, 3, null);
  const refused = await call(ada, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: noHome.id, mode: 'home', address: 'x' });
  assert.equal(refused.status, 400);
  assert.equal((await call(null, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' })).status, 401);
});

test('five parallel bookings of a one-place slot give one booking', async () => {
  const s = await slot(72 * HOUR, 1);
  const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(app)));
  const answers = await Promise.all(
    shoppers.map((u) => call(u, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' })),
  );
  assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409], JSON.stringify(answers.map((a) => a.json)));
  const rows = await app.db.select().from(labBookings).where(eq(labBookings.slotId, s.id));
  assert.equal(rows.length, 1);
  const [after] = await app.db.select().from(labSlots).where(eq(labSlots.id, s.id));
  assert.equal(after.booked, 1);
});

async function payBooking(user: TestUser, id: string) {
  const opened = await call(user, 'POST', `/api/labs/bookings/${id}/pay`);
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  const paid = await payOnCheckoutPage(opened.json.data.authorization_url, SUCCESS_CARD);
  assert.equal(paid.status, 303, paid.html);
  return opened.json.data.reference as string;
}

test('a booking is paid through Paystack: the amount is the test and the home fee, verify or the webhook books it', async () => {
  const s = await slot(30 * HOUR, 2);
  const ada = await createUser(app);
  const other = await createUser(app);
  const home = await call(ada, 'POST', '/api/labs/bookings', {
    testId: fbs.id,
    slotId: s.id,
    mode: 'home',
    address: '4 Allen Avenue, Ikeja',
  });
  assert.deepEqual([home.json.status, home.json.paid], ['awaiting-payment', false]);
  assert.equal((await call(other, 'POST', `/api/labs/bookings/${home.json.id}/pay`)).status, 403, "not another shopper's to pay");

  const opened = await call(ada, 'POST', `/api/labs/bookings/${home.json.id}/pay`);
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  const again = await call(ada, 'POST', `/api/labs/bookings/${home.json.id}/pay`);
  assert.equal(again.json.data.reference, opened.json.data.reference, 'a second click gets the same checkout');
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, opened.json.data.reference));
  assert.deepEqual([payment.amountKobo, payment.paymentType, payment.status], [500_000, 'lab', 'pending']);
  const back = await payOnCheckoutPage(opened.json.data.authorization_url, SUCCESS_CARD);
  assert.match(back.location ?? '', new RegExp(`/account/lab-tests\\?booking=${home.json.id}`));
  const verified = await call(ada, 'POST', `/api/labs/bookings/${home.json.id}/verify`);
  assert.deepEqual([verified.json.status, verified.json.paid], ['booked', true]);
  assert.equal((await call(ada, 'POST', `/api/labs/bookings/${home.json.id}/pay`)).status, 409, 'paid once');

  // Without coming back: the provider's signed charge.success makes the API verify and book it.
  const atLab = await call(ada, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' });
  await payBooking(ada, atLab.json.id);
  const [row] = await readUntil(
    () => app.db.select().from(labBookings).where(eq(labBookings.id, atLab.json.id)),
    ([found]) => found.status === 'booked',
  );
  assert.equal(row.status, 'booked', 'the webhook booked it');
});

test('a full refund until 4 hours before the slot: 4 h 1 s before refunds through Paystack, 3 h 59 min does not', async () => {
  const startsAt = new Date('2026-12-01T09:00:00Z');
  assert.equal(refundableAt(startsAt, new Date(startsAt.getTime() - 4 * HOUR - 1000)), true);
  assert.equal(refundableAt(startsAt, new Date(startsAt.getTime() - 4 * HOUR)), true);
  assert.equal(refundableAt(startsAt, new Date(startsAt.getTime() - 3 * HOUR - 59 * 60_000)), false);

  const ada = await createUser(app);
  const other = await createUser(app);
  const early = await slot(48 * HOUR, 1);
  const late = await slot(48 * HOUR, 1);
  const a = await call(ada, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: early.id, mode: 'lab' });
  const b = await call(ada, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: late.id, mode: 'lab' });
  const paidA = await payBooking(ada, a.json.id);
  const paidB = await payBooking(ada, b.json.id);
  assert.equal((await call(ada, 'POST', `/api/labs/bookings/${a.json.id}/verify`)).json.status, 'booked');
  assert.equal((await call(ada, 'POST', `/api/labs/bookings/${b.json.id}/verify`)).json.status, 'booked');
  assert.equal((await call(other, 'POST', `/api/labs/bookings/${a.json.id}/cancel`)).status, 403, "not another shopper's to cancel");

  try {
    app.labClock.set(new Date(early.startsAt.getTime() - 4 * HOUR - 1000));
    const cancelled = await call(ada, 'POST', `/api/labs/bookings/${a.json.id}/cancel`);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
    assert.deepEqual([cancelled.json.status, cancelled.json.refundDue], ['cancelled', true]);
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, paidA));
    assert.ok(refund?.providerRefundId, 'the refund was asked of Paystack');
    assert.equal(refund.amountKobo, 350_000, 'in full');
    const [freed] = await app.db.select().from(labSlots).where(eq(labSlots.id, early.id));
    assert.equal(freed.booked, 0, 'the place is free again');
    assert.equal((await call(ada, 'POST', `/api/labs/bookings/${a.json.id}/cancel`)).status, 409, 'cancelled once, refunded once');
    assert.equal((await app.db.select().from(refunds).where(eq(refunds.paymentReference, paidA))).length, 1);

    app.labClock.set(new Date(late.startsAt.getTime() - 3 * HOUR - 59 * 60_000));
    const tooLate = await call(ada, 'POST', `/api/labs/bookings/${b.json.id}/cancel`);
    assert.equal(tooLate.status, 409);
    const [kept] = await app.db.select().from(labBookings).where(eq(labBookings.id, b.json.id));
    assert.equal(kept.status, 'booked');
    assert.deepEqual(await app.db.select().from(refunds).where(eq(refunds.paymentReference, paidB)), [], 'no refund');
  } finally {
    app.labClock.set(new Date());
  }
});

test('an unpaid booking is cancelled without a refund and frees its place', async () => {
  const s = await slot(20 * HOUR, 1);
  const ada = await createUser(app);
  const b = await call(ada, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' });
  const cancelled = await call(ada, 'POST', `/api/labs/bookings/${b.json.id}/cancel`);
  assert.deepEqual([cancelled.status, cancelled.json.status, cancelled.json.refundDue], [200, 'cancelled', false]);
  const [freed] = await app.db.select().from(labSlots).where(eq(labSlots.id, s.id));
  assert.equal(freed.booked, 0);
  assert.equal((await call(ada, 'POST', `/api/labs/bookings/${b.json.id}/pay`)).status, 409);
});

test('paid after the booking ended unpaid (cancelled, or its hold ran out): nothing is booked and the whole payment goes back, once', async () => {
  const s = await slot(48 * HOUR, 1, null);
  const ada = await createUser(app);
  const booking = await call(ada, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' });
  assert.equal(booking.status, 201, JSON.stringify(booking.json));
  const opened = await call(ada, 'POST', `/api/labs/bookings/${booking.json.id}/pay`);
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  // The shopper gives the place up, and another takes it, while the Paystack page is still open.
  assert.equal((await call(ada, 'POST', `/api/labs/bookings/${booking.json.id}/cancel`)).status, 200);
  const bola = await createUser(app);
  assert.equal((await call(bola, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' })).status, 201);

  await payOnCheckoutPage(opened.json.data.authorization_url, SUCCESS_CARD);
  const reference = opened.json.data.reference as string;
  // The verify call (twice) and the provider's webhook all meet the payment.
  await Promise.all([1, 2].map(() => call(ada, 'POST', `/api/labs/bookings/${booking.json.id}/verify`)));
  const refundsGiven = () => app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  await readUntil(refundsGiven, (found) => found.length > 0);
  // Then a moment for a second refund to appear if the callers' settlement were not single.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const given = await refundsGiven();
  assert.equal(given.length, 1, 'one refund');
  assert.equal(given[0].amountKobo, 350_000, 'all of it');
  const [row] = await app.db.select().from(labBookings).where(eq(labBookings.id, booking.json.id));
  assert.deepEqual([row.status, row.paidAt], ['cancelled', null], 'still not booked');
  const [after] = await app.db.select().from(labSlots).where(eq(labSlots.id, s.id));
  assert.equal(after.booked, 1, "the place stays the other shopper's");
});

test('paid after the booking ended unpaid, settled by several callers at once (events on two replicas, the verify call): one refund, none fails', async () => {
  const s = await slot(48 * HOUR, 1, null);
  const ada = await createUser(app);
  const booking = await call(ada, 'POST', '/api/labs/bookings', { testId: fbs.id, slotId: s.id, mode: 'lab' });
  assert.equal(booking.status, 201, JSON.stringify(booking.json));
  const opened = await call(ada, 'POST', `/api/labs/bookings/${booking.json.id}/pay`);
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  assert.equal((await call(ada, 'POST', `/api/labs/bookings/${booking.json.id}/cancel`)).status, 200);
  // The provider's own event is held back: the callers below are the only ones to settle it.
  const webhookUrl = sandbox.sandbox.options.webhookUrl;
  sandbox.sandbox.options.webhookUrl = 'http://127.0.0.1:9/nowhere';
  const reference = opened.json.data.reference as string;
  try {
    await payOnCheckoutPage(opened.json.data.authorization_url, SUCCESS_CARD);
    const [pending] = await app.db.select().from(payments).where(eq(payments.reference, reference));
    const confirmed = await app.payments.charges.confirm(pending);
    assert.equal(confirmed.status, 'success');
    const settled = await Promise.allSettled([1, 2, 3, 4].map(() => app.orderPlacement.placeFor(confirmed)));
    assert.deepEqual(
      settled.map((one) => (one.status === 'rejected' ? String(one.reason) : one.status)),
      ['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'],
    );
  } finally {
    sandbox.sandbox.options.webhookUrl = webhookUrl;
  }
  const given = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.equal(given.length, 1, 'one refund');
  assert.equal(given[0].amountKobo, 350_000, 'all of it');
});
