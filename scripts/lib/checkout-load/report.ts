// The benchmark's printout of one scenario: throughput, times per step, errors and the invariants.
import type { Invariants } from './invariants';
import { STEPS } from './purchase';
import type { LoadResult } from './runner';
import { MIN_COMPLETION } from './verdict';

/** How a scenario ended, for the closing summary. */
export interface Outcome {
  title: string;
  ok: boolean;
  /** The arrival rate of a baseline (null for a fault scenario). */
  baselineRate: number | null;
  /** The whole purchase's p95 (ms). */
  p95: number;
}

/** A purchase's p95 under which an arrival rate counts as held. */
const HELD_P95_MS = 2000;

export function printHighestRateHeld(log: (line: string) => void, outcomes: Outcome[]): void {
  const held = outcomes.filter((o) => o.baselineRate !== null && o.ok && o.p95 < HELD_P95_MS).map((o) => o.baselineRate!);
  const tried = outcomes.filter((o) => o.baselineRate !== null);
  if (tried.length === 0) return;
  log(
    held.length === 0
      ? `\nHighest arrival rate held (every purchase check passed, p95 under ${HELD_P95_MS / 1000} s): none of ${tried.map((o) => o.baselineRate).join(', ')}/s`
      : `\nHighest arrival rate held (every purchase check passed, p95 under ${HELD_P95_MS / 1000} s): ${Math.max(...held)} shoppers/s`,
  );
}

const ms = (value: number) => `${Math.round(value)}`.padStart(6);

export function printResult(
  log: (line: string) => void,
  title: string,
  result: LoadResult,
  invariants: Invariants,
  reasons: string[],
): void {
  log(`\n## ${title}`);
  log(
    `${result.shoppers} shoppers at ${result.rate}/s over ${result.durationS.toFixed(1)} s: ${result.purchases} purchases ` +
      `(${(result.completion * 100).toFixed(1)} % of ${result.shoppers - result.refusedByFault}; ${result.refusedByFault} refused by the fault), ` +
      `${result.purchasesPerSecond.toFixed(2)} purchases/s, ${result.retries} retried steps`,
  );
  log(`  step        count    p50    p95    p99    max  (ms)`);
  for (const step of [...STEPS, 'purchase'] as const) {
    const s = result.steps[step];
    log(`  ${step.padEnd(10)} ${String(s.count).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)}`);
  }
  const errors = Object.entries(result.errors).sort((a, b) => b[1] - a[1]);
  log(`  errors: ${errors.length === 0 ? 'none' : ''}`);
  for (const [kind, count] of errors) log(`    ${String(count).padStart(4)}  ${kind}`);
  log(`  answers without a clear message: ${result.unclearErrors}`);
  log(
    `  invariants: provider succeeded ${invariants.providerSucceeded} = payments succeeded ${invariants.paymentsSucceeded} = ` +
      `orders placed ${invariants.ordersPlaced} = carts emptied ${invariants.cartsEmptied}: ` +
      `${invariants.problems.length === 0 ? 'HOLD' : 'BROKEN'}`,
  );
  for (const problem of invariants.problems.slice(0, 20)) log(`    ! ${problem}`);
  log(`  completed at least ${MIN_COMPLETION * 100} % and invariants: ${reasons.length === 0 ? 'PASS' : 'FAIL'}`);
  for (const reason of reasons.filter((r) => !invariants.problems.includes(r))) log(`    ! ${reason}`);
}
