import type { RefillCycle, RefillPlan } from '../../platform/db/schema/index';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { NotificationService } from '../../domains/notifications/notification-service';
import type { RefillsService } from '../../domains/refills/refills-service';
import type { MailLinks, Recipient, RefillMail } from './refill-mails';

/** The refill mails' addressing: who the shopper is, the one-tap links a mail carries, and sending a mail once per cycle and kind. */
export class RefillMailer {
  constructor(
    private readonly refills: RefillsService,
    private readonly identity: IdentityService,
    private readonly notifications: NotificationService,
    private readonly publicUrl: string,
  ) {}

  /** The shopper's address, name and language (their refill mails are written in it). */
  async recipient(userId: string): Promise<Recipient & { name: string }> {
    const profile = await this.identity.getProfile(userId);
    const locale = await this.notifications.localeOf(userId);
    return { email: profile.email, name: `${profile.firstName} ${profile.lastName}`.trim(), locale };
  }

  async links(plan: RefillPlan, cycle: RefillCycle | null, now: Date, purposes: (keyof MailLinks)[]): Promise<MailLinks> {
    const out: MailLinks = {};
    for (const purpose of purposes) {
      const token = await this.refills.issueLink(plan.id, cycle?.id ?? null, purpose, now);
      out[purpose] = `${this.publicUrl}/refill-link?token=${encodeURIComponent(token)}&action=${purpose}`;
    }
    return out;
  }

  /** A refill notice, once per cycle and kind: through the notification service, which logs a failure and retries it. */
  async send(plan: RefillPlan, cycle: RefillCycle, message: RefillMail) {
    const { kind, ...email } = message;
    await this.notifications.notify({ eventKey: `refill:${cycle.id}:${kind}`, userId: plan.userId, email });
  }
}
