import type { FastifyBaseLogger } from 'fastify';
import type { Refund } from '../db/schema/index';
import type { Mailer, MailMessage } from '../mail/mailer';
import { koboToNaira } from '../lib/money';
import { orderPlacedMail, orderStatusMail, refundMail, reviewMail } from './order-mails';
import type { OrderJson, OrdersService } from './orders-service';

/**
 * The order's emails, through the shop's mailer (the outbox folder offline): the receipt when an
 * order is placed, one per status change, and the refund's outcome. Sent after the change is
 * committed; a mail that cannot be sent is logged and never undoes the order.
 */
export class OrderNotifier {
  constructor(
    private readonly orders: OrdersService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async send(message: MailMessage, about: Record<string, unknown>) {
    try {
      await this.mailer.send(message);
    } catch (err) {
      this.log.error({ err, ...about, subject: message.subject }, 'order email not sent');
    }
  }

  async placed(orderId: string) {
    const order = await this.orders.byId(orderId);
    if (order) await this.send(orderPlacedMail(order, this.publicUrl), { orderId });
  }

  async statusChanged(order: OrderJson, refundKobo: number | null) {
    await this.send(orderStatusMail(order, this.publicUrl, refundKobo === null ? null : { amount: koboToNaira(refundKobo) }), {
      orderId: order.orderId,
    });
  }

  /** A pharmacist decided: the shopper reads the decision, the reason and the refund. */
  async reviewed(order: OrderJson) {
    await this.send(reviewMail(order, this.publicUrl), { orderId: order.orderId });
  }

  /** A refund moved at the provider: the shopper hears when it is processed or failed. */
  async refundMoved(refund: Refund) {
    if (refund.status !== 'processed' && refund.status !== 'failed') return;
    const order = await this.orders.byPaymentReference(refund.paymentReference);
    if (order)
      await this.send(refundMail(order, this.publicUrl, { amount: koboToNaira(refund.amountKobo), status: refund.status }), {
        orderId: order.orderId,
      });
  }
}
