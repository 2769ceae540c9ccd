import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/client';
import type { HeldAlert, MedicationSafetyHold, SafetyHoldSource } from '../../platform/db/schema/medication-safety';
import { conflict, notFound, withCode } from '../../platform/lib/http-errors';
import { SafetyHoldsRepository } from './safety-holds-repository';
import type { SafetyAlert } from './safety-rules';

export type { HeldAlert, MedicationSafetyHold };

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * An alert's id: the same for the same finding (kind, severity, medicines, ingredient, source)
 * whenever the checks run, so what the shopper confirmed or a pharmacist overrode is recognised again.
 */
export function alertId(alert: SafetyAlert): string {
  return sha([alert.kind, alert.severity, [...alert.medicineIds].sort(), alert.ingredient ?? null, alert.source]).slice(0, 16);
}

export function withIds(alerts: readonly SafetyAlert[]): HeldAlert[] {
  return alerts.map((alert) => ({ id: alertId(alert), ...alert }));
}

/** The hash of the ids of the alerts of these severities (order does not matter); '' when there are none. */
export function alertsHash(alerts: readonly HeldAlert[], severities: readonly HeldAlert['severity'][]): string {
  const ids = alerts
    .filter((a) => severities.includes(a.severity))
    .map((a) => a.id)
    .sort();
  return ids.length ? sha(ids).slice(0, 32) : '';
}

export type HoldRequest = {
  userId: string;
  profileId: string | null;
  source: SafetyHoldSource;
  refillPlanId: string | null;
  lines: { medicineId: string; medicineName: string; quantity: number }[];
  alerts: HeldAlert[];
  alertsHash: string;
};

export type HoldDecisionInput = {
  override: boolean;
  pharmacistId: string;
  pharmacistName: string;
  pharmacistRegistration: string | null;
  reason: string;
};

/**
 * Sales held by the clinical checks for a pharmacist (medication_safety_holds). A hold is for one
 * user, one person (profile) and one set of blocking (and, for a refill, major) alerts: asking again
 * for the same gives the same hold while it waits; an override stands for exactly those alerts
 * (a checkout's once, used by the order it lets through; a refill plan's for the plan's later charges).
 */
export class SafetyHolds {
  constructor(private readonly repository: SafetyHoldsRepository) {}

  /** The pharmacist's override standing for these alerts of this person (and plan), or null. */
  async overriding(userId: string, profileId: string | null, hash: string, refillPlanId: string | null) {
    const found = await this.repository.matching(userId, profileId, hash, refillPlanId);
    return found.find((h) => h.status === 'overridden') ?? null;
  }

  /**
   * The hold waiting for these alerts, else the pharmacist's refusal of them (standing: the same
   * medicines for the same person are not sent again), else a new hold.
   */
  async hold(request: HoldRequest): Promise<MedicationSafetyHold> {
    const found = await this.repository.matching(request.userId, request.profileId, request.alertsHash, request.refillPlanId);
    return found.find((h) => h.status === 'awaiting' || h.status === 'refused') ?? this.repository.insert(request);
  }

  awaiting(): Promise<MedicationSafetyHold[]> {
    return this.repository.awaiting();
  }

  byId(id: string): Promise<MedicationSafetyHold | null> {
    return this.repository.byId(id);
  }

  /** One of the user's own (404 for anyone else's). */
  async own(userId: string, id: string): Promise<MedicationSafetyHold> {
    const hold = await this.repository.byId(id);
    if (!hold || hold.userId !== userId) throw notFound('There is no such safety check.');
    return hold;
  }

  byUser(userId: string): Promise<MedicationSafetyHold[]> {
    return this.repository.byUser(userId);
  }

  /**
   * The pharmacist's decision, once (409 review-decided when another decided first);
   * `alsoInTransaction` writes what goes with it (the audit entry), committed together or not at all.
   */
  async decide(
    id: string,
    input: HoldDecisionInput,
    alsoInTransaction: (transaction: Database, decided: MedicationSafetyHold) => Promise<void>,
  ): Promise<MedicationSafetyHold> {
    return this.repository.transaction(async (repository, transaction) => {
      const decided = await repository.decide(id, {
        status: input.override ? 'overridden' : 'refused',
        pharmacistId: input.pharmacistId,
        pharmacistName: input.pharmacistName,
        pharmacistRegistration: input.pharmacistRegistration,
        reason: input.reason,
      });
      if (!decided) throw withCode(conflict('This safety check has already been decided by a pharmacist.'), 'review-decided');
      await alsoInTransaction(transaction, decided);
      return decided;
    });
  }

  /**
   * The order placed for this payment takes a checkout's override (inside the order's transaction):
   * false when another order took it first (two checkouts paid on one override).
   */
  markUsed(id: string, reference: string, transaction: Database): Promise<boolean> {
    return new SafetyHoldsRepository(transaction).markUsed(id, reference);
  }
}
