/** How long a wait may last before the test reads its last value: a guard against a hang, not a timing check. */
const GIVE_UP_AFTER_MS = 30_000;

/**
 * Reads a state until it is what the test waits for (every 50 ms) and answers the last reading: the
 * test's own assertion then says what was wrong if it never came. For what the shop records just
 * after the moment the test can see (an event answered, a refund processed, a refusal sent). The
 * wait ends on the state, so a busy machine only makes it longer; the 30 s limit stops a wait for a
 * state that never comes.
 */
export async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean | Promise<boolean>): Promise<T> {
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  let value = await read();
  while (!(await done(value)) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
