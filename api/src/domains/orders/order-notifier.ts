import type { FastifyBaseLogger } from 'fastify';
import type { Refund } from '../../platform/db/schema/index';
import { koboToNaira } from '../../platform/lib/money';
import type { NotificationService } from '../notifications/notification-service';
import { orderPlacedMail, orderStatusMail, pickupPlace, refundMail, reviewMail } from './order-mails';
import { pickupReadyMail } from './pickup-mails';
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
    /** A pickup order's PIN (src/domains/orders/pickup.ts), for the receipt and the ready-for-pickup mail. */
    private readonly pinOf: ((orderId: string) => string) | null = null,
  ) {}

  private pinFor(order: OrderJson): string | undefined {
    return order.fulfilment?.kind === 'pickup' && this.pinOf ? this.pinOf(order.orderId) : undefined;
  }

  async placed(orderId: string) {
    const order = await this.orders.byId(orderId);
    if (!order) return;
    await this.notifications.notify({
      eventKey: `order:${order.orderId}:placed`,
      userId: order.userId,
      email: orderPlacedMail(order, this.publicUrl, await this.notifications.localeOf(order.userId), this.pinFor(order)),
      text: { template: 'order-placed', params: { orderNumber: order.orderNumber } },
    });
  }

  async statusChanged(order: OrderJson, refundKobo: number | null) {
    // A click-and-collect order handed over is "collected", not "delivered".
    const collected = order.status === 'Delivered' && pickupPlace(order) !== null;
    await this.notifications.notify({
      eventKey: `order:${order.orderId}:status:${order.status}`,
      userId: order.userId,
      email: orderStatusMail(
        order,
        this.publicUrl,
        refundKobo === null ? null : { amount: koboToNaira(refundKobo) },
        await this.notifications.localeOf(order.userId),
      ),
      text: { template: 'order-status', params: { orderNumber: order.orderNumber, status: collected ? 'Collected' : order.status } },
    });
  }

  /**
   * The pharmacy marked a click-and-collect order ready: the shopper hears where and when to
   * collect it (the pharmacy's address and hours) and to bring the PIN, by e-mail (with the PIN)
   * and by SMS or WhatsApp where they consented (the PIN never on a lock screen). Once per order.
   */
  async pickupReady(orderId: string) {
    const order = await this.orders.byId(orderId);
    const place = order ? pickupPlace(order) : null;
    if (!order || !place) return;
    const locale = await this.notifications.localeOf(order.userId);
    await this.notifications.notify({
      eventKey: `order:${order.orderId}:pickup-ready`,
      userId: order.userId,
      email: pickupReadyMail(order, this.publicUrl, locale, this.pinFor(order)),
      text: {
        template: 'pickup-ready',
        params: { orderNumber: order.orderNumber, pharmacy: plainText(place.name), hours: plainText(place.openingHours) },
      },
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

/**
 * A pharmacy's words as a text carries them: dashes and quotes in the SMS alphabet, whole hours
 * without ":00" ("Mon-Sat 8-21"), so the text stays one GSM-7 segment.
 */
const plainText = (words: string) =>
  words
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/(\d{1,2}):00\b/g, '$1');
