// The stock alerts' bookkeeping (platform/db/schema/stock-alerts.ts): the Lagos days the low-stock
// digest and the expiry report were sent (one replica claims each day), and the shoppers'
// "Tell me when it's back" requests, each mailed once. The workflows that send them
// (admin-home, expiry, back-in-stock) call this repository; the erasure and the retention of a
// shopper's data go through eraseShopper.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { backInStockRequests } from '../../platform/db/schema/stock-alerts';

const rows = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A claimed back-in-stock request: where its mail goes. */
export type ClaimedRequest = { id: string; email: string; medicine_id: string; name: string };

export class StockAlertsRepository {
  constructor(private readonly db: Database) {}

  /** Claims the Lagos day's low-stock digest (one run a day wins, on any number of replicas): whether this call did. */
  async claimLowStockDigest(day: string, medicineCount: number): Promise<boolean> {
    const claimed = await rows(
      this.db,
      sql`insert into low_stock_digests (day, medicine_count) values (${day}::date, ${medicineCount})
          on conflict (day) do nothing returning day`,
    );
    return claimed.length > 0;
  }

  /** Claims the Lagos day's expiry report (one run a day wins, on any number of replicas): whether this call did. */
  async claimExpiryReport(day: string, batchCount: number): Promise<boolean> {
    const claimed = await rows(
      this.db,
      sql`insert into stock_expiry_reports (day, batch_count) values (${day}::date, ${batchCount})
          on conflict (day) do nothing returning day`,
    );
    return claimed.length > 0;
  }

  /** Records a back-in-stock request, once per medicine and address while it waits. */
  async addBackInStockRequest(medicineId: string, userId: string | null, email: string): Promise<void> {
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

/** Erasing an account: the shopper's back-in-stock requests, by account and by address. */
export async function eraseShopper(tx: Database, shopper: { id: string; email: string }): Promise<void> {
  await tx.delete(backInStockRequests).where(sql`${backInStockRequests.userId} = ${shopper.id}`);
  await tx.delete(backInStockRequests).where(sql`lower(${backInStockRequests.email}) = lower(${shopper.email})`);
}
