import { useCallback } from 'react';
import { formatNaira, formatOrderDate, Link, type Order, type OrderStatus } from 'shared-kernel';
import { Loading } from '../../../components/ui/loading';
import { LoadError } from '../../../components/ui/load-error';
import { useLoad } from '../../../hooks/use-load';
import { getOrder } from '../api/get-order';
import { OrderStatusControl } from './order-status-control';

export function OrderDetail({ orderId }: { orderId: string }) {
  const load = useCallback(() => getOrder(orderId), [orderId]);
  const [state, reload, replace] = useLoad<Order>(load, 'Could not load the order.');

  const back = (
    <p>
      <Link to="/orders">Back to orders</Link>
    </p>
  );
  if (state.status === 'loading') return <Loading label="Loading order..." />;
  if (state.status === 'error')
    return (
      <>
        <LoadError message={state.message} onRetry={reload} />
        {back}
      </>
    );

  const order = state.data;
  const onChanged = (status: OrderStatus) => replace({ ...order, status });
  return (
    <>
      <dl className="admin-card">
        <dt>Order ID</dt>
        <dd>
          <code>{order.orderId}</code>
        </dd>
        <dt>Date</dt>
        <dd>
          <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
        </dd>
        <dt>Status</dt>
        <dd>
          <span className="admin-badge" data-testid="admin-order-status">
            {order.status}
          </span>
        </dd>
        <dt>Total</dt>
        <dd>{formatNaira(order.totalPrice)}</dd>
        {order.paymentReference && (
          <>
            <dt>Payment reference</dt>
            <dd>{order.paymentReference}</dd>
          </>
        )}
      </dl>
      <h2>Change status</h2>
      <OrderStatusControl orderId={order.orderId} status={order.status} onChanged={onChanged} />
      <h2>Items</h2>
      {order.orderItems.length === 0 ? (
        <p className="admin-empty">This order has no items.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">Items of order {order.orderId}</caption>
            <thead>
              <tr>
                <th scope="col">Medicine</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
                <th scope="col">Subtotal</th>
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((item, index) => (
                <tr key={`${item.medicineId ?? item.medicineName}-${index}`}>
                  <td>{item.medicineName}</td>
                  <td>{item.quantity}</td>
                  <td>{formatNaira(item.price)}</td>
                  <td>{formatNaira(Math.round(item.price * 100 * item.quantity) / 100)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td>{formatNaira(order.totalPrice)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {back}
    </>
  );
}
