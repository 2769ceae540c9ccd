/**
 * A small in-process cache for public reads: each answer is kept for `ttlMs`, concurrent misses
 * for the same key share one load, failures are not kept, and `clear()` drops everything (called
 * on every write). Size is bounded by weight (a list weighs its length); the oldest go first.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown>; weight: number }>();
  private weight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxWeight = 100_000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  async get<T>(key: string, load: () => Promise<T>, weigh: (value: T) => number = () => 1): Promise<T> {
    if (!this.enabled) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (hit) this.remove(key);
    const value = load();
    const entry = { expiresAt: now + this.ttlMs, value: value as Promise<unknown>, weight: 1 };
    this.entries.set(key, entry);
    this.weight += 1;
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        const weight = Math.max(1, weigh(loaded));
        if (weight > this.maxWeight) return this.remove(key); // served, but too big to keep
        this.weight += weight - entry.weight;
        entry.weight = weight;
        for (const oldest of this.entries.keys()) {
          if (this.weight <= this.maxWeight || oldest === key) break;
          this.remove(oldest);
        }
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return value;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.weight -= entry.weight;
    this.entries.delete(key);
  }

  /** Drops every answer, including loads still running (their callers still get them). */
  clear() {
    this.entries.clear();
    this.weight = 0;
  }
}
