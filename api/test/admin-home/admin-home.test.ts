import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  orders,
  orderStatusEvents,
  payments,
  refunds,
  stockBatches,
  stockShortfalls,
} from '../../src/platform/db/schema/index';
import { WAITING_BATCH } from '../../src/workflows/admin-home/admin-home-figures';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { insertLabBooking, labWithSlot } from '../helpers/lab-bookings';
import { insertOrders, randomFrom, type SeededOrder } from '../helpers/seeded-orders';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admin = await createAdmin(app);
const shopper = await createUser(app);
const medicines = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 150, stock: 500 },
  { name: 'Amoxicillin 500mg', price: 1200.5, stock: 3 },
  { name: 'Vitamin C 1000mg', price: 2000, stock: 0 },
  { name: 'ORS sachets', price: 300, stock: 40 },
]);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const random = randomFrom(20261126);
const wanted = Array.from({ length: 400 }, () => {
  const lines = medicines
    .filter(() => random() < 0.5)
    .map((m) => ({ medicineId: m.id, medicineName: m.name, unitPriceKobo: m.priceKobo, quantity: 1 + Math.floor(random() * 3) }));
  const first = medicines[Math.floor(random() * medicines.length)];
  return {
    // Spread over the last 75 days, some within the last hours.
    createdAt: new Date(now - Math.floor(random() * (random() < 0.3 ? 2 * DAY : 75 * DAY)) - 60_000),
    status: ORDER_STATUSES[Math.floor(random() * ORDER_STATUSES.length)],
    deliveryFeeKobo: random() < 0.5 ? 0 : 150_000,
    lines: lines.length ? lines : [{ medicineId: first.id, medicineName: first.name, unitPriceKobo: first.priceKobo, quantity: 1 }],
  };
});
const seeded: SeededOrder[] = await insertOrders(app, shopper.user.id, wanted);

/** The Lagos calendar day (UTC+1) of an instant, yyyy-MM-dd, worked out without the API's code. */
const lagosDay = (t: number) => new Date(t + HOUR).toISOString().slice(0, 10);

async function home() {
  const res = await app.inject({ method: 'GET', url: '/api/admin/home', headers: admin.headers });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

test("the sales figures equal the seeded orders' own sums, per Lagos day, week and month, against the period before", async () => {
  const body = await home();
  const at = Date.parse(body.generatedAt);
  const today = lagosDay(at);
  const days = (from: number, count: number) => Array.from({ length: count }, (_, i) => lagosDay(from + i * DAY));
  // Monday-started weeks: the Lagos weekday of today.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisWeek = days(at - weekday * DAY, weekday + 1);
  const lastWeek = days(at - (weekday + 7) * DAY, 7);
  const month = today.slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const sold = seeded.filter((o) => o.status !== 'Canceled' && o.createdAt.getTime() <= at);
  const sum = (pick: (day: string) => boolean) => {
    const hits = sold.filter((o) => pick(lagosDay(o.createdAt.getTime())));
    const kobo = hits.reduce((n, o) => n + o.totalKobo, 0);
    return { naira: kobo / 100, orders: hits.length, averageBasket: hits.length ? Math.round(kobo / hits.length) / 100 : 0 };
  };
  assert.deepEqual(
    body.sales.today.current,
    sum((d) => d === today),
  );
  assert.deepEqual(
    body.sales.today.previous,
    sum((d) => d === lagosDay(at - DAY)),
  );
  assert.deepEqual(
    body.sales.week.current,
    sum((d) => thisWeek.includes(d)),
  );
  assert.deepEqual(
    body.sales.week.previous,
    sum((d) => lastWeek.includes(d)),
  );
  assert.deepEqual(
    body.sales.month.current,
    sum((d) => d.startsWith(month)),
  );
  assert.deepEqual(
    body.sales.month.previous,
    sum((d) => d.startsWith(lastMonth)),
  );
  assert.ok(body.sales.month.current.orders + body.sales.month.previous.orders > 0, 'the seed reaches the figures');
});

test('lab bookings paid are counted on their own line beside the medicine sales, never in them', async () => {
  const before = await home();
  const where = await labWithSlot(app);
  const who = { userId: shopper.user.id, email: shopper.user.email };
  // Paid seconds ago: today, this week, this month. One at home (the area fee counts), one cancelled (left out).
  await insertLabBooking(app, where, { ...who, paidAt: new Date(Date.now() - 1_000) });
  await insertLabBooking(app, where, { ...who, paidAt: new Date(Date.now() - 2_000), home: true });
  await insertLabBooking(app, where, { ...who, paidAt: new Date(Date.now() - 3_000), status: 'cancelled' });
  const body = await home();
  assert.deepEqual(body.sales.today.labBookings.current, {
    naira: before.sales.today.labBookings.current.naira + 5000 + 5000 + 1500,
    bookings: before.sales.today.labBookings.current.bookings + 2,
  });
  assert.equal(body.sales.month.labBookings.current.bookings, before.sales.month.labBookings.current.bookings + 2);
  // The medicine figures are the orders' alone.
  assert.deepEqual(body.sales.today.current, before.sales.today.current);
  assert.deepEqual(body.sales.today.previous, before.sales.today.previous);
});

test('orders waiting: counts by state and the oldest one\u2019s wait; prescriptions waiting oldest first', async () => {
  const body = await home();
  const at = Date.parse(body.generatedAt);
  for (const [key, status] of [
    ['toReview', 'AwaitingReview'],
    ['toPack', 'Pending'],
    ['toShip', 'Processing'],
  ] as const) {
    const hits = seeded.filter((o) => o.status === status);
    const entry = body.waiting.find((w: { key: string }) => w.key === key);
    assert.equal(entry.count, hits.length, key);
    assert.equal(entry.status, status);
    const oldest = Math.min(...hits.map((o) => o.createdAt.getTime()));
    assert.equal(entry.oldestSince, new Date(oldest).toISOString(), key);
    assert.ok(Math.abs(entry.oldestAgeHours - (at - oldest) / HOUR) < 0.01);
  }
  const reviewing = seeded
    .filter((o) => o.status === 'AwaitingReview')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, 10);
  assert.deepEqual(
    body.prescriptions.orders.map((o: { orderId: string }) => o.orderId),
    reviewing.map((o) => o.id),
  );
  assert.equal(body.prescriptions.beforePayment.count, 0);
});

test('low and out of stock: under the reorder level from the last 30 days\u2019 sales, with days of cover', async () => {
  const body = await home();
  const at = Date.parse(body.generatedAt);
  const expected = medicines
    .map((m) => {
      const sold = seeded
        .filter((o) => o.status !== 'Canceled' && o.createdAt.getTime() >= at - 30 * DAY)
        .flatMap((o) => o.lines)
        .filter((l) => l.medicineId === m.id)
        .reduce((n, l) => n + l.quantity, 0);
      const level = Math.ceil((sold * 14) / 30);
      return {
        medicineId: m.id,
        onHand: m.stockQuantity,
        sold,
        level,
        cover: sold ? Math.round((m.stockQuantity / (sold / 30)) * 10) / 10 : null,
      };
    })
    .filter((m) => m.onHand <= m.level || m.onHand === 0);
  assert.equal(body.stock.out, expected.filter((m) => m.onHand === 0).length);
  assert.equal(body.stock.low, expected.filter((m) => m.onHand > 0).length);
  assert.deepEqual(
    body.stock.medicines
      .map((m: { medicineId: string; reorderLevel: number; daysOfCover: number | null; onHand: number }) => [
        m.medicineId,
        m.onHand,
        m.reorderLevel,
        m.daysOfCover,
      ])
      .sort(),
    expected.map((m) => [m.medicineId, m.onHand, m.level, m.cover]).sort(),
  );
  // Vitamin C has none: always listed, first.
  assert.equal(body.stock.medicines[0].medicineId, medicines[2].id);
  assert.ok(
    expected.some((m) => m.medicineId === medicines[1].id),
    'Amoxicillin (3 on hand) is under its level',
  );
});

test('refunds pending or failed, orders to refund, and payments flagged are counted with their amounts', async () => {
  const [first, second, third] = seeded;
  const ref = async (orderId: string) =>
    (await app.db.select({ reference: orders.paymentReference }).from(orders).where(eq(orders.id, orderId)))[0].reference;
  await app.db.insert(refunds).values([
    { paymentReference: await ref(first.id), amountKobo: 10_000, status: 'pending' },
    { paymentReference: await ref(first.id), amountKobo: 5_000, status: 'processing' },
    { paymentReference: await ref(second.id), amountKobo: 7_000, status: 'failed' },
    { paymentReference: await ref(second.id), amountKobo: 9_000, status: 'processed' },
  ]);
  await app.db
    .update(payments)
    .set({ attention: 'Reversed at the provider' })
    .where(eq(payments.reference, await ref(third.id)));
  await app.db
    .insert(stockShortfalls)
    .values({ orderId: third.id, medicineName: 'Vitamin C 1000mg', quantityOrdered: 2, quantityShort: 2 });
  const body = await home();
  assert.equal(body.refunds.pending.count, 2);
  assert.equal(body.refunds.pending.naira, 150);
  assert.equal(body.refunds.failed.count, 1);
  assert.equal(body.refunds.failed.naira, 70);
  assert.deepEqual(body.payments, { count: 1, naira: third.totalKobo / 100 });
  assert.equal(body.waiting.find((w: { key: string }) => w.key === 'toRefund').count, 1);
});

test('the 30-day and 12-month series add up to the same orders', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/home/series?span=days', headers: admin.headers });
  assert.equal(res.statusCode, 200, res.body);
  const days = res.json() as { period: string; orders: number; naira: number }[];
  assert.equal(days.length, 30);
  const at = Date.now();
  for (const d of days) {
    const hits = seeded.filter(
      (o) => o.status !== 'Canceled' && lagosDay(o.createdAt.getTime()) === d.period && o.createdAt.getTime() <= at,
    );
    assert.equal(d.orders, hits.length, d.period);
    assert.equal(d.naira, hits.reduce((n, o) => n + o.totalKobo, 0) / 100, d.period);
  }
  const months = await app.inject({ method: 'GET', url: '/api/admin/home/series?span=months', headers: admin.headers });
  const list = months.json() as { period: string; orders: number }[];
  assert.equal(list.length, 12);
  const total = seeded.filter((o) => o.status !== 'Canceled').length;
  assert.equal(
    list.reduce((n, m) => n + m.orders, 0),
    total,
  );
});

test('only admins read the home', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/home', headers: shopper.headers });
  assert.equal(res.statusCode, 403);
  const anonymous = await app.inject({ method: 'GET', url: '/api/admin/home' });
  assert.equal(anonymous.statusCode, 401);
});

test('batches expiring within 90 days: sellable ones with units left, soonest first, by medicine', async () => {
  // Dates counted from the Lagos day (UTC+1) without the API's code.
  const day = (offset: number) => lagosDay(Date.now() + offset * DAY);
  const batches = [
    { medicineId: medicines[0].id, lotNumber: 'EXP-SOON', expiryDate: day(10), quantity: 12, status: 'sellable' },
    { medicineId: medicines[1].id, lotNumber: 'EXP-EDGE', expiryDate: day(90), quantity: 2, status: 'sellable' },
    { medicineId: medicines[3].id, lotNumber: 'EXP-GONE', expiryDate: day(-3), quantity: 5, status: 'sellable' },
    { medicineId: medicines[0].id, lotNumber: 'EXP-LATER', expiryDate: day(91), quantity: 30, status: 'sellable' },
    { medicineId: medicines[3].id, lotNumber: 'EXP-EMPTY', expiryDate: day(20), quantity: 0, status: 'sellable' },
    { medicineId: medicines[1].id, lotNumber: 'EXP-HELD', expiryDate: day(15), quantity: 9, status: 'quarantined' },
    { medicineId: medicines[3].id, lotNumber: 'EXP-RECALL', expiryDate: day(5), quantity: 4, status: 'recalled' },
  ] as const;
  await app.db.insert(stockBatches).values(batches.map((b) => ({ ...b, quantityReceived: b.quantity + 1 })));
  const body = await home();
  const today = lagosDay(Date.parse(body.generatedAt));
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + 90 * DAY).toISOString().slice(0, 10);
  // Independently: every batch in the database (opening balances have no expiry), filtered here.
  const all = await app.db.select().from(stockBatches);
  const expected = all
    .filter((b) => b.status === 'sellable' && b.quantity > 0 && b.expiryDate !== null && b.expiryDate <= horizon)
    .map((b) => ({
      lotNumber: b.lotNumber,
      medicineId: b.medicineId,
      expiryDate: b.expiryDate!,
      quantity: b.quantity,
      daysLeft: Math.round((Date.parse(`${b.expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY),
    }))
    .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate));
  assert.deepEqual(
    expected.map((b) => b.lotNumber),
    ['EXP-GONE', 'EXP-SOON', 'EXP-EDGE'],
    'the seed covers expired, soon, the 90th day; later, empty, quarantined and recalled are left out',
  );
  assert.equal(body.expiring.withinDays, 90);
  assert.equal(body.expiring.count, expected.length);
  assert.equal(
    body.expiring.units,
    expected.reduce((n, b) => n + b.quantity, 0),
  );
  assert.deepEqual(
    body.expiring.batches.map((b: { lotNumber: string; medicineId: string; expiryDate: string; quantity: number; daysLeft: number }) => ({
      lotNumber: b.lotNumber,
      medicineId: b.medicineId,
      expiryDate: b.expiryDate,
      quantity: b.quantity,
      daysLeft: b.daysLeft,
    })),
    expected,
  );
  assert.equal(body.expiring.batches[1].name, medicines[0].name);
});

test('to ship: the oldest wait is when an order got to Processing, found past the first batch of orders read', async () => {
  // The first 60 orders to ship (by the time placed, more than one batch) got to Processing only
  // seconds ago, so the longest wait is an order placed later that got there when placed.
  const shipping = seeded
    .filter((o) => o.status === 'Processing')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  assert.ok(shipping.length > WAITING_BATCH + 10, 'the seed has more orders to ship than a batch');
  const late = shipping.slice(0, WAITING_BATCH + 10);
  await app.db
    .insert(orderStatusEvents)
    .values(late.map((o, i) => ({ orderId: o.id, status: 'Processing' as const, at: new Date(now - 30_000 + i) })));
  const sinceOf = (o: SeededOrder) => (late.includes(o) ? now - 30_000 + late.indexOf(o) : o.createdAt.getTime());
  const expected = new Date(Math.min(...shipping.map(sinceOf))).toISOString();
  assert.equal(expected, shipping[WAITING_BATCH + 10].createdAt.toISOString());
  const body = await home();
  assert.equal(body.waiting.find((w: { key: string }) => w.key === 'toShip').oldestSince, expected);
  assert.equal(body.waiting.find((w: { key: string }) => w.key === 'toShip').count, shipping.length);
  for (const batch of [1, 7, 1000]) assert.equal(await app.adminHome.oldestSince('Processing', batch), expected, `batch ${batch}`);
  assert.equal(await app.adminHome.oldestSince('Processing'), expected);
});
