import { buttonClass, currentUserId, formatOrderDate, Link, Loading, Money, type Order, useAuth, useLoad } from 'shared-kernel';
import { getUserOrders } from '../api/get-user-orders';
import { getRefillOrderIds } from '../api/get-refill-order-ids';
import { firstItemsText, RefundedAndPaid } from './order-money';
import { trackedStatusLabel } from './order-timeline';
import { ReorderButton } from './reorder-button';

export const NO_ORDERS = 'You have not placed any orders yet.';
export const ORDERS_FAILED = 'Your orders could not be loaded. Please try again later.';

function newestFirst(a: Order, b: Order) {
  return new Date(b.orderDate).getTime() - new Date(a.orderDate).getTime();
}

/** A delivered order's first line can become a refill plan. */
function RefillRegularlyLink({ order }: { order: Order }) {
  const line = order.orderItems[0];
  if (order.status !== 'Delivered' || !line?.medicineId) return null;
  return (
    <Link
      to={`/account/refills?orderId=${order.orderId}&medicineId=${line.medicineId}&name=${encodeURIComponent(line.medicineName)}`}
      className={buttonClass('secondary')}
    >
      Refill <span className="ep-visually-hidden">{line.medicineName} </span>regularly
    </Link>
  );
}

export function OrderList() {
  const userId = useAuth(currentUserId);
  // Without a user (a moment after logout) the list waits instead of asking the server.
  const state = useLoad(
    () => (userId ? getUserOrders(userId).then((orders) => [...orders].sort(newestFirst)) : new Promise<Order[]>(() => undefined)),
    [userId],
  );

  // Which orders a refill plan placed: a badge only, so the list never waits for it or fails with it.
  const refillOrders = useLoad(
    () => (userId ? getRefillOrderIds().catch(() => new Set<string>()) : Promise.resolve(new Set<string>())),
    [userId],
  );
  const fromRefill = (id: string) => refillOrders.status === 'ready' && refillOrders.data.has(id);

  if (state.status === 'loading') return <Loading label="Loading your orders..." />;
  if (state.status === 'error')
    return (
      <p className="account-notice account-notice--error" role="alert">
        {ORDERS_FAILED}
      </p>
    );
  if (state.data.length === 0)
    return (
      <div className="account-card">
        <p>{NO_ORDERS}</p>
        <Link to="/categories" className={buttonClass()}>
          Start Shopping
        </Link>
      </div>
    );
  return (
    <ul className="account-orders" aria-label="Your orders">
      {state.data.map((order) => (
        <li key={order.orderId} className="account-card account-order-card">
          <h2>
            Order {order.orderNumber}
            {fromRefill(order.orderId) ? <span className="account-refill-badge">Refill</span> : null}
          </h2>
          <p className="account-order-card__items" data-testid="order-first-items">
            {firstItemsText(order)}
          </p>
          <dl>
            <dt>Date</dt>
            <dd>{formatOrderDate(order.orderDate)}</dd>
            <dt>Total</dt>
            <dd>
              <Money amount={order.totalPrice} />
              {order.refundedAmount ? (
                <>
                  <br />
                  <RefundedAndPaid order={order} />
                </>
              ) : null}
            </dd>
            <dt>Status</dt>
            <dd>
              <span className={`account-status${order.status === 'Canceled' ? ' account-status--canceled' : ''}`}>
                {trackedStatusLabel(order)}
              </span>
            </dd>
          </dl>
          <div className="account-form__actions">
            <Link to={`/track/${order.orderId}`} className={buttonClass()} aria-label={`Track order ${order.orderNumber}`}>
              Track order
            </Link>
            <Link to={`/order/${order.orderId}`} className={buttonClass('secondary')} aria-label={`View order ${order.orderNumber}`}>
              View
            </Link>
            <ReorderButton orderId={order.orderId} label="Buy again" />
            <RefillRegularlyLink order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}
