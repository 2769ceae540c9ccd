import { conflict, fieldError, withCode } from '../../platform/lib/http-errors';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { AuthUser } from '../../platform/plugins/types';
import type { CartApprovals } from '../../domains/prescriptions/cart-approvals';
import { usableUntil } from '../../domains/prescriptions/prescription-dates';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import type { RefillPlan } from '../../platform/db/schema/index';
import type { RefillsService } from '../../domains/refills/refills-service';

/** One of the shopper's prescriptions a plan for a prescription-only medicine may be dispensed against. */
export type PrescriptionChoice = {
  id: string;
  prescriberName: string;
  writtenOn: string;
  usableUntil: string;
  /** The most of this medicine a pharmacist approved on it at a time (an order's line, a check before paying); null: not approved for it yet. */
  approvedQuantity: number | null;
  /** The shopper's plan already dispensed against it for this medicine (its units are that plan's). */
  planId: string | null;
};

/**
 * A refill plan for a prescription-only medicine is tied to one of the shopper's own prescriptions,
 * still usable on the refills' day: first those a pharmacist approved for this medicine (on an
 * order, or checked before paying), then any other the shopper uploaded (a pharmacist checks it
 * before the first refill either way, and sets the units it allows). A refill never takes more at a
 * time than a pharmacist approved on it, and one prescription serves one live plan per medicine.
 */
export class RefillPrescriptions {
  constructor(
    private readonly prescriptions: PrescriptionsService,
    private readonly orders: OrdersService,
    private readonly approvals: CartApprovals,
    private readonly refills: RefillsService,
  ) {}

  async choices(user: AuthUser, medicineId: string, today: string): Promise<PrescriptionChoice[]> {
    const usable = (await this.prescriptions.list(user)).filter((p) => usableUntil(p.writtenOn) >= today);
    if (usable.length === 0) return [];
    const approved = new Map<string, number>();
    const approve = (prescriptionId: string | null, quantity: number) => {
      if (prescriptionId) approved.set(prescriptionId, Math.max(approved.get(prescriptionId) ?? 0, quantity));
    };
    for (const order of await this.orders.byUser(user.id)) {
      if (order.status === 'Canceled') continue;
      for (const line of order.orderItems)
        if (line.medicineId === medicineId && line.reviewDecision === 'approved') approve(order.prescriptionId, line.quantity);
    }
    for (const approval of await this.approvals.decidedOf(user.id))
      for (const line of approval.lines) if (line.medicineId === medicineId) approve(approval.prescriptionId, line.quantity);
    const plans = (await this.refills.plansOf(user.id)).filter((p) => p.medicineId === medicineId && p.prescriptionId);
    return usable
      .map((p) => ({
        id: p.id,
        prescriberName: p.prescriberName,
        writtenOn: p.writtenOn,
        usableUntil: usableUntil(p.writtenOn),
        approvedQuantity: approved.get(p.id) ?? null,
        planId: plans.find((plan) => plan.prescriptionId === p.id)?.id ?? null,
      }))
      .sort((a, b) => Number(b.approvedQuantity !== null) - Number(a.approvedQuantity !== null) || b.writtenOn.localeCompare(a.writtenOn));
  }

  /**
   * The prescription a new plan is dispensed against: given, the shopper's own, usable today, not
   * serving another live plan for this medicine, and at most the quantity a pharmacist approved on
   * it at a time. Says clearly when the shopper has none (or must upload one).
   */
  async forNewPlan(
    user: AuthUser,
    medicine: { id: string; name: string },
    prescriptionId: string | null | undefined,
    quantity: number,
    today: string,
  ): Promise<string> {
    const choices = await this.choices(user, medicine.id, today);
    if (!prescriptionId) {
      const message =
        choices.length === 0
          ? `${medicine.name} is prescription-only and you have no prescription you can still use (written within six months). Upload one in My prescriptions; a pharmacist checks it before the first refill.`
          : `${medicine.name} is prescription-only: choose the prescription your refills are dispensed against.`;
      throw withCode(conflict(message, [{ field: 'prescriptionId', message: 'A prescription is required.' }]), 'prescription-required');
    }
    const choice = choices.find((c) => c.id === prescriptionId);
    if (!choice) {
      // Someone else's, deleted or expired: the checkout's own check says which.
      const line = { medicineId: medicine.id, medicineName: medicine.name, unitPriceKobo: 0, quantity, requiresPrescription: true };
      await this.prescriptions.forCheckout(user.id, prescriptionId, [line], today);
      throw withCode(conflict('That prescription cannot be used for this medicine.'), 'prescription-invalid');
    }
    if (choice.planId)
      throw withCode(
        conflict(`Your refill plan for ${medicine.name} already uses this prescription: change that plan's quantity or dates instead.`, [
          { field: 'prescriptionId', message: 'Already used by another plan.' },
        ]),
        'prescription-in-use',
      );
    if (choice.approvedQuantity !== null && quantity > choice.approvedQuantity)
      throw fieldError('quantity', `Your prescription allows ${choice.approvedQuantity} at a time; a refill cannot take more than that.`);
    return choice.id;
  }

  /**
   * A new prescription for a plan waiting for one: the plan's shopper's own, usable today, and not
   * serving another of their live plans for this medicine (one prescription, one plan per medicine).
   */
  async forWaitingPlan(plan: RefillPlan, prescriptionId: string, today: string): Promise<void> {
    const line = {
      medicineId: plan.medicineId,
      medicineName: plan.medicineName,
      unitPriceKobo: plan.agreedUnitPriceKobo,
      quantity: plan.quantity,
      requiresPrescription: true,
    };
    await this.prescriptions.forCheckout(plan.userId, prescriptionId, [line], today);
    const others = await this.refills.plansOf(plan.userId);
    if (others.some((o) => o.id !== plan.id && o.medicineId === plan.medicineId && o.prescriptionId === prescriptionId))
      throw withCode(
        conflict(`Your other refill plan for ${plan.medicineName} already uses this prescription: attach another one.`, [
          { field: 'prescriptionId', message: 'Already used by another plan.' },
        ]),
        'prescription-in-use',
      );
  }
}
