// The sandbox's answers checked against Paystack's own published API description (test/contract/SOURCE.md).
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, SANDBOX_SECRET_KEY } from '../src/sandbox';
import { responseProblems, schemaProblems } from './contract/openapi';

let sandbox: FastifyInstance;
let base: string;
let hook: http.Server;
const events: { event: string; data: Record<string, unknown> }[] = [];

before(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      events.push(JSON.parse(body));
      res.end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  sandbox = await buildSandbox({
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    timeScale: 0.0001,
    refundStepMs: 1_000_000,
    transferDelayMs: 1_000_000,
  });
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await sandbox.close();
  await new Promise((r) => hook.close(r));
});

const auth = { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/json' };

async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = auth) {
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { data: Record<string, unknown> } };
}

/**
 * The one place the published description contradicts itself: its generic `Error` lists the type
 * values (validation_error, ...) as the enum of `code`, while `TransactionInitializeBadRequestModel`
 * (and Paystack's answers) put them in `type` and a specific code (e.g. `duplicate_reference`) in
 * `code`. The sandbox answers like the latter; this checks the rest of the body against `Error`.
 */
function asDocumentedError(body: Record<string, unknown>) {
  assert.ok(['validation_error', 'processor_error', 'api_error'].includes(body.type as string), `type ${String(body.type)}`);
  assert.equal(typeof body.code, 'string');
  const { code: _code, ...rest } = body;
  return rest;
}

function valid(problems: string[], what: string) {
  assert.deepEqual(problems, [], `${what} does not match Paystack's description:\n${problems.join('\n')}`);
}

async function initialize(amount = 250_000, extra: Record<string, unknown> = {}) {
  const body = { email: 'ada@example.ng', amount, currency: 'NGN', callback_url: 'http://shop.test/payment-success', ...extra };
  valid(schemaProblems('TransactionInitialize', body), 'the initialize request');
  const res = await call('POST', '/transaction/initialize', body);
  assert.equal(res.status, 200);
  valid(responseProblems('/transaction/initialize', 'post', 200, res.json), 'initialize 200');
  return res.json.data as { reference: string; authorization_url: string };
}

async function verified(reference: string, status: string) {
  const res = await call('GET', `/transaction/verify/${reference}`);
  assert.equal(res.status, 200);
  assert.equal(res.json.data.status, status);
  valid(responseProblems('/transaction/verify/{reference}', 'get', 200, res.json), `verify 200 (${status})`);
  return res.json.data;
}

function payCard(authorizationUrl: string, card: string) {
  return fetch(`${authorizationUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12/30', cvv: '408' }).toString(),
  });
}

test('initialize: 200, 400 and 401 answers as documented', async () => {
  await initialize(250_000, { channels: ['card', 'bank_transfer', 'ussd'], metadata: { userId: 'u1' } });
  const bad = await call('POST', '/transaction/initialize', { email: 'nobody', amount: 1000 });
  assert.equal(bad.status, 400);
  valid(responseProblems('/transaction/initialize', 'post', 400, bad.json), 'initialize 400');
  const unauthorized = await call(
    'POST',
    '/transaction/initialize',
    { email: 'ada@example.ng', amount: 1000 },
    {
      authorization: 'Bearer sk_test_wrong',
      'content-type': 'application/json',
    },
  );
  assert.equal(unauthorized.status, 401);
  valid(responseProblems('/transaction/initialize', 'post', 401, unauthorized.json), 'initialize 401');
});

test('verify: every state answers the documented shape (abandoned, failed, success, fees passed, pending transfer, reversed)', async () => {
  const t = await initialize();
  const abandoned = await verified(t.reference, 'abandoned');
  assert.equal(abandoned.gateway_response, 'The transaction was not completed');
  assert.equal((await payCard(t.authorization_url, '4084080000005408')).status, 402);
  await verified(t.reference, 'failed');
  assert.equal((await payCard(t.authorization_url, '4084084084084081')).status, 303);
  const success = await verified(t.reference, 'success');
  assert.equal(success.amount, success.requested_amount);

  sandbox.sandbox.options.customerPaysFees = true;
  try {
    const f = await initialize(500_000);
    await payCard(f.authorization_url, '4084084084084081');
    const fees = await verified(f.reference, 'success');
    assert.equal(fees.requested_amount, 500_000);
    assert.equal(fees.amount, 500_000 + (fees.fees as number));
  } finally {
    sandbox.sandbox.options.customerPaysFees = false;
  }

  const transfer = await initialize(300_000);
  await fetch(`${transfer.authorization_url}/transfer`, { method: 'POST', redirect: 'manual' });
  assert.equal((await verified(transfer.reference, 'pending')).channel, 'bank_transfer');
  await sandbox.sandbox.settled();
  await verified(transfer.reference, 'success');

  const unknown = await call('GET', '/transaction/verify/no-such-reference');
  // Paystack answers an unknown reference with 400 (the description lists 404); the body is its Error shape.
  assert.equal(unknown.status, 400);
  valid(schemaProblems('Error', asDocumentedError(unknown.json)), 'verify of an unknown reference');
  const unauthorized = await call('GET', `/transaction/verify/${t.reference}`, undefined, { authorization: 'Bearer nope' });
  valid(responseProblems('/transaction/verify/{reference}', 'get', 401, unauthorized.json), 'verify 401');
});

test('refund create and fetch answer as documented, from pending to processed and to failed', async () => {
  const t = await initialize(200_000);
  await payCard(t.authorization_url, '4084084084084081');
  const request = { transaction: t.reference, merchant_note: 'Order cancelled' };
  valid(schemaProblems('RefundCreate', request), 'the refund request');
  const created = await call('POST', '/refund', request);
  assert.equal(created.status, 200);
  assert.equal(created.json.data.status, 'pending');
  valid(responseProblems('/refund', 'post', 200, created.json), 'refund create 200');
  const pending = await call('GET', `/refund/${created.json.data.id}`);
  valid(responseProblems('/refund/{id}', 'get', 200, pending.json), 'refund fetch 200 (pending)');
  await sandbox.sandbox.settled();
  const processed = await call('GET', `/refund/${created.json.data.id}`);
  assert.equal(processed.json.data.status, 'processed');
  valid(responseProblems('/refund/{id}', 'get', 200, processed.json), 'refund fetch 200 (processed)');
  await verified(t.reference, 'reversed');

  const f = await initialize(200_000);
  await payCard(f.authorization_url, '4084084084084081');
  sandbox.sandbox.options.refundOutcome = 'failed';
  try {
    const failing = await call('POST', '/refund', { transaction: f.reference });
    await sandbox.sandbox.settled();
    const failed = await call('GET', `/refund/${failing.json.data.id}`);
    assert.equal(failed.json.data.status, 'failed');
    valid(responseProblems('/refund/{id}', 'get', 200, failed.json), 'refund fetch 200 (failed)');
  } finally {
    sandbox.sandbox.options.refundOutcome = 'processed';
  }
  const missing = await call('GET', '/refund/1');
  assert.equal(missing.status, 404);
  valid(responseProblems('/refund/{id}', 'get', 404, asDocumentedError(missing.json)), 'refund fetch 404');
});

test('a partial refund (a pharmacist rejecting some lines) is asked and answered as documented: amount in kobo, then the rest', async () => {
  const t = await initialize(200_000);
  await payCard(t.authorization_url, '4084084084084081');
  // As PaymentsService.requestRefund asks for a part: an integer amount in kobo, below the charge.
  const part = { transaction: t.reference, amount: 75_000, merchant_note: 'Prescription review of order EPH-000001' };
  valid(schemaProblems('RefundCreate', part), 'the partial refund request');
  const created = await call('POST', '/refund', part);
  assert.equal(created.status, 200);
  valid(responseProblems('/refund', 'post', 200, created.json), 'partial refund create 200');
  assert.equal(created.json.data.amount, 75_000);
  await sandbox.sandbox.settled();
  const rest = { transaction: t.reference, merchant_note: 'Order cancelled' };
  valid(schemaProblems('RefundCreate', rest), 'the refund of the rest');
  const second = await call('POST', '/refund', rest);
  assert.equal(second.status, 200);
  valid(responseProblems('/refund', 'post', 200, second.json), 'refund of the rest 200');
  assert.equal(second.json.data.amount, 200_000 - 75_000);
});

test('charge.success carries the transaction as verify describes it', async () => {
  await sandbox.sandbox.settled();
  const charges = events.filter((e) => e.event === 'charge.success');
  assert.ok(charges.length >= 3);
  for (const e of charges) valid(schemaProblems('VerifyResponse', { status: true, message: 'x', data: e.data }), 'charge.success data');
  const refunds = events.filter((e) => e.event.startsWith('refund.'));
  assert.deepEqual([...new Set(refunds.map((e) => e.event))].sort(), [
    'refund.failed',
    'refund.pending',
    'refund.processed',
    'refund.processing',
  ]);
});
