type Entry = {
  expiresAt: number;
  value: Promise<unknown>;
  weight: number;
  /** The load succeeded (only a settled answer is served stale). */
  settled: boolean;
  /** A reload of this expired answer is running. */
  refreshing: boolean;
};

/**
 * A small in-process cache for public reads: each answer is fresh for `ttlMs`, concurrent misses
 * for the same key share one load, failures are not kept, and `clear()` drops everything (called
 * on every write). Size is bounded by weight (a list weighs its length); the oldest go first.
 *
 * Stale while revalidating: for one more `ttlMs` after an answer expires, callers get it at once
 * while a single reload runs behind them, so a busy key never makes its callers queue behind the
 * database. An answer is thus never older than twice `ttlMs`; older ones are loaded while callers
 * wait, and a write (`clear()`) is seen at once either way.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxWeight = 100_000,
    /** The clock answers expire by (tests move their own instead of waiting). */
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  async get<T>(key: string, load: () => Promise<T>, weigh: (value: T) => number = () => 1): Promise<T> {
    if (!this.enabled) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expiresAt > now) return hit.value as Promise<T>;
      if (hit.settled && now - hit.expiresAt < this.ttlMs) {
        if (!hit.refreshing) this.refresh(key, hit, load, weigh);
        return hit.value as Promise<T>;
      }
      this.remove(key);
    }
    const value = load();
    const entry: Entry = { expiresAt: now + this.ttlMs, value, weight: 1, settled: false, refreshing: false };
    this.entries.set(key, entry);
    this.weight += 1;
    value.then(
      (loaded) => this.keep(key, entry, weigh(loaded)),
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return value;
  }

  /** A fresh answer already loaded for `key`, if there is one; never loads (nor reloads) anything. */
  peek<T>(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.settled && hit.expiresAt > this.now() ? (hit.value as Promise<T>) : undefined;
  }

  /** Reloads an expired answer behind its callers; the new one replaces it unless a write came first. */
  private refresh<T>(key: string, stale: Entry, load: () => Promise<T>, weigh: (value: T) => number) {
    stale.refreshing = true;
    load().then(
      (loaded) => {
        if (this.entries.get(key) !== stale) return; // cleared (a write) or replaced meanwhile
        const fresh: Entry = {
          expiresAt: this.now() + this.ttlMs,
          value: Promise.resolve(loaded),
          weight: 1,
          settled: false,
          refreshing: false,
        };
        this.remove(key);
        this.entries.set(key, fresh);
        this.weight += 1;
        this.keep(key, fresh, weigh(loaded));
      },
      () => {
        if (this.entries.get(key) === stale) stale.refreshing = false; // the next caller tries again
      },
    );
  }

  /** Records a loaded answer's weight and evicts the oldest answers while over the limit. */
  private keep(key: string, entry: Entry, weighed: number) {
    if (this.entries.get(key) !== entry) return;
    const weight = Math.max(1, weighed);
    if (weight > this.maxWeight) return this.remove(key); // served, but too big to keep
    entry.settled = true;
    this.weight += weight - entry.weight;
    entry.weight = weight;
    for (const oldest of this.entries.keys()) {
      if (this.weight <= this.maxWeight || oldest === key) break;
      this.remove(oldest);
    }
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
