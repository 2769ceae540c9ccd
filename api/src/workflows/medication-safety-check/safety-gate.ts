import { alertsHash, type HeldAlert, type SafetyHolds } from '../../domains/medication-safety/safety-holds';
import type { CartSnapshotLine, RefillPlan, SnapshotSafety } from '../../platform/db/schema/index';
import { conflict, type FieldError, withCode } from '../../platform/lib/http-errors';
import type { MedicationSafetyCheck } from './safety-check';

/** What a checkout or pay on delivery sends about the checks: for whom, and the major warnings read. */
export type SafetyChoice = { profileId?: string | null; safetyAcknowledged?: string | null };

/** Each alert as a field of a 409: its id, and its warning in English and Pidgin. */
const warnings = (alerts: HeldAlert[]): FieldError[] =>
  alerts.map((a) => ({ field: `safety.${a.id}`, message: `${a.message.en} | ${a.message.pcm}` }));

const snapshotAlerts = (alerts: HeldAlert[]) =>
  alerts.map(({ id, severity, kind, medicineIds, ingredient, message, source }) => ({
    id,
    severity,
    kind,
    medicineIds,
    ...(ingredient ? { ingredient } : {}),
    message,
    source,
  }));

/**
 * The clinical checks as every sale meets them, on the server (a client cannot skip them by
 * calling initiate, pay on delivery or a refill directly):
 * - blocking alerts (contraindicated, an allergy, an age limit): the sale is not charged and waits
 *   for a pharmacist (a hold; 409 safety-review-required) unless a pharmacist overrode exactly these
 *   alerts for this person; the override is used once, by the order it lets through;
 * - major alerts: the shopper must send `safetyAcknowledged`, the acknowledgement the check answered
 *   for exactly these warnings (409 safety-acknowledgement-required with the warnings otherwise), and
 *   the order goes to pharmacist review;
 * - moderate alerts: kept on the order as information.
 * A refill, charged with nobody at the screen, is held for blocking and major alerts alike. Pay on
 * delivery is refused (409 pod-safety-review) for an order with major alerts: it would be packed
 * and sent before the pharmacist's review.
 */
export class SafetyGate {
  constructor(
    private readonly checks: MedicationSafetyCheck,
    private readonly holds: SafetyHolds,
  ) {}

  async forSale(
    userId: string,
    choice: SafetyChoice,
    lines: readonly CartSnapshotLine[],
    source: 'checkout' | 'pay-on-delivery',
  ): Promise<SnapshotSafety> {
    const answer = await this.checks.check(userId, choice.profileId, lines);
    const blocking = answer.alerts.filter((a) => a.severity === 'block');
    let holdId: string | undefined;
    if (blocking.length) {
      const hash = alertsHash(answer.alerts, ['block']);
      const override = await this.holds.overriding(userId, answer.profileId, hash, null);
      if (!override) {
        const hold = await this.holds.hold({
          userId,
          profileId: answer.profileId,
          source,
          refillPlanId: null,
          lines: lines.map((l) => ({ medicineId: l.medicineId, medicineName: l.medicineName, quantity: l.quantity })),
          alerts: answer.alerts,
          alertsHash: hash,
        });
        if (hold.status === 'refused')
          throw withCode(
            conflict(
              `A pharmacist has refused this medicine for the person it is for: ${hold.reason ?? ''} | Pharmacist don refuse this medicine for the person wey e be for: ${hold.reason ?? ''}`,
              [{ field: 'safetyHoldId', message: hold.id }, ...warnings(blocking)],
            ),
            'safety-refused',
          );
        throw withCode(
          conflict(
            'A pharmacist must check this order before it can be sold: something in it is not safe for the person it is for. Nothing was charged; we will email you when the pharmacist has decided. | Pharmacist go first check this order before we fit sell am. Nothing comot from your money; we go email you when pharmacist don decide.',
            [{ field: 'safetyHoldId', message: hold.id }, ...warnings(blocking)],
          ),
          'safety-review-required',
        );
      }
      holdId = override.id;
    }
    const major = answer.alerts.filter((a) => a.severity === 'major');
    // An order a pharmacist must review is paid before it is packed: never on delivery.
    if (major.length && source === 'pay-on-delivery')
      throw withCode(
        conflict(
          'A pharmacist must review this order because of the warnings below, so pay on delivery is not offered for it: pay online instead. | Pharmacist go check this order because of the warnings wey dey below, so you no fit pay on delivery: pay online.',
          warnings(major),
        ),
        'pod-safety-review',
      );
    if (major.length && choice.safetyAcknowledged !== answer.acknowledgement) {
      throw withCode(
        conflict(
          'Please read these warnings and confirm you have read them before paying; a pharmacist will then check the order. | Abeg read these warnings and confirm say you don read dem before you pay; pharmacist go check the order.',
          [{ field: 'safetyAcknowledged', message: answer.acknowledgement }, ...warnings(major)],
        ),
        'safety-acknowledgement-required',
      );
    }
    return {
      profileId: answer.profileId,
      alerts: snapshotAlerts(answer.alerts),
      ...(holdId ? { holdId } : {}),
      ...(major.length ? { acknowledged: answer.acknowledgement } : {}),
      review: major.length > 0,
    };
  }

  /**
   * A refill plan's charge: clear, or held for a pharmacist (a blocking or major alert not overridden
   * for this plan). Nothing is thrown: the refill run pauses the plan and tells the shopper.
   */
  async forRefill(
    plan: RefillPlan,
  ): Promise<{ kind: 'clear'; safety: SnapshotSafety } | { kind: 'held'; holdId: string; alerts: HeldAlert[] }> {
    const line = { medicineId: plan.medicineId, medicineName: plan.medicineName, quantity: plan.quantity };
    const answer = await this.checks.check(plan.userId, plan.profileId, [line]);
    const hash = alertsHash(answer.alerts, ['block', 'major']);
    const safety = { profileId: answer.profileId, alerts: snapshotAlerts(answer.alerts), review: false };
    if (!hash || (await this.holds.overriding(plan.userId, answer.profileId, hash, plan.id))) return { kind: 'clear', safety };
    const hold = await this.holds.hold({
      userId: plan.userId,
      profileId: answer.profileId,
      source: 'refill',
      refillPlanId: plan.id,
      lines: [line],
      alerts: answer.alerts,
      alertsHash: hash,
    });
    return { kind: 'held', holdId: hold.id, alerts: answer.alerts.filter((a) => a.severity !== 'moderate') };
  }
}
