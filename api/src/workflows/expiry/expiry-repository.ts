import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

/** The expiry housekeeping's own reads (the batches go through StockService, the day's claim through the stock-alerts domain). */
export class ExpiryRepository {
  constructor(private readonly db: Database) {}

  /** The admins' e-mail addresses, in order. */
  async adminEmails(): Promise<string[]> {
    const found = (await this.db.execute(sql`select email from users where is_admin order by email`)) as unknown as {
      rows: { email: string }[];
    };
    return found.rows.map((r) => r.email);
  }
}
