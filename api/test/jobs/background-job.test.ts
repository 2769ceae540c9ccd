import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backgroundJob } from '../../src/platform/jobs/background-job';
import { jobOverview } from '../../src/platform/jobs/job-history';
import { registry } from '../../src/platform/lib/metrics';
import { buildTestApp } from '../helpers/build-test-app';
import { readUntil } from '../helpers/wait-for';

const app = await buildTestApp();

async function runsOf(job: string, outcome: string): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'background_job_runs_total');
  return metric?.values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0;
}

const overviewOf = async (name: string) => (await jobOverview(app.jobs)).find((job) => job.name === name)!;

test('run it now: a call while the job runs joins that run; each run is counted by outcome and kept in the history; the time it was asked for reaches the job', async () => {
  let release!: () => void;
  const seen: (Date | undefined)[] = [];
  let fail = false;
  const runNow = backgroundJob(app, { name: 'test-join', everySeconds: 0 }, async (now) => {
    seen.push(now);
    await new Promise<void>((resolve) => (release = resolve));
    if (fail) throw new Error('the job failed');
    return seen.length;
  });
  const asOf = new Date('2026-11-26T07:00:00Z');
  const first = runNow(asOf);
  const second = runNow();
  await readUntil(
    async () => seen.length,
    (n) => n === 1,
  );
  release();
  assert.deepEqual(await Promise.all([first, second]), [1, 1], 'the second call joined the first run');
  assert.deepEqual(seen, [asOf]);
  assert.equal(await runsOf('test-join', 'success'), 1);
  let overview = await overviewOf('test-join');
  assert.equal(overview.lastRun?.outcome, 'succeeded');
  assert.equal(overview.lastRun?.trigger, 'run-now');
  assert.equal(overview.nextRunAt, null, 'no schedule, no next run');

  fail = true;
  const failing = runNow();
  await readUntil(
    async () => seen.length,
    (n) => n === 2,
  );
  release();
  await assert.rejects(failing, /the job failed/);
  assert.equal(await runsOf('test-join', 'failure'), 1);
  overview = await overviewOf('test-join');
  assert.equal(overview.lastRun?.outcome, 'dead', 'a run-now is not retried: its caller saw the failure');
  assert.deepEqual(
    overview.recentFailures.map((f) => [f.message, f.trigger]),
    [['the job failed', 'run-now']],
  );
  assert.equal(overview.deadLettered, 0, 'a failed run-now is not counted as dead-lettered');
  // A failed run does not stop the next one.
  fail = false;
  const next = runNow();
  await readUntil(
    async () => seen.length,
    (n) => n === 3,
  );
  release();
  assert.equal(await next, 3);
});

test('a scheduled job runs once per slot on its own, and no more once the app closes', async () => {
  const own = await buildTestApp();
  let runs = 0;
  backgroundJob(own, { name: 'test-timer', everySeconds: 1 }, async () => {
    runs++;
    if (runs === 1) throw new Error('first run failed');
  });
  await own.jobs.startSchedules();
  await readUntil(
    async () => runs,
    (count) => count >= 3,
  );
  assert.ok(runs >= 3, `ran ${runs} times`);
  const failures = (await jobOverview(own.jobs)).find((j) => j.name === 'test-timer')!.recentFailures;
  assert.ok(
    failures.some((f) => f.message === 'first run failed' && f.trigger === 'schedule'),
    'the failed run is in the history with its error',
  );
  await own.close();
  const atClose = runs;
  await new Promise((resolve) => setTimeout(resolve, 2500));
  assert.equal(runs, atClose, 'no run after the app closed');
});

test('a job with no interval never runs on its own', async () => {
  let runs = 0;
  backgroundJob(app, { name: 'test-untimed', everySeconds: 0 }, async () => void runs++);
  await app.jobs.startSchedules();
  const overview = await overviewOf('test-untimed');
  assert.equal(overview.lastRun, null);
  assert.deepEqual(overview.backlog, { queued: 0, retrying: 0 });
  assert.equal(runs, 0);
});
