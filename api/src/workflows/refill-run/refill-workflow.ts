import type { CatalogueService } from '../../domains/catalogue/catalogue-service';
import type { RefillCycle, RefillPlan, RefillPlanStatus } from '../../platform/db/schema/index';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/lib/http-errors';
import { koboToNaira } from '../../platform/lib/money';
import type { ColdChainDelivery } from '../fulfilment/cold-chain-delivery';
import type { MedicationProfilesService } from '../../domains/medication-profiles/medication-profiles-service';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService, SavedCardJson } from '../../domains/payments/payments-service';
import { type SavedCardWithOrigin, withOrigins } from './saved-card-origins';
import type { AuthUser } from '../../platform/plugins/types';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import {
  addDays,
  checkRunDate,
  dayForDaysLeft,
  daysSupply,
  lagosDay,
  type PlanEdit,
  refillInterval,
  type RefillsService,
  unitsPerPack,
} from '../../domains/refills/refills-service';
import type { RefillPrescriptions } from './refill-prescriptions';
import { refillFailures, upcomingRefills } from './refill-admin-views';
import { quotePlan } from './refill-quote';

export type PlanInput = {
  medicineId?: string;
  orderId?: string;
  quantity: number;
  everyWeeks?: number;
  unitsPerDay?: number;
  daysLeft?: number;
  addressId: string;
  cardId?: string | null;
  autoPay?: boolean;
  prescriptionId?: string | null;
  /** For whom: one of the shopper's medication profiles. */
  profileId?: string | null;
};

export type PlanJson = {
  id: string;
  medicineId: string;
  medicineName: string;
  quantity: number;
  intervalDays: number;
  intervalSource: 'days-supply' | 'weeks';
  nextRunOn: string;
  status: RefillPlanStatus;
  addressId: string;
  autoPay: boolean;
  card: Omit<SavedCardJson, 'savedAt' | 'sourceReference'> | null;
  nextAmount: number | null;
  agreedUnitPrice: number;
  prescriptionId: string | null;
  profileId: string | null;
  prescribedUnitsLeft: number | null;
  /** The pharmacist's refusal of the last prescription (why, who, when), until another one is attached. */
  prescriptionRefusal: { at: string; reason: string; byName: string } | null;
  lastCycle: { runOn: string; status: string; reason: string | null; orderId: string | null; amount: number | null } | null;
  createdAt: string;
};

/** A plan as a saved card's line names it. */
export type PlanUsingCard = { id: string; medicineName: string; status: RefillPlanStatus; autoPay: boolean };
export type AccountCardJson = SavedCardWithOrigin & { plans: PlanUsingCard[] };
export type RemovedCardJson = { id: string; brand: string; last4: string; plans: PlanUsingCard[] };

const planUsingCard = (p: RefillPlan): PlanUsingCard => ({
  id: p.id,
  medicineName: p.medicineName,
  status: p.status,
  autoPay: p.cardAuthorizationId !== null && p.autoPayConsentAt !== null,
});

const cycleJson = (c: RefillCycle | undefined) =>
  c
    ? {
        runOn: c.runOn,
        status: c.status,
        reason: c.reason,
        orderId: c.orderId,
        amount: c.amountKobo === null ? null : koboToNaira(c.amountKobo),
      }
    : null;

/** The dose on a product ("1 tablet twice daily"): units a day, when it says so plainly. */
export function unitsPerDayOf(dosage: string): number | null {
  const m =
    /(\d+)\s*(?:tablets?|tabs?|capsules?|caps?)\s*(once|twice|two times|three times|thrice|four times)?\s*(?:a\s+)?(?:daily|a day|per day)/i.exec(
      dosage,
    );
  if (!m) return null;
  const times = { once: 1, twice: 2, 'two times': 2, 'three times': 3, thrice: 3, 'four times': 4 }[(m[2] ?? 'once').toLowerCase()] ?? 1;
  return Number(m[1]) * times;
}

/**
 * Refill plans as the shopper and the admin see them: made from a delivered order's line or a
 * product page (priced by the catalogue, delivered by the delivery service, paid by a saved card of
 * payments, a prescription checked by prescriptions), and changed by the shopper or a one-tap link.
 */
export class RefillWorkflow {
  constructor(
    private readonly refills: RefillsService,
    private readonly payments: PaymentsService,
    private readonly catalogue: CatalogueService,
    private readonly delivery: DeliveryService,
    private readonly prescriptions: PrescriptionsService,
    private readonly orders: OrdersService,
    private readonly clock: () => Date,
    private readonly rx: RefillPrescriptions,
    /** For whom: a profile named must be the shopper's own (404 otherwise). */
    private readonly profiles: MedicationProfilesService,
    /** A fridge medicine is delivered only where a pharmacy delivers the same day (409 cold-chain-not-delivered). */
    private readonly coldChain: ColdChainDelivery,
  ) {}

  /** The profile a plan is for: the shopper's own (404 otherwise); null for none. */
  private async profileFor(userId: string, profileId: string | null | undefined): Promise<string | null> {
    return profileId ? ((await this.profiles.forCheck(userId, profileId))?.id ?? null) : null;
  }

  /** The shopper's prescriptions a plan for this prescription-only medicine may use (approved for it first). */
  prescriptionChoices(caller: AuthUser, medicineId: string) {
    return this.rx.choices(caller, medicineId, this.today());
  }

  today(): string {
    return lagosDay(this.clock());
  }

  async create(caller: AuthUser, input: PlanInput): Promise<PlanJson> {
    let medicineId = input.medicineId;
    let sourceOrderId: string | null = null;
    let orderPrescriptionId: string | null = null;
    if (input.orderId) {
      const order = await this.orders.get(caller, input.orderId);
      if (order.userId !== caller.id) throw forbidden('This order belongs to another account.');
      if (order.status !== 'Delivered') throw conflict('A refill plan can be made from a delivered order.');
      const line = order.orderItems.find((l) => l.medicineId === (medicineId ?? order.orderItems[0]?.medicineId));
      if (!line?.medicineId) throw fieldError('medicineId', 'This medicine is not in that order.');
      medicineId = line.medicineId;
      sourceOrderId = order.orderId;
      orderPrescriptionId = order.prescriptionId;
    }
    if (!medicineId) throw badRequest('Give the medicine (medicineId) or the delivered order (orderId).');
    const medicine = await this.catalogue.adminMedicine(medicineId);
    if (medicine.hidden || medicine.categoryHidden) throw conflict(`${medicine.name} is no longer sold.`);
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 99) throw fieldError('quantity', 'Choose 1 to 99.');
    const perDay = input.unitsPerDay ?? unitsPerDayOf(medicine.dosage);
    const { intervalDays, intervalSource } = refillInterval(
      input.everyWeeks,
      daysSupply(input.quantity, unitsPerPack(medicine.packSize), perDay),
    );
    const today = this.today();
    const nextRunOn = input.daysLeft !== undefined ? dayForDaysLeft(input.daysLeft, today) : addDays(today, intervalDays);
    const quote = await quotePlan(
      this.catalogue,
      this.delivery,
      { userId: caller.id, medicineId, quantity: input.quantity, addressId: input.addressId },
      caller.name,
    );
    await this.coldChain.assertDeliverable([{ medicineName: medicine.name, coldChain: medicine.coldChain !== null }], quote.delivery);
    const card = await this.cardFor(caller.id, input);
    // Prescription-only: one of the shopper's usable prescriptions (the delivered order's by default), never more at a time than approved on it.
    const prescriptionId = medicine.prescriptionRequired
      ? await this.rx.forNewPlan(caller, medicine, input.prescriptionId ?? orderPrescriptionId, input.quantity, today)
      : null;
    const plan = await this.refills.create({
      userId: caller.id,
      medicineId,
      medicineName: medicine.name,
      quantity: input.quantity,
      intervalDays,
      intervalSource,
      nextRunOn,
      addressId: input.addressId,
      cardAuthorizationId: card?.id ?? null,
      autoPayConsentAt: card && input.autoPay ? this.clock() : null,
      prescriptionId,
      // Prescription-only: the pharmacist sets the units the prescription allows before the first refill.
      prescribedUnitsLeft: medicine.prescriptionRequired ? 0 : null,
      agreedUnitPriceKobo: quote.unitPriceKobo,
      sourceOrderId,
      profileId: await this.profileFor(caller.id, input.profileId),
    });
    const started = medicine.prescriptionRequired ? await this.refills.changePlanNow(plan.id, { status: 'needs-prescription' }) : plan;
    return this.json(started ?? plan, quote.amountKobo);
  }

  /** The saved card for automatic payment: the shopper's own, and only with their explicit consent. */
  private async cardFor(userId: string, input: { cardId?: string | null; autoPay?: boolean }) {
    if (!input.cardId) {
      if (input.autoPay) throw fieldError('cardId', 'Choose the card to charge automatically.');
      return null;
    }
    const card = await this.payments.savedCards.owned(userId, input.cardId);
    if (!card) throw fieldError('cardId', 'This card is not one of your saved cards.');
    return card;
  }

  async json(plan: RefillPlan, nextAmountKobo?: number | null, cycles?: RefillCycle[]): Promise<PlanJson> {
    const card = plan.cardAuthorizationId ? await this.payments.savedCards.owned(plan.userId, plan.cardAuthorizationId) : null;
    let amount = nextAmountKobo ?? null;
    if (amount === undefined || amount === null) {
      amount = await quotePlan(this.catalogue, this.delivery, plan, '').then(
        (q) => q.amountKobo,
        () => null,
      );
    }
    const last = (cycles ?? (await this.refills.cyclesOfPlans([plan.id]))).find((c) => c.planId === plan.id && c.status !== 'due');
    return {
      id: plan.id,
      medicineId: plan.medicineId,
      medicineName: plan.medicineName,
      quantity: plan.quantity,
      intervalDays: plan.intervalDays,
      intervalSource: plan.intervalSource,
      nextRunOn: plan.nextRunOn,
      status: plan.status,
      addressId: plan.addressId,
      autoPay: card !== null && plan.autoPayConsentAt !== null,
      card: card
        ? { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, bank: card.bank }
        : null,
      nextAmount: amount === null ? null : koboToNaira(amount),
      agreedUnitPrice: koboToNaira(plan.agreedUnitPriceKobo),
      prescriptionId: plan.prescriptionId,
      profileId: plan.profileId,
      prescribedUnitsLeft: plan.prescribedUnitsLeft,
      prescriptionRefusal: plan.prescriptionRefusedAt
        ? {
            at: plan.prescriptionRefusedAt.toISOString(),
            reason: plan.prescriptionRefusedReason ?? '',
            byName: plan.prescriptionRefusedByName ?? '',
          }
        : null,
      lastCycle: cycleJson(last),
      createdAt: plan.createdAt.toISOString(),
    };
  }

  async list(caller: AuthUser): Promise<PlanJson[]> {
    const plans = await this.refills.plansOf(caller.id);
    const cycles = await this.refills.cyclesOfPlans(plans.map((p) => p.id));
    return Promise.all(plans.map((p) => this.json(p, null, cycles)));
  }

  async edit(caller: AuthUser, id: string, edit: PlanEdit): Promise<PlanJson> {
    const plan = await this.refills.owned(caller, id);
    const extra: Parameters<RefillsService['edit']>[3] = {};
    if (edit.profileId !== undefined) extra.profileId = await this.profileFor(plan.userId, edit.profileId);
    if (edit.addressId !== undefined) {
      const charge = await this.delivery.charge(plan.userId, { addressId: edit.addressId }, 0, caller.name);
      const medicine = await this.catalogue.adminMedicine(plan.medicineId);
      await this.coldChain.assertDeliverable([{ medicineName: medicine.name, coldChain: medicine.coldChain !== null }], charge);
      extra.addressId = edit.addressId;
    }
    if (edit.cardId !== undefined || edit.autoPay !== undefined) {
      const card = await this.cardFor(plan.userId, {
        cardId: edit.cardId === undefined ? plan.cardAuthorizationId : edit.cardId,
        autoPay: edit.autoPay,
      });
      extra.cardAuthorizationId = card?.id ?? null;
      extra.autoPayConsentAt = card && (edit.autoPay ?? plan.autoPayConsentAt !== null) ? (plan.autoPayConsentAt ?? this.clock()) : null;
    }
    return this.json(await this.refills.edit(plan, edit, this.today(), extra));
  }

  async act(
    caller: AuthUser,
    id: string,
    action: 'skip' | 'pause' | 'resume' | 'cancel' | 'confirm-price',
    body: { daysLeft?: number } = {},
  ) {
    const plan = await this.refills.owned(caller, id);
    return this.json(await this.apply(plan, action, body));
  }

  async daysLeft(caller: AuthUser, id: string, daysLeft: number): Promise<PlanJson> {
    const plan = await this.refills.owned(caller, id);
    return this.json(await this.refills.moveTo(plan.id, dayForDaysLeft(daysLeft, this.today())));
  }

  private async apply(plan: RefillPlan, action: 'skip' | 'pause' | 'resume' | 'cancel' | 'confirm-price', _body: { daysLeft?: number }) {
    switch (action) {
      case 'skip':
        return this.refills.skip(plan.id);
      case 'pause':
        return this.refills.pause(plan.id);
      case 'resume':
        return this.refills.resume(plan.id, this.today());
      case 'cancel':
        return (await this.refills.cancel(plan.id)).plan;
      case 'confirm-price': {
        const quote = await quotePlan(this.catalogue, this.delivery, plan, '');
        return this.refills.confirmPrice(plan.id, quote.unitPriceKobo);
      }
    }
  }

  async attachPrescription(caller: AuthUser, id: string, prescriptionId: string): Promise<PlanJson> {
    const plan = await this.refills.owned(caller, id);
    await this.rx.forWaitingPlan(plan, prescriptionId, this.today());
    return this.json(await this.refills.attachPrescription(plan.id, prescriptionId));
  }

  // One-tap links from the mails.

  /** What a link is for (it stays usable): the page shows it before the shopper taps. */
  async describeLink(token: string) {
    const link = await this.refills.links.check(token, null, this.clock());
    const plan = (await this.refills.plan(link.planId))!;
    return { purpose: link.purpose, medicineName: plan.medicineName, nextRunOn: plan.nextRunOn, status: plan.status };
  }

  /**
   * Uses a link once for its purpose: skip, pause and cancel need no login; change-date needs no
   * login either but only moves the date; pay needs the shopper signed in (handled by the page).
   */
  async useLink(token: string, purpose: 'skip' | 'pause' | 'cancel' | 'change-date', body: { nextRunOn?: string; daysLeft?: number }) {
    const now = this.clock();
    if (purpose === 'change-date') {
      if (body.nextRunOn === undefined && body.daysLeft === undefined) throw fieldError('nextRunOn', 'Choose the new date.');
      const link = await this.refills.links.check(token, purpose, now);
      const day = body.nextRunOn !== undefined ? checkRunDate(body.nextRunOn, this.today()) : dayForDaysLeft(body.daysLeft!, this.today());
      await this.refills.links.use(token, purpose, now);
      const plan = await this.refills.moveTo(link.planId, day);
      return { purpose, medicineName: plan.medicineName, nextRunOn: plan.nextRunOn, status: plan.status };
    }
    const link = await this.refills.links.use(token, purpose, now);
    const plan = (await this.refills.plan(link.planId))!;
    const changed = await this.apply(plan, purpose, {});
    return { purpose, medicineName: changed.medicineName, nextRunOn: changed.nextRunOn, status: changed.status };
  }

  // Admin views.

  async adminPlans() {
    const plans = await this.refills.allPlans();
    const cycles = await this.refills.cyclesOfPlans(plans.map((p) => p.id));
    return Promise.all(plans.map(async (p) => ({ ...(await this.json(p, null, cycles)), userId: p.userId })));
  }

  /** The next 7 days' refills by medicine, for stock planning (refill-admin-views.ts). */
  upcoming() {
    return upcomingRefills(this.refills, this.catalogue, this.today());
  }

  /** What needs someone: cycles retrying, given up or asking, and plans waiting for a prescription (refill-admin-views.ts). */
  failures() {
    return refillFailures(this.refills);
  }

  async refillOrders(caller: AuthUser) {
    return this.refills.placedOrderIds(caller.id);
  }

  /** The shopper's saved cards, each saying the checkout it was saved at and the day (Lagos). */
  async savedCards(caller: AuthUser) {
    return withOrigins(await this.payments.savedCards.of(caller.id), this.orders);
  }

  /** The saved cards as the account's page lists them: where each came from and the plans (not cancelled) that use it. */
  async accountCards(caller: AuthUser): Promise<AccountCardJson[]> {
    const [cards, plans] = await Promise.all([this.savedCards(caller), this.refills.plansOf(caller.id)]);
    return cards.map((card) => ({
      ...card,
      plans: plans.filter((p) => p.cardAuthorizationId === card.id).map(planUsingCard),
    }));
  }

  /**
   * Removes one of the shopper's own cards (404 for any other, as for none): first every plan that
   * charged it goes back to a mailed pay link (no card, no consent to charge), then the card and its
   * authorization code are deleted, so no run can charge it again. Answers the plans that changed.
   */
  async removeCard(caller: AuthUser, cardId: string): Promise<RemovedCardJson> {
    const card = await this.payments.savedCards.own(caller.id, cardId);
    if (!card) throw notFound('There is no such saved card.');
    const released = await this.refills.releaseCard(caller.id, card.id);
    await this.payments.savedCards.remove(caller.id, card.id);
    return {
      id: card.id,
      brand: card.brand,
      last4: card.last4,
      plans: released.filter((p) => p.status !== 'cancelled').map(planUsingCard),
    };
  }
}
