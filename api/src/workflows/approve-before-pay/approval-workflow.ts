import type { FastifyBaseLogger } from 'fastify';
import type { AuditService } from '../../domains/audit/audit-service';
import type { CartService } from '../../domains/cart/cart-service';
import { type PharmacistHours, nextReviewAt, reviewMomentText } from '../../platform/config/pharmacist-hours';
import type { IdentityService } from '../../domains/identity/identity-service';
import { badRequest, forbidden, HttpError, notFound, withCode } from '../../platform/lib/http-errors';
import { koboToNaira } from '../../platform/lib/money';
import { pharmacistWithPcn } from '../../platform/lib/pharmacist-name';
import { composeMail } from '../../platform/mail/mailer';
import { mailTexts } from '../../platform/mail/mail-texts';
import type { NotificationService } from '../../domains/notifications/notification-service';
import type { AuthUser } from '../../platform/plugins/types';
import { type CartApprovals, covers, type PrescriptionApproval } from '../../domains/prescriptions/cart-approvals';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import type { ApprovalDecisionInput, ApprovalItemJson, ApprovalJson } from './approval-schemas';

/**
 * "Check first, pay after approval", read top to bottom. The shopper sends their prescription
 * against the cart's prescription-only lines (prescriptions checks it is theirs and usable, then
 * keeps the request); a pharmacist decides it in the review queue (never their own), the decision
 * audited with it; the shopper is mailed, with a pay link when approved. Paying a cart whose
 * prescription-only lines are exactly the approved ones places the order without a second review
 * (workflows/checkout: initiate and place-order).
 */
export class ApprovalBeforePaymentWorkflow {
  constructor(
    private readonly carts: CartService,
    private readonly prescriptions: PrescriptionsService,
    private readonly approvals: CartApprovals,
    private readonly identity: IdentityService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly settings: { publicUrl: string; hours: PharmacistHours; now?: () => Date },
    private readonly log: FastifyBaseLogger,
    /** Tells a decision on a prescription sent in the WhatsApp chat there (true when told, inside WhatsApp's 24-hour window). */
    private readonly inChat: { tell(approval: PrescriptionApproval): Promise<boolean> } | null = null,
  ) {}

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }

  private async json(approval: PrescriptionApproval, coversCart: boolean | null, cartTotal: number | null = null): Promise<ApprovalJson> {
    const from = approval.status === 'awaiting' ? this.now() : approval.requestedAt;
    return {
      approvalId: approval.id,
      status: approval.status,
      prescriptionId: approval.prescriptionId,
      lines: approval.lines.map((l) => ({ medicineId: l.medicineId, medicineName: l.medicineName, quantity: l.quantity })),
      requestedAt: approval.requestedAt.toISOString(),
      reviewFrom: nextReviewAt(this.settings.hours, from).toISOString(),
      reviewFromText: reviewMomentText(this.settings.hours, from),
      decidedAt: approval.decidedAt?.toISOString() ?? null,
      pharmacistName: approval.pharmacistName,
      pharmacistRegistration: approval.pharmacistRegistration,
      reason: approval.reason,
      coversCart,
      cartTotal,
      payLink: approval.status === 'approved' ? this.payLink(approval) : null,
      sentOnWhatsApp: approval.whatsappPhone !== null,
    };
  }

  private payLink(approval: PrescriptionApproval): string {
    return `${this.settings.publicUrl.replace(/\/$/, '')}/approved-cart?approval=${approval.id}`;
  }

  /** The shopper asks for the cart's prescription-only lines to be checked before paying. */
  async request(user: AuthUser, input: { prescriptionId: string; phone: string }): Promise<ApprovalJson> {
    const cart = await this.carts.priceForCheckout(user.id);
    if (!cart.lines.some((l) => l.requiresPrescription))
      throw badRequest('Your cart has no prescription-only medicine, so there is nothing for a pharmacist to check.');
    // The same rule as paying with it: the shopper's own prescription, written within six months.
    await this.prescriptions.forCheckout(user.id, input.prescriptionId, cart.lines);
    const approval = await this.approvals.request(user.id, input.prescriptionId, input.phone, cart.lines);
    this.log.info({ approvalId: approval.id, userId: user.id }, 'prescription sent for a check before payment');
    return this.json(approval, true);
  }

  /**
   * A prescription sent in the WhatsApp chat (prescriptions has already kept it): against the cart's
   * prescription-only lines, or none yet; the phone is the chat's, where the decision is told.
   */
  async requestFromChat(userId: string, prescriptionId: string, whatsappPhone: string): Promise<ApprovalJson> {
    // A cart that cannot be priced now (a medicine withdrawn from sale) is sent as holding none.
    const lines = await this.carts.priceForCheckout(userId).then(
      (cart) => cart.lines,
      (err: unknown) => {
        if (err instanceof HttpError) return [];
        throw err;
      },
    );
    await this.prescriptions.forCheckout(userId, prescriptionId, lines);
    const approval = await this.approvals.request(userId, prescriptionId, whatsappPhone, lines, whatsappPhone);
    this.log.info({ approvalId: approval.id, userId }, 'prescription sent in the WhatsApp chat for a check');
    return this.json(approval, true);
  }

  /** For the cart page: the cart's prescription-only medicines and the shopper's latest check (and whether it covers the cart). */
  async current(user: AuthUser): Promise<{ prescriptionItems: string[]; approval: ApprovalJson | null }> {
    const cart = await this.carts.priceForCheckout(user.id);
    const latest = await this.approvals.latest(user.id);
    return {
      prescriptionItems: cart.lines.filter((l) => l.requiresPrescription).map((l) => l.medicineName),
      approval: latest ? await this.json(latest, covers(latest, cart.lines)) : null,
    };
  }

  /** One of the shopper's own, and whether it still covers the cart as it is now. */
  async mine(user: AuthUser, id: string): Promise<ApprovalJson> {
    const approval = await this.approvals.own(user.id, id);
    const cart = await this.carts.priceForCheckout(user.id);
    return this.json(approval, covers(approval, cart.lines), koboToNaira(cart.totalKobo));
  }

  private async item(pharmacist: AuthUser, approval: PrescriptionApproval, ip: string | null): Promise<ApprovalItemJson> {
    const customer = await this.identity.getProfile(approval.userId);
    return {
      ...(await this.json(approval, null)),
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      customerPhone: approval.phone,
      // Reading the prescription is logged under the pharmacist's name.
      prescription: await this.prescriptions.forReview(pharmacist, approval.prescriptionId, ip),
    };
  }

  /** Awaiting a pharmacist, oldest first, without the pharmacist's own (another pharmacist's to check). */
  async queue(pharmacist: AuthUser, ip: string | null): Promise<ApprovalItemJson[]> {
    const items: ApprovalItemJson[] = [];
    for (const approval of await this.approvals.awaiting())
      if (approval.userId !== pharmacist.id) items.push(await this.item(pharmacist, approval, ip));
    return items;
  }

  private async theirs(pharmacist: AuthUser, id: string): Promise<PrescriptionApproval> {
    const approval = await this.approvals.byId(id);
    if (!approval) throw notFound('There is no such prescription check.');
    if (approval.userId === pharmacist.id)
      throw withCode(forbidden('This is your own prescription: another pharmacist must check it.'), 'review-own-order');
    return approval;
  }

  async one(pharmacist: AuthUser, id: string, ip: string | null): Promise<ApprovalItemJson> {
    return this.item(pharmacist, await this.theirs(pharmacist, id), ip);
  }

  /** The pharmacist approves or rejects (with a reason); audited with the decision; the shopper is mailed. */
  async decide(pharmacist: AuthUser, id: string, input: ApprovalDecisionInput): Promise<ApprovalJson> {
    const before = await this.theirs(pharmacist, id);
    const me = await this.identity.pharmacist(pharmacist.id);
    if (!me?.isPharmacist) throw forbidden('Only a pharmacist can do this.');
    const reason = input.reason?.trim() || null;
    if (!input.approved && (!reason || reason.length < 3)) {
      throw badRequest('Give the patient a reason for what you reject (at least 3 characters).', [
        { field: 'reason', message: 'A reason is required when a prescription is rejected.' },
      ]);
    }
    const pharmacistName = me.name.trim() || pharmacist.name;
    const decided = await this.approvals.decide(
      id,
      { approved: input.approved, pharmacistId: pharmacist.id, pharmacistName, pharmacistRegistration: me.registration, reason },
      (transaction) =>
        this.audit.record(
          pharmacist,
          {
            entityType: 'prescription-check',
            entityId: id,
            entityName: `Before payment: ${before.lines.map((l) => `${l.quantity} × ${l.medicineName}`).join(', ') || 'sent on WhatsApp, no medicine chosen yet'}`,
            action: input.approved ? 'review-approved' : 'review-rejected',
            changes: {
              status: { from: 'awaiting', to: input.approved ? 'approved' : 'rejected' },
              pharmacist: { from: null, to: pharmacistWithPcn(pharmacistName, me.registration) },
              ...(reason && !input.approved ? { reason: { from: null, to: reason } } : {}),
            },
          },
          transaction,
        ),
    );
    await this.tell(decided).catch((err) => this.log.error({ err, approvalId: id }, 'approval mail failed'));
    return this.json(decided, null);
  }

  /**
   * The shopper hears the decision: approved with the pay link, or rejected with the reason, by mail;
   * one sent in the WhatsApp chat is told there too, else (the 24-hour window closed) by the approved
   * template where the shopper consented to WhatsApp or SMS updates (no medicine named).
   */
  private async tell(approval: PrescriptionApproval): Promise<void> {
    const inChat = approval.whatsappPhone ? await (this.inChat?.tell(approval) ?? false) : false;
    const customer = await this.identity.getProfile(approval.userId);
    const items = approval.lines.map((l) => `- ${l.quantity} × ${l.medicineName}`).join('\n');
    const who = pharmacistWithPcn(approval.pharmacistName, approval.pharmacistRegistration);
    const approved = approval.status === 'approved';
    const locale = await this.notifications.localeOf(approval.userId);
    const t = mailTexts(locale);
    const mail = approved
      ? composeMail({
          heading: t('approval.approved.heading'),
          paragraphs: [t('approval.approved.body', { pharmacist: who, items }), t('approval.approved.pay')],
          action: { label: t('approval.approved.action'), url: this.payLink(approval) },
          locale,
        })
      : composeMail({
          heading: t('approval.rejected.heading'),
          paragraphs: [t('approval.rejected.body', { pharmacist: who, items }), t('reason', { reason: approval.reason ?? '' })],
          locale,
        });
    await this.notifications.notify({
      eventKey: `prescription-approval:${approval.id}:${approval.status}`,
      userId: approval.userId,
      email: {
        to: customer.email,
        subject: t(approved ? 'approval.approved.subject' : 'approval.rejected.subject'),
        ...mail,
        ...(approved ? { link: this.payLink(approval) } : {}),
      },
      ...(approval.whatsappPhone && !inChat ? { text: { template: 'prescription-checked' as const, params: {} } } : {}),
    });
  }
}
