import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser, TEST_PASSWORD } from '../helpers/users';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
const app = await buildTestApp({ config: { logLevel: 'trace' }, logStream });

test('logs carry requests but never passwords or tokens', async () => {
  const { user, accessToken } = await createUser(app, { userName: 'quiet', email: 'quiet@example.ng' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { username: 'quiet', password: TEST_PASSWORD },
  });
  const { refreshToken } = login.json();
  await app.inject({ method: 'POST', url: '/api/user/refresh', payload: { RefreshToken: refreshToken } });
  await app.inject({
    method: 'GET',
    url: `/api/user/user-profile/${user.id}`,
    headers: { authorization: `Bearer ${accessToken}`, cookie: 'XSRF-TOKEN=abc123secret' },
  });
  await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { firstName: 'L', lastName: 'G', email: 'lg@example.ng', userName: 'loggy', password: 'Plantain-chips#Aba1' },
  });

  const log = lines.join('');
  assert.match(log, /incoming request/);
  assert.match(log, /\/api\/user\/authenticate/);
  for (const secret of [TEST_PASSWORD, 'Plantain-chips#Aba1', accessToken, refreshToken, 'abc123secret']) {
    assert.equal(log.includes(secret), false, `log contains a secret: ${secret.slice(0, 12)}...`);
  }
});
