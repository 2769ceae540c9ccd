// The API's Prometheus metrics (prom-client), one set per process: what each replica served (rate,
// latency and errors per route), what happened to money (payments by outcome and channel, orders
// placed, refunds by state), the background jobs (runs and last success per replica; backlog, failures
// and last run from the job queue), and the database pool.
// The domains count their own events through the small functions below; GET /metrics (plugins/
// metrics.ts) writes them out in Prometheus' text format.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
registry.setDefaultLabels({ service: 'epharmacy-api' });
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route (its pattern) and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

export const httpErrors = new Counter({
  name: 'http_request_errors_total',
  help: 'Requests answered 5xx, by method and route.',
  labelNames: ['method', 'route'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [registry],
});

const paymentOutcomes = new Counter({
  name: 'payments_outcomes_total',
  help: 'Payments settled by this replica, by outcome (success, failed, abandoned) and channel (card, bank_transfer, ussd...).',
  labelNames: ['outcome', 'channel'] as const,
  registers: [registry],
});

const ordersPlaced = new Counter({
  name: 'orders_placed_total',
  help: 'Orders placed (one per successful payment).',
  registers: [registry],
});

const refundStates = new Counter({
  name: 'refunds_state_changes_total',
  help: 'Refunds entering a state (pending, processing, processed, failed, needs-attention).',
  labelNames: ['state'] as const,
  registers: [registry],
});

const jobRuns = new Counter({
  name: 'background_job_runs_total',
  help: 'Background job runs, by job and outcome (success, failure).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

const jobLastSuccess = new Gauge({
  name: 'background_job_last_success_timestamp_seconds',
  help: 'When each background job last finished without error (Unix time).',
  labelNames: ['job'] as const,
  registers: [registry],
});

const jobInterval = new Gauge({
  name: 'background_job_interval_seconds',
  help: 'How often each background job is meant to run.',
  labelNames: ['job'] as const,
  registers: [registry],
});

/** Sizes read when Prometheus scrapes: the database pool (total, idle, waiting). */
type PoolSizes = { totalCount: number; idleCount: number; waitingCount: number };
let poolSource: (() => PoolSizes | null) | null = null;

new Gauge({
  name: 'db_pool_connections',
  help: "The PostgreSQL pool's connections, by state (total, idle, waiting: requests queued for a connection).",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = poolSource?.();
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

export function watchPool(source: (() => PoolSizes | null) | null): void {
  poolSource = source;
}

export function countPaymentOutcome(outcome: string, channel: string | null | undefined): void {
  paymentOutcomes.inc({ outcome, channel: channel || 'unknown' });
}

export function countOrderPlaced(): void {
  ordersPlaced.inc();
}

export function countRefundState(state: string): void {
  refundStates.inc({ state });
}

const retentionDeleted = new Counter({
  name: 'retention_deleted_rows_total',
  help: 'Rows the retention job deleted because they were past their period, by kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export function countRetentionDeleted(kind: string, rows: number): void {
  if (rows > 0) retentionDeleted.inc({ kind }, rows);
}

/** Runs a background job, counting its outcome and the time of its last success. */
export async function trackJob<T>(job: string, intervalSeconds: number, run: () => Promise<T>): Promise<T> {
  jobInterval.set({ job }, intervalSeconds);
  try {
    const result = await run();
    jobRuns.inc({ job, outcome: 'success' });
    jobLastSuccess.set({ job }, Date.now() / 1000);
    return result;
  } catch (err) {
    jobRuns.inc({ job, outcome: 'failure' });
    throw err;
  }
}

/** What the job queue knows, the same from every replica (it reads the database): see jobs/job-history.ts. */
type QueueFigures = {
  name: string;
  everySeconds: number;
  lastRun: { startedAt: string; endedAt: string | null; outcome: string } | null;
  backlog: { queued: number; retrying: number };
  deadLettered: number;
};
let queueSource: (() => Promise<QueueFigures[]>) | null = null;
let queueRead: { at: number; figures: Promise<QueueFigures[]> } | null = null;

/** One read of the queue per scrape, shared by its gauges; none when no app watches a queue. */
function queueFigures(): Promise<QueueFigures[]> {
  if (!queueSource) return Promise.resolve([]);
  if (!queueRead || Date.now() - queueRead.at > 2000) queueRead = { at: Date.now(), figures: queueSource().catch(() => []) };
  return queueRead.figures;
}

function queueGauge(name: string, help: string, labels: readonly string[], set: (gauge: Gauge, job: QueueFigures) => void) {
  new Gauge({
    name,
    help,
    labelNames: labels,
    registers: [registry],
    async collect() {
      this.reset();
      for (const job of await queueFigures()) set(this, job);
    },
  });
}

queueGauge('background_job_backlog', 'Runs waiting in the job queue, by job and state (queued, retrying).', ['job', 'state'], (g, job) => {
  g.set({ job: job.name, state: 'queued' }, job.backlog.queued);
  g.set({ job: job.name, state: 'retrying' }, job.backlog.retrying);
});
queueGauge('background_job_dead_lettered', 'Runs of each job that failed every attempt, in the seven days of history.', ['job'], (g, job) =>
  g.set({ job: job.name }, job.deadLettered),
);
queueGauge(
  'background_job_last_run_timestamp_seconds',
  'When the latest run of each job (any replica) ended, or began if under way.',
  ['job'],
  (g, job) => {
    if (job.lastRun) g.set({ job: job.name }, Date.parse(job.lastRun.endedAt ?? job.lastRun.startedAt) / 1000);
  },
);
queueGauge(
  'background_job_last_run_failed',
  "1 when each job's latest run failed (retrying or dead-lettered), else 0.",
  ['job'],
  (g, job) => {
    if (job.lastRun) g.set({ job: job.name }, job.lastRun.outcome === 'failed' || job.lastRun.outcome === 'dead' ? 1 : 0);
    jobInterval.set({ job: job.name }, job.everySeconds);
  },
);

/** The app's job queue, read at each scrape; answers a function that stops watching it (if still this one). */
export function watchJobQueue(source: () => Promise<QueueFigures[]>): () => void {
  queueSource = source;
  queueRead = null;
  return () => {
    if (queueSource === source) queueSource = null;
  };
}

const abuseRefusals = new Counter({
  name: 'abuse_refusals_total',
  help: 'Requests refused by an abuse cap, by what (phone-code, ambulance, telemetry) and which cap (account, number, address, device; hour, day).',
  labelNames: ['what', 'cap'] as const,
  registers: [registry],
});

/** One request refused by an abuse cap (SMS pumping through phone codes, a flood of ambulance requests, telemetry). */
export function countAbuseRefusal(what: string, cap: string): void {
  abuseRefusals.inc({ what, cap });
}
