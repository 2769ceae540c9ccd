// The API's Prometheus metrics (prom-client), one set per process: what each replica served (rate,
// latency and errors per route), what happened to money (payments by outcome and channel, orders
// placed, refunds by state), the background jobs (runs and last success), and the database pool.
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
