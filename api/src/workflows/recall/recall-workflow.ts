import type { FastifyBaseLogger } from 'fastify';
import type { NotificationService } from '../../domains/notifications/notification-service';
import type { OrdersService } from '../../domains/orders/orders-service';
import type { AuthUser } from '../../platform/plugins/types';
import type { StockService } from '../../domains/stock/stock-service';
import type { OrderChanges } from '../checkout/cancel-and-reorder';
import { recallMail } from './recall-mail';

/** Orders whose units have not left the pharmacy: a recall replaces their batch, or refunds them. */
const UNSENT = new Set(['AwaitingReview', 'Pending', 'Processing']);

/**
 * Recalling a lot (named by one of its batches), across stock, orders, payments and mail:
 * 1. the orders holding the lot, from any location, are read (which are unsent);
 * 2. the stock domain, in one transaction, takes every location's row of the lot out of sale and
 *    gives the unsent orders other batches, or marks them to be refunded (a recall submitted twice,
 *    or from another location's row of the same lot, records one);
 * 3. after the commit, orders marked refunded are cancelled through the cancellation's own refund
 *    and restock path;
 * 4. each affected shopper is mailed once (the mails are claimed in the database, so a twin
 *    submission or a retry never mails again).
 */
export class RecallWorkflow {
  constructor(
    private readonly stock: StockService,
    private readonly orders: OrdersService,
    private readonly changes: OrderChanges,
    private readonly notifications: NotificationService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async recall(actor: AuthUser, batchId: string, input: { reason: string; nafdacReference?: string }) {
    const holding = await this.orders.byIds(await this.stock.recalls.ordersHoldingLot(batchId));
    const unsent = new Set(holding.filter((o) => UNSENT.has(o.status)).map((o) => o.orderId));
    const { recallId, created } = await this.stock.recalls.recallBatch(actor, batchId, input, (orderId) => unsent.has(orderId));
    const view = await this.stock.recalls.recallView(recallId);
    if (created) {
      for (const o of view.orders.filter((r) => r.outcome === 'refunded')) {
        await this.changes
          .changeOrderStatus(actor, o.orderId, 'Canceled')
          .catch((err) => this.log.error({ err, orderId: o.orderId, recallId }, 'recalled order not refunded'));
      }
    }
    await this.mailShoppers(recallId);
    return { created, recall: await this.view(recallId) };
  }

  /** Mails each shopper whose orders of this recall are not mailed yet: one mail per shopper. */
  private async mailShoppers(recallId: string) {
    const claimed = await this.stock.recalls.claimRecallMails(recallId);
    if (claimed.length === 0) return;
    const view = await this.stock.recalls.recallView(recallId);
    const outcome = new Map(view.orders.map((o) => [o.orderId, o.outcome]));
    const orders = await this.orders.byIds(claimed);
    const byShopper = new Map<string, typeof orders>();
    for (const order of orders) byShopper.set(order.userId, [...(byShopper.get(order.userId) ?? []), order]);
    const medicineName =
      orders.flatMap((o) => o.orderItems).find((l) => l.medicineId === view.batch.medicineId)?.medicineName ?? 'A medicine';
    for (const [userId, shopperOrders] of byShopper) {
      const message = recallMail(
        {
          medicineName,
          lotNumber: view.batch.lotNumber,
          expiryDate: view.batch.expiryDate,
          reason: view.reason,
          nafdacReference: view.nafdacReference,
        },
        shopperOrders.map((order) => ({ order, outcome: outcome.get(order.orderId)! })),
        this.publicUrl,
        await this.notifications.localeOf(userId),
      );
      await this.notifications.notify({ eventKey: `recall:${recallId}:${userId}`, userId, email: message });
    }
  }

  /** The recall page: the batch, and each affected order with its outcome and current status. */
  async view(recallId: string) {
    const view = await this.stock.recalls.recallView(recallId);
    const orders = new Map((await this.orders.byIds(view.orders.map((o) => o.orderId))).map((o) => [o.orderId, o]));
    return {
      ...view,
      orders: view.orders.map((o) => ({
        ...o,
        orderNumber: orders.get(o.orderId)?.orderNumber ?? '',
        status: orders.get(o.orderId)?.status ?? 'Canceled',
        customerEmail: orders.get(o.orderId)?.customer.email ?? '',
      })),
    };
  }

  async list() {
    return Promise.all((await this.stock.recalls.recallIds()).map((id) => this.view(id)));
  }
}
