import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { EndedSessions } from '../../src/identity/ended-sessions';
import { buildTestApp } from '../helpers/build-test-app';
import { request } from '../helpers/http-client';
import { createUser, login, TEST_PASSWORD } from '../helpers/users';

test('without Redis, an ended session is refused by the process that ended it, until its tokens expire', async () => {
  const sessions = new EndedSessions(null, 1);
  const id = crypto.randomUUID();
  assert.equal(await sessions.hasEnded(id), false);
  await sessions.end([id]);
  assert.equal(await sessions.hasEnded(id), true);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal(await sessions.hasEnded(id), false, 'kept no longer than an access token lives');
});

test('with Redis unreachable, endings made here are still refused and others pass', async () => {
  const broken = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  const errors: string[] = [];
  const sessions = new EndedSessions(broken, 60, (err) => errors.push(err.message));
  const id = crypto.randomUUID();
  await sessions.end([id]);
  assert.equal(await sessions.hasEnded(id), true);
  assert.equal(await sessions.hasEnded(crypto.randomUUID()), false);
  assert.ok(errors.length >= 1, 'the Redis failure is reported');
  broken.disconnect();
});

const replicas = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);
test(
  'two API replicas on one Redis: a logout through one ends the token on the other at once',
  { skip: !replicas && 'needs REDIS_URL and DATABASE_URL (replicas share a PostgreSQL database)' },
  async () => {
    const redisUrl = process.env.REDIS_URL!;
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
  },
);
