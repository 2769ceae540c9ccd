import type { Database } from '../../platform/db/client';
import type { RefillCycle, RefillCycleStatus, RefillLinkPurpose, RefillPlan, RefillPlanStatus } from '../../platform/db/schema/index';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { addDays, daysBetween } from './refill-dates';
import { RefillLinks } from './refill-links';
import { type NewPlan, type PlanChange, RefillsRepository } from './refills-repository';
import { checkRunDate, refillInterval } from './refill-schedule';

export type { NewPlan, PlanChange };

/** The pharmacist who approved a plan's prescription, as the refills' orders name them. */
export type PrescriptionChecker = { id: string; name: string; registration: string | null; at: Date };

/** A plan given another prescription: the refusal of the one before no longer stands. */
const NOT_REFUSED = { prescriptionRefusedAt: null, prescriptionRefusedReason: null, prescriptionRefusedByName: null } as const;

/** A plan whose prescription changed or ran out: no pharmacist's check stands for it. */
export const NOT_CHECKED = {
  prescriptionCheckedBy: null,
  prescriptionCheckedByName: null,
  prescriptionCheckedByRegistration: null,
  prescriptionCheckedAt: null,
} as const;
export * from './refill-dates';
export * from './refill-schedule';

/** What a shopper may change on a plan (the service checks each). */
export type PlanEdit = {
  quantity?: number;
  everyWeeks?: number;
  nextRunOn?: string;
  addressId?: string;
  cardId?: string | null;
  autoPay?: boolean;
  /** For whom (checked as the shopper's own by the workflow). */
  profileId?: string | null;
};

/**
 * Refill plans' own rules and tables: a plan's state (active, paused, needs-confirmation,
 * needs-prescription, cancelled), its cycles (one per run day, claimed once), the signed one-tap
 * links. Pricing, cards, addresses and orders are other domains'; the refill workflow asks them.
 */
export class RefillsService {
  readonly links: RefillLinks;

  constructor(
    private readonly repository: RefillsRepository,
    secret: string,
  ) {
    this.links = new RefillLinks(repository, secret);
  }

  async create(plan: NewPlan): Promise<RefillPlan> {
    return this.repository.insertPlan(plan);
  }

  /** The plan, if the caller may manage it (its shopper or an admin). */
  async owned(caller: AuthUser, id: string): Promise<RefillPlan> {
    const plan = await this.repository.plan(id);
    if (!plan) throw notFound('There is no such refill plan.');
    if (plan.userId !== caller.id && caller.role !== 'admin') throw forbidden('This refill plan belongs to another account.');
    return plan;
  }

  plan(id: string): Promise<RefillPlan | null> {
    return this.repository.plan(id);
  }

  plansOf(userId: string): Promise<RefillPlan[]> {
    return this.repository.plansOf(userId);
  }

  allPlans(status?: RefillPlanStatus): Promise<RefillPlan[]> {
    return this.repository.allPlans(status);
  }

  cyclesOfPlans(planIds: string[]): Promise<RefillCycle[]> {
    return this.repository.cyclesOfPlans(planIds);
  }

  cyclesWithStatus(statuses: RefillCycleStatus[]): Promise<RefillCycle[]> {
    return this.repository.cyclesWithStatus(statuses);
  }

  placedOrderIds(userId: string) {
    return this.repository.placedOrderIds(userId);
  }

  /** Changes under the plan's lock; a cancelled plan changes no more. */
  async change(planId: string, change: PlanChange, closeOpen?: { to: RefillCycleStatus; reason: string }): Promise<RefillPlan> {
    return this.repository.transaction(async (locked) => {
      const plan = await locked.lockPlan(planId);
      if (!plan) throw notFound('There is no such refill plan.');
      if (plan.status === 'cancelled') throw conflict('This refill plan is cancelled.');
      if (closeOpen) await locked.closeOpenCycles(planId, closeOpen.to, closeOpen.reason);
      return (await locked.changePlan(planId, change)) ?? plan;
    });
  }

  async pause(planId: string): Promise<RefillPlan> {
    return this.change(planId, { status: 'paused' }, { to: 'skipped', reason: 'Plan paused' });
  }

  async resume(planId: string, today: string): Promise<RefillPlan> {
    const plan = await this.repository.plan(planId);
    if (!plan) throw notFound('There is no such refill plan.');
    if (plan.status !== 'paused') throw conflict('Only a paused plan can be resumed.');
    const nextRunOn = daysBetween(today, plan.nextRunOn) >= 1 ? plan.nextRunOn : addDays(today, 1);
    return this.change(planId, { status: 'active', nextRunOn });
  }

  /**
   * The shopper starts paying a refill through a pay link (Paystack's checkout page): under the
   * plan's and the cycle's locks, a due or waiting cycle of an active plan takes the payment's
   * reference. A cycle still due leaves the schedule, so the scheduler never charges or asks for it
   * again, and the plan moves on by its interval. Null when it can no longer be paid; 'raced' when
   * another pay of it took a reference since the caller read `replaces` (one page per refill).
   */
  async startPayment(
    planId: string,
    cycleId: string,
    payment: { reference: string; amountKobo: number; replaces: string | null },
  ): Promise<RefillCycle | 'raced' | null> {
    const { reference, amountKobo } = payment;
    return this.repository.transaction(async (locked) => {
      const plan = await locked.lockPlan(planId);
      const cycle = await locked.lockCycle(cycleId);
      if (!plan || !cycle || plan.status !== 'active' || (cycle.status !== 'due' && cycle.status !== 'asked')) return null;
      // Another pay of this refill (a second tab, on another replica) started its page meanwhile.
      if ((cycle.paymentReference ?? null) !== payment.replaces) return 'raced';
      if (cycle.status === 'due') {
        if (cycle.runOn !== plan.nextRunOn) return null;
        await locked.changePlan(planId, { nextRunOn: addDays(plan.nextRunOn, plan.intervalDays) });
      }
      return locked.changeCycle(cycleId, {
        status: 'asked',
        paymentReference: reference,
        amountKobo,
        reason: 'Waiting for the shopper to pay',
      });
    });
  }

  payLinkCycles(planIds: string[] | null) {
    return this.repository.payLinkCycles(planIds);
  }

  payLinkCyclesAmong(cycleIds: string[], planIds: string[] | null) {
    return this.repository.payLinkCyclesAmong(cycleIds, planIds);
  }

  cycle(id: string) {
    return this.repository.cycle(id);
  }

  changeCycleFrom(id: string, from: RefillCycleStatus, change: Parameters<RefillsRepository['changeCycleFrom']>[2]) {
    return this.repository.changeCycleFrom(id, from, change);
  }

  /** A paid pay link's cycle becomes placed, once (the conditional update decides who records it). */
  settlePaid(cycleId: string, orderId: string | null, amountKobo: number) {
    return this.repository.changeCycleFrom(cycleId, 'asked', { status: 'placed', orderId, amountKobo, reason: null });
  }

  /**
   * A pay-link payment verified (by the verify call, the provider's event or the reconciliation),
   * inside the transaction that placed its order: the cycle becomes placed and the prescription's
   * units go down, once. Only `RFP-` references (the scheduler records its own card charges).
   */
  async settlePayLinkIn(
    transaction: Database,
    paid: { cycleId: string; planId: string; reference: string; orderId: string; amountKobo: number },
  ): Promise<boolean> {
    if (!paid.reference.startsWith('RFP-')) return false;
    const locked = new RefillsRepository(transaction);
    const plan = await locked.lockPlan(paid.planId);
    if (!plan) return false;
    const settled = await locked.settlePayLink(paid.cycleId, paid.reference, paid.orderId, paid.amountKobo);
    if (!settled) return false;
    if (plan.prescribedUnitsLeft !== null)
      await locked.changePlan(plan.id, { prescribedUnitsLeft: Math.max(0, plan.prescribedUnitsLeft - plan.quantity) });
    return true;
  }

  /** Skips the next refill: the one after it is the next. */
  async skip(planId: string): Promise<RefillPlan> {
    const plan = await this.repository.plan(planId);
    if (!plan) throw notFound('There is no such refill plan.');
    return this.change(
      planId,
      { nextRunOn: addDays(plan.nextRunOn, plan.intervalDays) },
      { to: 'skipped', reason: 'Skipped by the shopper' },
    );
  }

  async moveTo(planId: string, day: string): Promise<RefillPlan> {
    return this.change(planId, { nextRunOn: day }, { to: 'skipped', reason: 'Date changed by the shopper' });
  }

  /**
   * Cancelled for good. Under the plan's lock, so a runner that has not claimed its cycle yet finds
   * the plan cancelled and charges nothing; a cycle already being charged is said so.
   */
  async cancel(planId: string): Promise<{ plan: RefillPlan; chargeUnderWay: boolean }> {
    return this.repository.transaction(async (locked) => {
      const plan = await locked.lockPlan(planId);
      if (!plan) throw notFound('There is no such refill plan.');
      const cycles = await locked.cyclesOfPlans([planId]);
      const chargeUnderWay = cycles.some((c) => c.status === 'charging');
      await locked.closeOpenCycles(planId, 'cancelled', 'Plan cancelled');
      const changed = plan.status === 'cancelled' ? plan : ((await locked.changePlan(planId, { status: 'cancelled' })) ?? plan);
      return { plan: changed, chargeUnderWay };
    });
  }

  async edit(plan: RefillPlan, edit: PlanEdit, today: string, extra: PlanChange = {}): Promise<RefillPlan> {
    const change: PlanChange = { ...extra };
    if (edit.quantity !== undefined) {
      if (!Number.isInteger(edit.quantity) || edit.quantity < 1 || edit.quantity > 99) throw fieldError('quantity', 'Choose 1 to 99.');
      if (plan.prescribedUnitsLeft !== null && edit.quantity > plan.prescribedUnitsLeft)
        throw fieldError('quantity', `Your prescription allows ${plan.prescribedUnitsLeft} more; a refill cannot take more than that.`);
      change.quantity = edit.quantity;
    }
    if (edit.everyWeeks !== undefined) Object.assign(change, refillInterval(edit.everyWeeks, null));
    if (edit.nextRunOn !== undefined) change.nextRunOn = checkRunDate(edit.nextRunOn, today);
    if (edit.autoPay === false) change.autoPayConsentAt = null;
    const moved = change.nextRunOn !== undefined && change.nextRunOn !== plan.nextRunOn;
    return this.change(plan.id, change, moved ? { to: 'skipped', reason: 'Date changed by the shopper' } : undefined);
  }

  /** The price rose more than 10 %: the shopper agrees to the new one, and the refill goes ahead. */
  async confirmPrice(planId: string, unitPriceKobo: number): Promise<RefillPlan> {
    return this.repository.transaction(async (locked) => {
      const plan = await locked.lockPlan(planId);
      if (!plan) throw notFound('There is no such refill plan.');
      if (plan.status !== 'needs-confirmation') throw conflict('This plan is not waiting for a price confirmation.');
      for (const c of await locked.cyclesOfPlans([planId]))
        if (c.status === 'asked') await locked.changeCycle(c.id, { status: 'due', reason: null });
      return (await locked.changePlan(planId, { status: 'active', agreedUnitPriceKobo: unitPriceKobo })) ?? plan;
    });
  }

  /**
   * A pharmacist overrode the clinical checks that held the plan's refill: a plan paused for it runs
   * again, its waiting refill due once more (charged on the next run). A plan the shopper changed since
   * (cancelled, or waiting for something else) is left as it is.
   */
  async resumeAfterSafetyCheck(planId: string): Promise<void> {
    await this.repository.transaction(async (locked) => {
      const plan = await locked.lockPlan(planId);
      if (!plan || plan.status !== 'paused') return;
      for (const c of await locked.cyclesOfPlans([planId]))
        if (c.status === 'asked') await locked.changeCycle(c.id, { status: 'due', reason: null });
      await locked.changePlan(planId, { status: 'active' });
    });
  }

  /** A new prescription for the plan: it waits for a pharmacist's review before anything is charged. */
  async attachPrescription(planId: string, prescriptionId: string): Promise<RefillPlan> {
    const plan = await this.repository.plan(planId);
    if (!plan) throw notFound('There is no such refill plan.');
    if (plan.prescribedUnitsLeft === null) throw badRequest('This medicine does not need a prescription.');
    return this.change(planId, { prescriptionId, prescribedUnitsLeft: 0, status: 'needs-prescription', ...NOT_CHECKED, ...NOT_REFUSED });
  }

  /**
   * The pharmacist's review of the plan's prescription: approved with the units it allows (and who
   * checked it, kept so the refills' orders are not checked again), the plan runs again; or refused
   * with the reason (kept with who refused it and when): the plan waits for another prescription
   * and charges nothing.
   */
  async reviewPrescription(
    planId: string,
    decision: { approve: true; unitsAllowed: number } | { approve: false; reason: string },
    checker: PrescriptionChecker,
  ): Promise<RefillPlan> {
    return this.repository.transaction(async (locked) => {
      const plan = await locked.lockPlan(planId);
      if (!plan) throw notFound('There is no such refill plan.');
      if (plan.status !== 'needs-prescription' || !plan.prescriptionId) throw conflict('This plan has no prescription waiting for review.');
      if (!decision.approve) {
        const refused = {
          prescriptionRefusedAt: checker.at,
          prescriptionRefusedReason: decision.reason,
          prescriptionRefusedByName: checker.name,
        };
        return (await locked.changePlan(planId, { prescriptionId: null, ...NOT_CHECKED, ...refused })) ?? plan;
      }
      for (const c of await locked.cyclesOfPlans([planId]))
        if (c.status === 'asked') await locked.changeCycle(c.id, { status: 'due', reason: null });
      const checked = {
        prescriptionCheckedBy: checker.id,
        prescriptionCheckedByName: checker.name,
        prescriptionCheckedByRegistration: checker.registration,
        prescriptionCheckedAt: checker.at,
      };
      return (
        (await locked.changePlan(planId, { status: 'active', prescribedUnitsLeft: decision.unitsAllowed, ...checked, ...NOT_REFUSED })) ??
        plan
      );
    });
  }

  /** Plans waiting for a prescription or its check whose next refill is on or before `day` (the scheduler tells their shoppers). */
  plansWaitingForPrescriptionBy(day: string) {
    return this.repository.plansWaitingForPrescriptionBy(day);
  }

  // The scheduler's steps (workflows/refill-run): each one safe to run on every replica at once.

  activePlansRunningBy(day: string) {
    return this.repository.activePlansRunningBy(day);
  }

  cycleFor(planId: string, runOn: string) {
    return this.repository.cycleFor(planId, runOn);
  }

  claimMail(
    cycleId: string,
    column: 'reminderSentAt' | 'noticeSentAt' | 'failureMailedAt' | 'dunningSentAt',
    at: Date,
    noticeAmountKobo?: number,
  ) {
    return this.repository.claimMail(cycleId, column, at, noticeAmountKobo === undefined ? {} : { noticeAmountKobo });
  }

  chargeable(day: string, now: Date) {
    return this.repository.chargeable(day, now);
  }

  stuckCharging(before: Date) {
    return this.repository.stuckCharging(before);
  }

  changeCycle(id: string, change: Parameters<RefillsRepository['changeCycle']>[1]) {
    return this.repository.changeCycle(id, change);
  }

  /** The shopper's plans charging this card go back to a mailed pay link (the card is being removed). */
  releaseCard(userId: string, cardId: string) {
    return this.repository.releaseCard(userId, cardId);
  }

  changePlanNow(id: string, change: PlanChange) {
    return this.repository.changePlan(id, change);
  }

  /**
   * The one claim of a cycle: under the plan's and the cycle's row locks, a due (or retrying, its
   * time come) cycle of an active plan becomes `charging` with the reference of this attempt. Every
   * other runner, on any replica, finds it claimed and does nothing. A plan cancelled or paused
   * before this point is never charged.
   */
  async claim(
    cycleId: string,
    now: Date,
    chargeableNow: (cycle: RefillCycle, plan: RefillPlan) => boolean,
  ): Promise<{ plan: RefillPlan; cycle: RefillCycle } | null> {
    return this.repository.transaction(async (locked) => {
      const peek = await locked.cycle(cycleId);
      if (!peek) return null;
      const plan = await locked.lockPlan(peek.planId);
      const cycle = await locked.lockCycle(cycleId);
      if (!plan || !cycle) return null;
      const open = cycle.status === 'due' || (cycle.status === 'retrying' && (cycle.nextAttemptAt?.getTime() ?? 0) <= now.getTime());
      if (!open) return null;
      if (plan.status !== 'active' || plan.nextRunOn !== cycle.runOn) {
        await locked.changeCycle(cycle.id, {
          status: plan.status === 'cancelled' ? 'cancelled' : 'skipped',
          reason: `Plan ${plan.status}`,
        });
        return null;
      }
      if (!chargeableNow(cycle, plan)) return null;
      const attempts = cycle.attempts + 1;
      const paymentReference = `RFL-${cycle.id.replace(/-/g, '').slice(0, 20).toUpperCase()}-${attempts}`;
      const claimed = await locked.changeCycle(cycle.id, { status: 'charging', attempts, paymentReference });
      return claimed ? { plan, cycle: claimed } : null;
    });
  }

  issueLink(planId: string, cycleId: string | null, purpose: RefillLinkPurpose, now: Date) {
    return this.links.issue(planId, cycleId, purpose, now);
  }
}
