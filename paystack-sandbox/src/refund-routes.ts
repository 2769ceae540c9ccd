// Paystack's refund API: POST /refund (queued; refund.* events follow) and GET /refund/:id.
import type { FastifyInstance } from 'fastify';
import { requireKey } from './auth';
import type { Ledger } from './ledger';
import { fail, nowIso, refundData, refundQueuedData } from './shapes';
import type { SandboxRefund } from './types';

export function refundRoutes(app: FastifyInstance, ledger: Ledger) {
  const { state } = ledger;

  app.post<{ Body: Record<string, unknown> }>('/refund', { preHandler: requireKey(state) }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = String(body.transaction ?? '');
    if (!key) return fail(reply, 400, 'Transaction reference or id is required', 'invalid_params');
    const t = state.transactions.get(key) ?? [...state.transactions.values()].find((x) => String(x.id) === key);
    if (!t) return fail(reply, 404, 'Transaction not found', 'transaction_not_found');
    if (t.status === 'reversed' || (t.status === 'success' && ledger.refundable(t) === 0)) {
      return fail(reply, 400, 'Transaction has been fully reversed', 'transaction_reversed');
    }
    if (t.status !== 'success')
      return fail(reply, 400, 'Cannot refund a transaction that was not successful', 'transaction_not_successful');
    const available = ledger.refundable(t);
    const amount = body.amount === undefined ? available : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > available) {
      return fail(reply, 400, 'Refund amount cannot be more than the unrefunded transaction amount', 'invalid_amount');
    }
    const createdAt = nowIso();
    const refund: SandboxRefund = {
      id: ledger.newRefundId(),
      transactionReference: t.reference,
      amount,
      currency: t.currency,
      status: 'pending',
      merchantNote: typeof body.merchant_note === 'string' ? body.merchant_note : `Refund for transaction ${t.reference}`,
      customerNote: typeof body.customer_note === 'string' ? body.customer_note : `Refund for transaction ${t.reference}`,
      createdAt,
      updatedAt: createdAt,
      refundedAt: null,
    };
    // The answer is the refund as queued, even when it moves on at once (refundStepMs 0).
    const data = refundQueuedData(refund, t);
    ledger.queueRefund(refund, t);
    return { status: true, message: 'Refund has been queued for processing', data };
  });

  app.get<{ Params: { id: string } }>('/refund/:id', { preHandler: requireKey(state) }, async (request, reply) => {
    const refund = state.refunds.get(Number(request.params.id));
    const t = refund ? state.transactions.get(refund.transactionReference) : undefined;
    if (!refund || !t) return fail(reply, 404, 'Refund not found', 'not_found', 'Ensure that you are passing the right refund id');
    return { status: true, message: 'Refund retrieved', data: refundData(refund, t) };
  });
}
