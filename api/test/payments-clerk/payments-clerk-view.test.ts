// The admin Payments page as an accounts clerk reads it (issue 30, item 4): each payment's status
// in words that say what happened (partly refunded, cancelled by the shopper, abandoned, failed),
// the order number and the payer's name, and the totals of a day, on PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { payments, refunds } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, DECLINE_CARD, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const { app, sandbox, sandboxUrl, apiUrl } = await startCommerce();
const [amlodipine, insulin] = await createMedicines(app, [
  { name: 'Amlodipine 10mg', price: 9500 },
  { name: 'Insulin glargine pen', price: 6300 },
]);
const admin = await createAdmin(app);

type Row = {
  transactionReference: string;
  amount: number;
  clerkStatus: string;
  paymentStatus: string;
  refundedAmount: number;
  refundingAmount: number;
  orderNumber: string | null;
  customerName: string | null;
  createdAt: string;
};

async function checkout(user: TestUser, lines: [string, number][], amount: number) {
  for (const [medicineId, quantity] of lines) {
    assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id })).status, 200);
  }
  const res = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, amount));
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.data as { authorization_url: string; access_code: string; reference: string };
}

async function rows(query = ''): Promise<Row[]> {
  const res = await api(apiUrl, admin, 'GET', `/api/payment/transactions${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json;
}
const rowOf = async (reference: string) => (await rows()).find((r) => r.transactionReference === reference)!;

const lagosToday = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);

test('a partial refund reads "partly refunded" with the sum given back; the row names the order and the payer', async () => {
  const ngozi = await createUser(app, { firstName: 'Ngozi', lastName: 'Eze' });
  const init = await checkout(
    ngozi,
    [
      [amlodipine.id, 1],
      [insulin.id, 1],
    ],
    15800,
  );
  await payOnCheckoutPage(init.authorization_url, SUCCESS_CARD);
  assert.equal((await api(apiUrl, ngozi, 'GET', `/api/payment/verify/${init.reference}`)).json.data.status, 'success');
  const placed = await api(apiUrl, ngozi, 'POST', '/api/Order/place', { userId: ngozi.user.id, reference: init.reference });
  assert.ok([200, 201].includes(placed.status));

  const paid = await rowOf(init.reference);
  assert.deepEqual([paid.clerkStatus, paid.amount, paid.refundedAmount], ['paid', 15800, 0]);
  assert.match(paid.orderNumber ?? '', /^EPH-\d{6}$/);
  assert.equal(paid.orderNumber, placed.json.orderNumber);
  assert.equal(paid.customerName, 'Ngozi Eze');

  // N9,500 of N15,800 given back (as a pharmacist's partial rejection does), through the provider.
  // The provider holds the refund until the pending row is read, however busy the machine is.
  const payment = (await app.payments.byReference(init.reference))!;
  sandbox.sandbox.options.holdRefunds = true;
  try {
    const request = await app.payments.requestRefund(payment, [], { amountKobo: 950_000, note: 'Amlodipine rejected' });
    await app.payments.recordRefundRequest(payment, request);
    assert.deepEqual([(await rowOf(init.reference)).clerkStatus, (await rowOf(init.reference)).refundingAmount], ['refund-pending', 9500]);
  } finally {
    sandbox.sandbox.options.holdRefunds = false;
    sandbox.sandbox.releaseRefunds();
  }
  await sandbox.sandbox.settled();
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, init.reference));
  assert.equal(refund.status, 'processed');

  const partly = await rowOf(init.reference);
  assert.deepEqual([partly.clerkStatus, partly.refundedAmount, partly.refundingAmount, partly.amount], ['partly-refunded', 9500, 0, 15800]);
});

test('a checkout the shopper cancelled on the provider\'s page reads "cancelled by shopper", not failed', async () => {
  const bola = await createUser(app, { firstName: 'Bola', lastName: 'Adeyemi' });
  const init = await checkout(bola, [[insulin.id, 1]], 6300);
  const cancelled = await fetch(`${sandboxUrl}/checkout/${init.access_code}/cancel`);
  assert.equal(cancelled.status, 200);
  // Back in the shop: the payment page asks the API, which asks the provider (abandoned).
  const verified = await api(apiUrl, bola, 'GET', `/api/payment/verify/${init.reference}`);
  assert.notEqual(verified.json.data.status, 'success');
  const row = await rowOf(init.reference);
  assert.deepEqual([row.clerkStatus, row.orderNumber, row.customerName], ['cancelled-by-shopper', null, 'Bola Adeyemi']);
});

test('a checkout nobody came back from reads "abandoned" once it lapses; a declined card reads "failed"', async () => {
  const chidi = await createUser(app, { firstName: 'Chidi', lastName: 'Okeke' });
  const lapsed = await checkout(chidi, [[amlodipine.id, 1]], 9500);
  assert.equal((await rowOf(lapsed.reference)).clerkStatus, 'pending');
  // The checkout's 30 minutes pass (its creation moved back), then the reconciliation asks the provider.
  await app.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '31 minutes'` })
    .where(eq(payments.reference, lapsed.reference));
  assert.equal((await api(apiUrl, admin, 'POST', '/api/payment/reconcile')).status, 200);
  assert.deepEqual(
    [(await rowOf(lapsed.reference)).clerkStatus, (await rowOf(lapsed.reference)).paymentStatus],
    ['abandoned', 'abandoned'],
  );

  const dayo = await createUser(app, { firstName: 'Dayo', lastName: 'Bello' });
  const declined = await checkout(dayo, [[insulin.id, 2]], 12600);
  await payOnCheckoutPage(declined.authorization_url, DECLINE_CARD);
  await api(apiUrl, dayo, 'GET', `/api/payment/verify/${declined.reference}`);
  assert.equal((await rowOf(declined.reference)).clerkStatus, 'failed');
});

test("the day's totals equal a sum of the payments and refunds the database holds for that day", async () => {
  const day = lagosToday();
  const res = await api(apiUrl, admin, 'GET', `/api/payment/totals?from=${day}`);
  assert.equal(res.status, 200, JSON.stringify(res.json));

  // Independently: every payment created today (Lagos), what the paid ones cost, their processed refunds.
  const start = new Date(`${day}T00:00:00+01:00`);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const all = (await app.db.select().from(payments)).filter((p) => p.createdAt >= start && p.createdAt < end);
  const paid = all.filter((p) => p.status === 'success');
  const paidRefs = new Set(paid.map((p) => p.reference));
  const processed = (await app.db.select().from(refunds)).filter((r) => r.status === 'processed' && paidRefs.has(r.paymentReference));
  const paidKobo = paid.reduce((sum, p) => sum + p.amountKobo, 0);
  const refundedKobo = processed.reduce((sum, r) => sum + r.amountKobo, 0);
  assert.ok(paid.length >= 1 && refundedKobo > 0, 'today has a paid and a refunded payment to add up');

  assert.deepEqual(res.json, {
    from: day,
    to: day,
    count: all.length,
    paidCount: paid.length,
    paid: paidKobo / 100,
    refunded: refundedKobo / 100,
    net: (paidKobo - refundedKobo) / 100,
  });
  assert.equal(res.json.paid, 15800);
  assert.equal(res.json.net, 6300);

  // The list for the same day holds exactly those payments; another day holds none of them.
  const listed = await rows(`?from=${day}&to=${day}`);
  assert.deepEqual(listed.map((r) => r.transactionReference).sort(), all.map((p) => p.reference).sort());
  assert.deepEqual(await rows('?from=2020-01-01'), []);
  const empty = await api(apiUrl, admin, 'GET', '/api/payment/totals?from=2020-01-01&to=2020-01-31');
  assert.deepEqual([empty.json.count, empty.json.paid, empty.json.net], [0, 0, 0]);
});

test('the totals and the list refuse days that are not days, and are for admins only', async () => {
  assert.equal((await api(apiUrl, admin, 'GET', '/api/payment/totals?from=2026-13-45')).status, 400);
  assert.equal((await api(apiUrl, admin, 'GET', '/api/payment/totals?from=2026-03-05&to=2026-03-01')).status, 400);
  assert.equal((await api(apiUrl, admin, 'GET', '/api/payment/transactions?to=2026-03-01')).status, 400);
  const shopper = await createUser(app);
  assert.equal((await api(apiUrl, shopper, 'GET', '/api/payment/totals')).status, 403);
});
