// The benchmark's printout of one scenario: throughput, times per step, errors and the invariants.
import type { Invariants } from './invariants';
import { STEPS } from './purchase';
import type { LoadResult } from './runner';

const ms = (value: number) => `${Math.round(value)}`.padStart(6);

export function printResult(log: (line: string) => void, title: string, result: LoadResult, invariants: Invariants): void {
  log(`\n## ${title}`);
  log(
    `${result.shoppers} shoppers at ${result.rate}/s over ${result.durationS.toFixed(1)} s: ${result.purchases} purchases, ` +
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
}
