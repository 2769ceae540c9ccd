import type { FastifyBaseLogger } from 'fastify';
import type { Refund } from '../db/schema/index';
import { koboToNaira } from '../lib/money';
import type { NotificationService } from '../notifications/notification-service';
import { orderPlacedMail, orderStatusMail, refundMail, reviewMail } from './order-mails';
import type { OrderJson, OrdersService } from './orders-service';

/**
 * The order's notices, through the notification service (e-mail, and SMS or WhatsApp where the
 * shopper consented): the receipt when an order is placed, one per status change, the pharmacist's
 * decision and the refund's outcome. Each event is sent once per channel; sent after the change is
 * committed, and a notice that cannot be sent is logged and never undoes the order.
 */
export class OrderNotifier {
  constructor(
    private readonly orders: OrdersService,
    private readonly notifications: NotificationService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async placed(orderId: string) {
    const order = await this.orders.byId(orderId);
    if (!order) return;
    await this.notifications.notify({
      eventKey: `order:${order.orderId}:placed`,
      userId: order.userId,
      email: orderPlacedMail(order, this.publicUrl, await this.notifications.localeOf(order.userId)),
      text: { template: 'order-placed', params: { orderNumber: order.orderNumber } },
    });
  }

  async statusChanged(order: OrderJson, refundKobo: number | null) {
    await this.notifications.notify({
      eventKey: `order:${order.orderId}:status:${order.status}`,
      userId: order.userId,
      email: orderStatusMail(
        order,
        this.publicUrl,
        refundKobo === null ? null : { amount: koboToNaira(refundKobo) },
        await this.notifications.localeOf(order.userId),
      ),
      text: { template: 'order-status', params: { orderNumber: order.orderNumber, status: order.status } },
    });
  }

  /** A pharmacist decided: the shopper reads the decision, the reason and the refund. */
  async reviewed(order: OrderJson) {
    await this.notifications.notify({
      eventKey: `order:${order.orderId}:reviewed`,
      userId: order.userId,
      email: reviewMail(order, this.publicUrl, await this.notifications.localeOf(order.userId)),
      text: { template: 'order-reviewed', params: { orderNumber: order.orderNumber } },
    });
  }

  /** Each of these refunds moved: the shopper hears of each (refundMoved); a notice that fails is logged, never thrown. */
  async refundsMoved(moved: Refund[]) {
    for (const refund of moved) {
      await this.refundMoved(refund).catch((err) => this.log.error({ err, refund: refund.id }, 'refund notice failed'));
    }
  }

  /** A refund moved at the provider: the shopper hears when it is processed or failed. */
  async refundMoved(refund: Refund) {
    if (refund.status !== 'processed' && refund.status !== 'failed') return;
    const order = await this.orders.byPaymentReference(refund.paymentReference);
    if (!order) {
      this.log.warn({ refund: refund.id }, 'refund without an order: no notice');
      return;
    }
    await this.notifications.notify({
      eventKey: `refund:${refund.id}:${refund.status}`,
      userId: order.userId,
      email: refundMail(
        order,
        this.publicUrl,
        { amount: koboToNaira(refund.amountKobo), status: refund.status },
        await this.notifications.localeOf(order.userId),
      ),
      text: {
        template: 'refund-moved',
        params: { orderNumber: order.orderNumber, outcome: refund.status },
      },
    });
  }
}
