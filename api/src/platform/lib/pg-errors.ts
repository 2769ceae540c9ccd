type DatabaseError = { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } } | null;

/** The SQLSTATE of a database error, from node-postgres or PGlite (Drizzle may wrap it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as DatabaseError;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A row names another that does not exist (or no longer does): foreign_key_violation; with
 * `column`, only when the violated constraint's name mentions it (`cart_items_user_id_users_id_fk`).
 */
export function isForeignKeyViolation(err: unknown, column?: string): boolean {
  if (pgErrorCode(err) !== '23503') return false;
  if (!column) return true;
  const e = err as DatabaseError;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return typeof constraint === 'string' && constraint.includes(`_${column}_`);
}

/** deadlock_detected, serialization_failure: the transaction was chosen as a victim and did nothing; it may simply run again. */
const TRANSIENT_CONFLICTS = new Set(['40P01', '40001']);

export function isTransientConflict(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code !== undefined && TRANSIENT_CONFLICTS.has(code);
}

/**
 * Runs a whole transaction again (up to `attempts` times in all) when PostgreSQL aborted it as a
 * deadlock's victim or for a serialization failure: it was rolled back, so running it again is
 * safe. `work` must be the whole transaction (never a part of an outer one) and call nothing outside
 * the database.
 */
export async function retryTransientConflicts<T>(
  work: () => Promise<T>,
  attempts = 3,
  onRetry?: (err: unknown, attempt: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (!isTransientConflict(err) || attempt >= attempts) throw err;
      onRetry?.(err, attempt);
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.floor(Math.random() * 30)));
    }
  }
}
