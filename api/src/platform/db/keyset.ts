import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

/** A span of time [from, to); null for all time. */
export type Span = { from: Date; to: Date } | null;

/** Rows read per query: a report never holds more than this many at once. */
export const CSV_BATCH = 1000;

/** The rows of `column` within the span ([from, to)); every row without one. */
export function withinSpan(column: SQL, span: Span): SQL {
  return span ? sql`${column} >= ${span.from.toISOString()}::timestamptz and ${column} < ${span.to.toISOString()}::timestamptz` : sql`true`;
}

/** Where a keyset read stopped: the last row's time and id. */
export type Cursor = { at: string; id: string };

/** The rows after the cursor in (time, id) order: `(column, id) > cursor`, or every row at the start. */
export function afterCursor(column: SQL, id: SQL, after: Cursor | null): SQL {
  return after ? sql`(${column}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql`true`;
}

/**
 * The rows of a query read CSV_BATCH at a time by keyset (time, id), oldest first. `page` writes the
 * query for one batch from the cursor (use afterCursor) and a limit; `at` reads a row's time. The
 * repositories' paging for reports streamed as CSV (platform/lib/csv.ts writes the lines).
 */
export async function* keysetBatches<R extends { id: string }>(
  db: Database,
  page: (after: Cursor | null, limit: number) => SQL,
  at: (row: R) => string | Date,
): AsyncGenerator<R[]> {
  let after: Cursor | null = null;
  for (;;) {
    const result = (await db.execute(page(after, CSV_BATCH))) as unknown as { rows: R[] };
    if (result.rows.length === 0) return;
    yield result.rows;
    const last = result.rows[result.rows.length - 1];
    after = { at: new Date(at(last)).toISOString(), id: last.id };
    if (result.rows.length < CSV_BATCH) return;
  }
}

/** A query's rows in one batch: for reports bounded by the catalogue's size (sales by medicine). */
export async function* oneBatch<R>(db: Database, query: SQL): AsyncGenerator<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  yield result.rows;
}
