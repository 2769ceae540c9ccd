import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Tells every API process sharing one database that shared data changed, so each drops its read
 * caches at once. Without Redis only this process hears it (one machine, one process: today's
 * behaviour); with Redis a change is published on a channel that every replica subscribes to.
 *
 * Publish/subscribe delivers at most once: a replica whose subscription was down (Redis restarted,
 * a network break) may have missed changes, so it clears its caches when the subscription comes
 * back; while it is down, its caches still expire on their own (CATALOGUE_CACHE_SECONDS).
 */
export class CacheInvalidation {
  private subscriber: Redis | null = null;
  /** This process's name on the channel: its own messages are not news to it. */
  private readonly origin = crypto.randomUUID();

  constructor(
    private readonly redis: Redis | null,
    /** The channel: one per database, so stacks sharing a Redis server don't clear each other's caches. */
    readonly channel: string,
    private readonly onError: (err: Error) => void = () => undefined,
    /** Runs whenever this process or another one reports a change (clears the reads cached here). */
    private readonly listener: () => void = () => undefined,
  ) {}

  /** Subscribes to other processes' changes (returns at once; the subscription connects behind). */
  start(): void {
    if (!this.redis || this.subscriber) return;
    // Its own connection (a subscribed one does nothing else), which waits for Redis as long as it takes.
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
    this.subscriber = subscriber;
    subscriber.on('error', (err: Error) => this.onError(err));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel && message !== this.origin) this.notify();
    });
    // Connected or connected again (ioredis subscribes again by itself): changes published while
    // this process was not listening are unknown, so everything cached may be stale.
    subscriber.on('ready', () => this.notify());
    subscriber.subscribe(this.channel).catch((err: Error) => this.onError(err));
  }

  /** Reports a change: this process's listeners run now, other processes' as soon as they hear it. */
  async changed(): Promise<void> {
    this.notify();
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, this.origin);
    } catch (err) {
      // Redis down: the other replicas' caches expire on their own within their time to live.
      this.onError(err as Error);
    }
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (!subscriber) return;
    // Not connected: a QUIT would wait for Redis; just stop reconnecting.
    if (subscriber.status !== 'ready') subscriber.disconnect();
    else await subscriber.quit().catch(() => subscriber.disconnect());
  }

  private notify() {
    this.listener();
  }
}

/** The channel for one database's catalogue changes (named by a hash of where the database is). */
export function catalogueChannel(database: string): string {
  return `epharmacy:catalogue-changed:${crypto.createHash('sha256').update(database).digest('hex').slice(0, 16)}`;
}
