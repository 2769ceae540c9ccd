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

test('paths match case-insensitively (the spec mixes /api/User and /api/user)', async () => {
  for (const url of [
    '/api/User/send-reset-email/a@example.ng',
    '/api/user/send-reset-email/a@example.ng',
    '/API/USER/SEND-RESET-EMAIL/a@example.ng',
  ]) {
    const res = await app.inject({ method: 'POST', url });
    assert.equal(res.statusCode, 200, url);
  }
});

test('bad bodies get readable JSON errors', async () => {
  const invalid = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    headers: { 'content-type': 'application/json' },
    payload: '{"username":',
  });
  assert.equal(invalid.statusCode, 400);
  assert.ok(invalid.json().message);

  const wrongType = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    headers: { 'content-type': 'text/plain' },
    payload: 'hello',
  });
  assert.equal(wrongType.statusCode, 415);
  assert.equal(wrongType.json().message, 'Send the body as JSON.');

  const empty = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    headers: { 'content-type': 'application/json' },
    payload: '',
  });
  assert.equal(empty.statusCode, 400);
  assert.match(empty.json().message, /body/i);

  const poisoned = await app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":"p@example.ng","__proto__":{"isAdmin":true}}',
  });
  assert.equal(poisoned.statusCode, 400);
});

test('a wrong method on a known path is a JSON 405 naming the methods it takes', async () => {
  const res = await app.inject({ method: 'DELETE', url: '/api/user/register' });
  assert.equal(res.statusCode, 405);
  assert.equal(res.headers.allow, 'POST');
  assert.match(res.json().message, /DELETE is not allowed on \/api\/user\/register/);
});
