import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { conflict } from '../../platform/lib/http-errors';
import type { CatalogueService } from '../../domains/catalogue/catalogue-service';
import type { RefillCycle, RefillPlan } from '../../platform/db/schema/index';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { NotificationService } from '../../domains/notifications/notification-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import {
  addDays,
  daysBetween,
  lagosDay,
  NOTICE_DAYS,
  REMINDER_DAYS,
  RETRY_AFTER_DAYS,
  NOT_CHECKED,
  type RefillsService,
} from '../../domains/refills/refills-service';
import type { StockService } from '../../domains/stock/stock-service';
import type { OrderPlacement } from '../checkout/place-order';
import { refillHolder } from '../../domains/refills/refill-holder';
import { askMail, chargeFailedMail, dunningMail, payLinkMail, type Recipient } from './refill-mails';
import { RefillMailer } from './refill-mailer';
import { beingOpened, RefillPayLinks } from './refill-pay-links';
import { RefillPrescriptionWaits } from './refill-prescription-waits';
import { prescriptionProblem, quotePlan, type RefillQuote, risesTooMuch, snapshotOf } from './refill-quote';
import { autoPays, RefillReminders } from './refill-reminders';
import { heldForSafety } from './refill-safety';
import type { SafetyGate } from '../medication-safety-check/safety-gate';

export type RunReport = { reminders: number; notices: number; placed: number; asked: number; retrying: number; failed: number };

/** A cycle claimed by a runner that stopped mid-charge is looked at again after this long (wall clock). */
const STUCK_AFTER_MS = 10 * 60 * 1000;
/** Attempts at an automatic charge before the dunning mail and the pause. */
export const MAX_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;

/**
 * The refill scheduler, one run (`tick(now)`), read top to bottom. Every replica runs it on a timer;
 * the database makes each step happen once: a cycle row per plan and run day (unique), each mail
 * marked sent by a conditional update before it goes, and each charge made only by the runner that
 * claimed the cycle under the plan's and the cycle's row locks (refills-service `claim`). The clock
 * is a parameter, so tests move it.
 *
 * 7 days before: a reminder with one-tap links. 3 days before an automatic charge: the notice of
 * the amount and card (no notice, no charge). On the day: the checks (price within 10 % of what the
 * shopper agreed, address still delivered, a valid prescription with quantity left, units on hand),
 * then Paystack's Charge Authorization, and the order placed by the checkout's own placement
 * (place-order.ts). A declined card is tried again after 1 and 2 days, then the dunning mail and a
 * pause. Shoppers without a saved card (transfer, USSD) get a pay link.
 */
export class RefillRun {
  constructor(
    private readonly refills: RefillsService,
    private readonly payments: PaymentsService,
    private readonly catalogue: CatalogueService,
    private readonly delivery: DeliveryService,
    private readonly prescriptions: PrescriptionsService,
    private readonly identity: IdentityService,
    private readonly placement: OrderPlacement,
    private readonly notifications: NotificationService,
    private readonly stock: StockService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    /** The clinical checks every charge meets (workflows/medication-safety-check). */
    private readonly safety: SafetyGate,
  ) {
    this.mailer = new RefillMailer(refills, identity, notifications, publicUrl);
    this.reminders = new RefillReminders(refills, payments, catalogue, delivery, this.mailer);
    this.payLinks = new RefillPayLinks(refills, payments, placement, stock);
    this.waits = new RefillPrescriptionWaits(
      refills,
      notifications,
      (userId) => this.mailer.recipient(userId),
      `${publicUrl}/account/refills`,
    );
  }

  private readonly mailer: RefillMailer;
  private readonly reminders: RefillReminders;
  private readonly payLinks: RefillPayLinks;
  private readonly waits: RefillPrescriptionWaits;

  /** A pharmacist refused the plan's prescription: its shopper is told why and what to do (mail, and a text where consented). */
  tellPrescriptionRefused(plan: RefillPlan): Promise<void> {
    return this.waits.refused(plan);
  }

  async tick(now: Date): Promise<RunReport> {
    const report: RunReport = { reminders: 0, notices: 0, placed: 0, asked: 0, retrying: 0, failed: 0 };
    const today = lagosDay(now);
    for (const plan of await this.refills.activePlansRunningBy(addDays(today, REMINDER_DAYS))) {
      await this.reminders.mailAhead(plan, now, report).catch((err) => this.log.error({ err, plan: plan.id }, 'refill reminder failed'));
    }
    // Waiting for a prescription (or its check): told what is needed and by when, never charged.
    for (const plan of await this.refills.plansWaitingForPrescriptionBy(addDays(today, REMINDER_DAYS))) {
      const told = await this.waits.tell(plan, now).catch((err) => {
        this.log.error({ err, plan: plan.id }, 'refill prescription notice failed');
        return null;
      });
      if (told === 'reminded') report.reminders++;
      if (told === 'asked') report.asked++;
    }
    await this.recoverStuck(report);
    report.placed += await this.settlePayLinks(null).catch((err) => {
      this.log.error({ err }, 'refill pay links not settled');
      return 0;
    });
    await this.payLinks.releaseUnpaid(null).catch((err) => this.log.error({ err }, 'refill pay link units not released'));
    for (const cycle of await this.refills.chargeable(today, now)) {
      await this.runCycle(cycle, now, report).catch((err) => this.log.error({ err, cycle: cycle.id }, 'refill run failed'));
    }
    return report;
  }

  /**
   * "Pay now" from a pay link or the plan: the refill waiting for the shopper (or else the next one)
   * checked as a charge would be (price within 10 %, prescription, units on hand, address), then
   * Paystack's checkout page for it (card, transfer or USSD): one page per refill, asked again while its amount stands.
   */
  async payNow(plan: RefillPlan, now: Date): Promise<{ authorizationUrl: string; reference: string }> {
    if (plan.status !== 'active') throw conflict('This plan is not running: resume it (or answer what it asks) before paying.');
    const waiting = (await this.refills.cyclesOfPlans([plan.id])).find((c) => c.status === 'asked');
    const cycle = waiting ?? (await this.refills.cycleFor(plan.id, plan.nextRunOn));
    if (cycle.status !== 'due' && cycle.status !== 'asked') throw conflict('This refill is already being paid.');
    const who = await this.mailer.recipient(plan.userId);
    const quote = await quotePlan(this.catalogue, this.delivery, plan, who.name);
    if (!quote.sellable) throw conflict(`${plan.medicineName} is no longer sold.`);
    if (risesTooMuch(plan.agreedUnitPriceKobo, quote.unitPriceKobo))
      throw conflict('The price rose by more than 10 %: confirm the new price in My refill plans first.');
    if (quote.requiresPrescription || plan.prescribedUnitsLeft !== null) {
      const problem = await prescriptionProblem(this.prescriptions, plan, quote, lagosDay(now));
      if (problem) throw conflict(problem);
    }
    if ((await this.safety.forRefill(plan)).kind === 'held')
      throw conflict('A pharmacist must check this refill against the medicines of the person it is for first; we will email you.');
    if (cycle.paymentReference?.startsWith('RFP-')) {
      const open = await this.payments.byReference(cycle.paymentReference);
      if (open?.status === 'pending' && open.amountKobo === quote.amountKobo && open.authorizationUrl)
        return { authorizationUrl: open.authorizationUrl, reference: open.reference };
      // Its page being opened this moment (another tab, another replica): that one, never a second.
      if (cycle.status === 'asked' && (!open || (open.status === 'pending' && !open.authorizationUrl))) throw beingOpened();
    }
    // Held before the page is made, as before a card charge (by the cycle: held again, nothing more); a failed payment frees them.
    if (!(await this.stock.reservations.reserve(refillHolder(cycle.id), plan.medicineId, plan.quantity)))
      throw conflict(`${plan.medicineName} is out of stock at the pharmacy just now.`);
    const reference = `RFP-${cycle.id.replace(/-/g, '').slice(0, 20).toUpperCase()}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
    const replaces = cycle.paymentReference ?? null;
    const started = await this.refills.startPayment(plan.id, cycle.id, { reference, amountKobo: quote.amountKobo, replaces });
    // Another pay opened its page meanwhile: the units stay held for that one.
    if (started === 'raced') throw beingOpened();
    try {
      if (!started) throw conflict('This refill can no longer be paid; see My refill plans.');
      return await this.payments.charges.openRefillPayment({
        userId: plan.userId,
        email: who.email,
        amountKobo: quote.amountKobo,
        snapshot: snapshotOf(plan, quote, cycle.id),
        shippingAddress: quote.shippingAddress,
        prescriptionId: plan.prescriptionId,
        reference,
      });
    } catch (err) {
      await this.stock.reservations.release(refillHolder(cycle.id));
      await this.refills.changeCycleFrom(cycle.id, 'asked', { paymentReference: null }); // the next pay starts afresh
      throw err;
    }
  }

  /** Refills paid through their pay link: recorded (and their orders placed) if not yet (refill-pay-links.ts). */
  settlePayLinks(planIds: string[] | null): Promise<number> {
    return this.payLinks.settle(planIds);
  }

  /**
   * Chargeable now: its day has come and, for an automatic charge, its notice went out at least 3
   * days ago (a plan made or moved closer than that waits for the notice's 3 days).
   */
  private chargeableNow(now: Date) {
    return (cycle: RefillCycle, plan: RefillPlan) => {
      const today = lagosDay(now);
      if (daysBetween(cycle.runOn, today) < 0 && cycle.status === 'due') return false;
      if (!autoPays(plan)) return true;
      if (!cycle.noticeSentAt) return false;
      return daysBetween(lagosDay(cycle.noticeSentAt), today) >= NOTICE_DAYS;
    };
  }

  private async runCycle(seen: RefillCycle, now: Date, report: RunReport) {
    const claimed = await this.refills.claim(seen.id, now, this.chargeableNow(now));
    if (!claimed) return;
    const { plan, cycle } = claimed;
    const who = await this.mailer.recipient(plan.userId);
    const plansUrl = `${this.publicUrl}/account/refills`;

    let quote: RefillQuote;
    try {
      quote = await quotePlan(this.catalogue, this.delivery, plan, who.name);
    } catch (err) {
      // The address is no longer delivered (or gone), or the medicine is no longer sold.
      const reason = `We could not prepare your refill: ${(err as Error).message}`;
      await this.ask(plan, cycle, reason, null, report);
      const problem = (err as Error).message;
      await this.mailer.send(plan, cycle, askMail(who, 'unprepared', { medicine: plan.medicineName, problem }, plansUrl));
      return;
    }
    if (await this.stoppedByChecks(plan, cycle, quote, who, now, report)) return;
    if (await heldForSafety({ safety: this.safety, refills: this.refills, mailer: this.mailer }, plan, cycle, who, plansUrl))
      return void report.asked++;
    if (quote.unitsOnHand < plan.quantity) {
      // Nothing is reserved or charged; tried again tomorrow.
      await this.retryOrGiveUp(plan, cycle, now, 'the medicine is out of stock at the pharmacy', report, false);
      return;
    }
    if (!autoPays(plan)) {
      const links = await this.mailer.links(plan, cycle, now, ['pay', 'skip', 'pause', 'cancel']);
      await this.refills.changeCycle(cycle.id, { status: 'asked', amountKobo: quote.amountKobo, reason: 'Waiting for the shopper to pay' });
      await this.advance(plan);
      report.asked++;
      await this.mailer.send(
        plan,
        cycle,
        payLinkMail(who, { medicine: plan.medicineName, amountKobo: quote.amountKobo, bankAsks: false }, links),
      );
      return;
    }

    // The units are held before the card is charged (no oversell while the charge is out); a charge
    // that does not go through gives them back.
    if (!(await this.stock.reservations.reserve(refillHolder(cycle.id), plan.medicineId, plan.quantity))) {
      await this.retryOrGiveUp(plan, cycle, now, 'the medicine is out of stock at the pharmacy', report, false);
      return;
    }
    const charge = await this.payments.savedCards.charge({
      userId: plan.userId,
      cardId: plan.cardAuthorizationId!,
      amountKobo: quote.amountKobo,
      snapshot: snapshotOf(plan, quote, cycle.id),
      shippingAddress: quote.shippingAddress,
      prescriptionId: plan.prescriptionId,
      reference: cycle.paymentReference!,
    });
    if (charge.kind === 'paid') return this.placed(plan, cycle, charge.payment, report);
    if (charge.kind === 'unknown') return; // still `charging`: recoverStuck verifies the reference later
    await this.stock.reservations.release(refillHolder(cycle.id));
    if (charge.kind === 'needs-customer') {
      const links = await this.mailer.links(plan, cycle, now, ['pay', 'skip', 'pause', 'cancel']);
      await this.refills.changeCycle(cycle.id, {
        status: 'asked',
        amountKobo: quote.amountKobo,
        reason: `Your bank asked for you (${charge.reason})`,
      });
      await this.advance(plan);
      report.asked++;
      await this.mailer.send(
        plan,
        cycle,
        payLinkMail(who, { medicine: plan.medicineName, amountKobo: quote.amountKobo, bankAsks: true }, links),
      );
      return;
    }
    await this.retryOrGiveUp(plan, cycle, now, charge.reason, report, true);
  }

  /** The checks before a charge that need the shopper (or a pharmacist): answers true when one stopped it (asked and mailed). */
  private async stoppedByChecks(
    plan: RefillPlan,
    cycle: RefillCycle,
    quote: RefillQuote,
    who: Recipient,
    now: Date,
    report: RunReport,
  ): Promise<boolean> {
    const plansUrl = `${this.publicUrl}/account/refills`;
    if (!quote.sellable) {
      const reason = `${plan.medicineName} is no longer sold, so your plan is paused. Nothing was charged.`;
      await this.ask(plan, cycle, reason, 'paused', report);
      await this.mailer.send(plan, cycle, askMail(who, 'unsold', { medicine: plan.medicineName }, plansUrl));
      return true;
    }
    if (risesTooMuch(plan.agreedUnitPriceKobo, quote.unitPriceKobo)) {
      const reason = `The price of ${plan.medicineName} rose by more than 10 % (now ${(quote.unitPriceKobo / 100).toLocaleString('en-NG')} naira each). Confirm the new price in My refill plans and we will go ahead; nothing was charged.`;
      await this.ask(plan, cycle, reason, 'needs-confirmation', report);
      await this.mailer.send(plan, cycle, askMail(who, 'price', { medicine: plan.medicineName, unitKobo: quote.unitPriceKobo }, plansUrl));
      return true;
    }
    if (quote.requiresPrescription || plan.prescribedUnitsLeft !== null) {
      const problem = await prescriptionProblem(this.prescriptions, plan, quote, lagosDay(now));
      if (problem) {
        const reason = `${problem} Upload a new prescription in My refill plans; a pharmacist reviews it before anything is charged. Nothing was charged.`;
        await this.ask(plan, cycle, reason, 'needs-prescription', report);
        // That prescription cannot serve again: the plan waits for a new one, which a pharmacist reviews.
        await this.refills.changePlanNow(plan.id, { prescriptionId: null, prescribedUnitsLeft: 0, ...NOT_CHECKED });
        await this.mailer.send(plan, cycle, askMail(who, 'prescription', { medicine: plan.medicineName, problem }, plansUrl));
        return true;
      }
    }
    return false;
  }

  private async ask(
    plan: RefillPlan,
    cycle: RefillCycle,
    reason: string,
    planStatus: 'paused' | 'needs-confirmation' | 'needs-prescription' | null,
    report: RunReport,
  ) {
    await this.refills.changeCycle(cycle.id, { status: 'asked', reason });
    if (planStatus) await this.refills.changePlanNow(plan.id, { status: planStatus });
    report.asked++;
  }

  /** The next run: one interval after this one. */
  private async advance(plan: RefillPlan, extra: { prescribedUnitsLeft?: number | null } = {}) {
    await this.refills.changePlanNow(plan.id, { nextRunOn: addDays(plan.nextRunOn, plan.intervalDays), ...extra });
  }

  private async placed(plan: RefillPlan, cycle: RefillCycle, payment: Parameters<OrderPlacement['placeFor']>[0], report: RunReport) {
    const placement = await this.placement.placeFor(payment);
    const orderId = placement?.kind === 'placed' ? placement.orderId : null;
    // Withdrawn from sale (refunded) or not placed: the units held for it go back.
    if (!orderId) await this.stock.reservations.release(refillHolder(cycle.id));
    await this.refills.changeCycle(cycle.id, {
      status: 'placed',
      orderId,
      amountKobo: payment.amountKobo,
      reason: placement?.kind === 'withdrawn' ? 'Withdrawn from sale: refunded' : null,
    });
    const left = plan.prescribedUnitsLeft === null ? null : Math.max(0, plan.prescribedUnitsLeft - plan.quantity);
    await this.advance(plan, { prescribedUnitsLeft: left });
    report.placed++;
  }

  /**
   * A charge that did not go through: nothing was reserved or charged. Tried again after 1, then 2
   * days, the shopper mailed once; after the last attempt the dunning mail, and the plan pauses.
   */
  private async retryOrGiveUp(plan: RefillPlan, cycle: RefillCycle, now: Date, reason: string, report: RunReport, charged: boolean) {
    const who = await this.mailer.recipient(plan.userId);
    const links = await this.mailer.links(plan, cycle, now, ['pay', 'skip', 'pause', 'cancel']);
    if (cycle.attempts < MAX_ATTEMPTS) {
      const waitDays = RETRY_AFTER_DAYS[cycle.attempts - 1] ?? 1;
      const nextAttemptAt = new Date(now.getTime() + waitDays * 24 * 3600 * 1000);
      await this.refills.changeCycle(cycle.id, { status: 'retrying', nextAttemptAt, reason });
      report.retrying++;
      if (charged && (await this.refills.claimMail(cycle.id, 'failureMailedAt', now)))
        await this.mailer.send(
          plan,
          cycle,
          chargeFailedMail(who, { medicine: plan.medicineName, reason, retryOn: lagosDay(nextAttemptAt) }, links),
        );
      return;
    }
    await this.refills.changeCycle(cycle.id, { status: 'failed', reason });
    await this.refills.changePlanNow(plan.id, { status: 'paused' });
    report.failed++;
    if (await this.refills.claimMail(cycle.id, 'dunningSentAt', now))
      await this.mailer.send(plan, cycle, dunningMail(who, { medicine: plan.medicineName, reason }, links));
  }

  /** A runner stopped between claiming and recording (a restart): the provider is asked about its reference. */
  private async recoverStuck(report: RunReport) {
    for (const cycle of await this.refills.stuckCharging(new Date(Date.now() - STUCK_AFTER_MS))) {
      const plan = await this.refills.plan(cycle.planId);
      const payment = cycle.paymentReference ? await this.payments.byReference(cycle.paymentReference) : null;
      if (!plan) continue;
      if (!payment) {
        await this.stock.reservations.release(refillHolder(cycle.id));
        await this.refills.changeCycle(cycle.id, { status: 'retrying', nextAttemptAt: new Date(), reason: 'Interrupted before charging' });
        continue;
      }
      const confirmed = await this.payments.charges.confirm(payment).catch(() => payment);
      if (confirmed.status === 'success') await this.placed(plan, cycle, confirmed, report);
      else if (confirmed.status === 'failed') {
        await this.stock.reservations.release(refillHolder(cycle.id));
        await this.refills.changeCycle(cycle.id, {
          status: 'retrying',
          nextAttemptAt: new Date(),
          reason: 'The charge did not go through',
        });
      }
    }
  }
}
