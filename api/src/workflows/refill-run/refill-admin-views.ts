import type { CatalogueService } from '../../domains/catalogue/catalogue-service';
import type { RefillPlan } from '../../platform/db/schema/index';
import { addDays, type RefillsService } from '../../domains/refills/refills-service';

// The admin's views of the refills beyond the list of plans: what the coming week asks of the shelf, and what needs someone.

/** The next 7 days' refills by medicine, for stock planning. */
export async function upcomingRefills(refills: RefillsService, catalogue: CatalogueService, today: string) {
  const until = addDays(today, 7);
  const plans = (await refills.allPlans('active')).filter((p) => p.nextRunOn <= until);
  const byMedicine = new Map<string, { medicineId: string; medicineName: string; plans: number; units: number; firstOn: string }>();
  for (const p of plans) {
    const row = byMedicine.get(p.medicineId) ?? {
      medicineId: p.medicineId,
      medicineName: p.medicineName,
      plans: 0,
      units: 0,
      firstOn: p.nextRunOn,
    };
    row.plans++;
    row.units += p.quantity;
    if (p.nextRunOn < row.firstOn) row.firstOn = p.nextRunOn;
    byMedicine.set(p.medicineId, row);
  }
  const items = await Promise.all(
    [...byMedicine.values()].map(async (row) => {
      const unitsOnHand = await catalogue.adminMedicine(row.medicineId).then(
        (m) => m.stockQuantity,
        () => 0,
      );
      return { ...row, unitsOnHand, short: Math.max(0, row.units - unitsOnHand) };
    }),
  );
  // What cannot be served from the shelf first, then the most units.
  return { from: today, to: until, items: items.sort((a, b) => b.short - a.short || b.units - a.units) };
}

/**
 * What needs someone: cycles retrying, given up or asking the shopper, and every plan waiting for
 * a prescription (for a pharmacist to check it, or for the shopper to upload one), even before its day.
 */
export async function refillFailures(refills: RefillsService) {
  const cycles = await refills.cyclesWithStatus(['retrying', 'failed', 'asked']);
  const plans = new Map<string, RefillPlan>();
  for (const c of cycles) if (!plans.has(c.planId)) plans.set(c.planId, (await refills.plan(c.planId))!);
  const waitsFor = (p: RefillPlan | undefined): 'pharmacist' | 'shopper' | null =>
    p?.status !== 'needs-prescription' ? null : p.prescriptionId ? 'pharmacist' : 'shopper';
  // A pharmacist's refusal says why the plan waits for the shopper (the admin reads it under "Why").
  const refused = (p: RefillPlan | undefined) =>
    p?.prescriptionRefusedAt && !p.prescriptionId
      ? `Prescription refused by ${p.prescriptionRefusedByName || 'a pharmacist'}: ${p.prescriptionRefusedReason ?? ''}`
      : null;
  const rows = cycles.map((c) => ({
    cycleId: c.id as string | null,
    planId: c.planId,
    userId: plans.get(c.planId)?.userId ?? null,
    medicineName: plans.get(c.planId)?.medicineName ?? '',
    runOn: c.runOn,
    status: c.status as string,
    attempts: c.attempts,
    reason: (c.status === 'asked' && refused(plans.get(c.planId))) || c.reason,
    nextAttemptAt: c.nextAttemptAt?.toISOString() ?? null,
    waitsFor: c.status === 'asked' ? waitsFor(plans.get(c.planId)) : null,
  }));
  for (const p of await refills.allPlans('needs-prescription')) {
    if (rows.some((r) => r.planId === p.id && r.waitsFor)) continue;
    const forPharmacist = waitsFor(p) === 'pharmacist';
    rows.push({
      cycleId: null,
      planId: p.id,
      userId: p.userId,
      medicineName: p.medicineName,
      runOn: p.nextRunOn,
      status: 'needs-prescription',
      attempts: 0,
      reason:
        refused(p) ??
        (forPharmacist ? 'Waiting for a pharmacist to check the prescription.' : 'Waiting for the shopper to upload a prescription.'),
      nextAttemptAt: null,
      waitsFor: waitsFor(p),
    });
  }
  return rows;
}
