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
