import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

const rows = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A claimed request: where its mail goes. */
export type ClaimedRequest = { id: string; email: string; medicine_id: string; name: string };

/**
 * "Tell me when it's back"'s requests (back_in_stock_requests), and what it reads of accounts,
 * medicines and stock to take and answer them.
 */
export class BackInStockRepository {
  constructor(private readonly db: Database) {}

  /** The account's e-mail address; undefined when there is no such account. */
  async emailOf(userId: string): Promise<string | undefined> {
    const [me] = await rows<{ email: string }>(this.db, sql`select email from users where id = ${userId}`);
    return me?.email;
  }

  /** The medicine's name, whether hidden, and its units on hand; undefined when there is no such medicine. */
  async medicine(medicineId: string) {
    const [found] = await rows<{ name: string; hidden: boolean; quantity: number }>(
      this.db,
      sql`select m.name, m.hidden, coalesce(s.quantity, 0) as quantity from medicines m left join stock_levels s on s.medicine_id = m.id where m.id = ${medicineId}`,
    );
    return found;
  }

  /** Records the request, once per medicine and address while it waits. */
  async add(medicineId: string, userId: string | null, email: string): Promise<void> {
    await this.db.execute(
      sql`insert into back_in_stock_requests (medicine_id, user_id, email) values (${medicineId}, ${userId}, ${email})
          on conflict (medicine_id, email) where notified_at is null do nothing`,
    );
  }

  /** Claims every waiting request whose medicine can be bought again (notified_at set where it was null: one run wins each). */
  claimRestocked() {
    return rows<ClaimedRequest>(
      this.db,
      sql`update back_in_stock_requests r set notified_at = now()
          from medicines m join stock_levels s on s.medicine_id = m.id
          where r.notified_at is null and m.id = r.medicine_id and s.quantity > 0 and not m.hidden
          returning r.id, r.email, r.medicine_id, m.name`,
    );
  }

  /** Gives a claim back, for the next run. */
  async release(requestId: string): Promise<void> {
    await this.db.execute(sql`update back_in_stock_requests set notified_at = null where id = ${requestId}`);
  }

  /** The language of the account that asked (or of the account with that address). */
  async localeOf(requestId: string): Promise<string | null> {
    const [found] = await rows<{ locale: string | null }>(
      this.db,
      sql`select u.locale from back_in_stock_requests r join users u on u.id = r.user_id or lower(u.email) = r.email
          where r.id = ${requestId} order by (u.id = r.user_id) desc nulls last limit 1`,
    );
    return found?.locale ?? null;
  }
}
