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
/** The hook answers 500 to this many deliveries before it accepts them. */
let failNext = 0;

before(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.statusCode = 500;
        return res.end('down');
      }
      received.push({ body, signature: String(req.headers['x-paystack-signature']) });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  sandbox = await buildSandbox({
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    webhookRetryScheduleMs: [3 * 60_000, 3 * 60_000, 60 * 60_000],
    timeScale: 0.0002,
    refundStepMs: 1_000_000, // 200 ms at this time scale
    transferDelayMs: 1_000_000,
  });
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
  assert.equal((await verify(t.reference)).json.data.status, 'abandoned', 'Paystack: not attempted yet verifies as abandoned');
  assert.equal((await verify(t.reference)).json.data.gateway_response, 'The transaction was not completed');
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

test('a paid checkout page is never payable again: it says the payment is complete, and the page checks on being shown', async () => {
  const t = await initialize(300_000);
  const { html, action } = await formAction(t.authorization_url);
  assert.match(html, /addEventListener\('pageshow'/, 'the form asks for the status when shown (also from the back/forward cache)');
  const before = await fetch(`${base}/checkout/${t.access_code}/state`);
  assert.equal(before.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await before.json(), { status: 'abandoned' }, 'not tried yet: payable');

  assert.equal((await pay(action, '4084 0840 8408 4081')).status, 303);
  assert.deepEqual(await (await fetch(`${base}/checkout/${t.access_code}/state`)).json(), { status: 'success' });
  const reopened = await fetch(t.authorization_url);
  assert.equal(reopened.status, 200);
  const page = await reopened.text();
  assert.match(page, /<h1>This payment is complete<\/h1>/);
  assert.match(page, /You paid NGN 3,000\.00/);
  assert.doesNotMatch(page, /<form/);
  assert.match(
    page,
    new RegExp(
      `<a href="http://shop.test/payment-success\\?paymentType=medicine&amp;trxref=${t.reference}&amp;reference=${t.reference}">Return to the shop</a>`,
    ),
  );
  assert.equal((await fetch(`${base}/checkout/nope/state`)).status, 404);
});

test('a declined card fails, and the same checkout can then be paid with another card (failed -> success)', async () => {
  const t = await initialize();
  const { action } = await formAction(t.authorization_url);
  const res = await pay(action, '4084 0800 0000 5408', '12/30', '001');
  assert.equal(res.status, 402);
  const html = await res.text();
  assert.match(html, /declined/i);
  assert.match(html, /<h1>Payment declined<\/h1>/);
  assert.match(html, new RegExp(`<a href="/checkout/${t.access_code}">Try another card`), 'the same checkout is offered again');
  assert.match(html, /<a href="http:\/\/shop.test\/cart">Return to the shop<\/a>/);
  assert.equal((await fetch(t.authorization_url)).status, 200, 'the checkout page still takes a payment');
  const v = await verify(t.reference);
  assert.equal(v.json.data.status, 'failed');
  assert.equal(v.json.data.gateway_response, 'Declined');
  assert.equal((await pay(action, '4084084084084081')).status, 303);
  const paid = await verify(t.reference);
  assert.equal(paid.json.data.status, 'success');
  assert.equal((paid.json.data.log as { attempts: number }).attempts, 2);
  assert.equal((await pay(action, '4084084084084081')).status, 409, 'a paid transaction cannot be paid twice');
});

test('bad card details re-show the form with an error and change nothing', async () => {
  const t = await initialize();
  const { action } = await formAction(t.authorization_url);
  const expired = await pay(action, '4084084084084081', '01/20');
  assert.equal(expired.status, 400);
  assert.match(await expired.text(), /role="alert"[^>]*>This card has expired/);
  const unknown = await pay(action, '4111111111111111');
  assert.equal(unknown.status, 400);
  assert.equal((await verify(t.reference)).json.data.status, 'abandoned');
});

test('cancel leaves the transaction abandoned', async () => {
  const t = await initialize();
  const res = await fetch(`${t.authorization_url}/cancel`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /cancelled/);
  assert.equal((await verify(t.reference)).json.data.status, 'abandoned');
});

async function refund(body: unknown) {
  const res = await fetch(`${base}/refund`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { status: boolean; message: string; data: Record<string, unknown> } };
}

async function fetchRefund(id: unknown) {
  const res = await fetch(`${base}/refund/${id}`, { headers: auth });
  return { status: res.status, json: (await res.json()) as { status: boolean; data: Record<string, unknown> } };
}

async function paid(amount = 300_000) {
  const t = await initialize(amount);
  const { action } = await formAction(t.authorization_url);
  assert.equal((await pay(action, '4084084084084081')).status, 303);
  return t;
}

function eventsFor(reference: string) {
  return received
    .map((r) => JSON.parse(r.body) as { event: string; data: Record<string, unknown> })
    .filter((e) => e.data.reference === reference || e.data.transaction_reference === reference);
}

test('a refund answers pending, then becomes processed with refund.pending/processing/processed events; the transaction ends reversed', async () => {
  const t = await paid();
  const created = await refund({ transaction: t.reference });
  assert.equal(created.status, 200);
  assert.equal(created.json.status, true);
  assert.equal(created.json.message, 'Refund has been queued for processing');
  assert.equal(created.json.data.status, 'pending');
  assert.equal(created.json.data.amount, 300_000);
  assert.equal((await fetchRefund(created.json.data.id)).json.data.status, 'pending');
  assert.equal((await verify(t.reference)).json.data.status, 'success', 'still success until the refund is processed');
  const twice = await refund({ transaction: t.reference });
  assert.equal(twice.status, 400, 'a refund in flight takes the whole amount');
  assert.equal(twice.json.message, 'Transaction has been fully reversed');

  await sandbox.sandbox.settled();
  const fetched = await fetchRefund(created.json.data.id);
  assert.equal(fetched.json.data.status, 'processed');
  assert.equal(fetched.json.data.transaction_reference, t.reference);
  assert.equal((await verify(t.reference)).json.data.status, 'reversed');
  const events = eventsFor(t.reference).filter((e) => e.event.startsWith('refund.'));
  assert.deepEqual(
    events.map((e) => [e.event, e.data.status]),
    [
      ['refund.pending', 'pending'],
      ['refund.processing', 'processing'],
      ['refund.processed', 'processed'],
    ],
  );
  assert.deepEqual(Object.keys(events[2].data).sort(), [
    'amount',
    'currency',
    'customer',
    'domain',
    'integration',
    'processor',
    'refund_reference',
    'status',
    'transaction_reference',
  ]);
  assert.equal((await fetchRefund(999)).status, 404);

  const unpaid = await initialize();
  assert.equal((await refund({ transaction: unpaid.reference })).status, 400);
});

test('a refund can fail: refund.failed, the transaction stays success and can be refunded again', async () => {
  const t = await paid(150_000);
  sandbox.sandbox.options.refundOutcome = 'failed';
  try {
    const created = await refund({ transaction: t.reference });
    assert.equal(created.json.data.status, 'pending');
    await sandbox.sandbox.settled();
    assert.equal((await fetchRefund(created.json.data.id)).json.data.status, 'failed');
    assert.equal(eventsFor(t.reference).at(-1)?.event, 'refund.failed');
    assert.equal((await verify(t.reference)).json.data.status, 'success');
  } finally {
    sandbox.sandbox.options.refundOutcome = 'processed';
  }
  const retry = await refund({ transaction: t.reference });
  assert.equal(retry.status, 200);
  await sandbox.sandbox.settled();
  assert.equal((await verify(t.reference)).json.data.status, 'reversed');
});

test('the customer pays the fees: amount = requested_amount + fees', async () => {
  sandbox.sandbox.options.customerPaysFees = true;
  try {
    const t = await initialize(1_000_000);
    const { html, action } = await formAction(t.authorization_url);
    assert.match(html, /NGN 10,250\.00/, 'the page shows what will be charged');
    assert.equal((await pay(action, '4084084084084081')).status, 303);
    const v = await verify(t.reference);
    assert.equal(v.json.data.requested_amount, 1_000_000);
    assert.equal(v.json.data.fees, 25_000);
    assert.equal(v.json.data.amount, 1_025_000);
    await sandbox.sandbox.settled();
    const event = eventsFor(t.reference).find((e) => e.event === 'charge.success');
    assert.equal(event?.data.amount, 1_025_000);
    assert.equal(event?.data.requested_amount, 1_000_000);
  } finally {
    sandbox.sandbox.options.customerPaysFees = false;
  }
});

test('bank transfer: pending while the money is on its way, success a little later; USSD succeeds at once', async () => {
  const t = await initialize(420_000);
  const { html } = await formAction(t.authorization_url);
  assert.match(html, /Pay with bank transfer/);
  assert.match(html, /Pay with USSD/);
  const sent = await fetch(`${t.authorization_url}/transfer`, { method: 'POST', redirect: 'manual' });
  assert.equal(sent.status, 303);
  assert.equal(sent.headers.get('location'), `/checkout/${t.access_code}/status`);
  assert.equal((await verify(t.reference)).json.data.status, 'pending');
  const waiting = await fetch(`${t.authorization_url}/status`, { redirect: 'manual' });
  assert.equal(waiting.status, 200);
  assert.match(await waiting.text(), /http-equiv="refresh"/);
  await sandbox.sandbox.settled();
  const v = await verify(t.reference);
  assert.equal(v.json.data.status, 'success');
  assert.equal(v.json.data.channel, 'bank_transfer');
  const back = await fetch(`${t.authorization_url}/status`, { redirect: 'manual' });
  assert.equal(back.status, 303);
  assert.equal(new URL(back.headers.get('location') as string).searchParams.get('reference'), t.reference);

  const u = await initialize(99_900);
  const ussd = await fetch(`${u.authorization_url}/ussd`, { method: 'POST', redirect: 'manual' });
  assert.equal(ussd.status, 303);
  assert.equal((await verify(u.reference)).json.data.channel, 'ussd');
  assert.equal((await verify(u.reference)).json.data.status, 'success');
});

test('initialize honours channels: only the requested ones are offered', async () => {
  const res = await fetch(`${base}/transaction/initialize`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ email: 'ada@example.ng', amount: 50_000, channels: ['card'] }),
  });
  const t = ((await res.json()) as { data: { authorization_url: string } }).data;
  const { html } = await formAction(t.authorization_url);
  assert.doesNotMatch(html, /bank transfer/);
  assert.equal((await fetch(`${t.authorization_url}/transfer`, { method: 'POST' })).status, 400);
});

test('a body without a Content-Type is read as JSON, as Paystack does', async () => {
  const res = await fetch(`${base}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    body: new Blob([JSON.stringify({ email: 'ada@example.ng', amount: 50_000 })]),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const form = await fetch(`${base}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=ada%40example.ng&amount=50000',
  });
  assert.equal(form.status, 200);
});

test("errors come in Paystack's envelope: status false, message, meta.nextStep, type, code", async () => {
  const res = await fetch(`${base}/transaction/initialize`, { method: 'POST', headers: auth, body: JSON.stringify({ amount: 5000 }) });
  assert.equal(res.status, 400);
  const json = (await res.json()) as Record<string, unknown>;
  assert.equal(json.status, false);
  assert.equal(typeof json.message, 'string');
  assert.equal(json.type, 'validation_error');
  assert.equal(typeof json.code, 'string');
  assert.equal(typeof (json.meta as { nextStep: string }).nextStep, 'string');
});

test('undelivered events are retried on the schedule until the shop answers 2xx', async () => {
  failNext = 2;
  const t = await paid(200_000);
  await sandbox.sandbox.settled();
  const delivery = sandbox.sandbox.webhooks.find((w) => w.event === 'charge.success' && JSON.parse(w.body).data.reference === t.reference);
  assert.equal(delivery?.attempts, 3);
  assert.equal(delivery?.status, 200);
  assert.equal(eventsFor(t.reference).filter((e) => e.event === 'charge.success').length, 1);
});

test('a late duplicate: an event already answered 200 comes once more', async () => {
  sandbox.sandbox.options.duplicateWebhookDelayMs = 60_000;
  try {
    const t = await paid(200_000);
    await sandbox.sandbox.settled();
    const events = eventsFor(t.reference).filter((e) => e.event === 'charge.success');
    assert.equal(events.length, 2);
    assert.deepEqual(events[0], events[1]);
    assert.equal(sandbox.sandbox.webhooks.filter((w) => w.duplicate && JSON.parse(w.body).data.reference === t.reference).length, 1);
  } finally {
    sandbox.sandbox.options.duplicateWebhookDelayMs = null;
  }
});
