import type { FastifyBaseLogger } from 'fastify';
import type { AuditService } from '../../domains/audit/audit-service';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { MedicationProfilesService } from '../../domains/medication-profiles/medication-profiles-service';
import { ageInYears, lagosToday } from '../../domains/medication-profiles/profile-dates';
import type { MedicationSafetyHold, SafetyHolds } from '../../domains/medication-safety/safety-holds';
import type { NotificationService } from '../../domains/notifications/notification-service';
import type { RefillsService } from '../../domains/refills/refills-service';
import { badRequest, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import { pharmacistWithPcn } from '../../platform/lib/pharmacist-name';
import { composeMail } from '../../platform/mail/mailer';
import { mailTexts } from '../../platform/mail/mail-texts';
import type { AuthUser } from '../../platform/plugins/types';
import type { HoldItemJson, HoldJson, HoldQueueItemJson } from './safety-schemas';

/** A hold as its shopper reads it: what was held, the warnings, and the pharmacist's decision. */
export function holdJson(hold: MedicationSafetyHold): HoldJson {
  return {
    id: hold.id,
    status: hold.status,
    source: hold.source,
    profileId: hold.profileId,
    refillPlanId: hold.refillPlanId,
    lines: hold.lines,
    alerts: hold.alerts.map((a) => ({
      id: a.id,
      severity: a.severity,
      kind: a.kind,
      medicineIds: a.medicineIds,
      ingredient: a.ingredient ?? null,
      message: a.message,
      source: a.source,
    })),
    createdAt: hold.createdAt.toISOString(),
    decidedAt: hold.decidedAt?.toISOString() ?? null,
    pharmacistName: hold.pharmacistName,
    pharmacistRegistration: hold.pharmacistRegistration,
    reason: hold.reason,
  };
}

/**
 * The pharmacist's side of the sales the clinical checks held, read top to bottom: the queue (never
 * the pharmacist's own); one hold with the profile of the person it is for (medication-profiles
 * writes that read to the audit log) and every alert with its source; the decision, override or
 * refuse, always with a reason, audited with it. The shopper is mailed (no medicine name in the
 * subject); a refill plan held is resumed on an override (its refill goes ahead on the next run) and
 * stays paused on a refusal.
 */
export class SafetyReview {
  constructor(
    private readonly holds: SafetyHolds,
    private readonly profiles: MedicationProfilesService,
    private readonly identity: IdentityService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly refills: RefillsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async mine(user: AuthUser): Promise<HoldJson[]> {
    return (await this.holds.byUser(user.id)).map(holdJson);
  }

  /**
   * The queue, each hold with its customer and who it is for, as the checks read them (not audited:
   * the label and relationship, and the age only under the shopper's health-data consent; the full
   * profile is read, audited, when the hold is opened).
   */
  async queue(pharmacist: AuthUser): Promise<HoldQueueItemJson[]> {
    const holds = (await this.holds.awaiting()).filter((h) => h.userId !== pharmacist.id);
    const today = lagosToday();
    return Promise.all(
      holds.map(async (hold) => {
        const customer = await this.identity.getProfile(hold.userId);
        const person = hold.profileId ? await this.profiles.forCheck(hold.userId, hold.profileId).catch(() => null) : null;
        const born = person?.row?.dateOfBirth;
        return {
          ...holdJson(hold),
          customerName: `${customer.firstName} ${customer.lastName}`.trim(),
          person: person
            ? { label: person.label, relationship: person.relationship, ageYears: born ? ageInYears(born, today) : null }
            : null,
        };
      }),
    );
  }

  private async theirs(pharmacist: AuthUser, id: string): Promise<MedicationSafetyHold> {
    const hold = await this.holds.byId(id);
    if (!hold) throw notFound('There is no such safety check.');
    if (hold.userId === pharmacist.id)
      throw withCode(forbidden('This is your own order: another pharmacist must check it.'), 'review-own-order');
    return hold;
  }

  /** One hold, with the profile of the person it is for (the read audited) and the customer. */
  async one(pharmacist: AuthUser, id: string): Promise<HoldItemJson> {
    const hold = await this.theirs(pharmacist, id);
    const customer = await this.identity.getProfile(hold.userId);
    return {
      ...holdJson(hold),
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      profile: hold.profileId ? await this.profiles.staffReadOne(pharmacist, hold.userId, hold.profileId) : null,
    };
  }

  async decide(pharmacist: AuthUser, id: string, input: { override: boolean; reason: string }): Promise<HoldJson> {
    const before = await this.theirs(pharmacist, id);
    const me = await this.identity.pharmacist(pharmacist.id);
    if (!me?.isPharmacist) throw forbidden('Only a pharmacist can do this.');
    const reason = input.reason.trim();
    if (reason.length < 3)
      throw badRequest('Give the reason for your decision (at least 3 characters).', [
        { field: 'reason', message: 'A reason is required to override or to refuse.' },
      ]);
    const pharmacistName = me.name.trim() || pharmacist.name;
    const decided = await this.holds.decide(
      id,
      { override: input.override, pharmacistId: pharmacist.id, pharmacistName, pharmacistRegistration: me.registration, reason },
      (transaction) =>
        this.audit.record(
          pharmacist,
          {
            entityType: 'medication-safety-hold',
            entityId: id,
            entityName: `Safety check: ${before.lines.map((l) => `${l.quantity} × ${l.medicineName}`).join(', ')}`,
            action: input.override ? 'safety-override' : 'safety-refuse',
            changes: {
              status: { from: 'awaiting', to: input.override ? 'overridden' : 'refused' },
              pharmacist: { from: null, to: pharmacistWithPcn(pharmacistName, me.registration) },
              reason: { from: null, to: reason },
              alerts: { from: null, to: before.alerts.map((a) => `${a.severity}: ${a.source}`) },
            },
          },
          transaction,
        ),
    );
    if (decided.refillPlanId && input.override) await this.refills.resumeAfterSafetyCheck(decided.refillPlanId);
    await this.tell(decided).catch((err) => this.log.error({ err, holdId: id }, 'safety check mail failed'));
    return holdJson(decided);
  }

  /** The shopper hears the decision: the sale may go ahead (pay again / the refill resumes), or it is refused with the reason. */
  private async tell(hold: MedicationSafetyHold): Promise<void> {
    const customer = await this.identity.getProfile(hold.userId);
    const locale = await this.notifications.localeOf(hold.userId);
    const t = mailTexts(locale);
    const outcome = hold.status === 'overridden' ? 'overridden' : 'refused';
    const what = hold.refillPlanId ? 'refill' : 'order';
    const items = hold.lines.map((l) => `- ${l.quantity} × ${l.medicineName}`).join('\n');
    const who = pharmacistWithPcn(hold.pharmacistName, hold.pharmacistRegistration);
    await this.notifications.notify({
      eventKey: `medication-safety-hold:${hold.id}:${hold.status}`,
      userId: hold.userId,
      email: {
        to: customer.email,
        subject: t(`safety.${outcome}.subject`),
        ...composeMail({
          heading: t(`safety.${outcome}.heading`),
          paragraphs: [t(`safety.${outcome}.${what}`, { pharmacist: who, items }), t('reason', { reason: hold.reason ?? '' })],
          locale,
        }),
      },
    });
  }
}
