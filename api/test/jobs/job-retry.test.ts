import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jobOverview } from '../../src/platform/jobs/job-history';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { queueDatabase } from '../../src/platform/jobs/queue-database';
import { buildTestApp } from '../helpers/build-test-app';
import { readUntil } from '../helpers/wait-for';

const app = await buildTestApp();
/** A queue on the app's database with a short retry delay and a quick poll, as a second worker would see it. */
const quickQueue = () =>
  new JobQueue(queueDatabase(app.database), app.log, { retryLimit: 1, retryDelaySeconds: 1, expireSeconds: 60, pollingSeconds: 0.5 });

test('a run whose handler throws is retried once and then succeeds; the history shows the retry and the error', async () => {
  const queue = quickQueue();
  let attempts = 0;
  queue.define({
    name: 'test-flaky',
    everySeconds: 0,
    run: async () => {
      attempts++;
      if (attempts === 1) throw new Error('provider timed out');
      return 'done';
    },
  });
  await queue.enqueue('test-flaky');
  const [job] = await readUntil(
    () => jobOverview(queue),
    ([j]) => j.lastRun?.outcome === 'succeeded',
  );
  await queue.stop();
  assert.equal(attempts, 2);
  assert.equal(job.lastRun?.outcome, 'succeeded');
  assert.equal(job.lastRun?.retries, 1, 'succeeded on its second attempt');
  assert.equal(job.lastRun?.trigger, 'queued');
  assert.deepEqual(
    job.recentFailures.map((f) => f.message),
    ['provider timed out'],
  );
  assert.deepEqual(job.backlog, { queued: 0, retrying: 0 });
  assert.equal(job.deadLettered, 0);
});

test('a worker stopped while its run is under way: the run is failed, retried by another worker, and succeeds', async () => {
  const dying = quickQueue();
  let started!: () => void;
  const underWay = new Promise<void>((resolve) => (started = resolve));
  // The first worker's run never ends (its process is about to die).
  dying.define({ name: 'test-killed', everySeconds: 0, run: () => (started(), new Promise(() => undefined)) });
  await dying.enqueue('test-killed');
  await underWay;
  await dying.stop({ graceful: false });

  const survivor = quickQueue();
  let finished = 0;
  survivor.define({ name: 'test-killed', everySeconds: 0, run: async () => void finished++ });
  await survivor.enqueue('test-killed').catch(() => null); // starts its worker; this second send may join the backlog
  const [job] = await readUntil(
    () => jobOverview(survivor),
    ([j]) => j.recentFailures.length > 0 && j.backlog.retrying === 0 && j.backlog.queued === 0 && j.lastRun?.outcome === 'succeeded',
  );
  await survivor.stop();
  assert.ok(finished >= 1, 'the survivor ran it');
  assert.ok(
    job.recentFailures.some((f) => /shut down while active/.test(f.message)),
    `the stopped run's failure is in the history: ${JSON.stringify(job.recentFailures)}`,
  );
  assert.equal(job.deadLettered, 0);
});

test('a run that fails every attempt is dead-lettered, and counted', async () => {
  const queue = quickQueue();
  queue.define({
    name: 'test-broken',
    everySeconds: 0,
    run: async () => {
      throw new Error('always broken');
    },
  });
  await queue.enqueue('test-broken');
  const [job] = await readUntil(
    () => jobOverview(queue),
    ([j]) => j.deadLettered === 1,
  );
  await queue.stop();
  assert.equal(job.lastRun?.outcome, 'dead', JSON.stringify(job));
  assert.equal(job.lastRun?.retries, 1, JSON.stringify(job));
  assert.deepEqual(
    job.recentFailures.map((f) => f.message),
    ['always broken'],
  );
});
