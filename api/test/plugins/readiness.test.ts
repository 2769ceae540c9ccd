// Readiness: a replica that drains, or whose database does not answer, says so (503) so that the
// load balancer sends it nothing new; liveness stays up meanwhile.
import assert from 'node:assert/strict';
import { test } from 'node:test';
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
