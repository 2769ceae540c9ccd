// OpenTelemetry traces of the checkout path, caught by the SDK's in-memory exporter on a real
// checkout (the Paystack sandbox, its hosted page and its signed webhook): the initiate request's
// server span holds `checkout.initiate`, which holds the Paystack call; the webhook's server span
// holds the charge's settling, which holds Paystack's verify and the order's placing. Every span
// names the request id the answer gave, and none carries the secret key or a card number.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { startTracing } from '../../src/platform/lib/tracing-setup';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createUser } from '../helpers/users';

const exporter = new InMemorySpanExporter();
const tracing = startTracing({ processor: new SimpleSpanProcessor(exporter) });
const { app, sandbox, apiUrl } = await startCommerce();
const [amoxicillin] = await createMedicines(app, [{ name: 'Vitamin C 1000mg', price: 2500 }]);

const parentId = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;
const traceOf = (span: ReadableSpan) => span.spanContext().traceId;

function one(spans: ReadableSpan[], name: string, where: (span: ReadableSpan) => boolean = () => true): ReadableSpan {
  const found = spans.filter((s) => s.name === name && where(s));
  assert.equal(found.length, 1, `one span "${name}"; spans: ${spans.map((s) => s.name).join(', ')}`);
  return found[0];
}

function assertChild(child: ReadableSpan, parent: ReadableSpan) {
  assert.equal(traceOf(child), traceOf(parent), `${child.name} is in ${parent.name}'s trace`);
  assert.equal(parentId(child), idOf(parent), `${child.name} is a child of ${parent.name}`);
}

test('a checkout is traced from initiate through the Paystack call and the webhook to the order placed', async (t) => {
  t.after(async () => {
    await tracing.shutdown();
  });
  const shopper = await createUser(app);
  assert.equal(
    (await api(apiUrl, shopper, 'POST', '/api/carts/add', { medicineId: amoxicillin.id, quantity: 2, userId: shopper.user.id })).status,
    200,
  );
  exporter.reset();
  const init = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', checkoutBody(shopper, 5000));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const reference = init.json.data.reference as string;
  const initRequestId = init.headers.get('x-request-id');
  assert.ok(initRequestId);
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  await sandbox.sandbox.settled();

  const spans = exporter.getFinishedSpans();
  // initiate → checkout.initiate → Paystack's initialize
  const initServer = one(spans, 'POST /api/payment/initiate');
  assert.equal(initServer.kind, 1 /* SERVER */);
  assert.equal(initServer.attributes['request.id'], initRequestId);
  assert.equal(initServer.attributes['http.response.status_code'], 200);
  assert.equal(parentId(initServer), undefined, 'the request starts its trace');
  const initiate = one(spans, 'checkout.initiate');
  assertChild(initiate, initServer);
  assert.equal(initiate.attributes['payment.reference'], reference);
  const paystackInit = one(spans, 'paystack POST /transaction/initialize');
  assertChild(paystackInit, initiate);
  assert.equal(paystackInit.kind, 2 /* CLIENT */);
  assert.equal(paystackInit.attributes['request.id'], initRequestId);
  assert.equal(paystackInit.attributes['payment.reference'], reference);

  // Paystack's webhook → settling the charge → Paystack's verify, and the order placed
  // This checkout's webhook: the tracer is the process's, and a file run before this one in the
  // same group may still hear from its own sandbox (a refund's event), so spans are this payment's.
  const settle = one(spans, 'payment.webhook charge.success', (s) => s.attributes['payment.reference'] === reference);
  const webhook = one(spans, 'POST /api/payment/webhook', (s) => traceOf(s) === traceOf(settle));
  assert.equal(webhook.attributes['http.response.status_code'], 200);
  assert.notEqual(traceOf(webhook), traceOf(initServer), 'the webhook is a request of its own (from Paystack)');
  assertChild(settle, webhook);
  assert.equal(settle.attributes['payment.reference'], reference);
  assert.equal(settle.attributes['payment.status'], 'success');
  assert.equal(settle.attributes['request.id'], webhook.attributes['request.id']);
  const verify = one(spans, 'paystack GET /transaction/verify/{reference}', (s) => parentId(s) === idOf(settle));
  assertChild(verify, settle);
  assert.equal(verify.attributes['payment.reference'], reference);
  const placed = one(spans, 'order.place', (s) => s.attributes['order.placement'] === 'created');
  assertChild(placed, settle);
  assert.equal(placed.attributes['payment.reference'], reference);
  assert.match(String(placed.attributes['order.id']), /\S/);

  // The shopper's return verifies again: its order.place finds the order already placed.
  const verified = await api(apiUrl, shopper, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.status, 200);
  const after = exporter.getFinishedSpans();
  const returnServer = one(after, 'GET /api/payment/verify/:ref');
  assert.equal(returnServer.attributes['request.id'], verified.headers.get('x-request-id'));
  assert.equal(returnServer.attributes['http.route'], '/api/payment/verify/:ref');
  assert.ok(!returnServer.name.includes(reference), 'span names are route patterns, never a reference');
  const again = one(after, 'order.place', (s) => traceOf(s) === traceOf(returnServer));
  assert.equal(again.attributes['order.placement'], 'existing');

  const everything = JSON.stringify(after.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events })));
  for (const secret of ['sk_test', 'Bearer', SUCCESS_CARD.replace(/ /g, ''), SUCCESS_CARD, shopper.user.email])
    assert.ok(!everything.includes(secret), `a span carries ${secret}`);
});
