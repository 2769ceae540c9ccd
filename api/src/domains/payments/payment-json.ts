import type { Payment, Refund } from '../../platform/db/schema/index';
import { koboToNaira } from '../../platform/lib/money';
import type { RefundJson, TransactionJson } from './payments-schemas';

/** The JSON shapes payments answer (from the route schemas): a transaction (admin list), a refund, and the verify answer. */
export type { RefundJson, TransactionJson };

export function refundJson(r: Refund): RefundJson {
  return {
    id: r.id,
    paymentReference: r.paymentReference,
    amount: koboToNaira(r.amountKobo),
    currency: r.currency,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    processedAt: r.processedAt ? r.processedAt.toISOString() : null,
  };
}

/**
 * A transaction as the payments domain knows it (TransactionJson without what the clerk view adds:
 * its status in a clerk's words, the sums refunded, the order number and the payer's name).
 */
export function transactionJson(p: Payment, latestRefund: Refund | null = null) {
  return {
    id: p.id,
    userId: p.userId,
    email: p.email,
    amount: koboToNaira(p.amountKobo),
    transactionReference: p.reference,
    status: p.status === 'success',
    paymentStatus: p.status,
    refunded: p.providerStatus === 'reversed' || latestRefund?.status === 'processed',
    refundStatus: latestRefund?.status ?? null,
    chargedAmount: p.chargedKobo === null ? null : koboToNaira(p.chargedKobo),
    fees: p.feeKobo === null ? null : koboToNaira(p.feeKobo),
    channel: p.channel,
    attention: p.attention,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    paymentType: p.paymentType,
    billingAddress: p.billingAddress,
    shippingAddress: p.shippingAddress,
  };
}

/** The answer of GET /api/payment/verify/{ref} for a payment as recorded, and its order if one was placed. */
export function verifyAnswer(payment: Payment, orderId: string | null) {
  return {
    status: true,
    message: payment.status === 'success' ? 'Payment verified.' : `Payment ${payment.status}.`,
    data: {
      reference: payment.reference,
      status: payment.status,
      paid: payment.status === 'success',
      amount: koboToNaira(payment.amountKobo),
      chargedAmount: payment.chargedKobo === null ? null : koboToNaira(payment.chargedKobo),
      fees: payment.feeKobo === null ? null : koboToNaira(payment.feeKobo),
      channel: payment.channel,
      currency: payment.currency,
      paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
      gatewayResponse: (payment.providerResponse?.gateway_response as string | undefined) ?? null,
      paymentType: payment.paymentType,
      orderId,
    },
  };
}
