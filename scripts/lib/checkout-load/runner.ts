// The load: shoppers arrive at a fixed rate, each makes a whole purchase; optionally a fault is
// set off part of the way through. Times per step, retries and errors are gathered.
import type { RunningCluster } from '../cluster';
import { STEPS, purchase, type PurchaseRecord, type Step } from './purchase';
import type { Shopper } from './shoppers';
import type { CartLine } from './stock';

type Timing = { count: number; p50: number; p95: number; p99: number; max: number };

export interface LoadResult {
  shoppers: number;
  rate: number;
  durationS: number;
  purchases: number;
  /**
   * Purchases that failed with a clear "try again" answer while a fault meant to refuse them was on
   * (the fault's window, plus the shopper's retries); they do not count against the completion rate.
   */
  refusedByFault: number;
  /** Completed purchases out of those not refused by the fault (1 = all). */
  completion: number;
  purchasesPerSecond: number;
  steps: Record<Step | 'purchase', Timing>;
  errors: Record<string, number>;
  retries: number;
  unclearErrors: number;
  /** The fault itself failed (e.g. the migration did not apply): the scenario fails. */
  faultError: string | null;
  records: PurchaseRecord[];
}

export interface LoadOptions {
  cluster: RunningCluster;
  shoppers: Shopper[];
  /** The i-th shopper's cart. */
  cartFor: (i: number) => CartLine[];
  /** Shoppers arriving per second. */
  rate: number;
  /**
   * Called once, this many seconds after the first arrival (the fault scenario). `refuses`: the
   * fault is meant to turn purchases away with a clear "try again" (those are counted apart).
   */
  fault?: { atS: number; run: () => Promise<void>; refuses?: boolean };
  log?: (line: string) => void;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(values: number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

/** Sets the fault off after its delay; the promise settles when it has run (at once when there is none). */
interface ScheduledFault {
  done: Promise<void>;
  scheduled: boolean;
  /** When the fault started and ended (performance.now()), once it has. */
  window: { from: number; to: number };
}

function scheduleFault(fault: LoadOptions['fault']): ScheduledFault {
  const window = { from: Infinity, to: -Infinity };
  if (!fault) return { done: Promise.resolve(), scheduled: false, window };
  const done = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      window.from = performance.now();
      fault.run().then(() => {
        window.to = performance.now();
        resolve();
      }, reject);
    }, fault.atS * 1000);
  });
  return { done, scheduled: true, window };
}

/** A shopper gives up after about 15 s of retries: a failure that late still comes from the fault. */
const RETRY_SPAN_MS = 20_000;

function refusedByFault(records: PurchaseRecord[], fault: LoadOptions['fault'], window: ScheduledFault['window']): number {
  if (!fault?.refuses) return 0;
  return records.filter(
    (r) =>
      !r.completed &&
      r.error &&
      !r.error.includes('no clear message') &&
      r.endedAt >= window.from &&
      r.endedAt <= window.to + RETRY_SPAN_MS,
  ).length;
}

function result(
  options: LoadOptions,
  records: PurchaseRecord[],
  timings: Record<Step, number[]>,
  durationS: number,
  refused: number,
): LoadResult {
  const purchases = records.filter((r) => r.completed).length;
  const expected = records.length - refused;
  return {
    shoppers: options.shoppers.length,
    rate: options.rate,
    durationS,
    purchases,
    refusedByFault: refused,
    completion: expected === 0 ? 0 : purchases / expected,
    purchasesPerSecond: purchases / durationS,
    steps: {
      ...(Object.fromEntries(STEPS.map((s) => [s, summary(timings[s])])) as Record<Step, Timing>),
      purchase: summary(records.filter((r) => r.totalMs !== null).map((r) => r.totalMs!)),
    },
    errors: {},
    retries: 0,
    unclearErrors: records.filter((r) => r.error?.includes('no clear message')).length,
    faultError: null,
    records,
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const timings = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<Step, number[]>;
  const retried: Record<string, number> = {};
  let retries = 0;
  const onRetry = (kind: string) => {
    retries += 1;
    retried[`retried ${kind}`] = (retried[`retried ${kind}`] ?? 0) + 1;
  };
  const started = performance.now();
  const fault = scheduleFault(options.fault);
  const running: Promise<PurchaseRecord>[] = [];
  const interval = 1000 / options.rate;
  for (let i = 0; i < options.shoppers.length; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(purchase(options.cluster, options.shoppers[i], options.cartFor(i), timings, onRetry));
  }
  const records = await Promise.all(running);
  const durationS = (performance.now() - started) / 1000;
  let faultError: string | null = null;
  if (fault.scheduled) await fault.done.catch((error: Error) => (faultError = error.message.split('\n')[0]));

  const errors: Record<string, number> = { ...retried };
  for (const record of records) if (record.error) errors[`failed ${record.error}`] = (errors[`failed ${record.error}`] ?? 0) + 1;
  const refused = refusedByFault(records, options.fault, fault.window);
  return { ...result(options, records, timings, durationS, refused), errors, retries, faultError };
}
