/** A booking cancelled at least this long before its slot is refunded in full. */
export const FULL_REFUND_BEFORE_MS = 4 * 3_600_000;

/** Whether cancelling at `now` a booking whose slot starts at `startsAt` gets a full refund: 4 h 1 s before does, 3 h 59 min does not. */
export function refundableAt(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= FULL_REFUND_BEFORE_MS;
}

/** The labs' clock: the wall clock, which tests move (a slot's cancellation window, a slot that has passed). */
export class LabClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** From now on the clock reads `at` (and runs on from there). */
  set(at: Date) {
    this.offsetMs = at.getTime() - Date.now();
  }
}
