// GET /metrics: Prometheus' text format, the series an operator needs, counters that move with what
// happens (a declined payment, a placed order), and only for the monitoring system.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { api, checkoutBody, createMedicines, DECLINE_CARD, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createUser } from '../helpers/users';

const { app, sandbox, apiUrl } = await startCommerce();
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 1500 }]);

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Parses the text exposition format strictly: every line is a # HELP, a # TYPE or a sample
 * `name{label="value",...} number`; a sample's family was declared by # TYPE before it.
 */
function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      assert.match(comment[2], metricName, line);
      if (comment[1] === 'TYPE') {
        assert.ok(['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(comment[3]), line);
        types.set(comment[2], comment[3]);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|\+Inf|-Inf)(?: \d+)?$/.exec(line);
    assert.ok(sample, `not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g)) labels[pair[1]] = pair[2];
    const family = sample[1].replace(/_(bucket|sum|count)$/, '');
    assert.ok(types.has(sample[1]) || types.has(family), `sample before its # TYPE: ${line}`);
    samples.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return samples;
}

async function scrape(headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await fetch(`${apiUrl}/metrics`, { headers });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

async function buy(card: string) {
  const shopper = await createUser(app);
  assert.equal(
    (await api(apiUrl, shopper, 'POST', '/api/carts/add', { medicineId: paracetamol.id, quantity: 2, userId: shopper.user.id })).status,
    200,
  );
  const init = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', checkoutBody(shopper, 3000));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, card, card === DECLINE_CARD ? '001' : '408');
  await sandbox.sandbox.settled();
  const verified = await api(apiUrl, shopper, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  assert.equal(verified.status, 200);
  return { shopper, reference: init.json.data.reference as string, status: verified.json.data.status as string };
}

test('a declined card moves the failed-payments counter; a paid cart moves the successful one and orders placed', async () => {
  const before = await scrape();
  const declined = await buy(DECLINE_CARD);
  assert.equal(declined.status, 'failed');
  const afterDecline = await scrape();
  assert.equal(
    value(afterDecline, 'payments_outcomes_total', { outcome: 'failed', channel: 'card' }) -
      value(before, 'payments_outcomes_total', { outcome: 'failed', channel: 'card' }),
    1,
  );
  assert.equal(value(afterDecline, 'orders_placed_total'), value(before, 'orders_placed_total'), 'no order for a declined card');

  const paid = await buy(SUCCESS_CARD);
  assert.equal(paid.status, 'success');
  const place = await api(apiUrl, paid.shopper, 'POST', '/api/Order/place', { userId: paid.shopper.user.id, reference: paid.reference });
  assert.ok([200, 201].includes(place.status), JSON.stringify(place.json));
  const afterPaid = await scrape();
  assert.equal(value(afterPaid, 'orders_placed_total') - value(before, 'orders_placed_total'), 1);
  assert.equal(
    value(afterPaid, 'payments_outcomes_total', { outcome: 'success', channel: 'card' }) -
      value(before, 'payments_outcomes_total', { outcome: 'success', channel: 'card' }),
    1,
  );
});

test('requests are counted and timed per route pattern, with their status; the pool and the process are there', async () => {
  await fetch(`${apiUrl}/api/payment/verify/EPH-nobody-knows-this`);
  const samples = await scrape();
  const verifyLabels = { route: '/api/payment/verify/:ref', method: 'GET' };
  assert.ok(value(samples, 'http_requests_total', verifyLabels) >= 1);
  assert.ok(
    samples.some(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === verifyLabels.route && s.labels.le === '+Inf',
    ),
  );
  assert.ok(!samples.some((s) => s.labels.route?.includes('EPH-nobody')), 'routes are patterns, never a reference or an id');
  assert.ok(samples.some((s) => s.name === 'process_cpu_seconds_total'));
  assert.ok(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds'));
  if (app.database.kind === 'postgres') assert.ok(samples.some((s) => s.name === 'db_pool_connections' && s.labels.state === 'total'));
});

test('the metrics are refused through a proxy, and with a token only to its bearer', async () => {
  const proxied = await fetch(`${apiUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  assert.equal(proxied.status, 403);
  assert.match(((await proxied.json()) as { message: string }).message, /monitoring/);

  const token = 'a-long-scrape-token-for-tests';
  const guarded = await buildTestApp({ config: { observability: { metricsToken: token, tracesEndpoint: null } } });
  try {
    assert.equal((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode, 403);
    assert.equal(
      (await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-len' } })).statusCode,
      403,
    );
    const ok = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    assert.equal(ok.statusCode, 200);
    assert.match(ok.body, /# TYPE http_requests_total counter/);
  } finally {
    await guarded.close();
  }
});
