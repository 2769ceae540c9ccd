import {
  Alert,
  apiErrorMessage,
  formatNaira,
  formatOrderDate,
  lineTotalNaira,
  Link,
  Loading,
  type Order,
  type OrderItem,
  type OrderStatus,
  useLoad,
} from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/ui/data-table';
import { getOrder } from '../api/get-order';
import { OrderRefund } from './order-refund';
import { OrderStatusControl } from './order-status-control';

const itemColumns: Column<OrderItem>[] = [
  { key: 'medicine', header: 'Medicine', render: (item) => item.medicineName },
  { key: 'quantity', header: 'Quantity', render: (item) => item.quantity },
  { key: 'price', header: 'Price', render: (item) => formatNaira(item.price) },
  { key: 'subtotal', header: 'Subtotal', render: (item) => formatNaira(lineTotalNaira(item.price, item.quantity)) },
];

export function OrderDetail({ orderId }: { orderId: string }) {
  const state = useLoad<Order>(() => getOrder(orderId), [orderId]);

  const back = (
    <p>
      <Link to="/orders">Back to orders</Link>
    </p>
  );
  if (state.status === 'loading') return <Loading label="Loading order..." />;
  if (state.status === 'error')
    return (
      <>
        <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the order.')}</Alert>
        {back}
      </>
    );

  const order = state.data;
  const onChanged = (status: OrderStatus) => state.replace({ ...order, status });
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
        {order.status === 'Canceled' && order.paymentReference && <OrderRefund paymentReference={order.paymentReference} />}
      </dl>
      <h2>Change status</h2>
      <OrderStatusControl orderId={order.orderId} status={order.status} onChanged={onChanged} />
      <h2>Items</h2>
      {order.orderItems.length === 0 ? (
        <p className="admin-empty">This order has no items.</p>
      ) : (
        <DataTable
          caption={`Items of order ${order.orderId}`}
          columns={itemColumns}
          rows={order.orderItems}
          rowKey={(item, index) => `${item.medicineId ?? item.medicineName}-${index}`}
          total={{ label: 'Total', value: formatNaira(order.totalPrice) }}
        />
      )}
      {back}
    </>
  );
}
