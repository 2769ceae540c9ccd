import type { PaymentsService } from '../../domains/payments/payments-service';
import type { RefillsService } from '../../domains/refills/refills-service';
import type { StockService } from '../../domains/stock/stock-service';
import { conflict } from '../../platform/lib/http-errors';
import type { OrderPlacement } from '../checkout/place-order';
import { refillHolder } from '../../domains/refills/refill-holder';

/** A refill's pay link asked while another pay of it (another tab, another replica) is opening its page. */
export const beingOpened = () => conflict('The payment page of this refill is being opened: try again in a moment, from My refill plans.');

/**
 * Refills paid through a pay link (Paystack's checkout page, `RFP-` references): the units were
 * reserved when the page was made (refill-run `payNow`), and the cycle is recorded paid by the
 * checkout's placement the moment the payment is verified (OrderPlacement's `refillPaid`). What
 * the scheduler still does here: place and record any paid one not yet recorded, and give back the
 * units of those whose payment failed or expired unpaid.
 */
export class RefillPayLinks {
  constructor(
    private readonly refills: RefillsService,
    private readonly payments: PaymentsService,
    private readonly placement: OrderPlacement,
    private readonly stock: StockService,
  ) {}

  /**
   * Units held for pay links whose payment failed or expired unpaid (the provider's page lapsed, as
   * the verify call, the provider or the reconciliation recorded it) go back on sale. A payment
   * still pending (a transfer on its way) keeps them; a cycle being charged by card is not touched.
   */
  async releaseUnpaid(planIds: string[] | null): Promise<number> {
    let released = 0;
    const held = (await this.stock.reservations.holding('refill:')).map((holder) => holder.slice('refill:'.length));
    for (const seen of await this.refills.payLinkCyclesAmong(held, planIds)) {
      const payment = await this.payments.byReference(seen.paymentReference!);
      if (payment && payment.status !== 'failed' && payment.status !== 'abandoned') continue;
      // A new pay link made meanwhile holds the units for its own payment.
      const cycle = await this.refills.cycle(seen.id);
      if (cycle?.paymentReference !== seen.paymentReference || cycle.status === 'placed') continue;
      if (!(await this.stock.reservations.release(refillHolder(cycle.id)))) continue;
      released++;
      if (cycle.status === 'asked')
        await this.refills.changeCycleFrom(cycle.id, 'asked', {
          reason: 'The payment did not go through: pay again from My refill plans.',
        });
    }
    return released;
  }

  /**
   * Refills paid through their pay link (verified by the shopper's return, the provider's event or
   * the reconciliation): the order placed (once; placement is idempotent) and the refill recorded.
   */
  async settle(planIds: string[] | null): Promise<number> {
    let settled = 0;
    for (const cycle of await this.refills.payLinkCycles(planIds)) {
      const payment = await this.payments.byReference(cycle.paymentReference!);
      if (payment?.status !== 'success') continue;
      const plan = await this.refills.plan(cycle.planId);
      if (!plan) continue;
      const placement = await this.placement.placeFor(payment);
      const orderId = placement?.kind === 'placed' ? placement.orderId : null;
      if (!(await this.refills.settlePaid(cycle.id, orderId, payment.amountKobo))) continue;
      settled++;
      if (plan.prescribedUnitsLeft !== null)
        await this.refills.changePlanNow(plan.id, { prescribedUnitsLeft: Math.max(0, plan.prescribedUnitsLeft - plan.quantity) });
    }
    return settled;
  }
}
