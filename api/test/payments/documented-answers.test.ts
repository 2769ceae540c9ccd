// Paystack's documented example answers (test/fixtures/paystack/) replayed through the real
// PaystackClient, PaymentsService and CheckoutService, from a stand-in that answers only what the
// documentation shows: what production will see, not what our sandbox happens to say.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, beforeEach, test } from 'node:test';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { orders, payments, refunds } from '../../src/platform/db/schema/index';
import { SANDBOX_SECRET_KEY } from '../../src/domains/payments/paystack-client';
import { responseProblems } from '../../../paystack-sandbox/test/contract/openapi';
import { buildTestApp } from '../helpers/build-test-app';
import { api, checkoutBody, createMedicines, setFreeDeliveryFrom } from '../helpers/commerce';
import { createAdmin, createUser } from '../helpers/users';

type Json = Record<string, unknown> & { data: Record<string, unknown> };
const fixture = (name: string): Json =>
  JSON.parse(fs.readFileSync(new URL(`../fixtures/paystack/${name}.json`, import.meta.url), 'utf8')) as Json;

// Each documented answer is first checked against Paystack's published description.
test('the documented answers match Paystack’s published OpenAPI description', () => {
  const checks: [string, string, 'get' | 'post'][] = [
    ['initialize', '/transaction/initialize', 'post'],
    ['verify-success-fees', '/transaction/verify/{reference}', 'get'],
    ['verify-abandoned', '/transaction/verify/{reference}', 'get'],
    ['verify-reversed', '/transaction/verify/{reference}', 'get'],
    ['refund-create', '/refund', 'post'],
    ['refund-fetch-processed', '/refund/{id}', 'get'],
    ['refund-fetch-failed', '/refund/{id}', 'get'],
  ];
  for (const [name, path, method] of checks) assert.deepEqual(responseProblems(path, method, 200, fixture(name)), [], name);
});

/** A stand-in provider: each call is answered by the next planned answer for its route. */
type Planned = { status?: number; body: unknown; headers?: Record<string, string> };
const plan = new Map<string, Planned[]>();
const calls: { method: string; path: string; body: string }[] = [];
const provider = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0];
    calls.push({ method: req.method ?? '', path, body });
    const route = `${req.method} ${path.replace(/^\/transaction\/verify\/.+$/, '/transaction/verify/:ref').replace(/^\/refund\/\d+$/, '/refund/:id')}`;
    const queue = plan.get(route) ?? [];
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (!next) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: false, message: `nothing planned for ${route}` }));
    }
    res.writeHead(next.status ?? 200, { 'content-type': 'application/json', ...next.headers });
    res.end(typeof next.body === 'function' ? JSON.stringify((next.body as (p: string) => unknown)(path)) : JSON.stringify(next.body));
  });
});
await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
after(() => new Promise((r) => provider.close(r)));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});
const app = await buildTestApp({
  logStream,
  config: {
    logLevel: 'warn',
    paystack: { secretKey: null, baseUrl: providerUrl, retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 } },
    publicUrl: 'http://shop.test',
  },
});
await setFreeDeliveryFrom(app, 0);
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await createAdmin(app);
const [syrup] = await createMedicines(app, [{ name: 'Cough syrup 100ml', price: 300.5 }]);

beforeEach(() => {
  plan.clear();
  calls.length = 0;
});

/** The documented answer, about the transaction asked for. */
function about(name: string, reference: string, changes: Record<string, unknown> = {}) {
  const answer = fixture(name);
  if ('reference' in answer.data) answer.data.reference = reference;
  if ('transaction_reference' in answer.data) answer.data.transaction_reference = reference;
  Object.assign(answer.data, changes);
  return answer;
}

/** A shopper with NGN 300.50 of syrup in the cart who started paying: the payment is stored, initialize answered as documented. */
async function startPayment() {
  const ada = await createUser(app);
  assert.equal((await api(apiUrl, ada, 'POST', '/api/carts/add', { medicineId: syrup.id, quantity: 1, userId: ada.user.id })).status, 200);
  plan.set('POST /transaction/initialize', [{ body: fixture('initialize') }]);
  const init = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, 300.5));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const sent = JSON.parse(calls.find((c) => c.path === '/transaction/initialize')!.body);
  assert.deepEqual(sent.channels, ['card', 'bank_transfer', 'ussd'], 'card, bank transfer and USSD are offered');
  return { ada, reference: init.json.data.reference as string };
}

async function paidOrder() {
  const { ada, reference } = await startPayment();
  plan.set('GET /transaction/verify/:ref', [{ body: about('verify-success-fees', reference) }]);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.json.data.status, 'success', JSON.stringify(verified.json));
  return { ada, reference, orderId: verified.json.data.orderId as string };
}

function signed(event: unknown) {
  const body = JSON.stringify(event);
  return fetch(`${apiUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': crypto.createHmac('sha512', SANDBOX_SECRET_KEY).update(body).digest('hex'),
    },
    body,
  });
}

test('fees passed to the customer: requested_amount matches the cart, so the payment succeeds and the fee is recorded', async () => {
  const { ada, reference, orderId } = await paidOrder();
  assert.ok(orderId, 'the order was placed');
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, reference));
  assert.equal(payment.status, 'success');
  assert.equal(payment.amountKobo, 30050);
  assert.equal(payment.chargedKobo, 40333);
  assert.equal(payment.feeKobo, 10283);
  assert.equal(payment.channel, 'card');
  const order = await api(apiUrl, ada, 'GET', `/api/Order/${orderId}`);
  assert.equal(order.json.totalPrice, 300.5, 'the order is for the cart, the fee is the provider’s');
  const row = (await api(apiUrl, admin, 'GET', '/api/payment/transactions')).json.find(
    (t: { transactionReference: string }) => t.transactionReference === reference,
  );
  assert.deepEqual([row.amount, row.chargedAmount, row.fees], [300.5, 403.33, 102.83]);
});

test('a success whose requested amount is not ours is refused (and so is one without requested_amount whose amount differs)', async () => {
  const { ada, reference } = await startPayment();
  plan.set('GET /transaction/verify/:ref', [{ body: about('verify-success-fees', reference, { requested_amount: 100, amount: 10383 }) }]);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.json.data.status, 'failed');
  assert.equal((await app.db.select().from(orders).where(eq(orders.paymentReference, reference))).length, 0);

  const second = await startPayment();
  const noRequested = about('verify-success-fees', second.reference, { amount: 40333 });
  delete noRequested.data.requested_amount;
  plan.set('GET /transaction/verify/:ref', [{ body: noRequested }]);
  assert.equal((await api(apiUrl, second.ada, 'GET', `/api/payment/verify/${second.reference}`)).json.data.status, 'failed');
});

test('abandoned (not attempted yet) is still payable: pending, the next click gets the same checkout, no second transaction', async () => {
  const { ada, reference } = await startPayment();
  plan.set('GET /transaction/verify/:ref', [{ body: about('verify-abandoned', reference) }]);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.json.data.status, 'pending');
  assert.doesNotMatch(verified.json.message, /abandoned/);

  calls.length = 0;
  const again = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, 300.5));
  assert.equal(again.json.data.reference, reference);
  assert.equal(again.json.data.authorization_url, 'https://checkout.paystack.com/3ni8kdavz62431k');
  assert.equal(calls.filter((c) => c.path === '/transaction/initialize').length, 0, 'no second payable transaction');

  // Past the checkout's validity, the same documented answer is recorded as abandoned.
  await app.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
    .where(eq(payments.reference, reference));
  assert.equal((await api(apiUrl, ada, 'GET', `/api/payment/verify/${reference}`)).json.data.status, 'abandoned');
});

test('refund pending, then processed: the refund.processed event makes the API fetch the refund; repeats change nothing', async () => {
  const { ada, reference, orderId } = await paidOrder();
  plan.set('POST /refund', [{ body: about('refund-create', reference, { amount: 40333 }) }]);
  const cancelled = await api(apiUrl, ada, 'PUT', `/api/Order/${orderId}`, { status: 'Canceled' });
  assert.equal(cancelled.status, 200);
  let [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.deepEqual([refund.status, refund.providerRefundId, refund.amountKobo], ['pending', '3018284', 40333]);

  // refund.pending: the API asks the provider, which still says pending.
  plan.set('GET /refund/:id', [
    { body: about('refund-fetch-processed', reference, { amount: 40333, status: 'pending', refunded_at: null }) },
  ]);
  assert.equal((await signed(about('event-refund-pending', reference))).status, 200);
  [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.equal(refund.status, 'pending');
  assert.equal(
    (await api(apiUrl, ada, 'GET', `/api/payment/${reference}/refunds`)).json[0].status,
    'pending',
    'the shopper sees it pending',
  );

  // refund.processed: asked again, the provider says processed.
  plan.set('GET /refund/:id', [{ body: about('refund-fetch-processed', reference, { amount: 40333 }) }]);
  assert.equal((await signed(about('event-refund-processed', reference))).status, 200);
  [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.equal(refund.status, 'processed');
  assert.ok(calls.some((c) => c.path === '/refund/3018284'));
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, reference));
  assert.equal(payment.providerStatus, 'reversed');
  assert.equal(payment.attention, null);

  // A late refund.pending (or anything) after processed changes nothing: states only move forward.
  calls.length = 0;
  for (const name of ['event-refund-processed', 'event-refund-pending', 'event-refund-failed']) {
    assert.equal((await signed(about(name, reference))).status, 200);
  }
  [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.equal(refund.status, 'processed');
  const shown = await api(apiUrl, ada, 'GET', `/api/payment/${reference}/refunds`);
  assert.deepEqual(
    shown.json.map((r: { status: string; amount: number }) => [r.status, r.amount]),
    [['processed', 403.33]],
  );
});

test('refund failed: shown as failed to the shopper and the admin, and the payment is flagged for an admin', async () => {
  const { ada, reference, orderId } = await paidOrder();
  // Another refund than the previous test's (provider refund ids are unique).
  plan.set('POST /refund', [{ body: about('refund-create', reference, { amount: 40333, id: 3018285 }) }]);
  assert.equal((await api(apiUrl, ada, 'PUT', `/api/Order/${orderId}`, { status: 'Canceled' })).status, 200);
  plan.set('GET /refund/:id', [{ body: about('refund-fetch-failed', reference, { amount: 40333, id: 3018285 }) }]);
  assert.equal((await signed(about('event-refund-failed', reference))).status, 200);
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.equal(refund.status, 'failed');
  const row = (await api(apiUrl, admin, 'GET', '/api/payment/transactions')).json.find(
    (t: { transactionReference: string }) => t.transactionReference === reference,
  );
  assert.equal(row.refundStatus, 'failed');
  assert.equal(row.refunded, false);
  assert.match(row.attention, /refund failed/i);
  assert.equal((await api(apiUrl, ada, 'GET', `/api/payment/${reference}/refunds`)).json[0].status, 'failed');
});

test('a refund refused because the transaction is already reversed is judged by the transaction’s state, not the message', async () => {
  const { ada, reference, orderId } = await paidOrder();
  plan.set('POST /refund', [
    { status: 400, body: { status: false, message: 'Some wording we do not match on', type: 'validation_error', code: 'x' } },
  ]);
  plan.set('GET /transaction/verify/:ref', [{ body: about('verify-reversed', reference) }]);
  const cancelled = await api(apiUrl, ada, 'PUT', `/api/Order/${orderId}`, { status: 'Canceled' });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.equal(refund.status, 'processed');
});

test('reconciliation notices a paid transaction later reversed outside the shop and flags it for admins', async () => {
  const { reference } = await paidOrder();
  await app.db
    .update(payments)
    .set({ checkedAt: new Date(Date.now() - 7 * 3600_000) })
    .where(eq(payments.reference, reference));
  plan.set('GET /transaction/verify/:ref', [
    { body: (path: string) => about('verify-reversed', decodeURIComponent(path.split('/').pop()!)) },
  ]);
  const report = await api(apiUrl, admin, 'POST', '/api/payment/reconcile');
  assert.equal(report.status, 200);
  assert.ok(report.json.reversed >= 1, JSON.stringify(report.json));
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, reference));
  assert.equal(payment.providerStatus, 'reversed');
  assert.match(payment.attention ?? '', /outside the shop/);
  assert.ok(logLines.some((l) => /reversed at the provider without a refund/.test(l)));
});

test('reconciliation places the order of a payment stuck pending that the provider says is paid', async () => {
  const { ada, reference } = await startPayment();
  await app.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(payments.reference, reference));
  plan.set('GET /transaction/verify/:ref', [
    { body: (path: string) => about('verify-success-fees', decodeURIComponent(path.split('/').pop()!)) },
  ]);
  const report = await api(apiUrl, admin, 'POST', '/api/payment/reconcile');
  assert.ok(report.json.ordersPlaced >= 1, JSON.stringify(report.json));
  const history = await api(apiUrl, ada, 'GET', `/api/Order/history/${ada.user.id}`);
  assert.equal(history.json.length, 1);
  assert.equal(history.json[0].paymentReference, reference);
});

test('429 and 5xx are retried with backoff; 401 is logged as an error and shown to admins', async () => {
  const { ada, reference } = await startPayment();
  plan.set('GET /transaction/verify/:ref', [
    { status: 429, body: { status: false, message: 'Too many requests' }, headers: { 'retry-after': '0' } },
    { status: 503, body: { status: false, message: 'Service unavailable' } },
    { body: about('verify-success-fees', reference) },
  ]);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.json.data.status, 'success');
  assert.equal(calls.filter((c) => c.path.startsWith('/transaction/verify/')).length, 3);

  const second = await startPayment();
  plan.set('GET /transaction/verify/:ref', [{ status: 401, body: { status: false, message: 'Invalid key' } }]);
  const refused = await api(apiUrl, second.ada, 'GET', `/api/payment/verify/${second.reference}`);
  assert.equal(refused.status, 502);
  assert.equal(calls.filter((c) => c.path === `/transaction/verify/${second.reference}`).length, 1, '401 is not retried');
  const status = await api(apiUrl, admin, 'GET', '/api/payment/provider-status');
  assert.equal(status.json.alert.httpStatus, 401);
  assert.equal(status.json.alert.message, 'Invalid key');
  assert.ok(
    logLines.some((l) => /"level":50/.test(l) && /refused the secret key/.test(l)),
    'logged as an error',
  );
  assert.equal((await api(apiUrl, second.ada, 'GET', '/api/payment/provider-status')).status, 403);

  plan.set('GET /transaction/verify/:ref', [{ body: about('verify-abandoned', second.reference) }]);
  await api(apiUrl, second.ada, 'GET', `/api/payment/verify/${second.reference}`);
  assert.equal((await api(apiUrl, admin, 'GET', '/api/payment/provider-status')).json.alert, null, 'cleared by the next accepted call');
});
