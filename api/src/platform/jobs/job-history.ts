import { failureText, type JobQueue, QUEUE_SCHEMA, type Trigger } from './job-queue';

export type JobRun = {
  startedAt: string;
  endedAt: string | null;
  /** running, succeeded, failed (retried later), dead (failed every attempt; a run-now is never retried). */
  outcome: 'running' | 'succeeded' | 'failed' | 'dead';
  trigger: Trigger;
  /** Attempts before this one (a run that succeeded on its second try says 1). */
  retries: number;
};

export type JobFailure = { at: string; message: string; trigger: Trigger };

export type JobOverview = {
  name: string;
  /** 0: no schedule (run only when asked). */
  everySeconds: number;
  lastRun: JobRun | null;
  nextRunAt: string | null;
  backlog: { queued: number; retrying: number };
  /** Scheduled or queued runs that failed every attempt, in the history (seven days). */
  deadLettered: number;
  recentFailures: JobFailure[];
};

const RECENT_FAILURES = 5;

type HistoryRow = {
  name: string;
  state: string;
  data: { trigger?: Trigger } | null;
  output: unknown;
  retry_count: number;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after?: Date | string | null;
};

type BacklogRow = { name: string; queued: number; retrying: number; due: Date | string | null; dead: number };

const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/** Both halves of the history: pg-boss moves finished jobs from `job` to `archive` after twelve hours. */
const RUNS = `(
  SELECT name, state::text AS state, data, output, retry_count, started_on, completed_on, start_after FROM ${QUEUE_SCHEMA}.job WHERE name = ANY($1)
  UNION ALL
  SELECT name, state::text, data, output, retry_count, started_on, completed_on, start_after FROM ${QUEUE_SCHEMA}.archive WHERE name = ANY($1)
) runs`;

function outcomeOf(row: HistoryRow): JobRun['outcome'] {
  if (row.state === 'completed') return 'succeeded';
  if (row.state === 'failed') return 'dead';
  if (row.state === 'retry') return 'failed';
  return 'running';
}

/** Every job's schedule, last run, next run, backlog and recent failures, read from the queue's tables. */
export async function jobOverview(queue: JobQueue, { start = true } = {}): Promise<JobOverview[]> {
  const defs = queue.definitions().sort((a, b) => a.name.localeCompare(b.name));
  if (!start && !queue.started)
    return defs.map((d) => ({
      ...d,
      lastRun: null,
      nextRunAt: null,
      backlog: { queued: 0, retrying: 0 },
      deadLettered: 0,
      recentFailures: [],
    }));
  await queue.start();
  const names = defs.map((d) => d.name);
  const [last, failures, backlog] = await Promise.all([
    queue.db.executeSql<HistoryRow>(
      `SELECT DISTINCT ON (name) * FROM ${RUNS} WHERE started_on IS NOT NULL ORDER BY name, started_on DESC`,
      [names],
    ),
    queue.db.executeSql<HistoryRow>(
      `SELECT * FROM (
         SELECT *, row_number() OVER (PARTITION BY name ORDER BY coalesce(completed_on, started_on) DESC) AS n FROM ${RUNS}
         WHERE state IN ('retry', 'failed') OR output ? 'retriedAfter'
       ) failures WHERE n <= ${RECENT_FAILURES} ORDER BY name, n`,
      [names],
    ),
    queue.db.executeSql<BacklogRow>(
      `SELECT name,
         (count(*) FILTER (WHERE state = 'created'))::int AS queued,
         (count(*) FILTER (WHERE state = 'retry'))::int AS retrying,
         min(start_after) FILTER (WHERE state IN ('created', 'retry')) AS due,
         (count(*) FILTER (WHERE state = 'failed' AND coalesce(data->>'trigger', '') <> 'run-now'))::int AS dead
       FROM ${RUNS} GROUP BY name`,
      [names],
    ),
  ]);
  const now = Date.now();
  return defs.map(({ name, everySeconds }) => {
    const lastRow = last.rows.find((r) => r.name === name);
    const queued = backlog.rows.find((r) => r.name === name);
    const nextSlot = everySeconds > 0 ? new Date(now - (now % (everySeconds * 1000)) + everySeconds * 1000).toISOString() : null;
    return {
      name,
      everySeconds,
      lastRun: lastRow
        ? {
            startedAt: iso(lastRow.started_on)!,
            endedAt: lastRow.state === 'active' ? null : iso(lastRow.completed_on),
            outcome: outcomeOf(lastRow),
            trigger: lastRow.data?.trigger ?? 'schedule',
            retries: lastRow.retry_count,
          }
        : null,
      nextRunAt: iso(queued?.due) ?? nextSlot,
      backlog: { queued: queued?.queued ?? 0, retrying: queued?.retrying ?? 0 },
      deadLettered: queued?.dead ?? 0,
      recentFailures: failures.rows
        .filter((r) => r.name === name)
        .map((r) => ({
          at: iso(r.completed_on ?? r.started_on)!,
          message:
            (r.state === 'completed' ? (r.output as { retriedAfter?: string }).retriedAfter : failureText(r.output)) ?? '(no message)',
          trigger: r.data?.trigger ?? 'schedule',
        })),
    };
  });
}
