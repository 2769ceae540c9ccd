import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { StockService } from '../../domains/stock/stock-service';
import { refundAndRestock } from '../refund-and-restock';
import { UncollectedPickupsRepository } from './uncollected-pickups-repository';

/** A pickup order not collected this many days after it was ready (or placed) is cancelled. */
export const UNCOLLECTED_DAYS = 5;

/**
 * Click-and-collect orders nobody collected: after UNCOLLECTED_DAYS each is cancelled, refunded
 * (the cancellation's refund path, Paystack's Create Refund) and its units go back on the shelf,
 * once: the cancellation moves only a Pending or Processing order, under its lock.
 */
export class UncollectedPickups {
  private readonly repository: UncollectedPickupsRepository;

  constructor(
    db: Database,
    private readonly domains: { payments: PaymentsService; stock: StockService; orders: OrdersService; notifier: OrderNotifier },
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new UncollectedPickupsRepository(db);
  }

  async run(now: Date = new Date()): Promise<{ cancelled: number }> {
    const before = new Date(now.getTime() - UNCOLLECTED_DAYS * 24 * 60 * 60 * 1000);
    const due = await this.repository.due(before, 200);
    let cancelled = 0;
    for (const order of due) {
      try {
        if (await this.cancel(order.id, order.paymentReference)) cancelled++;
      } catch (err) {
        this.log.error({ err, orderId: order.id }, 'an uncollected pickup could not be cancelled; tried again next run');
      }
    }
    return { cancelled };
  }

  private async cancel(orderId: string, paymentReference: string): Promise<boolean> {
    const { payments, stock, orders: orderService, notifier } = this.domains;
    const note = `Not collected within ${UNCOLLECTED_DAYS} days`;
    const { result: moved } = await refundAndRestock(
      { payments, stock, notifier },
      { orderId, paymentReference, refund: { note }, restock: 'all' },
      (underLock) =>
        orderService.cancelFrom(orderId, ['Pending', 'Processing'], async (order, tx) => {
          if (order.pickedUpAt) throw new Error('collected meanwhile');
          await underLock(tx);
        }),
      undefined,
      async (cancelled, request) => {
        const order = cancelled ? await orderService.byId(orderId) : null;
        if (order) await notifier.statusChanged(order, request.kind === 'requested' ? request.amountKobo : null);
      },
    );
    return Boolean(moved);
  }
}
