import type { FastifyBaseLogger } from 'fastify';
import type { CardAuthorization, CartSnapshot, Payment } from '../../platform/db/schema/index';
import { newReference } from './charges';
import { PaystackError, type PaystackClient } from './paystack-client';
import type { PaymentsRepository } from './payments-repository';
import type { ProviderAnswers } from './provider-answers';

/** A saved card as the shopper sees it: never the authorization code. */
export type SavedCardJson = {
  id: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string;
  /** When the shopper asked to save it (ISO), on the checkout `sourceReference`. */
  savedAt: string;
  sourceReference: string;
};

export const savedCardJson = (c: CardAuthorization): SavedCardJson => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  bank: c.bank,
  savedAt: (c.consentedAt ?? c.createdAt).toISOString(),
  sourceReference: c.sourceReference,
});

/** Paystack's answers that need the customer again: nothing was charged. */
export const NEEDS_CUSTOMER = ['send_otp', 'send_pin', 'send_birthday', 'send_phone', 'open_url', 'pay_offline'] as const;

/**
 * How charging a saved card ended. paid: our own verify call confirmed it. declined: the bank said
 * no (e.g. "Insufficient Funds"). needs-customer: the bank wants the shopper (OTP, PIN, pay offline).
 * unknown: the provider could not be reached or answered oddly; the reference is verified later.
 */
export type SavedCardCharge =
  | { kind: 'paid'; payment: Payment }
  | { kind: 'declined'; payment: Payment; reason: string }
  | { kind: 'needs-customer'; payment: Payment; step: string; reason: string }
  | { kind: 'unknown'; payment: Payment; reason: string };

export type SavedCardChargeInput = {
  userId: string;
  cardId: string;
  amountKobo: number;
  snapshot: CartSnapshot;
  shippingAddress: string;
  prescriptionId: string | null;
  reference?: string;
};

/**
 * Reusable card authorizations (kept by provider-answers.ts from our own verify answers) and
 * Paystack's Charge Authorization: the payment is stored before the provider hears of it, and it
 * counts as paid only when our own verify call says so, as every payment does.
 */
export class SavedCards {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly answers: ProviderAnswers,
    private readonly log: FastifyBaseLogger,
  ) {}

  async of(userId: string): Promise<SavedCardJson[]> {
    return (await this.repository.cardAuthorizationsOf(userId)).map(savedCardJson);
  }

  /** The card, if it is this shopper's, reusable, and saved by them on their own checkout. */
  async owned(userId: string, cardId: string): Promise<CardAuthorization | null> {
    const card = await this.repository.cardAuthorization(cardId);
    return card && card.userId === userId && card.reusable && card.consentedAt ? card : null;
  }

  /** The card row, if it is this shopper's (listed or not): what they may remove. */
  async own(userId: string, cardId: string): Promise<CardAuthorization | null> {
    const card = await this.repository.cardAuthorization(cardId);
    return card && card.userId === userId ? card : null;
  }

  /**
   * Forgets the shopper's card: the row and its authorization code are deleted, so nothing here can
   * charge it again (a charge already under way finds no card and is declined), and Paystack is told
   * to deactivate the authorization, as its documentation asks when a card must be forgotten. The
   * shopper's removal does not wait on the provider: a deactivation that fails is logged for the
   * pharmacy to finish on the dashboard. Null when not theirs.
   */
  async remove(userId: string, cardId: string): Promise<CardAuthorization | null> {
    const removed = await this.repository.deleteCardAuthorization(userId, cardId);
    if (!removed) return null;
    try {
      await this.paystack.deactivateAuthorization(removed.authorizationCode);
    } catch (err) {
      this.log.error(
        { err, userId, cardId: removed.id, last4: removed.last4 },
        'a removed card could not be deactivated at Paystack: deactivate it on the dashboard',
      );
    }
    return removed;
  }

  async charge(input: SavedCardChargeInput): Promise<SavedCardCharge> {
    const card = await this.owned(input.userId, input.cardId);
    const reference = input.reference ?? newReference();
    const payment =
      (await this.repository.byReference(reference)) ??
      (await this.repository.insert({
        userId: input.userId,
        email: card?.email ?? '',
        amountKobo: input.amountKobo,
        currency: 'NGN',
        reference,
        status: 'pending',
        paymentType: 'refill',
        shippingAddress: input.shippingAddress,
        billingAddress: input.shippingAddress,
        cartSnapshot: input.snapshot,
        prescriptionId: input.prescriptionId,
        channel: 'card',
      }));
    if (payment.status === 'success') return { kind: 'paid', payment };
    if (!card) return this.settle(payment, 'declined', 'The saved card is no longer available.');
    let answer;
    try {
      answer = await this.paystack.chargeAuthorization({
        email: card.email,
        amount: input.amountKobo,
        authorization_code: card.authorizationCode,
        reference,
        currency: 'NGN',
        metadata: JSON.stringify({ userId: input.userId, refill: input.snapshot.refill ?? null }),
      });
    } catch (err) {
      // A 4xx is a refusal (nothing charged); otherwise the charge may have been made: verify decides.
      if (
        err instanceof PaystackError &&
        err.httpStatus !== null &&
        err.httpStatus >= 400 &&
        err.httpStatus < 500 &&
        err.httpStatus !== 429
      )
        return this.settle(payment, 'declined', err.message);
      this.log.warn({ err, reference }, 'charge_authorization did not answer; the reference will be verified');
      return this.verified(payment, 'The payment provider did not answer.');
    }
    const data = answer.data;
    const reason = data.gateway_response || data.status;
    if (data.status === 'success') return this.verified(payment, reason);
    if ((NEEDS_CUSTOMER as readonly string[]).includes(data.status)) {
      const settled = await this.settle(payment, 'declined', reason, data.status);
      return { kind: 'needs-customer', payment: settled.payment, step: data.status, reason };
    }
    return this.settle(payment, 'declined', reason, data.status);
  }

  /** Our own verify call decides whether it was paid. */
  private async verified(payment: Payment, reason: string): Promise<SavedCardCharge> {
    try {
      const confirmed = await this.answers.confirm(payment);
      if (confirmed.status === 'success') return { kind: 'paid', payment: confirmed };
      if (confirmed.status === 'failed') return { kind: 'declined', payment: confirmed, reason };
      return { kind: 'unknown', payment: confirmed, reason };
    } catch {
      return { kind: 'unknown', payment, reason };
    }
  }

  private async settle(
    payment: Payment,
    _kind: 'declined',
    reason: string,
    providerStatus = 'declined',
  ): Promise<SavedCardCharge & { kind: 'declined' }> {
    const recorded =
      (await this.repository.recordOutcome(payment.reference, {
        status: 'failed',
        providerStatus,
        providerTransactionId: null,
        providerResponse: { message: reason },
        paidAt: null,
        channel: 'card',
      })) ?? payment;
    return { kind: 'declined', payment: recorded, reason };
  }
}
