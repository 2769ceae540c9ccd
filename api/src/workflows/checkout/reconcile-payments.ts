import type { FastifyBaseLogger } from 'fastify';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { OrderPlacement } from './place-order';

export type ReconcileOptions = {
  /** Paid payments younger than this are re-verified now and then (reversals made outside the shop). */
  paidWithinMs: number;
  /** ...at most once per this interval each. */
  recheckPaidEveryMs: number;
  /** At most this many provider calls of each kind per run. */
  batch: number;
};

export type ReconcileReport = {
  pendingChecked: number;
  nowPaid: number;
  ordersPlaced: number;
  nowClosed: number;
  paidChecked: number;
  reversed: number;
  refundsChecked: number;
  refundsChanged: number;
  errors: number;
};

export const DEFAULT_RECONCILE: ReconcileOptions = { paidWithinMs: 30 * 24 * 3600_000, recheckPaidEveryMs: 6 * 3600_000, batch: 50 };

/**
 * The reconciliation run (interval job and the admin button): payments stuck pending are verified
 * again (and get their order when paid), recently paid ones are checked for a reversal made
 * outside the shop, and refunds on their way are fetched (the shopper is mailed when one moved).
 * A failure with one item does not stop the rest.
 */
export class PaymentReconciler {
  constructor(
    private readonly payments: PaymentsService,
    private readonly placement: OrderPlacement,
    private readonly notifier: OrderNotifier,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(options: ReconcileOptions = DEFAULT_RECONCILE): Promise<ReconcileReport> {
    const report: ReconcileReport = {
      pendingChecked: 0,
      nowPaid: 0,
      ordersPlaced: 0,
      nowClosed: 0,
      paidChecked: 0,
      reversed: 0,
      refundsChecked: 0,
      refundsChanged: 0,
      errors: 0,
    };
    await this.pending(options, report);
    await this.paid(options, report);
    await this.refunds(options, report);
    if (report.nowPaid || report.reversed || report.refundsChanged || report.errors) this.log.info({ report }, 'payments reconciled');
    return report;
  }

  /** Pending for more than a minute: the shopper's browser did not come back, or the webhook was lost. */
  private async pending(options: ReconcileOptions, report: ReconcileReport) {
    for (const payment of await this.payments.reconciliation.stuckPending(new Date(Date.now() - 60_000), options.batch)) {
      report.pendingChecked++;
      try {
        const after = await this.payments.charges.confirm(payment);
        if (after.status === 'success') {
          report.nowPaid++;
          const placed = await this.placement.placeFor(after);
          if (placed?.kind === 'placed' && placed.created) report.ordersPlaced++;
        } else if (after.status !== 'pending') report.nowClosed++;
      } catch (err) {
        report.errors++;
        this.log.warn({ err, reference: payment.reference }, 'reconcile: pending payment not checked');
      }
    }
  }

  private async paid(options: ReconcileOptions, report: ReconcileReport) {
    const now = Date.now();
    const due = await this.payments.reconciliation.paidToRecheck(
      new Date(now - options.paidWithinMs),
      new Date(now - options.recheckPaidEveryMs),
      options.batch,
    );
    for (const payment of due) {
      report.paidChecked++;
      try {
        const after = await this.payments.reconciliation.recheckPaid(payment);
        if (after.providerStatus === 'reversed') report.reversed++;
      } catch (err) {
        report.errors++;
        this.log.warn({ err, reference: payment.reference }, 'reconcile: paid payment not checked');
      }
    }
  }

  private async refunds(options: ReconcileOptions, report: ReconcileReport) {
    for (const refund of await this.payments.refunds.openRefunds(options.batch)) {
      report.refundsChecked++;
      try {
        const moved = await this.payments.refunds.refreshRefund(refund);
        if (!moved) continue;
        report.refundsChanged++;
        await this.notifier.refundsMoved([moved]);
      } catch (err) {
        report.errors++;
        this.log.warn({ err, refund: refund.id }, 'reconcile: refund not checked');
      }
    }
  }
}
