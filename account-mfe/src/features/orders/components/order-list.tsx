import { useEffect, useState } from 'react';
import { currentUserId, formatNaira, formatOrderDate, Link, type Order, useAuth } from 'shared-kernel';
import { buttonClass, Loading } from 'shared-kernel/ui';
import { getUserOrders } from '../api/get-user-orders';
import { OrderStatusBadge } from './order-status-badge';

type State = { kind: 'loading' } | { kind: 'ready'; orders: Order[] } | { kind: 'failed' };

export const NO_ORDERS = 'You have not placed any orders yet.';
export const ORDERS_FAILED = 'Your orders could not be loaded. Please try again later.';

function newestFirst(a: Order, b: Order) {
  return new Date(b.orderDate).getTime() - new Date(a.orderDate).getTime();
}

export function OrderList() {
  const userId = useAuth(currentUserId);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!userId) return;
    let live = true;
    getUserOrders(userId).then(
      (orders) => live && setState({ kind: 'ready', orders: [...orders].sort(newestFirst) }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (state.kind === 'loading') return <Loading label="Loading your orders..." />;
  if (state.kind === 'failed')
    return (
      <p className="account-notice account-notice--error" role="alert">
        {ORDERS_FAILED}
      </p>
    );
  if (state.orders.length === 0)
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
      {state.orders.map((order) => (
        <li key={order.orderId} className="account-card account-order-card">
          <h2>Order {order.orderId}</h2>
          <dl>
            <dt>Date</dt>
            <dd>{formatOrderDate(order.orderDate)}</dd>
            <dt>Total</dt>
            <dd>{formatNaira(order.totalPrice)}</dd>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </dl>
          <div className="account-form__actions">
            <Link to={`/track/${order.orderId}`} className={buttonClass()} aria-label={`Track Order ${order.orderId}`}>
              Track Order
            </Link>
            <Link to={`/order/${order.orderId}`} className={buttonClass('secondary')} aria-label={`View order ${order.orderId}`}>
              View
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
