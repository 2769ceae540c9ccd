import type { CartService } from '../../domains/cart/cart-service';
import type { CatalogueService } from '../../domains/catalogue/catalogue-service';
import type { HeldAlert } from '../../domains/medication-safety/safety-holds';
import type { MedicationSafetyCheck, SafetyAnswer } from './safety-check';
import type { SafetyCheckJson } from './safety-schemas';

/** A product page's short line for a duplicate ingredient: how many other products with it the person already has. */
function summaryOf(alert: HeldAlert, medicineId: string | null, inCart: Set<string>) {
  if (alert.kind !== 'duplicate-ingredient' || !alert.ingredient) return [];
  const others = alert.medicineIds.filter((id) => id !== medicineId);
  const where = others.every((id) => inCart.has(id));
  const n = others.length;
  const what = `${n} product${n === 1 ? '' : 's'} with ${alert.ingredient}`;
  return [
    {
      en: medicineId
        ? `Contains ${alert.ingredient}: you already have ${what} ${where ? 'in your cart' : 'in your cart or among the medicines taken'}.`
        : `${n + 1} products with ${alert.ingredient} together: take care not to go over the daily maximum.`,
      pcm: medicineId
        ? `E get ${alert.ingredient}: you don already get ${what} ${where ? 'for your cart' : 'for your cart or for the medicines wey the person dey take'}.`
        : `${n + 1} products wey get ${alert.ingredient} together: make you no pass the maximum for one day.`,
    },
  ];
}

function json(answer: SafetyAnswer, alerts: HeldAlert[], medicineId: string | null, inCart: Set<string>): SafetyCheckJson {
  return {
    profileId: answer.profileId,
    healthData: answer.healthData,
    alerts: alerts.map((a) => ({
      id: a.id,
      severity: a.severity,
      kind: a.kind,
      medicineIds: a.medicineIds,
      ingredient: a.ingredient ?? null,
      message: a.message,
      source: a.source,
    })),
    blocking: alerts.some((a) => a.severity === 'block'),
    acknowledgement: answer.acknowledgement,
    summary: alerts.flatMap((a) => summaryOf(a, medicineId, inCart)),
  };
}

/**
 * What a signed-in shopper reads before paying: the checks over their cart as it is (the cart and
 * checkout pages), and over their cart with one more medicine (a product page: would it suit the
 * person they shop for?). Adding to the cart is never refused by the checks: the sale is held at
 * checkout instead, where a pharmacist can look at it.
 */
export class ShopperChecks {
  constructor(
    private readonly checks: MedicationSafetyCheck,
    private readonly carts: CartService,
    private readonly catalogue: CatalogueService,
  ) {}

  async cart(userId: string, profileId: string | undefined): Promise<SafetyCheckJson> {
    const cart = await this.carts.priceForCheckout(userId);
    const answer = await this.checks.check(userId, profileId, cart.lines);
    return json(answer, answer.alerts, null, new Set(cart.lines.map((l) => l.medicineId)));
  }

  /** The alerts adding this medicine to the cart would raise (those about it). */
  async medicine(userId: string, medicineId: string, profileId: string | undefined): Promise<SafetyCheckJson> {
    await this.catalogue.getMedicine(medicineId); // 404 for a medicine not in the shop
    const cart = await this.carts.priceForCheckout(userId);
    const lines = [
      ...cart.lines.filter((l) => l.medicineId !== medicineId).map((l) => ({ medicineId: l.medicineId, quantity: l.quantity })),
      { medicineId, quantity: 1 },
    ];
    const answer = await this.checks.check(userId, profileId, lines);
    const about = answer.alerts.filter((a) => a.medicineIds.includes(medicineId));
    return json(answer, about, medicineId, new Set(cart.lines.map((l) => l.medicineId)));
  }
}
