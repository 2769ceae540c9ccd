// Whether a scenario passed: the invariants hold, every error a shopper met was a clear message,
// and at least 95 % of the purchases completed (those a fault is meant to refuse counted apart).
// A scenario in which nobody bought anything proves nothing, so it fails.
import type { Invariants } from './invariants';
import type { LoadResult } from './runner';

export const MIN_COMPLETION = 0.95;

/** The reasons the scenario failed; empty when it passed. */
export function verdict(result: LoadResult, invariants: Invariants): string[] {
  const reasons = [...invariants.problems];
  if (result.faultError) reasons.push(`the fault failed: ${result.faultError}`);
  if (result.unclearErrors > 0) reasons.push(`${result.unclearErrors} answers without a clear message`);
  const expected = result.shoppers - result.refusedByFault;
  if (result.purchases === 0) reasons.push('no purchase completed');
  else if (result.completion < MIN_COMPLETION)
    reasons.push(
      `${result.purchases} of ${expected} purchases completed (${(result.completion * 100).toFixed(1)} %, under ${MIN_COMPLETION * 100} %)`,
    );
  if (invariants.providerSucceeded < result.purchases)
    reasons.push(`${result.purchases} purchases completed but the provider reports ${invariants.providerSucceeded} paid`);
  return reasons;
}
