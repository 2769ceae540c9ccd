import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/client';
import type { CartSnapshot, Payment } from '../../platform/db/schema/index';
import { conflict, forbidden, HttpError, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import { CHECKOUT_CHANNELS, type PaystackClient } from './paystack-client';
import { PaymentsRepository } from './payments-repository';
import { type ProviderAnswers, withinValidity } from './provider-answers';
import type { ProviderThrottle } from './provider-throttle';

/** A checkout the workflow has priced: the cart snapshot with its delivery, and the amount it comes to. */
export type PricedCheckout = {
  userId: string;
  email: string;
  paymentType: 'medicine';
  snapshot: CartSnapshot;
  amountKobo: number;
  shippingAddress: string;
  billingAddress: string;
  prescriptionId: string | null;
};

export type InitiateAnswer = {
  status: boolean;
  message: string;
  data: { authorization_url: string; access_code: string; reference: string };
};

/** Provider states in which a transaction can still be paid. */
const OPEN_PROVIDER_STATUSES = new Set(['abandoned', 'ongoing', 'pending', 'processing', 'queued', 'failed']);
/** A checkout whose provider page is still being made (by a parallel request) is waited for this long. */
const INITIALIZE_WAIT_MS = 20_000;
/** A throttled check waits at most this long for the answer of a check already on its way. */
const LAST_ANSWER_WAIT_MS = 3_000;

/** The same lines, prices, delivery fee and discount. */
export function sameCart(a: CartSnapshot | null, b: CartSnapshot): boolean {
  if (!a || a.totalKobo !== b.totalKobo || a.lines.length !== b.lines.length) return false;
  if ((a.delivery?.feeKobo ?? 0) !== (b.delivery?.feeKobo ?? 0)) return false;
  if ((a.discount?.code ?? null) !== (b.discount?.code ?? null) || (a.discount?.amountKobo ?? 0) !== (b.discount?.amountKobo ?? 0))
    return false;
  const key = (line: CartSnapshot['lines'][number]) => `${line.medicineId}:${line.quantity}:${line.unitPriceKobo}`;
  const left = a.lines.map(key).sort();
  return b.lines
    .map(key)
    .sort()
    .every((entry, index) => entry === left[index]);
}

/** The access code is the last segment of the provider's checkout URL. */
function accessCodeOf(authorizationUrl: string): string {
  return new URL(authorizationUrl).pathname.split('/').filter(Boolean).pop() ?? '';
}

/** A reference Paystack accepts (alphanumeric, -, ., =) and nobody can guess. */
export function newReference(): string {
  return `EPH-${Date.now().toString(36).toUpperCase()}-${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
}

const initiateFailed = () => new HttpError(502, 'Failed to initiate payment. Please try again later.');

/**
 * Charges: one payable checkout per cart (a second tab, click or replica gets the same one, held by
 * a database lock around read-then-insert), the provider's checkout page, and our own verify calls.
 */
export class PaymentCharges {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly answers: ProviderAnswers,
    private readonly throttle: ProviderThrottle,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The checkout for an already priced cart: the open one of the same cart when there is one, else a
   * new payment stored before the provider hears of it. The choice is made under a per-shopper
   * advisory lock (PostgreSQL, any replica); the provider call happens after it is released.
   */
  async open(checkout: PricedCheckout): Promise<InitiateAnswer> {
    const passed = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt++) {
      const claim = await this.repository.underCheckoutLock(
        checkout.userId,
        (locked) => this.claim(locked, checkout, passed),
        (err, attempt) => this.log.warn({ err, attempt }, 'checkout transaction aborted by a database conflict; trying it again'),
      );
      if (claim.kind === 'new') return this.initialize(checkout, claim.payment);
      const ready = await this.initialized(claim.payment);
      if (await this.stillPayable(ready)) {
        const { shippingAddress, billingAddress, snapshot, prescriptionId } = checkout;
        await this.repository.setAddresses(ready.reference, { shippingAddress, billingAddress, cartSnapshot: snapshot, prescriptionId });
        const url = ready.authorizationUrl!;
        return {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: url, access_code: accessCodeOf(url), reference: ready.reference },
        };
      }
      passed.add(ready.reference);
    }
    throw initiateFailed();
  }

  /**
   * A payment for something other than a cart (a lab booking): the caller's open one when the
   * provider says it can still be paid, else a new payment stored before the provider hears of it.
   * Verify, the webhook and reconciliation treat it like any other payment.
   */
  async openSingle(input: {
    userId: string;
    email: string;
    amountKobo: number;
    paymentType: string;
    address: string;
    /** Where the provider sends the shopper back (a path on the shop). */
    callbackPath: string;
    open: Payment | null;
  }): Promise<InitiateAnswer> {
    const { open } = input;
    if (open && open.authorizationUrl && open.amountKobo === input.amountKobo && withinValidity(open) && open.status !== 'success') {
      if (await this.stillPayable(open)) {
        return {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: open.authorizationUrl, access_code: accessCodeOf(open.authorizationUrl), reference: open.reference },
        };
      }
    }
    const payment = await this.repository.insert({
      userId: input.userId,
      email: input.email,
      amountKobo: input.amountKobo,
      currency: 'NGN',
      reference: newReference(),
      status: 'pending',
      paymentType: input.paymentType,
      shippingAddress: input.address,
      billingAddress: input.address,
      cartSnapshot: null,
      prescriptionId: null,
    });
    return this.initializePayment(payment, input.email, `${this.config.publicUrl}${input.callbackPath}`);
  }

  /** Under the lock: the open checkout of this cart, or a new pending payment. */
  private async claim(locked: PaymentsRepository, checkout: PricedCheckout, passed: Set<string>) {
    // pending: nobody has paid it yet; failed: a declined card, which the same checkout can retry.
    const candidate = await locked.latestWithoutOrder(checkout.userId, ['pending', 'failed']);
    if (candidate && !passed.has(candidate.reference) && this.reusable(candidate, checkout))
      return { kind: 'open' as const, payment: candidate };
    const payment = await locked.insert({
      userId: checkout.userId,
      email: checkout.email,
      amountKobo: checkout.amountKobo,
      currency: 'NGN',
      reference: newReference(),
      status: 'pending',
      paymentType: checkout.paymentType,
      shippingAddress: checkout.shippingAddress,
      billingAddress: checkout.billingAddress,
      cartSnapshot: checkout.snapshot,
      prescriptionId: checkout.prescriptionId,
    });
    return { kind: 'new' as const, payment };
  }

  private reusable(candidate: Payment, checkout: PricedCheckout): boolean {
    if (candidate.paymentType !== checkout.paymentType || !withinValidity(candidate)) return false;
    if (!sameCart(candidate.cartSnapshot, checkout.snapshot)) return false;
    if (candidate.authorizationUrl) return true;
    // Its provider page is being made by a parallel request right now.
    return candidate.status === 'pending' && Date.now() - candidate.createdAt.getTime() < INITIALIZE_WAIT_MS;
  }

  /** The payment once its provider page exists (made by the request that created it). */
  private async initialized(payment: Payment): Promise<Payment> {
    const until = Date.now() + INITIALIZE_WAIT_MS;
    let current: Payment | null = payment;
    while (current && !current.authorizationUrl) {
      if (current.status !== 'pending' || Date.now() > until) throw initiateFailed();
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await this.repository.byReference(payment.reference);
    }
    if (!current) throw initiateFailed();
    return current;
  }

  /**
   * Whether an open checkout can still be paid: asked of the provider (within the throttle; beyond
   * it the stored state, which says open). Paid meanwhile is recorded and answered with 409.
   */
  private async stillPayable(candidate: Payment): Promise<boolean> {
    if (!(await this.throttle.mayAsk('reuse', candidate.reference, candidate.userId))) return true;
    try {
      const answer = await this.paystack.verify(candidate.reference);
      if (OPEN_PROVIDER_STATUSES.has(answer.data.status)) return true;
      // Paid meanwhile (or otherwise settled): record what the provider says; a new checkout is not the answer.
      await this.answers.apply(candidate, answer.data);
      if (answer.data.status === 'success') throw conflict('This cart has just been paid. Your order is being placed; see your orders.');
      return false;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      this.log.warn({ err, reference: candidate.reference }, 'could not check an open checkout; starting a new one');
      return false;
    }
  }

  /** Asks the provider for the checkout page of a payment just stored. */
  private initialize(checkout: PricedCheckout, payment: Payment): Promise<InitiateAnswer> {
    return this.initializePayment(
      payment,
      checkout.email,
      `${this.config.publicUrl}/payment-success?paymentType=${encodeURIComponent(checkout.paymentType)}`,
    );
  }

  private async initializePayment(payment: Payment, email: string, callbackUrl: string): Promise<InitiateAnswer> {
    const { reference } = payment;
    let answer;
    try {
      answer = await this.paystack.initialize({
        email,
        amount: payment.amountKobo,
        currency: 'NGN',
        reference,
        callback_url: callbackUrl,
        channels: CHECKOUT_CHANNELS,
        metadata: { userId: payment.userId, paymentType: payment.paymentType },
      });
    } catch (err) {
      this.log.error({ err, reference }, 'paystack initialize failed');
      await this.repository.recordOutcome(reference, {
        status: 'failed',
        providerStatus: 'initialize_failed',
        providerTransactionId: null,
        providerResponse: { message: (err as Error).message },
        paidAt: null,
      });
      throw initiateFailed();
    }
    await this.repository.setAuthorizationUrl(reference, answer.data.authorization_url);
    return {
      status: true,
      message: answer.message,
      data: { authorization_url: answer.data.authorization_url, access_code: answer.data.access_code, reference },
    };
  }

  /** The payment's hosted Paystack page (Initialize Transaction for its own reference), made once and then answered again. */
  async payLink(payment: Payment, callbackPath: string): Promise<string> {
    if (payment.authorizationUrl) return payment.authorizationUrl;
    const answer = await this.initializePayment(payment, payment.email, `${this.config.publicUrl}${callbackPath}`);
    return answer.data.authorization_url;
  }

  /**
   * A refill's pay link (for shoppers paying by transfer or USSD, or whose bank wanted them): the
   * payment stored with the refill's snapshot, then Paystack's Initialize Transaction for its hosted
   * page. The same reference asked again answers the page already made.
   */
  async openRefillPayment(input: {
    userId: string;
    email: string;
    amountKobo: number;
    snapshot: CartSnapshot;
    shippingAddress: string;
    prescriptionId: string | null;
    reference: string;
  }): Promise<{ authorizationUrl: string; reference: string }> {
    const existing = await this.repository.byReference(input.reference);
    if (existing?.authorizationUrl) return { authorizationUrl: existing.authorizationUrl, reference: existing.reference };
    const payment =
      existing ??
      (await this.repository.insert({
        userId: input.userId,
        email: input.email,
        amountKobo: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        status: 'pending',
        paymentType: 'refill',
        shippingAddress: input.shippingAddress,
        billingAddress: input.shippingAddress,
        cartSnapshot: input.snapshot,
        prescriptionId: input.prescriptionId,
      }));
    let answer;
    try {
      answer = await this.paystack.initialize({
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: payment.reference,
        callback_url: `${this.config.publicUrl}/payment-success?paymentType=refill`,
        channels: CHECKOUT_CHANNELS,
        metadata: { userId: input.userId, paymentType: 'refill', refill: input.snapshot.refill ?? null },
      });
    } catch (err) {
      this.log.error({ err, reference: payment.reference }, 'paystack initialize failed');
      throw initiateFailed();
    }
    await this.repository.setAuthorizationUrl(payment.reference, answer.data.authorization_url);
    return { authorizationUrl: answer.data.authorization_url, reference: payment.reference };
  }

  /**
   * Asks the provider about a payment not yet known to be paid. A shopper's own asking (verify,
   * place) is throttled per payment and per shopper: beyond the limits the stored answer stands.
   */
  async confirm(payment: Payment, askedByShopper = false): Promise<Payment> {
    if (payment.status === 'success') return payment;
    if (askedByShopper && !(await this.throttle.mayAsk('verify', payment.reference, payment.userId))) return this.lastAnswer(payment);
    const answered = await this.answers.confirm(payment);
    if (!askedByShopper || answered.status === 'success') return answered;
    // The shopper is back in the shop and the provider says nobody finished paying: they cancelled there.
    const now = await this.repository.byReference(payment.reference);
    if (now?.providerStatus !== 'abandoned' || now.shopperCancelledAt) return now ?? answered;
    return (await this.repository.markShopperCancelled(payment.reference)) ?? now;
  }

  /**
   * Throttled: the provider's last answer as recorded. A check already on its way (a parallel click)
   * is waited for, briefly, so every click answers what that check found.
   */
  private async lastAnswer(seen: Payment): Promise<Payment> {
    const until = Date.now() + LAST_ANSWER_WAIT_MS;
    for (;;) {
      const current = (await this.repository.byReference(seen.reference)) ?? seen;
      const answered = current.status !== seen.status || (current.checkedAt?.getTime() ?? 0) > (seen.checkedAt?.getTime() ?? 0);
      if (answered || Date.now() >= until) return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async byReference(reference: string): Promise<Payment | null> {
    return this.repository.byReference(reference);
  }

  /** The newest successful cart payment of the user, whether or not its order is placed yet. */
  async latestPaidCart(userId: string): Promise<Payment | null> {
    return this.repository.latestPaidCart(userId);
  }

  async latestWithoutOrder(userId: string, status: 'success' | 'pending' | ('success' | 'pending' | 'failed')[]) {
    return this.repository.latestWithoutOrder(userId, status);
  }

  /** The payment, if the caller may see it: 404 when unknown, 403 when another user's. */
  async visiblePayment(caller: AuthUser, reference: string): Promise<Payment> {
    const payment = await this.repository.byReference(reference);
    if (!payment) throw notFound('There is no payment with this reference.');
    if (caller.role !== 'admin' && payment.userId !== caller.id) throw forbidden('This payment belongs to another account.');
    return payment;
  }

  /** Inside the transaction that places its order: the payment, locked, as it stands now. */
  async lockForOrder(reference: string, transaction: Database): Promise<Payment | null> {
    return new PaymentsRepository(transaction).lockByReference(reference);
  }

  /** Why an admin should look at this payment (e.g. paid for a medicine withdrawn before its order). */
  async flag(reference: string, attention: string): Promise<void> {
    await this.repository.setAttention(reference, attention);
  }
}
