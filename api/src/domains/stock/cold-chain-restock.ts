/**
 * Whether a cold-chain unit (stored at 2–8 °C: insulin, vaccines) that came back from a delivery
 * may go back into stock: the one place the rule is written (pure, no database).
 *
 * - Its time out of the fridge runs from `leftFridgeAt` (recorded when it was packed) to
 *   `returnedAt` (when staff checked the returned parcel in and put it back in the fridge).
 * - Within the medicine's `maxMinutesOut` (that limit included) it is restocked; beyond it, it is
 *   written off. A unit whose time out of the fridge was never recorded cannot be shown to be
 *   within the limit, so it is written off too.
 * - A return before the unit left the fridge, or a limit that is not a whole number of minutes
 *   from 1, is a mistake in the caller's data: it throws rather than guess.
 */

export type ColdChainRestockInput = {
  /** When the unit left the fridge (packed for the parcel); null when it was never recorded. */
  leftFridgeAt: Date | null;
  /** When the returned unit was checked in and back in the fridge. */
  returnedAt: Date;
  /** The medicine's most minutes out of the fridge (catalogue: coldChainMaxMinutesOut). */
  maxMinutesOut: number;
};

export type ColdChainRestockVerdict = {
  verdict: 'restock' | 'write-off';
  /** Whole minutes out of the fridge, rounded up (null when leftFridgeAt was not recorded). */
  minutesOut: number | null;
  maxMinutesOut: number;
  /** Why, in words for the stock movement's note and the audit log. */
  reason: string;
};

export function coldChainRestockVerdict({ leftFridgeAt, returnedAt, maxMinutesOut }: ColdChainRestockInput): ColdChainRestockVerdict {
  if (!Number.isInteger(maxMinutesOut) || maxMinutesOut < 1) {
    throw new RangeError(`maxMinutesOut must be a whole number of minutes from 1, not ${maxMinutesOut}`);
  }
  if (Number.isNaN(returnedAt.getTime())) throw new RangeError('returnedAt is not a time');
  if (leftFridgeAt === null) {
    return {
      verdict: 'write-off',
      minutesOut: null,
      maxMinutesOut,
      reason: `Cold chain: the time it left the fridge was not recorded, so it cannot be shown to be within ${maxMinutesOut} minutes out of the fridge.`,
    };
  }
  if (Number.isNaN(leftFridgeAt.getTime())) throw new RangeError('leftFridgeAt is not a time');
  const ms = returnedAt.getTime() - leftFridgeAt.getTime();
  if (ms < 0) throw new RangeError('returnedAt is before leftFridgeAt');
  // Rounded up: 240 minutes and one second out is past a 240-minute limit.
  const minutesOut = Math.ceil(ms / 60_000);
  return minutesOut <= maxMinutesOut
    ? {
        verdict: 'restock',
        minutesOut,
        maxMinutesOut,
        reason: `Cold chain: ${minutesOut} minutes out of the fridge, within its ${maxMinutesOut}.`,
      }
    : {
        verdict: 'write-off',
        minutesOut,
        maxMinutesOut,
        reason: `Cold chain: ${minutesOut} minutes out of the fridge, more than its ${maxMinutesOut}: written off, not restocked.`,
      };
}
