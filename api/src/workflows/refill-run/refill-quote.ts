import type { CatalogueService } from '../../domains/catalogue/catalogue-service';
import type { CartSnapshot, DeliveryCharge, RefillPlan } from '../../platform/db/schema/index';
import { addressLine } from '../../domains/delivery/delivery-rules';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import { nairaToKobo } from '../../platform/lib/money';

/** A plan priced now: the medicine from the catalogue, delivery to its saved address. */
export type RefillQuote = {
  sellable: boolean;
  unitPriceKobo: number;
  itemsKobo: number;
  delivery: DeliveryCharge;
  amountKobo: number;
  unitsOnHand: number;
  requiresPrescription: boolean;
  shippingAddress: string;
};

/** The price rise (over the price the shopper last agreed to) above which a refill asks instead of charging. */
export const PRICE_RISE_LIMIT = 0.1;

export function risesTooMuch(agreedUnitKobo: number, nowUnitKobo: number): boolean {
  return nowUnitKobo > agreedUnitKobo * (1 + PRICE_RISE_LIMIT);
}

/** Prices a plan as a checkout would: the catalogue's price now, the delivery service's fee and check of the address. */
export async function quotePlan(
  catalogue: CatalogueService,
  delivery: DeliveryService,
  plan: Pick<RefillPlan, 'userId' | 'medicineId' | 'quantity' | 'addressId'>,
  recipient: string,
): Promise<RefillQuote> {
  const medicine = await catalogue.adminMedicine(plan.medicineId);
  const unitPriceKobo = nairaToKobo(medicine.price);
  const itemsKobo = unitPriceKobo * plan.quantity;
  const charge = await delivery.charge(plan.userId, { addressId: plan.addressId }, itemsKobo, recipient);
  return {
    sellable: !medicine.hidden && !medicine.categoryHidden,
    unitPriceKobo,
    itemsKobo,
    delivery: charge,
    amountKobo: itemsKobo + charge.feeKobo,
    unitsOnHand: medicine.stockQuantity,
    requiresPrescription: medicine.prescriptionRequired,
    shippingAddress: addressLine(charge.address),
  };
}

export function snapshotOf(plan: RefillPlan, quote: RefillQuote, cycleId: string): CartSnapshot {
  return {
    lines: [
      {
        medicineId: plan.medicineId,
        medicineName: plan.medicineName,
        unitPriceKobo: quote.unitPriceKobo,
        quantity: plan.quantity,
        requiresPrescription: quote.requiresPrescription,
      },
    ],
    totalKobo: quote.itemsKobo,
    delivery: quote.delivery,
    refill: { planId: plan.id, cycleId },
    // For whom: the refill's order counts among the person's recent medicines at later checks.
    ...(plan.profileId ? { safety: { profileId: plan.profileId, alerts: [], review: false } } : {}),
    ...checkedApproval(plan, quote),
  };
}

/**
 * A pharmacist approved the plan's prescription for this medicine (and the refill takes no more
 * than its units, checked before the charge): the order starts approved under that check, naming
 * that pharmacist, instead of waiting for the same prescription to be checked again.
 */
function checkedApproval(plan: RefillPlan, quote: RefillQuote): Pick<CartSnapshot, 'approval'> {
  if (!quote.requiresPrescription || !plan.prescriptionId || !plan.prescriptionCheckedAt || !plan.prescriptionCheckedByName) return {};
  return {
    approval: {
      id: plan.id,
      source: 'refill-plan',
      pharmacistId: plan.prescriptionCheckedBy,
      pharmacistName: plan.prescriptionCheckedByName,
      pharmacistRegistration: plan.prescriptionCheckedByRegistration,
      decidedAt: plan.prescriptionCheckedAt.toISOString(),
    },
  };
}

/** What stops a prescription-only refill: no prescription, an expired one, or not enough quantity left on it. */
export async function prescriptionProblem(
  prescriptions: PrescriptionsService,
  plan: RefillPlan,
  quote: RefillQuote,
  today: string,
): Promise<string | null> {
  if (!plan.prescriptionId) return `${plan.medicineName} needs a prescription.`;
  try {
    await prescriptions.forCheckout(
      plan.userId,
      plan.prescriptionId,
      [
        {
          medicineId: plan.medicineId,
          medicineName: plan.medicineName,
          unitPriceKobo: quote.unitPriceKobo,
          quantity: plan.quantity,
          requiresPrescription: true,
        },
      ],
      today,
    );
  } catch (err) {
    return (err as Error).message;
  }
  if ((plan.prescribedUnitsLeft ?? 0) < plan.quantity) return 'Your prescription has no quantity left for this refill.';
  return null;
}
