import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { backgroundJob } from '../../src/lib/background-job';
import { registry } from '../../src/lib/metrics';
import { readUntil } from '../helpers/wait-for';

async function runsOf(job: string, outcome: string): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'background_job_runs_total');
  return metric?.values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0;
}

test('a call while the job runs joins that run; each run is counted by outcome; the time it was asked for reaches the job', async () => {
  const app = Fastify({ logger: false });
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
  release();
  assert.deepEqual(await Promise.all([first, second]), [1, 1], 'the second call joined the first run');
  assert.deepEqual(seen, [asOf]);
  assert.equal(await runsOf('test-join', 'success'), 1);

  fail = true;
  const failing = runNow();
  release();
  await assert.rejects(failing, /the job failed/);
  assert.equal(await runsOf('test-join', 'failure'), 1);
  // A failed run does not stop the next one.
  fail = false;
  const next = runNow();
  release();
  assert.equal(await next, 3);
  await app.close();
});

test('on a timer every replica runs it, a failure is logged and the timer goes on; closing the app stops it and waits for the run under way', async () => {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
  let runs = 0;
  backgroundJob(app, { name: 'test-timer', everySeconds: 0.05, firstAfterSeconds: 0.01 }, async () => {
    runs++;
    if (runs === 1) throw new Error('first run failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  await app.ready();
  await readUntil(
    async () => runs,
    (count) => count >= 3,
  );
  assert.ok(runs >= 3, `ran ${runs} times`);
  assert.ok(
    logged.some((line) => line.includes('test-timer failed') && line.includes('first run failed')),
    'the failed run was logged with its job',
  );
  await app.close();
  const atClose = runs;
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(runs, atClose, 'no run after the app closed');
});

test('a job with no interval never runs on its own', async () => {
  const app = Fastify({ logger: false });
  let runs = 0;
  backgroundJob(app, { name: 'test-untimed', everySeconds: 0 }, async () => void runs++);
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(runs, 0);
  await app.close();
});
