import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backgroundJob } from '../../src/platform/jobs/background-job';
import { QUEUE_SCHEMA } from '../../src/platform/jobs/job-queue';
import { buildTestApp } from '../helpers/build-test-app';
import { postgresUrl } from '../helpers/postgres-only';
import { readUntil } from '../helpers/wait-for';

postgresUrl();
const first = await buildTestApp();
// A second replica: another app, its own connections, the same database.
const second = await buildTestApp({ config: { databaseUrl: first.config.databaseUrl } });

test('two replicas on one database: a scheduled singleton job runs once per slot, never twice', async () => {
  const runs: string[] = [];
  for (const [replica, app] of [
    ['first', first],
    ['second', second],
  ] as const) {
    backgroundJob(app, { name: 'test-slot', everySeconds: 1, firstAfterSeconds: 0 }, async () => {
      runs.push(replica);
      // Long enough that the other replica's worker would find the slot's job still active.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
  }
  await Promise.all([first.jobs.startSchedules(), second.jobs.startSchedules()]);
  await readUntil(
    async () => runs.length,
    (n) => n >= 5,
  );
  await Promise.all([first.jobs.stop(), second.jobs.stop()]);
  const { rows } = await first.jobs.db.executeSql<{ slot: string; jobs: number; ran: number }>(
    `SELECT singleton_on::text AS slot, count(*)::int AS jobs, count(started_on)::int AS ran
     FROM ${QUEUE_SCHEMA}.job WHERE name = 'test-slot' GROUP BY singleton_on ORDER BY 1`,
  );
  assert.ok(rows.length >= 5, `${rows.length} slots`);
  assert.deepEqual(
    rows.filter((r) => r.jobs !== 1),
    [],
    'one job per slot, however many replicas offered it',
  );
  const ranSlots = rows.filter((r) => r.ran === 1).length;
  assert.equal(runs.length, ranSlots, `every run is its slot's one run (${runs.join(', ')})`);
});
