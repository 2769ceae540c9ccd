import type { FastifyBaseLogger } from 'fastify';

/** Tasks run after the reply has gone (so a caller is not kept waiting); failures are logged. */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(task: () => Promise<unknown>) {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (err) => this.log.error({ err }, 'background task failed'),
      )
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  /** Resolves when nothing is running (tests, shutdown). */
  async idle() {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
