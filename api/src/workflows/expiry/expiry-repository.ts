import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

/** The expiry housekeeping's own reads and its day claim (the batches themselves go through StockService). */
export class ExpiryRepository {
  constructor(private readonly db: Database) {}

  /** Claims the Lagos day's expiry report (one run a day wins, on any number of replicas): whether this call did. */
  async claimReport(day: string, batchCount: number): Promise<boolean> {
    const claimed = (await this.db.execute(
      sql`insert into stock_expiry_reports (day, batch_count) values (${day}::date, ${batchCount})
          on conflict (day) do nothing returning day`,
    )) as unknown as { rows: unknown[] };
    return claimed.rows.length > 0;
  }

  /** The admins' e-mail addresses, in order. */
  async adminEmails(): Promise<string[]> {
    const found = (await this.db.execute(sql`select email from users where is_admin order by email`)) as unknown as {
      rows: { email: string }[];
    };
    return found.rows.map((r) => r.email);
  }
}
