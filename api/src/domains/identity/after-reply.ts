/**
 * Work a request starts but does not wait for: the answer goes out first, so its timing says
 * nothing about what the work finds (e.g. whether a reset email has an account). Errors go to
 * onError; settled() waits for everything started so far (used on shutdown and by tests).
 */
export class AfterReply {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (err: unknown) => void) {}

  run(work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.onError(err))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
