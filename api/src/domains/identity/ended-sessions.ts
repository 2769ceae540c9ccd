import type { Redis } from 'ioredis';

/**
 * Sessions (refresh-token families) that ended before their access tokens expire: logout, a
 * password reset, or a reused refresh token. An access token names its session (`sid`), and the
 * auth hook refuses one whose session is listed here. Entries live as long as an access token can,
 * so the set stays small. With Redis every replica sees an ending at once; this process also keeps
 * its own endings in memory, so it refuses them even while Redis is unreachable.
 */
export class EndedSessions {
  private readonly local = new Map<string, number>();

  constructor(
    private readonly redis: Redis | null,
    private readonly ttlSeconds: number,
    private readonly onRedisError: (err: Error) => void = () => undefined,
    private readonly prefix = 'epharmacy:ended-session:',
  ) {}

  async end(sessionIds: Iterable<string>): Promise<void> {
    const expiresAt = Date.now() + this.ttlSeconds * 1000;
    const ids = [...new Set(sessionIds)];
    if (ids.length === 0) return;
    this.sweep();
    for (const id of ids) this.local.set(id, expiresAt);
    if (!this.redis) return;
    try {
      const batch = this.redis.multi();
      for (const id of ids) batch.set(this.prefix + id, '1', 'EX', this.ttlSeconds);
      await batch.exec();
    } catch (err) {
      this.onRedisError(err as Error);
    }
  }

  async hasEnded(sessionId: string): Promise<boolean> {
    const local = this.local.get(sessionId);
    if (local !== undefined) {
      if (local > Date.now()) return true;
      this.local.delete(sessionId);
    }
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(this.prefix + sessionId)) === 1;
    } catch (err) {
      // Redis down: sessions ended through this process are still refused (above); others pass
      // until Redis is back, rather than every signed-in shopper being refused.
      this.onRedisError(err as Error);
      return false;
    }
  }

  private sweep() {
    if (this.local.size < 10_000) return;
    const now = Date.now();
    for (const [id, expiresAt] of this.local) if (expiresAt <= now) this.local.delete(id);
  }
}
