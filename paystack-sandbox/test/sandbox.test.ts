import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, SANDBOX_SECRET_KEY } from '../src/sandbox';

let sandbox: FastifyInstance;
let base: string;
const received: { body: string; signature: string }[] = [];
let hook: http.Server;

before(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['x-paystack-signature']) });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  sandbox = await buildSandbox({ webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook` });
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await sandbox.close();
  await new Promise((r) => hook.close(r));
});

const auth = { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/json' };

async function initialize(amount = 250_000, reference = `T-${crypto.randomBytes(6).toString('hex')}`) {
  const res = await fetch(`${base}/transaction/initialize`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      email: 'ada@example.ng',
      amount,
      currency: 'NGN',
      reference,
      callback_url: 'http://shop.test/payment-success?paymentType=medicine',
    }),
  });
  assert.equal(res.status, 200);
  const json = (await res.json()) as { status: boolean; data: { authorization_url: string; access_code: string; reference: string } };
  assert.equal(json.status, true);
  return json.data;
}

async function verify(reference: string) {
  const res = await fetch(`${base}/transaction/verify/${reference}`, { headers: auth });
  return { status: res.status, json: (await res.json()) as { status: boolean; message: string; data: Record<string, unknown> } };
}

function pay(actionUrl: string, card: string, expiry = '12/30', cvv = '408') {
  return fetch(actionUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry, cvv }).toString(),
  });
}

async function formAction(authorizationUrl: string) {
  const page = await fetch(authorizationUrl);
  assert.equal(page.status, 200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  assert.ok(action, 'the checkout page has a form');
  return { html, action: new URL(action, authorizationUrl).toString() };
}

test('health answers ok without a key', async () => {
  for (const path of ['/health', '/healthz']) assert.equal((await fetch(`${base}${path}`)).status, 200);
});

test('calls without the secret key are refused like Paystack does', async () => {
  const res = await fetch(`${base}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_wrong', 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(res.status, 401);
  assert.deepEqual(await res.json(), { status: false, message: 'Invalid key' });
  const v = await fetch(`${base}/transaction/verify/x`);
  assert.equal(v.status, 401);
});

test('initialize validates amount, email and duplicate references', async () => {
  const bad = await fetch(`${base}/transaction/initialize`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ email: 'ada@example.ng', amount: 12.5 }),
  });
  assert.equal(bad.status, 400);
  const t = await initialize();
  const dup = await fetch(`${base}/transaction/initialize`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ email: 'ada@example.ng', amount: 1000, reference: t.reference }),
  });
  assert.equal(dup.status, 400);
  assert.equal(((await dup.json()) as { message: string }).message, 'Duplicate Transaction Reference');
  const missing = await verify('no-such-reference');
  assert.equal(missing.status, 400);
  assert.equal(missing.json.status, false);
});

test('the checkout page shows the amount in naira and a labelled form', async () => {
  const t = await initialize(1_234_550);
  const { html } = await formAction(t.authorization_url);
  assert.match(html, /NGN 12,345\.50/);
  assert.match(html, /<label for="card_number">/);
  assert.match(html, /Cancel payment/);
  assert.equal((await verify(t.reference)).json.data.status, 'ongoing');
});

test('the test card succeeds: redirect with trxref and reference, verify says success, a signed charge.success is sent', async () => {
  const t = await initialize(500_000);
  const { action } = await formAction(t.authorization_url);
  const res = await pay(action, '4084 0840 8408 4081');
  assert.equal(res.status, 303);
  const location = new URL(res.headers.get('location') as string);
  assert.equal(location.origin + location.pathname, 'http://shop.test/payment-success');
  assert.equal(location.searchParams.get('paymentType'), 'medicine');
  assert.equal(location.searchParams.get('trxref'), t.reference);
  assert.equal(location.searchParams.get('reference'), t.reference);

  const v = await verify(t.reference);
  assert.equal(v.json.data.status, 'success');
  assert.equal(v.json.data.amount, 500_000);
  assert.equal(v.json.data.currency, 'NGN');

  await sandbox.sandbox.settled();
  const event = received.find((r) => JSON.parse(r.body).data.reference === t.reference);
  assert.ok(event, 'webhook delivered');
  assert.equal(event.signature, crypto.createHmac('sha512', SANDBOX_SECRET_KEY).update(event.body).digest('hex'));
  const parsed = JSON.parse(event.body);
  assert.equal(parsed.event, 'charge.success');
  assert.equal(parsed.data.amount, 500_000);

  const again = await pay(action, '4084084084084081');
  assert.equal(again.status, 409, 'a paid transaction cannot be paid twice');
});

test('the decline card fails with a message and the transaction stays failed', async () => {
  const t = await initialize();
  const { action } = await formAction(t.authorization_url);
  const res = await pay(action, '4084 0800 0000 5408', '12/30', '001');
  assert.equal(res.status, 402);
  assert.match(await res.text(), /declined/i);
  const v = await verify(t.reference);
  assert.equal(v.json.data.status, 'failed');
  assert.equal(v.json.data.gateway_response, 'Declined');
  assert.equal((await pay(action, '4084084084084081')).status, 409);
  assert.equal((await verify(t.reference)).json.data.status, 'failed');
});

test('bad card details re-show the form with an error and change nothing', async () => {
  const t = await initialize();
  const { action } = await formAction(t.authorization_url);
  const expired = await pay(action, '4084084084084081', '01/20');
  assert.equal(expired.status, 400);
  assert.match(await expired.text(), /role="alert"[^>]*>This card has expired/);
  const unknown = await pay(action, '4111111111111111');
  assert.equal(unknown.status, 400);
  assert.equal((await verify(t.reference)).json.data.status, 'ongoing');
});

test('cancel leaves the transaction abandoned', async () => {
  const t = await initialize();
  const res = await fetch(`${t.authorization_url}/cancel`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /cancelled/);
  assert.equal((await verify(t.reference)).json.data.status, 'abandoned');
});

test('refund reverses a paid transaction once', async () => {
  const t = await initialize(300_000);
  const { action } = await formAction(t.authorization_url);
  assert.equal((await pay(action, '4084084084084081')).status, 303);
  const refund = await fetch(`${base}/refund`, { method: 'POST', headers: auth, body: JSON.stringify({ transaction: t.reference }) });
  assert.equal(refund.status, 200);
  const json = (await refund.json()) as { status: boolean; data: { amount: number } };
  assert.equal(json.status, true);
  assert.equal(json.data.amount, 300_000);
  assert.equal((await verify(t.reference)).json.data.status, 'reversed');
  const twice = await fetch(`${base}/refund`, { method: 'POST', headers: auth, body: JSON.stringify({ transaction: t.reference }) });
  assert.equal(twice.status, 400);
  const unpaid = await initialize();
  const notPaid = await fetch(`${base}/refund`, { method: 'POST', headers: auth, body: JSON.stringify({ transaction: unpaid.reference }) });
  assert.equal(notPaid.status, 400);
});
