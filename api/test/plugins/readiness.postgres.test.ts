// Readiness on PostgreSQL: a replica whose database refuses connections says so (503), so that the
// load balancer sends it nothing new, and is ready again once the database takes them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { buildTestApp } from '../helpers/build-test-app';
import { postgresUrl } from '../helpers/postgres-only';

test('on PostgreSQL: /ready is 503 while the database refuses connections, and ready again once it takes them', async () => {
  const app = await buildTestApp();
  const name = new URL(app.config.databaseUrl!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: postgresUrl() });
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
});
