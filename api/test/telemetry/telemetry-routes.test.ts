import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remoteTelemetry } from '../../src/platform/db/schema/telemetry';
import { scrubMessage } from '../../src/platform/telemetry/telemetry-service';
import { buildTestApp, testConfig } from '../helpers/build-test-app';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp({ config: { rateLimits: { ...testConfig().rateLimits, telemetryPerIp: { max: 5, windowMs: 60_000 } } } });
const V2 = '1.0.0-bbbbbbbbbb';
const V3 = '1.0.0-cccccccccc';

const report = (events: unknown[], ip = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/telemetry/remotes', payload: { events }, remoteAddress: ip });

test('a browser reports loads and failures of a remote version; the admin summary counts them per version', async () => {
  const loads = Array.from({ length: 4 }, (_, i) => ({ remote: 'catalog', version: V2, kind: 'load', durationMs: 100 + i * 100 }));
  assert.equal((await report(loads, '10.9.1.1')).statusCode, 202);
  const v3 = [
    { remote: 'catalog', version: V3, kind: 'load', durationMs: 900, canary: true },
    { remote: 'catalog', version: V3, kind: 'error', stage: 'boundary', message: 'Cannot read x of ada@example.ng', canary: true },
    { remote: 'catalog', version: V3, kind: 'failure', stage: 'chunk', message: 'Loading chunk 12 failed', canary: true },
  ];
  assert.equal((await report(v3, '10.9.1.2')).statusCode, 202);
  const admin = await createAdmin(app);
  const res = await app.inject({ method: 'GET', url: '/api/admin/telemetry/remotes?hours=1', headers: admin.headers });
  assert.equal(res.statusCode, 200);
  const rows = res.json() as {
    version: string;
    loads: number;
    failures: number;
    errors: number;
    errorRate: number;
    medianLoadMs: number;
    canary: boolean;
    lastErrors: { message: string }[];
  }[];
  const two = rows.find((row) => row.version === V2)!;
  const three = rows.find((row) => row.version === V3)!;
  assert.deepEqual([two.loads, two.failures, two.errors, two.errorRate, two.canary], [4, 0, 0, 0, false]);
  assert.equal(two.medianLoadMs, 250);
  assert.deepEqual([three.loads, three.failures, three.errors, three.canary], [1, 1, 1, true]);
  assert.equal(three.errorRate, 1);
  assert.ok(three.lastErrors.some((error) => error.message === 'Cannot read x of [address]'));
});

test('reports carry nothing personal: unknown fields are dropped, bad values refused, messages scrubbed', async () => {
  const withUser = await report([{ remote: 'catalog', version: V2, kind: 'load', userId: 'someone@example.ng' }], '10.9.2.1');
  assert.equal(withUser.statusCode, 202);
  assert.ok(!JSON.stringify(await app.db.select().from(remoteTelemetry)).includes('someone'), 'the unknown field is not kept');
  assert.equal((await report([{ remote: 'shell', version: V2, kind: 'load' }], '10.9.2.1')).statusCode, 400);
  assert.equal((await report([{ remote: 'catalog', version: 'latest', kind: 'load' }], '10.9.2.1')).statusCode, 400);
  assert.equal((await report([], '10.9.2.1')).statusCode, 400);
  assert.equal(scrubMessage('Order for +234 803 000 1111 failed at /api/x?token=abc'), 'Order for [number] failed at /api/x?[query]');
  assert.equal(scrubMessage('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig broke'), 'jwt [token] broke');
  const rows = await app.db.select().from(remoteTelemetry);
  assert.ok(rows.every((row) => !/@|\d{5,}/.test(row.message ?? '')));
});

test('reports are rate-limited per address', async () => {
  const one = [{ remote: 'account', version: 'unversioned', kind: 'load', durationMs: 50 }];
  for (let i = 0; i < 5; i++) assert.equal((await report(one, '10.9.3.1')).statusCode, 202);
  assert.equal((await report(one, '10.9.3.1')).statusCode, 429);
  assert.equal((await report(one, '10.9.3.2')).statusCode, 202, 'another address is not held back');
});

test('only admins read the summary', async () => {
  const shopper = await createUser(app);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/telemetry/remotes', headers: shopper.headers })).statusCode, 403);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/telemetry/remotes' })).statusCode, 401);
});
