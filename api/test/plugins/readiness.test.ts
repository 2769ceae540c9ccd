// Readiness: a replica that drains, or whose database does not answer, says so (503) so that the
// load balancer sends it nothing new; liveness stays up meanwhile.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { buildTestApp } from '../helpers/build-test-app';

test('/ready answers ready, then 503 "draining" once the replica drains; /healthz stays up', async () => {
  const app = await buildTestApp();
  for (const url of ['/ready', '/readyz']) assert.deepEqual((await app.inject({ method: 'GET', url })).json(), { status: 'ready' });
  app.startDraining();
  for (const url of ['/ready', '/readyz']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().status, 'draining');
  }
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
});

test(
  'on PostgreSQL: /ready is 503 while the database refuses connections, and ready again once it takes them',
  { skip: process.env.DATABASE_URL ? false : 'needs PostgreSQL (DATABASE_URL)' },
  async () => {
    const app = await buildTestApp();
    const name = new URL(app.config.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
      // The database goes away for this replica: no new connections, the open ones cut.
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const down = await app.inject({ method: 'GET', url: '/ready' });
      assert.equal(down.statusCode, 503);
      assert.equal(down.json().status, 'unavailable');
      assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
    }
  },
);
