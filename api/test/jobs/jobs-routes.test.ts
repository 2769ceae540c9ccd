import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backgroundJob } from '../../src/platform/jobs/background-job';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admin = await createAdmin(app);
const shopper = await createUser(app);

const EVERY_JOB = [
  'back-in-stock',
  'expiry-housekeeping',
  'lab-hold-expiry',
  'low-stock-digest',
  'notification-retry',
  'privacy-retention',
  'reconcile-payments',
  'refill-run',
  'uncollected-pickups',
];

test('GET /api/admin/jobs is for admins only', async () => {
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode, 401);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: shopper.headers })).statusCode, 403);
});

test("GET /api/admin/jobs lists every background job, and a failing job's failure with its error", async () => {
  const failing = backgroundJob(app, { name: 'test-failing', everySeconds: 0 }, async () => {
    throw new Error('Paystack answered 502');
  });
  await assert.rejects(failing(), /Paystack answered 502/);
  await app.expireLabHolds(new Date());

  const res = await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin.headers });
  assert.equal(res.statusCode, 200);
  const jobs = res.json() as { name: string; everySeconds: number; lastRun: { outcome: string; endedAt: string | null } | null }[];
  assert.deepEqual(
    jobs.map((j) => j.name).filter((name) => name !== 'test-failing'),
    EVERY_JOB,
  );
  const lab = jobs.find((j) => j.name === 'lab-hold-expiry')!;
  assert.equal(lab.lastRun?.outcome, 'succeeded', 'a run-now is in the history');
  assert.ok(lab.lastRun?.endedAt);
  assert.equal(lab.everySeconds, 0, 'no schedules under test');

  const broken = res.json().find((j: { name: string }) => j.name === 'test-failing');
  assert.equal(broken.lastRun.outcome, 'dead');
  assert.equal(broken.recentFailures.length, 1);
  assert.equal(broken.recentFailures[0].message, 'Paystack answered 502');
  assert.equal(broken.recentFailures[0].trigger, 'run-now');
  assert.deepEqual(broken.backlog, { queued: 0, retrying: 0 });
});
