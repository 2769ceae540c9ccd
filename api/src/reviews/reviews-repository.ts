import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type LineDecision, orderLines, orderReviews, orders, type ReviewDecision, users } from '../db/schema/index';

/** The SQL of the pharmacist's review: the queue, and the decision written inside the order's lock. */
export class ReviewsRepository {
  constructor(private readonly db: Database) {}

  /** Orders waiting for a pharmacist, oldest first. */
  async waitingOrderIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'AwaitingReview'))
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
    return rows.map((r) => r.id);
  }

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

  /** Inside the order's lock: each reviewed line's decision, and the decision itself. */
  async record(
    orderId: string,
    lines: { lineId: string; decision: LineDecision }[],
    review: {
      pharmacistId: string;
      pharmacistName: string;
      pharmacistRegistration: string | null;
      decision: ReviewDecision;
      reason: string | null;
      refundKobo: number;
    },
  ): Promise<void> {
    for (const decision of ['approved', 'rejected'] as const) {
      const ids = lines.filter((l) => l.decision === decision).map((l) => l.lineId);
      if (ids.length)
        await this.db
          .update(orderLines)
          .set({ reviewDecision: decision })
          .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, ids)));
    }
    await this.db.insert(orderReviews).values({ orderId, ...review });
  }
}
