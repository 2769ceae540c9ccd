import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { EndedSessions } from '../../src/domains/identity/ended-sessions';

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
