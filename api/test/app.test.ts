import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from './helpers/build-test-app';

const app = await buildTestApp();

test('GET /healthz answers ok', async () => {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: 'ok' });
});

test('GET /readyz checks the database', async () => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: 'ready' });
});

test('an unknown /api path answers a JSON 404', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
  assert.equal(res.statusCode, 404);
  assert.match(res.headers['content-type'] as string, /application\/json/);
  assert.equal(res.json().message, 'There is no API call GET /api/no-such-thing.');
});

test('security headers are set', async () => {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.ok(res.headers['content-security-policy']);
  assert.ok(res.headers['strict-transport-security']);
});

test('CORS allows the configured site and not other origins', async () => {
  const allowed = await app.inject({
    method: 'OPTIONS',
    url: '/api/user/authenticate',
    headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
  });
  assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:8080');
  const refused = await app.inject({
    method: 'OPTIONS',
    url: '/api/user/authenticate',
    headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
  });
  assert.equal(refused.headers['access-control-allow-origin'], undefined);
});

test('OpenAPI docs are served at /api/docs', async () => {
  const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
  assert.equal(ui.statusCode, 200);
  assert.match(ui.body, /swagger/i);
  const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(doc.statusCode, 200);
  assert.equal(doc.json().info.title, 'e-pharmacy API');
});
