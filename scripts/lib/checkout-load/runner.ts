// The load: shoppers arrive at a fixed rate, each makes a whole purchase; optionally a fault is
// set off part of the way through. Times per step, retries and errors are gathered.
import type { RunningCluster } from '../cluster';
import { STEPS, purchase, type PurchaseRecord, type Step } from './purchase';
import type { Shopper } from './shoppers';

type Timing = { count: number; p50: number; p95: number; p99: number; max: number };

export interface LoadResult {
  shoppers: number;
  rate: number;
  durationS: number;
  purchases: number;
  purchasesPerSecond: number;
  steps: Record<Step | 'purchase', Timing>;
  errors: Record<string, number>;
  retries: number;
  unclearErrors: number;
  records: PurchaseRecord[];
}

export interface LoadOptions {
  cluster: RunningCluster;
  shoppers: Shopper[];
  medicine: { id: string; price: number };
  /** Shoppers arriving per second. */
  rate: number;
  /** Called once, this many seconds after the first arrival (the fault scenario). */
  fault?: { atS: number; run: () => Promise<void> };
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
function scheduleFault(fault: LoadOptions['fault']): { done: Promise<void>; scheduled: boolean } {
  if (!fault) return { done: Promise.resolve(), scheduled: false };
  const done = new Promise<void>((resolve, reject) => {
    setTimeout(() => fault.run().then(resolve, reject), fault.atS * 1000);
  });
  return { done, scheduled: true };
}

function result(options: LoadOptions, records: PurchaseRecord[], timings: Record<Step, number[]>, durationS: number): LoadResult {
  const purchases = records.filter((r) => r.completed).length;
  return {
    shoppers: options.shoppers.length,
    rate: options.rate,
    durationS,
    purchases,
    purchasesPerSecond: purchases / durationS,
    steps: {
      ...(Object.fromEntries(STEPS.map((s) => [s, summary(timings[s])])) as Record<Step, Timing>),
      purchase: summary(records.filter((r) => r.totalMs !== null).map((r) => r.totalMs!)),
    },
    errors: {},
    retries: 0,
    unclearErrors: records.filter((r) => r.error?.includes('no clear message')).length,
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
    running.push(purchase(options.cluster, options.shoppers[i], options.medicine, 1 + (i % 3), timings, onRetry));
  }
  const records = await Promise.all(running);
  const durationS = (performance.now() - started) / 1000;
  if (fault.scheduled) await fault.done;

  const errors: Record<string, number> = { ...retried };
  for (const record of records) if (record.error) errors[`failed ${record.error}`] = (errors[`failed ${record.error}`] ?? 0) + 1;
  return { ...result(options, records, timings, durationS), errors, retries };
}
