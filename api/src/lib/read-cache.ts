/**
 * A small in-process cache for public reads: each answer is kept for `ttlMs`, concurrent misses
 * for the same key share one load, failures are not kept, and `clear()` drops everything (called
 * on every write). At most `maxEntries` are kept; the oldest go first.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every answer, including loads still running (their callers still get them). */
  clear() {
    this.entries.clear();
  }
}
