import type { RefillCycle, RefillPlan } from '../../platform/db/schema/index';
import type { NotificationService } from '../../domains/notifications/notification-service';
import { daysBetween, lagosDay, type RefillsService } from '../../domains/refills/refills-service';
import { prescriptionRefusedMail, prescriptionWaitMail, type Recipient } from './refill-mails';

/** A refill's day as a text names it: "13 Dec" (no year: it is within the week). */
export const textDay = (iso: string) =>
  new Date(`${iso}T12:00:00+01:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'Africa/Lagos' });

/**
 * A prescription-only plan that waits for a pharmacist's check of its prescription (or for the
 * shopper to upload one) is never charged, and its shopper is told what is needed and by when: on
 * the reminder's day (7 days before) and, still waiting, on the refill's day, when that refill
 * waits (`asked`) until a pharmacist approves the prescription (refills-service
 * `reviewPrescription` then lets it run). By mail, and by SMS or WhatsApp where the shopper
 * consented to order updates; each once per refill (the cycle's marks and the notice's event key).
 */
export class RefillPrescriptionWaits {
  constructor(
    private readonly refills: RefillsService,
    private readonly notifications: NotificationService,
    private readonly recipient: (userId: string) => Promise<Recipient>,
    private readonly plansUrl: string,
  ) {}

  /** What this run told the plan's shopper: the reminder, the refill's day (the refill waits), or nothing new. */
  async tell(plan: RefillPlan, now: Date): Promise<'reminded' | 'asked' | null> {
    const ahead = daysBetween(lagosDay(now), plan.nextRunOn);
    const cycle = await this.refills.cycleFor(plan.id, plan.nextRunOn);
    const needs = plan.prescriptionId ? 'check' : 'upload';
    if (ahead > 0) {
      if (cycle.status !== 'due' || cycle.reminderSentAt) return null;
      if (!(await this.refills.claimMail(cycle.id, 'reminderSentAt', now))) return null;
      await this.send(plan, cycle, needs, false);
      return 'reminded';
    }
    const reason =
      needs === 'check'
        ? 'Waiting for a pharmacist to check the prescription. Nothing was charged.'
        : 'Waiting for the shopper to upload a prescription. Nothing was charged.';
    if (!(await this.refills.changeCycleFrom(cycle.id, 'due', { status: 'asked', reason }))) return null;
    await this.send(plan, cycle, needs, true);
    return 'asked';
  }

  /**
   * A pharmacist refused the plan's prescription: the shopper reads why and that nothing is
   * charged until another one is approved (once per refusal). The subject and the text name no medicine.
   */
  async refused(plan: RefillPlan): Promise<void> {
    if (!plan.prescriptionRefusedAt) return;
    const who = await this.recipient(plan.userId);
    const { kind, ...email } = prescriptionRefusedMail(
      who,
      { medicine: plan.medicineName, quantity: plan.quantity, runOn: plan.nextRunOn, reason: plan.prescriptionRefusedReason ?? '' },
      this.plansUrl,
    );
    await this.notifications.notify({
      eventKey: `refill-plan:${plan.id}:${kind}:${plan.prescriptionRefusedAt.toISOString()}`,
      userId: plan.userId,
      email,
      text: { template: 'refill-rx-refused', params: { day: textDay(plan.nextRunOn) } },
    });
  }

  private async send(plan: RefillPlan, cycle: RefillCycle, needs: 'check' | 'upload', today: boolean) {
    const who = await this.recipient(plan.userId);
    const email = prescriptionWaitMail(
      who,
      { medicine: plan.medicineName, quantity: plan.quantity, runOn: cycle.runOn, needs, today },
      this.plansUrl,
    );
    const { kind, ...message } = email;
    await this.notifications.notify({
      eventKey: `refill:${cycle.id}:${kind}`,
      userId: plan.userId,
      email: message,
      text: { template: needs === 'check' ? 'refill-rx-check' : 'refill-rx-needed', params: { day: textDay(cycle.runOn) } },
    });
  }
}
