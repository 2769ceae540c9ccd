// Two API replicas on one Redis and one PostgreSQL database: a logout through one ends the token on
// the other at once (the ended-sessions set is shared).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { request } from '../helpers/http-client';
import { postgresUrl, redisUrl as sharedRedisUrl } from '../helpers/postgres-only';
import { createUser, login, TEST_PASSWORD } from '../helpers/users';

postgresUrl();
test('two API replicas on one Redis: a logout through one ends the token on the other at once', async () => {
  const redisUrl = sharedRedisUrl();
  const first = await buildTestApp({ config: { redisUrl } });
  // The second replica shares the first's database and secret, as replicas do.
  const second = await buildTestApp({ config: { redisUrl, databaseUrl: first.config.databaseUrl, jwtSecret: first.config.jwtSecret } });
  const firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
  const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  const shopper = await createUser(first, { userName: `replica_${crypto.randomBytes(3).toString('hex')}` });
  const pair = await login(first, shopper.user.userName, TEST_PASSWORD);
  const profile = () =>
    request(`${secondUrl}/api/user/user-profile/${shopper.user.id}`, { headers: { authorization: `Bearer ${pair.accessToken}` } });
  assert.equal((await profile()).status, 200);
  assert.equal((await request(`${firstUrl}/api/user/logout`, { method: 'POST', body: { refreshToken: pair.refreshToken } })).status, 200);
  assert.equal((await profile()).status, 401);
});
