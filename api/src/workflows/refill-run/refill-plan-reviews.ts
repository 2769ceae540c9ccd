import type { RefillPlan } from '../../platform/db/schema/index';
import type { IdentityService } from '../../domains/identity/identity-service';
import { conflict, fieldError, forbidden, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import type { PrescriptionJson, PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import { lagosDay, type RefillsService } from '../../domains/refills/refills-service';
import type { PlanJson } from './refill-workflow';

/** A plan waiting for a pharmacist: its patient and the prescription to check. */
export type PlanForReview = PlanJson & { customerName: string; prescription: PrescriptionJson | null };

/**
 * The pharmacist's check of prescription-only plans' prescriptions (pharmacists only: the routes
 * ask the database's flag, and so does the decision). The queue lists each plan waiting with its
 * patient and prescription (each read logged), never the pharmacist's own; an approval sets the
 * units the prescription allows and keeps who approved it (name and PCN number), so the orders the
 * plan's refills place start approved under that check instead of waiting for the same check again.
 * A refusal keeps its reason, and the patient is told (mail, and a text where they consented).
 */
export class RefillPlanReviews {
  constructor(
    private readonly refills: RefillsService,
    private readonly prescriptions: PrescriptionsService,
    private readonly identity: IdentityService,
    private readonly clock: () => Date,
    private readonly json: (plan: RefillPlan) => Promise<PlanJson>,
    private readonly tellRefused: (plan: RefillPlan) => Promise<void>,
  ) {}

  private today(): string {
    return lagosDay(this.clock());
  }

  async reviewPrescription(
    pharmacist: AuthUser,
    id: string,
    { approve, unitsAllowed = 0, reason = '' }: { approve: boolean; unitsAllowed?: number; reason?: string },
  ): Promise<PlanJson> {
    const plan = await this.refills.plan(id);
    if (!plan) throw fieldError('id', 'There is no such refill plan.');
    if (plan.userId === pharmacist.id) throw forbidden('Another pharmacist reviews your own refill plan.');
    const me = await this.identity.pharmacist(pharmacist.id);
    if (!me?.isPharmacist) throw forbidden('Only a pharmacist can do this.');
    if (approve && (!Number.isInteger(unitsAllowed) || unitsAllowed < plan.quantity || unitsAllowed > 999))
      throw fieldError('unitsAllowed', `Give the units the prescription allows (at least this refill's ${plan.quantity}).`);
    if (!approve && reason.trim().length < 3) throw fieldError('reason', 'Say why the prescription is refused: the patient is told.');
    // An approval needs the prescription still usable on the refills' day.
    if (approve && plan.prescriptionId)
      await this.prescriptions.forCheckout(
        plan.userId,
        plan.prescriptionId,
        [
          {
            medicineId: plan.medicineId,
            medicineName: plan.medicineName,
            unitPriceKobo: plan.agreedUnitPriceKobo,
            quantity: plan.quantity,
            requiresPrescription: true,
          },
        ],
        this.today(),
      );
    const checker = { id: pharmacist.id, name: me.name.trim() || pharmacist.name, registration: me.registration, at: this.clock() };
    if (!approve) {
      const refused = await this.refills.reviewPrescription(id, { approve: false, reason: reason.trim() }, checker);
      await this.tellRefused(refused);
      return this.json(refused);
    }
    return this.json(await this.refills.reviewPrescription(id, { approve: true, unitsAllowed }, checker));
  }

  /**
   * Plans whose prescription waits for a pharmacist, the soonest refill first, each with its
   * patient and prescription (each read logged under the pharmacist's name); never the
   * pharmacist's own (another pharmacist checks those).
   */
  async awaitingReview(pharmacist: AuthUser, ip: string | null): Promise<PlanForReview[]> {
    const plans = (await this.refills.allPlans('needs-prescription')).filter((p) => p.prescriptionId && p.userId !== pharmacist.id);
    return Promise.all(plans.map((p) => this.forReview(pharmacist, p, ip)));
  }

  /** One plan waiting for a pharmacist's check of its prescription (409 once checked; 403 for the pharmacist's own). */
  async oneForReview(pharmacist: AuthUser, id: string, ip: string | null): Promise<PlanForReview> {
    const plan = await this.refills.plan(id);
    if (!plan) throw notFound('There is no such refill plan.');
    if (plan.userId === pharmacist.id) throw forbidden('Another pharmacist reviews your own refill plan.');
    if (plan.status !== 'needs-prescription' || !plan.prescriptionId) throw conflict('This plan has no prescription waiting for review.');
    return this.forReview(pharmacist, plan, ip);
  }

  private async forReview(pharmacist: AuthUser, plan: RefillPlan, ip: string | null): Promise<PlanForReview> {
    const profile = await this.identity.getProfile(plan.userId);
    return {
      ...(await this.json(plan)),
      customerName: `${profile.firstName} ${profile.lastName}`.trim(),
      prescription: plan.prescriptionId ? await this.prescriptions.forReview(pharmacist, plan.prescriptionId, ip) : null,
    };
  }
}
