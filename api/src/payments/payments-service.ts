import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CartSnapshot, Payment } from '../db/schema/index';
import { badRequest, conflict, fieldError, forbidden, HttpError, notFound } from '../lib/http-errors';
import { formatNaira, koboToNaira, nairaToKobo } from '../lib/money';
import type { AuthUser } from '../plugins/types';
import { PaystackError, type PaystackClient, type PaystackTransaction } from './paystack-client';
import type { Database } from '../db/client';
import { type Page, PaymentsRepository, type TransactionSort } from './payments-repository';

export type InitiateInput = {
  amount: number;
  email: string;
  paymentType: 'medicine';
  shippingAddress: string;
  billingAddress: string;
  userId: string;
};

export type TransactionJson = {
  id: string;
  userId: string;
  email: string;
  amount: number;
  transactionReference: string;
  status: boolean;
  paymentStatus: string;
  refunded: boolean;
  createdAt: string;
  paidAt: string | null;
  paymentType: string;
  billingAddress: string;
  shippingAddress: string;
};

export function transactionJson(p: Payment): TransactionJson {
  return {
    id: p.id,
    userId: p.userId,
    email: p.email,
    amount: koboToNaira(p.amountKobo),
    transactionReference: p.reference,
    status: p.status === 'success',
    paymentStatus: p.status,
    refunded: p.providerStatus === 'reversed',
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    paymentType: p.paymentType,
    billingAddress: p.billingAddress,
    shippingAddress: p.shippingAddress,
  };
}

const providerUnavailable = () => new HttpError(502, 'We could not reach the payment provider. Please try again shortly.');

/** How long an unpaid checkout of the same cart is offered again instead of a new one. */
const OPEN_CHECKOUT_MS = 30 * 60 * 1000;
/** Provider states in which a transaction can still be paid. */
const OPEN_PROVIDER_STATUSES = new Set(['ongoing', 'pending']);

function sameCart(a: CartSnapshot | null, b: CartSnapshot): boolean {
  if (!a || a.totalKobo !== b.totalKobo || a.lines.length !== b.lines.length) return false;
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

/**
 * Payments: the amount comes from the cart priced on the server, the reference is stored before
 * the provider hears of it, and success is recorded only when the provider's answer matches.
 */
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async initiate(input: InitiateInput) {
    const userId = input.userId;
    const snapshot = await this.repository.cartSnapshot(userId);
    if (snapshot.lines.length === 0) throw badRequest('Your cart is empty. Add medicines to your cart before paying.');
    let clientKobo: number;
    try {
      clientKobo = nairaToKobo(input.amount);
    } catch {
      throw fieldError('amount', 'amount must be in naira with at most 2 decimals (kobo).');
    }
    if (clientKobo !== snapshot.totalKobo) {
      const message = `Your cart changed since checkout began: the total is now ${formatNaira(snapshot.totalKobo)}, not ${formatNaira(clientKobo)}. Please review your cart and pay again.`;
      throw conflict(message, [{ field: 'amount', message }]);
    }

    const open = await this.openCheckoutFor(userId, input.paymentType, snapshot);
    if (open) {
      await this.repository.setAddresses(open.reference, { shippingAddress: input.shippingAddress, billingAddress: input.billingAddress });
      return {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: open.authorizationUrl!, access_code: accessCodeOf(open.authorizationUrl!), reference: open.reference },
      };
    }

    const reference = newReference();
    await this.repository.insert({
      userId,
      email: input.email,
      amountKobo: snapshot.totalKobo,
      currency: 'NGN',
      reference,
      status: 'pending',
      paymentType: input.paymentType,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
      cartSnapshot: snapshot,
    });

    let answer;
    try {
      answer = await this.paystack.initialize({
        email: input.email,
        amount: snapshot.totalKobo,
        currency: 'NGN',
        reference,
        callback_url: `${this.config.publicUrl}/payment-success?paymentType=${encodeURIComponent(input.paymentType)}`,
        metadata: { userId, paymentType: input.paymentType },
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
      throw new HttpError(502, 'Failed to initiate payment. Please try again later.');
    }
    await this.repository.setAuthorizationUrl(reference, answer.data.authorization_url);
    return {
      status: true,
      message: answer.message,
      data: { authorization_url: answer.data.authorization_url, access_code: answer.data.access_code, reference },
    };
  }

  /**
   * A checkout of this cart that is still open with the provider: a second tab (or a second click)
   * gets the same payment instead of a second one it could also pay.
   */
  private async openCheckoutFor(userId: string, paymentType: string, snapshot: CartSnapshot): Promise<Payment | null> {
    const pending = await this.repository.latestWithoutOrder(userId, 'pending');
    if (!pending || pending.paymentType !== paymentType || !pending.authorizationUrl) return null;
    if (Date.now() - pending.createdAt.getTime() > OPEN_CHECKOUT_MS) return null;
    if (!sameCart(pending.cartSnapshot, snapshot)) return null;
    try {
      const answer = await this.paystack.verify(pending.reference);
      return OPEN_PROVIDER_STATUSES.has(answer.data.status) ? pending : null;
    } catch (err) {
      this.log.warn({ err, reference: pending.reference }, 'could not check an open checkout; starting a new one');
      return null;
    }
  }

  async byReference(reference: string): Promise<Payment | null> {
    return this.repository.byReference(reference);
  }

  async latestWithoutOrder(userId: string, status: 'success' | 'pending') {
    return this.repository.latestWithoutOrder(userId, status);
  }

  /** The payment, if the caller may see it: 404 when unknown, 403 when another user's. */
  async visiblePayment(caller: AuthUser, reference: string): Promise<Payment> {
    const payment = await this.repository.byReference(reference);
    if (!payment) throw notFound('There is no payment with this reference.');
    if (caller.role !== 'admin' && payment.userId !== caller.id) throw forbidden('This payment belongs to another account.');
    return payment;
  }

  /** The answer of GET /api/payment/verify/{ref} for a payment as recorded, and its order if one was placed. */
  verifyAnswer(payment: Payment, orderId: string | null) {
    return {
      status: true,
      message: payment.status === 'success' ? 'Payment verified.' : `Payment ${payment.status}.`,
      data: {
        reference: payment.reference,
        status: payment.status,
        paid: payment.status === 'success',
        amount: koboToNaira(payment.amountKobo),
        currency: payment.currency,
        paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
        gatewayResponse: (payment.providerResponse?.gateway_response as string | undefined) ?? null,
        paymentType: payment.paymentType,
        orderId,
      },
    };
  }

  /** Inside the transaction that places its order: the payment, locked, as it stands now. */
  async lockForOrder(reference: string, transaction: Database): Promise<Payment | null> {
    return new PaymentsRepository(transaction).lockByReference(reference);
  }

  /** Asks the provider about a payment not yet known to be successful, and records the answer. */
  async confirmWithProvider(payment: Payment): Promise<Payment> {
    if (payment.status === 'success') return payment;
    let answer;
    try {
      answer = await this.paystack.verify(payment.reference);
    } catch (err) {
      if (err instanceof PaystackError && err.httpStatus !== null && err.httpStatus < 500) {
        this.log.warn({ reference: payment.reference, message: err.message }, 'provider does not know this payment');
        return payment;
      }
      this.log.error({ err, reference: payment.reference }, 'paystack verify failed');
      throw providerUnavailable();
    }
    return this.applyProviderTransaction(payment, answer.data);
  }

  /**
   * Records the provider's transaction (from verify or a signed webhook). Success counts only when
   * reference, amount and currency are what we stored.
   */
  async applyProviderTransaction(payment: Payment, data: PaystackTransaction): Promise<Payment> {
    const providerResponse = data as unknown as Record<string, unknown>;
    const providerTransactionId = data.id === undefined || data.id === null ? null : String(data.id);
    if (data.status === 'success') {
      const mismatch = data.reference !== payment.reference || data.amount !== payment.amountKobo || data.currency !== payment.currency;
      if (mismatch) {
        this.log.warn(
          {
            reference: payment.reference,
            expected: { amount: payment.amountKobo, currency: payment.currency },
            got: { reference: data.reference, amount: data.amount, currency: data.currency },
          },
          'provider answer does not match the stored payment; not recorded as paid',
        );
        return (
          (await this.repository.recordOutcome(payment.reference, {
            status: 'failed',
            providerStatus: 'mismatch',
            providerTransactionId,
            providerResponse,
            paidAt: null,
          })) ?? payment
        );
      }
      const paidAt = data.paid_at ? new Date(data.paid_at) : new Date();
      return (
        (await this.repository.recordOutcome(payment.reference, {
          status: 'success',
          providerStatus: 'success',
          providerTransactionId,
          providerResponse,
          paidAt,
        })) ?? payment
      );
    }
    if (data.status === 'failed' || data.status === 'abandoned') {
      return (
        (await this.repository.recordOutcome(payment.reference, {
          status: data.status,
          providerStatus: data.status,
          providerTransactionId,
          providerResponse,
          paidAt: null,
        })) ?? payment
      );
    }
    return payment;
  }

  /**
   * Asks the provider to refund a successful payment in full. Touches no database (the caller may
   * hold a row lock); returns what to record with recordRefund, or null when nothing is due.
   */
  async requestRefund(payment: Payment): Promise<Record<string, unknown> | null> {
    if (payment.status !== 'success' || payment.providerStatus === 'reversed') return null;
    try {
      const answer = await this.paystack.refund({ transaction: payment.reference, merchant_note: 'Order cancelled' });
      return answer.data;
    } catch (err) {
      if (err instanceof PaystackError && /fully reversed/i.test(err.message)) return { message: err.message };
      this.log.error({ err, reference: payment.reference }, 'paystack refund failed');
      throw new HttpError(
        502,
        'The refund could not be started with the payment provider, so the order was not cancelled. Please try again later.',
      );
    }
  }

  async recordRefund(reference: string, refund: Record<string, unknown>) {
    await this.repository.recordRefund(reference, refund);
  }

  async transactions(sort: TransactionSort, page: Page) {
    const { rows, total } = await this.repository.list(sort, page);
    return { items: rows.map(transactionJson), total };
  }
}
