import type { CatalogueService } from '../../domains/catalogue/catalogue-service';
import type { RefillPlan } from '../../platform/db/schema/index';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import { daysBetween, lagosDay, NOTICE_DAYS, REMINDER_DAYS, type RefillsService } from '../../domains/refills/refills-service';
import { chargeNoticeMail, reminderMail } from './refill-mails';
import type { RefillMailer } from './refill-mailer';
import { quotePlan } from './refill-quote';

/** Whether a plan charges a saved card: a card chosen and the shopper's consent given. */
export function autoPays(plan: RefillPlan): boolean {
  return plan.cardAuthorizationId !== null && plan.autoPayConsentAt !== null;
}

const cardLabel = (c: { brand: string; last4: string } | null) => (c ? `${c.brand.toUpperCase()} card ending ${c.last4}` : null);

/**
 * The refill run's mails ahead of a refill's day: the reminder with one-tap links 7 days before,
 * and for an automatic charge the notice of the amount and card 3 days before (no notice, no
 * charge). Each once per cycle: marked sent by a conditional update before it goes.
 */
export class RefillReminders {
  constructor(
    private readonly refills: RefillsService,
    private readonly payments: PaymentsService,
    private readonly catalogue: CatalogueService,
    private readonly delivery: DeliveryService,
    private readonly mailer: RefillMailer,
  ) {}

  /** The reminder (7 days) and, for automatic payment, the notice (3 days): each sent once. */
  async mailAhead(plan: RefillPlan, now: Date, report: { reminders: number; notices: number }) {
    const today = lagosDay(now);
    const ahead = daysBetween(today, plan.nextRunOn);
    const cycle = await this.refills.cycleFor(plan.id, plan.nextRunOn);
    if (cycle.status !== 'due') return;
    const auto = autoPays(plan);
    const card = auto ? await this.payments.savedCards.owned(plan.userId, plan.cardAuthorizationId!) : null;
    if (!cycle.reminderSentAt && ahead > NOTICE_DAYS && ahead <= REMINDER_DAYS) {
      if (!(await this.refills.claimMail(cycle.id, 'reminderSentAt', now))) return;
      const who = await this.mailer.recipient(plan.userId);
      const quote = await quotePlan(this.catalogue, this.delivery, plan, who.name);
      const links = await this.mailer.links(plan, cycle, now, [
        'skip',
        'change-date',
        'pause',
        'cancel',
        ...(auto ? [] : (['pay'] as const)),
      ]);
      const p = {
        medicine: plan.medicineName,
        quantity: plan.quantity,
        runOn: plan.nextRunOn,
        amountKobo: quote.amountKobo,
        autoPay: auto,
        card: cardLabel(card),
      };
      await this.mailer.send(plan, cycle, reminderMail(who, p, links));
      report.reminders++;
    }
    if (auto && card && !cycle.noticeSentAt && ahead <= NOTICE_DAYS) {
      const who = await this.mailer.recipient(plan.userId);
      const quote = await quotePlan(this.catalogue, this.delivery, plan, who.name);
      if (!(await this.refills.claimMail(cycle.id, 'noticeSentAt', now, quote.amountKobo))) return;
      const links = await this.mailer.links(plan, cycle, now, ['skip', 'change-date', 'pause', 'cancel']);
      const p = {
        medicine: plan.medicineName,
        quantity: plan.quantity,
        runOn: plan.nextRunOn,
        amountKobo: quote.amountKobo,
        card: cardLabel(card)!,
      };
      await this.mailer.send(plan, cycle, chargeNoticeMail(who, p, links));
      report.notices++;
    }
  }
}
