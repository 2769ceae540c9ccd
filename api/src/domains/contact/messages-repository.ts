import type { Database } from '../../platform/db/client';
import { contactMessages, newsletterSubscriptions } from '../../platform/db/schema/contact';

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
