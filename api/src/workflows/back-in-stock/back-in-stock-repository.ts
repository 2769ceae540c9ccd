import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

const rows = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What "Tell me when it's back" reads of accounts, medicines and stock to take a request (the
 * requests themselves are the stock-alerts domain's: domains/stock-alerts/).
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
}
