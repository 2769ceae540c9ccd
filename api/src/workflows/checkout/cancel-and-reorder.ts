import type { CartJson, CartService } from '../../domains/cart/cart-service';
import type { OrderStatus } from '../../platform/db/schema/index';
import { forbidden, HttpError } from '../../platform/lib/http-errors';
import type { OrderJson, OrdersService, RiderInput } from '../../domains/orders/orders-service';
import type { PaymentsService } from '../../domains/payments/payments-service';
import type { OrderNotifier } from '../../domains/orders/order-notifier';
import type { AuthUser } from '../../platform/plugins/types';
import type { StockService } from '../../domains/stock/stock-service';
import { cancelPayOnDelivery } from '../../domains/fulfilment/pay-on-delivery-repository';
import { refundAndRestock } from '../refund-and-restock';
import type { CheckoutDiscounts } from './apply-discount';

/**
 * What happens to an order after it is placed and touches money or the cart: cancelling a paid
 * order refunds it while the order row is locked (and gives its units back), and a reorder puts
 * its lines back in the cart. The way from a cart to an order is the checkout workflow
 * (workflows/checkout/).
 */
export class OrderChanges {
  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly carts: CartService,
    /** Units on hand: given back when an order is cancelled. */
    private readonly stock: StockService,
    private readonly notifier: OrderNotifier,
    private readonly discounts: CheckoutDiscounts,
  ) {}

  /** POST /api/Order/{id}/reorder: the order's lines still sold go back in the owner's cart, at today's prices. */
  async reorder(caller: AuthUser, orderId: string) {
    const order = await this.orders.get(caller, orderId);
    if (order.userId !== caller.id) throw forbidden('Only the customer who placed this order can reorder it.');
    const added: { medicineId: string; medicineName: string; quantity: number }[] = [];
    const unavailable: { medicineName: string; quantity: number; reason: string }[] = [];
    for (const line of order.orderItems) {
      if (!line.medicineId) {
        unavailable.push({ medicineName: line.medicineName, quantity: line.quantity, reason: 'No longer sold.' });
        continue;
      }
      try {
        await this.carts.add(order.userId, line.medicineId, line.quantity);
        added.push({ medicineId: line.medicineId, medicineName: line.medicineName, quantity: line.quantity });
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
        unavailable.push({ medicineName: line.medicineName, quantity: line.quantity, reason: err.message });
      }
    }
    const message =
      added.length === 0
        ? `None of the medicines of order ${order.orderNumber} could be added to your cart.`
        : `${added.length} of ${order.orderItems.length} medicine(s) of order ${order.orderNumber} added to your cart at today's prices.`;
    const cart: CartJson = await this.carts.cart(order.userId, message);
    return { message, added, unavailable, cart };
  }

  /** PUT /api/Order/{id}/status; a cancelled paid order is refunded before the cancellation is saved. */
  async changeOrderStatus(caller: AuthUser, orderId: string, to: OrderStatus, rider?: RiderInput): Promise<OrderJson> {
    if (to !== 'Canceled' || rider) {
      // A rider goes only with Shipped: the orders service answers 400 before a cancellation could refund.
      const changed = await this.orders.changeStatus(caller, orderId, to, undefined, rider);
      await this.notifier.statusChanged(changed, null);
      return changed;
    }
    // A paid order's money goes back and the units it took return to the shelf, under the order's lock;
    // a pay-on-delivery order not yet paid has its rider's link closed there too.
    const { paymentReference } = await this.orders.get(caller, orderId);
    const { result: changed } = await refundAndRestock(
      { payments: this.payments, stock: this.stock, notifier: this.notifier },
      { orderId, paymentReference, refund: {}, restock: 'all' },
      (underLock) => this.orders.changeStatus(caller, orderId, to, (_order, transaction) => underLock(transaction)),
      async (transaction) => void (await cancelPayOnDelivery(orderId, transaction)),
      // Told before a refund that already moved is (refundAndRestock): "cancelled", then "refund sent".
      async (cancelled, request, payment) => {
        // Cancelled before it was paid: a discount code it held is given back.
        if (payment && payment.status !== 'success') await this.discounts.release(payment.reference);
        const refundKobo =
          request.kind === 'requested'
            ? request.amountKobo
            : request.kind === 'none' || !payment
              ? null
              : (payment.chargedKobo ?? payment.amountKobo);
        await this.notifier.statusChanged(cancelled, refundKobo);
      },
    );
    return changed;
  }
}
