import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';

/**
 * The SQL of the pharmacist's review: who the pharmacist is (read only). The queue and the decision
 * kept with the order are the orders domain's (OrdersService.awaitingReviewIds, recordReview).
 */
export class ReviewsRepository {
  constructor(private readonly db: Database) {}

  async pharmacist(userId: string): Promise<{ name: string; registration: string | null; isPharmacist: boolean } | null> {
    const [row] = await this.db
      .select({
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        registration: users.pharmacistRegistration,
        isPharmacist: users.isPharmacist,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }
}
