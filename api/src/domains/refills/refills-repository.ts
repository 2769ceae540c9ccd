import { and, asc, desc, eq, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type RefillCycle,
  type RefillCycleStatus,
  refillCycles,
  type RefillLink,
  type RefillLinkPurpose,
  refillLinks,
  type RefillPlan,
  type RefillPlanStatus,
  refillPlans,
} from '../../platform/db/schema/index';

export type NewPlan = Omit<
  RefillPlan,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'status'
  | 'prescriptionCheckedBy'
  | 'prescriptionCheckedByName'
  | 'prescriptionCheckedByRegistration'
  | 'prescriptionCheckedAt'
  | 'prescriptionRefusedAt'
  | 'prescriptionRefusedReason'
  | 'prescriptionRefusedByName'
>;
export type PlanChange = Partial<
  Pick<
    RefillPlan,
    | 'quantity'
    | 'intervalDays'
    | 'intervalSource'
    | 'nextRunOn'
    | 'addressId'
    | 'cardAuthorizationId'
    | 'autoPayConsentAt'
    | 'status'
    | 'agreedUnitPriceKobo'
    | 'prescriptionId'
    | 'prescribedUnitsLeft'
    | 'prescriptionCheckedBy'
    | 'prescriptionCheckedByName'
    | 'prescriptionCheckedByRegistration'
    | 'prescriptionCheckedAt'
    | 'prescriptionRefusedAt'
    | 'prescriptionRefusedReason'
    | 'prescriptionRefusedByName'
    | 'profileId'
  >
>;

/** All SQL of refill plans: it writes only refill_plans, refill_cycles and refill_links. */
export class RefillsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (locked: RefillsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RefillsRepository(tx)));
  }

  async insertPlan(plan: NewPlan): Promise<RefillPlan> {
    const [row] = await this.db.insert(refillPlans).values(plan).returning();
    return row;
  }

  async plan(id: string): Promise<RefillPlan | null> {
    const [row] = await this.db.select().from(refillPlans).where(eq(refillPlans.id, id));
    return row ?? null;
  }

  /** The plan, locked until the end of the caller's transaction (a run claiming it, a shopper cancelling it). */
  async lockPlan(id: string): Promise<RefillPlan | null> {
    const [row] = await this.db.select().from(refillPlans).where(eq(refillPlans.id, id)).for('update');
    return row ?? null;
  }

  async plansOf(userId: string): Promise<RefillPlan[]> {
    return this.db
      .select()
      .from(refillPlans)
      .where(and(eq(refillPlans.userId, userId), ne(refillPlans.status, 'cancelled')))
      .orderBy(asc(refillPlans.nextRunOn), asc(refillPlans.id));
  }

  async allPlans(status?: RefillPlanStatus): Promise<RefillPlan[]> {
    return this.db
      .select()
      .from(refillPlans)
      .where(status ? eq(refillPlans.status, status) : undefined)
      .orderBy(asc(refillPlans.nextRunOn), asc(refillPlans.id))
      .limit(500);
  }

  async changePlan(id: string, change: PlanChange): Promise<RefillPlan | null> {
    const [row] = await this.db
      .update(refillPlans)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(refillPlans.id, id))
      .returning();
    return row ?? null;
  }

  /**
   * The shopper's plans that charge this card stop doing so: no card, no consent to charge one (one
   * UPDATE: it waits for a run holding a plan's lock, and a run claiming after it finds no card). Returns them.
   */
  async releaseCard(userId: string, cardId: string): Promise<RefillPlan[]> {
    return this.db
      .update(refillPlans)
      .set({ cardAuthorizationId: null, autoPayConsentAt: null, updatedAt: sql`now()` })
      .where(and(eq(refillPlans.userId, userId), eq(refillPlans.cardAuthorizationId, cardId)))
      .returning();
  }

  /** Active plans whose next run is on or before `day`. */
  async activePlansRunningBy(day: string, limit = 200): Promise<RefillPlan[]> {
    return this.db
      .select()
      .from(refillPlans)
      .where(and(eq(refillPlans.status, 'active'), lte(refillPlans.nextRunOn, day)))
      .orderBy(asc(refillPlans.nextRunOn))
      .limit(limit);
  }

  /** Plans waiting for a prescription (or a pharmacist's check of it) whose next refill is on or before `day`. */
  async plansWaitingForPrescriptionBy(day: string, limit = 200): Promise<RefillPlan[]> {
    return this.db
      .select()
      .from(refillPlans)
      .where(and(eq(refillPlans.status, 'needs-prescription'), lte(refillPlans.nextRunOn, day)))
      .orderBy(asc(refillPlans.nextRunOn))
      .limit(limit);
  }

  /** The cycle of a plan's run day, made once whichever replica gets there first. */
  async cycleFor(planId: string, runOn: string): Promise<RefillCycle> {
    await this.db
      .insert(refillCycles)
      .values({ planId, runOn })
      .onConflictDoNothing({ target: [refillCycles.planId, refillCycles.runOn] });
    const [row] = await this.db
      .select()
      .from(refillCycles)
      .where(and(eq(refillCycles.planId, planId), eq(refillCycles.runOn, runOn)));
    return row;
  }

  async cycle(id: string): Promise<RefillCycle | null> {
    const [row] = await this.db.select().from(refillCycles).where(eq(refillCycles.id, id));
    return row ?? null;
  }

  async lockCycle(id: string): Promise<RefillCycle | null> {
    const [row] = await this.db.select().from(refillCycles).where(eq(refillCycles.id, id)).for('update');
    return row ?? null;
  }

  /**
   * Marks a mail as sent only if nobody has: the one caller that gets the row back sends it.
   * Works the same on every replica (a conditional update is atomic).
   */
  async claimMail(
    cycleId: string,
    column: 'reminderSentAt' | 'noticeSentAt' | 'failureMailedAt' | 'dunningSentAt',
    at: Date,
    extra: Partial<Pick<RefillCycle, 'noticeAmountKobo'>> = {},
  ): Promise<RefillCycle | null> {
    const [row] = await this.db
      .update(refillCycles)
      .set({ [column]: at, ...extra, updatedAt: sql`now()` })
      .where(and(eq(refillCycles.id, cycleId), isNull(refillCycles[column])))
      .returning();
    return row ?? null;
  }

  async changeCycle(id: string, change: Partial<Omit<RefillCycle, 'id' | 'planId' | 'runOn' | 'createdAt'>>): Promise<RefillCycle | null> {
    const [row] = await this.db
      .update(refillCycles)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(refillCycles.id, id))
      .returning();
    return row ?? null;
  }

  /** Changes a cycle only while it is in `from`: answers null when another runner changed it first. */
  async changeCycleFrom(
    id: string,
    from: RefillCycleStatus,
    change: Partial<Omit<RefillCycle, 'id' | 'planId' | 'runOn' | 'createdAt'>>,
  ): Promise<RefillCycle | null> {
    const [row] = await this.db
      .update(refillCycles)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(eq(refillCycles.id, id), eq(refillCycles.status, from)))
      .returning();
    return row ?? null;
  }

  /**
   * A pay-link payment verified: the cycle whose payment this is becomes placed, only if it is not
   * yet (a conditional update, under the plan's lock taken by the caller). Answers null when another
   * settlement got there first, or the reference is not (or no longer) the cycle's.
   */
  async settlePayLink(cycleId: string, reference: string, orderId: string, amountKobo: number): Promise<RefillCycle | null> {
    const [row] = await this.db
      .update(refillCycles)
      .set({ status: 'placed', orderId, amountKobo, reason: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(refillCycles.id, cycleId),
          eq(refillCycles.paymentReference, reference),
          inArray(refillCycles.status, ['asked', 'skipped', 'cancelled']),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Cycles waiting for a payment the shopper started from a pay link (reference `RFP-…`), of these plans or all. */
  async payLinkCycles(planIds: string[] | null, limit = 200): Promise<RefillCycle[]> {
    if (planIds && planIds.length === 0) return [];
    return this.db
      .select()
      .from(refillCycles)
      .where(
        and(
          eq(refillCycles.status, 'asked'),
          like(refillCycles.paymentReference, 'RFP-%'),
          planIds ? inArray(refillCycles.planId, planIds) : undefined,
        ),
      )
      .orderBy(asc(refillCycles.updatedAt))
      .limit(limit);
  }

  /** Of these cycles, those paid (or to be paid) through a pay link and not placed, of these plans or all. */
  async payLinkCyclesAmong(cycleIds: string[], planIds: string[] | null): Promise<RefillCycle[]> {
    const ids = cycleIds.filter((id) => /^[0-9a-f-]{36}$/.test(id));
    if (ids.length === 0 || (planIds && planIds.length === 0)) return [];
    return this.db
      .select()
      .from(refillCycles)
      .where(
        and(
          inArray(refillCycles.id, ids),
          inArray(refillCycles.status, ['asked', 'skipped', 'cancelled']),
          like(refillCycles.paymentReference, 'RFP-%'),
          planIds ? inArray(refillCycles.planId, planIds) : undefined,
        ),
      );
  }

  /** A plan's cycles that have not run yet (due, retrying), to cancel or skip with it. */
  async closeOpenCycles(planId: string, to: RefillCycleStatus, reason: string): Promise<void> {
    await this.db
      .update(refillCycles)
      .set({ status: to, reason, updatedAt: sql`now()` })
      .where(and(eq(refillCycles.planId, planId), inArray(refillCycles.status, ['due', 'retrying', 'asked'])));
  }

  /** Cycles a runner may charge now: due (on or after their day), or retrying with their next attempt reached. */
  async chargeable(day: string, now: Date, limit = 200): Promise<RefillCycle[]> {
    return this.db
      .select()
      .from(refillCycles)
      .where(
        or(
          and(eq(refillCycles.status, 'due'), lte(refillCycles.runOn, day)),
          and(eq(refillCycles.status, 'retrying'), lte(refillCycles.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(refillCycles.runOn))
      .limit(limit);
  }

  /** Cycles claimed by a runner that stopped before recording the outcome (a restart mid-charge). */
  async stuckCharging(before: Date, limit = 50): Promise<RefillCycle[]> {
    return this.db
      .select()
      .from(refillCycles)
      .where(and(eq(refillCycles.status, 'charging'), lte(refillCycles.updatedAt, before)))
      .limit(limit);
  }

  async cyclesOfPlans(planIds: string[]): Promise<RefillCycle[]> {
    if (planIds.length === 0) return [];
    return this.db.select().from(refillCycles).where(inArray(refillCycles.planId, planIds)).orderBy(desc(refillCycles.runOn));
  }

  async cyclesWithStatus(statuses: RefillCycleStatus[], limit = 200): Promise<RefillCycle[]> {
    return this.db
      .select()
      .from(refillCycles)
      .where(inArray(refillCycles.status, statuses))
      .orderBy(desc(refillCycles.updatedAt))
      .limit(limit);
  }

  async placedOrderIds(userId: string): Promise<{ orderId: string; planId: string }[]> {
    const rows = await this.db
      .select({ orderId: refillCycles.orderId, planId: refillCycles.planId })
      .from(refillCycles)
      .innerJoin(refillPlans, eq(refillPlans.id, refillCycles.planId))
      .where(and(eq(refillPlans.userId, userId), eq(refillCycles.status, 'placed')));
    return rows.filter((r): r is { orderId: string; planId: string } => r.orderId !== null);
  }

  async insertLink(link: {
    id: string;
    planId: string;
    cycleId: string | null;
    purpose: RefillLinkPurpose;
    tokenHash: string;
    expiresAt: Date;
  }) {
    const [row] = await this.db.insert(refillLinks).values(link).returning();
    return row;
  }

  async link(id: string): Promise<RefillLink | null> {
    const [row] = await this.db.select().from(refillLinks).where(eq(refillLinks.id, id));
    return row ?? null;
  }

  /** Uses the link once: only the caller that gets the row back may act on it. */
  async useLink(id: string, at: Date): Promise<RefillLink | null> {
    const [row] = await this.db
      .update(refillLinks)
      .set({ usedAt: at })
      .where(and(eq(refillLinks.id, id), isNull(refillLinks.usedAt)))
      .returning();
    return row ?? null;
  }
}

/** Erasing an account: the shopper's refill plans (their cycles and links go with them). */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(refillPlans).where(eq(refillPlans.userId, shopper.id));
}
