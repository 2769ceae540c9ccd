import type { MedicationProfilesService } from '../../domains/medication-profiles/medication-profiles-service';
import { lagosToday } from '../../domains/medication-profiles/profile-dates';
import type { MedicationSafetyService } from '../../domains/medication-safety/medication-safety-service';
import { alertsHash, type HeldAlert, withIds } from '../../domains/medication-safety/safety-holds';
import { checkMedicationSafety, type SafetyPerson } from '../../domains/medication-safety/safety-rules';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { MedicationProfile } from '../../platform/db/schema/index';

/** What the shopper bought in the last RECENT_DAYS days counts with their regular medicines. */
export const RECENT_DAYS = 30;

export type CheckLine = { medicineId: string; quantity: number };

export type SafetyAnswer = {
  /** The medication profile the sale is for (null: the shopper has none yet). */
  profileId: string | null;
  /** Whether the profile's health data (age, pregnancy, allergies, regular medicines) was read: only with the health-data consent. */
  healthData: boolean;
  alerts: HeldAlert[];
  /** A blocking alert: the sale waits for a pharmacist. */
  blocking: boolean;
  /** What the shopper sends as `safetyAcknowledged` after reading the major warnings ('' when there are none). */
  acknowledgement: string;
};

const personOf = (row: MedicationProfile): SafetyPerson => ({
  dateOfBirth: row.dateOfBirth,
  pregnant: row.pregnant,
  breastfeeding: row.breastfeeding,
  allergies: { ingredients: row.allergies.ingredients, classes: row.allergies.classes },
});

/**
 * The clinical checks for one sale, read top to bottom: medication-profiles names the person it is
 * for ("for whom": the profile given, only the shopper's own, else their own "myself" profile) and,
 * with the shopper's health-data consent, their age, pregnancy, allergies and regular medicines;
 * orders and payments add the medicines bought for that person in the last RECENT_DAYS days (not
 * cancelled); medication-safety hands over the current rules and ingredient tables; the pure
 * checkMedicationSafety runs. Without a profile or consent, duplicate ingredients and interactions
 * across the lines and recent orders are still checked.
 */
export class MedicationSafetyCheck {
  constructor(
    private readonly safety: MedicationSafetyService,
    private readonly profiles: MedicationProfilesService,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async check(userId: string, profileId: string | null | undefined, lines: readonly CheckLine[]): Promise<SafetyAnswer> {
    const person = await this.profiles.forCheck(userId, profileId);
    const regular = (person?.row?.medicines ?? []).flatMap((m) => (m.medicineId ? [m.medicineId] : []));
    const recent = await this.recentlyBought(userId, person?.id ?? null, !person || person.relationship === 'self');
    const taken = [...new Set([...regular, ...recent])];
    const tables = await this.safety.checkTables([...new Set([...lines.map((l) => l.medicineId), ...taken])]);
    const found = checkMedicationSafety(
      {
        lines,
        person: person?.row ? personOf(person.row) : null,
        regularMedicineIds: taken,
        today: lagosToday(this.now()),
      },
      tables.rules,
      tables.ingredients,
    );
    const alerts = withIds(found);
    return {
      profileId: person?.id ?? null,
      healthData: Boolean(person?.row),
      alerts,
      blocking: alerts.some((a) => a.severity === 'block'),
      acknowledgement: alertsHash(alerts, ['major']),
    };
  }

  /**
   * The medicines of the shopper's orders placed in the last RECENT_DAYS days for this person, not
   * cancelled: an order's person is the profile its checkout named; an order that named none counts
   * for the shopper themself (`forSelf`).
   */
  private async recentlyBought(userId: string, profileId: string | null, forSelf: boolean): Promise<string[]> {
    const since = new Date(this.now().getTime() - RECENT_DAYS * 24 * 3600 * 1000);
    const lines = await this.orders.medicinesBoughtSince(userId, since);
    const namedFor = await this.payments.safetyProfilesOf([...new Set(lines.map((l) => l.paymentReference))]);
    return lines.flatMap((line) => {
      const named = namedFor.get(line.paymentReference) ?? null;
      return (named ? named === profileId : forSelf) ? [line.medicineId] : [];
    });
  }
}
