// The sandbox's background work (webhook deliveries, bank transfers, refunds): scaled waits that
// end early when the sandbox closes, and a count of what is still running for settled().
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxState } from './types';

export class Background {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly closing = new AbortController();

  constructor(
    private readonly options: SandboxState['options'],
    private readonly log: FastifyBaseLogger,
  ) {}

  private scaled(ms: number): number {
    return Math.max(0, Math.round(ms * (this.options.timeScale ?? 1)));
  }

  /** Waits (scaled), or returns false early when the sandbox closes. */
  sleep(ms: number): Promise<boolean> {
    const signal = this.closing.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, this.scaled(ms));
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Background work that settled() waits for. */
  track(p: Promise<unknown>): void {
    const tracked = p
      .catch((err) => this.log.error({ err }, 'sandbox background work failed'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Resolves when every piece of work started so far has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Ends every wait at once, then lets the work finish. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.settled();
  }
}
