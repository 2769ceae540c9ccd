import type { Database } from '../../platform/db/client';
import { contactMessages, newsletterSubscriptions } from '../../platform/db/schema/contact';
import { lt, sql } from 'drizzle-orm';

/** All SQL of contact messages and newsletter subscriptions. */
export class MessagesRepository {
  constructor(private readonly db: Database) {}

  async saveContactMessage(values: { name: string; email: string; phone?: string | null; subject?: string | null; message: string }) {
    const [row] = await this.db.insert(contactMessages).values(values).returning();
    return row;
  }

  /** Idempotent: subscribing an address twice (in any case) keeps one subscription. Returns true if new. */
  async subscribe(email: string): Promise<boolean> {
    const rows = await this.db
      .insert(newsletterSubscriptions)
      .values({ email })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    return rows.length > 0;
  }
}

/** Erasing an account: the contact messages and the newsletter subscription sent from the shopper's address. */
export async function eraseShopper(tx: Database, shopper: { email: string }): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = lower(${shopper.email})`);
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${shopper.email})`);
}

/** The retention job: contact messages received before `cutoff`; how many. */
export async function purgeOlderThan(db: Database, cutoff: Date): Promise<number> {
  const rows = await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
  return rows.length;
}
