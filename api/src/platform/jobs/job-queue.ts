import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { trackJob } from '../lib/metrics';
import type { QueueDatabase } from './queue-database';

/** The database schema pg-boss keeps its queues, jobs and history in (created on first start). */
export const QUEUE_SCHEMA = 'pgboss';

export type JobDefinition<T> = {
  /** The job's name: its queue, its row in the admin's list, the `job` label of its metrics. */
  name: string;
  /** One run per slot of this many seconds across every replica; 0 means no schedule, only "run it now". */
  everySeconds: number;
  /** Also queue the current slot's run this long after start (a slot already run is not run again). */
  firstAfterSeconds?: number;
  run: (now?: Date) => Promise<T>;
};

export type JobQueueSettings = {
  /** Attempts after the first when a queued run fails. */
  retryLimit: number;
  /** The first retry waits this long; each next one about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** A run active longer than this is taken for dead (its replica stopped) and retried. */
  expireSeconds: number;
  /** How often an idle worker looks for work queued by another replica or due for a retry. */
  pollingSeconds: number;
};

export const DEFAULT_QUEUE_SETTINGS: JobQueueSettings = { retryLimit: 2, retryDelaySeconds: 30, expireSeconds: 1800, pollingSeconds: 10 };

/** Where a run came from: its slot of the schedule, an admin's or a test's "run it now", or `enqueue`. */
export type Trigger = 'schedule' | 'run-now' | 'queued';

/** Fired a little after each slot starts, so a replica whose clock runs early still lands in the new slot. */
const SLOT_MARGIN_MS = 1000;

type Registered = {
  def: JobDefinition<unknown>;
  /** The run under way in this process: any other call (a worker's or a run-now) joins it. */
  running: Promise<unknown> | null;
  workerId: string | null;
  /** The offer firstAfterSeconds after start, and the one at the next slot's start. */
  timers: { first: NodeJS.Timeout | null; slot: NodeJS.Timeout | null };
};

/** The text of a failure pg-boss stored (a thrown error, a stop while active, a timeout). */
export function failureText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  if (typeof o.value === 'string') return o.value;
  if (o.value && typeof o.value === 'object' && typeof (o.value as { message?: unknown }).message === 'string') {
    return (o.value as { message: string }).message;
  }
  return null;
}

/**
 * The background jobs on a PostgreSQL-backed queue (pg-boss), on PGlite or PostgreSQL alike. Each
 * job is a queue of policy "singleton" (one run active at a time across every replica); each
 * replica offers the job once per slot of its schedule and the database keeps one per slot
 * (singletonSeconds), so however many replicas run, a slot runs once. A failed run is retried with
 * back-off; one that fails every attempt stays `failed` (dead-lettered) in the history, which
 * pg-boss keeps (job, then archive) for seven days.
 *
 * Work that must happen once per business event keeps its own guard in the database (a refill
 * cycle claimed once, the day's digest row): the queue says when to run, not what was done.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly jobs = new Map<string, Registered>();
  private readonly queues = new Set<string>();
  private starting: Promise<void> | null = null;
  private schedulesOn = false;
  private stopping = false;

  constructor(
    readonly db: QueueDatabase,
    private readonly log: FastifyBaseLogger,
    readonly settings: JobQueueSettings = DEFAULT_QUEUE_SETTINGS,
  ) {
    this.boss = new PgBoss({
      db,
      schema: QUEUE_SCHEMA,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: 60,
      monitorStateIntervalSeconds: 300,
      archiveCompletedAfterSeconds: 12 * 3600,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  /** Every job defined, with its schedule (for the admin's list and the metrics). */
  definitions(): { name: string; everySeconds: number }[] {
    return [...this.jobs.values()].map(({ def }) => ({ name: def.name, everySeconds: def.everySeconds }));
  }

  /** Adds a job; answers its "run it now". Scheduled at once when the schedules already run. */
  define<T>(def: JobDefinition<T>): (now?: Date) => Promise<T> {
    if (this.jobs.has(def.name)) throw new Error(`background job ${def.name} is defined twice`);
    if (def.everySeconds !== 0 && !(Number.isInteger(def.everySeconds) && def.everySeconds >= 1)) {
      throw new Error(`background job ${def.name}: everySeconds must be 0 or a whole number of seconds`);
    }
    const job: Registered = { def: def as JobDefinition<unknown>, running: null, workerId: null, timers: { first: null, slot: null } };
    this.jobs.set(def.name, job);
    if (this.schedulesOn && def.everySeconds > 0) void this.schedule(job).catch((err) => this.fault(def.name, err));
    return (now?: Date) => this.runNow(def.name, now) as Promise<T>;
  }

  /** Whether the queue was started (its schema is there); a test app that never ran a job has not. */
  get started(): boolean {
    return this.starting !== null;
  }

  /** Installs (or migrates) pg-boss's schema and starts it; once, whoever asks first. */
  start(): Promise<void> {
    this.starting ??= this.createSchema()
      .then(() => this.boss.start())
      .then(() => undefined);
    return this.starting;
  }

  /**
   * pg-boss makes its schema inside its install. Two replicas installing at once on a fresh
   * database collided there on PostgreSQL's catalogue (a duplicate key in pg_namespace: CREATE
   * SCHEMA IF NOT EXISTS is not safe against a concurrent one), and a failed install is not tried
   * again. So the schema is made first, here; a collision means the other replica made it.
   */
  private async createSchema(): Promise<void> {
    try {
      await this.db.executeSql(`CREATE SCHEMA IF NOT EXISTS ${QUEUE_SCHEMA}`);
    } catch (err) {
      if ((err as { code?: string }).code !== '23505') throw err;
    }
  }

  /** Starts every job's schedule (the app does at ready outside tests); jobs without one wait for a call. */
  async startSchedules(): Promise<void> {
    this.schedulesOn = true;
    await Promise.all([...this.jobs.values()].filter((job) => job.def.everySeconds > 0).map((job) => this.schedule(job)));
  }

  /** Queues one run for a worker (started here if need be); answers the job's id. */
  async enqueue(name: string, data: Record<string, unknown> = {}): Promise<string | null> {
    const job = this.registered(name);
    await this.ensureWorker(job);
    const id = await this.boss.send(name, { ...data, trigger: 'queued' satisfies Trigger });
    if (id && job.workerId) this.boss.notifyWorker(job.workerId);
    return id;
  }

  /**
   * "Run it now" (the admin buttons, the tests with their own clock). It runs here and now rather
   * than through a worker: the caller gets the run's answer at once (a report, a count), with the
   * clock it chose, and no wait for a worker's poll. It is still written to the queue's history, as
   * a job of its own (trigger run-now, no retry: the caller sees the failure), so the admin's list
   * shows it like any scheduled run. A call while a run is under way in this process joins it.
   */
  runNow(name: string, now?: Date): Promise<unknown> {
    const job = this.registered(name);
    job.running ??= this.recordedRun(job, now).finally(() => {
      job.running = null;
    });
    return job.running;
  }

  /** Stops the schedules and the workers; a run under way finishes first (graceful) or is failed, so it is retried. */
  async stop({ graceful = true }: { graceful?: boolean } = {}): Promise<void> {
    this.stopping = true;
    for (const { timers } of this.jobs.values()) {
      if (timers.first) clearTimeout(timers.first);
      if (timers.slot) clearTimeout(timers.slot);
    }
    if (this.starting) {
      await this.starting.catch(() => undefined);
      await this.boss.stop({ graceful, wait: true, close: false, timeout: graceful ? 30_000 : 1000 });
    }
    if (graceful) await Promise.all([...this.jobs.values()].map((job) => job.running?.catch(() => undefined)));
  }

  private registered(name: string): Registered {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no background job named ${name}`);
    return job;
  }

  private tracked(job: Registered, now?: Date): Promise<unknown> {
    return trackJob(job.def.name, job.def.everySeconds, () => job.def.run(now));
  }

  private async recordedRun(job: Registered, now?: Date): Promise<unknown> {
    const id = await this.recordStart(job.def.name, now).catch((err) => {
      this.log.warn({ err, job: job.def.name }, 'job history unavailable; running without a record');
      return null;
    });
    try {
      const result = await this.tracked(job, now);
      if (id) await this.boss.complete(job.def.name, id).catch((err) => this.fault(job.def.name, err));
      return result;
    } catch (err) {
      if (id) await this.boss.fail(job.def.name, id, { message: (err as Error).message }).catch((e) => this.fault(job.def.name, e));
      throw err;
    }
  }

  /** A run-now's row: active from now, no retry, outside the singleton rule (the caller already decided). */
  private async recordStart(name: string, now?: Date): Promise<string | null> {
    await this.ensureQueue(name);
    const data = { trigger: 'run-now' satisfies Trigger, ...(now ? { now: now.toISOString() } : {}) };
    const { rows } = await this.db.executeSql<{ id: string }>(
      `INSERT INTO ${QUEUE_SCHEMA}.job (name, data, state, started_on, retry_limit, expire_in)
       VALUES ($1, $2::jsonb, 'active', now(), 0, interval '1 hour') RETURNING id`,
      [name, JSON.stringify(data)],
    );
    return rows[0]?.id ?? null;
  }

  private async ensureQueue(name: string): Promise<void> {
    await this.start();
    if (this.queues.has(name)) return;
    const { retryLimit, retryDelaySeconds, expireSeconds } = this.settings;
    const options = { policy: 'singleton', retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: expireSeconds };
    // pg-boss's create_queue (a row and a partition) deadlocks when two replicas create the same
    // queue at once (both starting after a deploy): one replica at a time, under a lock of ours.
    const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
    await this.db.executeSql(
      `BEGIN;
       SELECT pg_advisory_xact_lock(hashtext('${QUEUE_SCHEMA}.create_queue'));
       SELECT ${QUEUE_SCHEMA}.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json);
       COMMIT;`,
    );
    this.queues.add(name);
  }

  private async ensureWorker(job: Registered): Promise<void> {
    await this.ensureQueue(job.def.name);
    if (job.workerId || this.stopping) return;
    job.workerId = await this.boss.work<{ now?: string }>(
      job.def.name,
      { pollingIntervalSeconds: this.settings.pollingSeconds, includeMetadata: true, batchSize: 1 },
      async ([queued]) => {
        const now = typeof queued.data?.now === 'string' ? new Date(queued.data.now) : undefined;
        // A retry remembers what the attempt before it died of (pg-boss overwrites it on success).
        const retriedAfter = queued.retryCount > 0 ? failureText(queued.output) : null;
        job.running ??= this.tracked(job, now).finally(() => {
          job.running = null;
        });
        await job.running;
        return retriedAfter ? { retriedAfter } : null;
      },
    );
  }

  /** Offers the job once per slot: at each slot's start (and firstAfterSeconds after start); the database keeps one per slot. */
  private async schedule(job: Registered): Promise<void> {
    await this.ensureWorker(job);
    if (this.stopping) return;
    const everyMs = job.def.everySeconds * 1000;
    const offer = () => void this.offer(job).catch((err) => this.fault(job.def.name, err));
    const next = () => {
      if (this.stopping) return;
      job.timers.slot = setTimeout(
        () => {
          offer();
          next();
        },
        everyMs - (Date.now() % everyMs) + SLOT_MARGIN_MS,
      );
      job.timers.slot.unref();
    };
    if (job.def.firstAfterSeconds !== undefined) {
      job.timers.first = setTimeout(offer, job.def.firstAfterSeconds * 1000);
      job.timers.first.unref();
    }
    next();
  }

  private async offer(job: Registered): Promise<void> {
    if (this.stopping) return;
    const id = await this.boss.send(job.def.name, { trigger: 'schedule' satisfies Trigger }, { singletonSeconds: job.def.everySeconds });
    if (id && job.workerId) this.boss.notifyWorker(job.workerId);
  }

  private fault(name: string, err: unknown): void {
    this.log.error({ err, job: name }, `${name}: job queue error`);
  }
}
