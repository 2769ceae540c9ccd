import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  formatNaira,
  apiErrorMessage,
  formatOrderDate,
  lineTotalNaira,
  Button,
  Link,
  Loading,
  localPhone,
  Money,
  type Order,
  type OrderItem,
  type OrderStatus,
  orderStatusLabel,
  telHref,
  useLoad,
} from 'shared-kernel';
import { batchesText } from 'batches-kit';
import { addressLines } from 'delivery-kit';
import { DataTable, type Column } from 'shared-kernel/ui/data-table';
import { getOrder } from '../api/get-order';
import { toOrder } from '../api/get-orders';
import { getOrderHistory } from '../api/get-order-history';
import { StatusHistory } from './status-history';
import { OrderRefund } from './order-refund';
import { OrderStatusControl } from './order-status-control';
import { OrderParcels } from './order-parcels';

const DECISION: Record<string, string> = { approved: 'Approved', rejected: 'Rejected', partial: 'Partly approved' };

const itemColumns: Column<OrderItem>[] = [
  { key: 'medicine', header: 'Medicine', render: (item) => item.medicineName },
  { key: 'batch', header: 'Batch and expiry', render: (item) => batchesText(item.batches) || '—' },
  { key: 'quantity', header: 'Quantity', render: (item) => item.quantity },
  { key: 'price', header: 'Price', render: (item) => <Money amount={item.price} /> },
  { key: 'subtotal', header: 'Subtotal', render: (item) => <Money amount={lineTotalNaira(item.price, item.quantity)} /> },
];

/** Name, email and (when given) phone, each a link. */
function CustomerContact({ customer }: { customer: Order['customer'] }) {
  return (
    <>
      {customer.name}
      <br />
      <a href={`mailto:${customer.email}`}>{customer.email}</a>
      {customer.phone ? (
        <>
          <br />
          <a href={telHref(customer.phone)}>{localPhone(customer.phone)}</a>
        </>
      ) : null}
    </>
  );
}

/** The structured delivery address and its zone, or the free-text address of an older order. */
function DeliverTo({ order }: { order: Order }) {
  return (
    <>
      {order.deliveryAddress ? (
        <>
          {addressLines(order.deliveryAddress).map((line) => (
            <span key={line} className="admin-address-line">
              {line}
            </span>
          ))}
          <span className="admin-address-line">Zone: {order.deliveryAddress.zoneName}</span>
        </>
      ) : (
        order.shippingAddress || '—'
      )}
    </>
  );
}

/** What the pharmacist decided, when, why, and what was refunded. */
function ReviewSummary({ review }: { review: NonNullable<Order['review']> }) {
  return (
    <section aria-labelledby="admin-order-review" className="admin-card">
      <h2 id="admin-order-review">Pharmacist review</h2>
      <p data-testid="admin-order-review">
        {DECISION[review.decision]} by {review.pharmacistName} on {formatOrderDate(review.decidedAt)}
        {review.reason ? <>: “{review.reason}”</> : null}
        {review.refund > 0 ? <>. Refunded {formatNaira(review.refund)}.</> : null}
      </p>
    </section>
  );
}

/** The order's lines with their subtotals, and the items total. */
function OrderItems({ order }: { order: Order }) {
  return order.orderItems.length === 0 ? (
    <p className="admin-empty">This order has no items.</p>
  ) : (
    <DataTable
      caption={`Items of order ${order.orderNumber}`}
      columns={itemColumns}
      rows={order.orderItems}
      rowKey={(item, index) => `${item.medicineId ?? item.medicineName}-${index}`}
      total={{ label: 'Items', value: <Money amount={order.itemsTotal} /> }}
    />
  );
}

/** The order's items total, delivery fee and total, as terms of the order's card. */
function OrderSums({ order }: { order: Order }) {
  return (
    <>
      <dt>Items</dt>
      <dd>
        <Money amount={order.itemsTotal} />
      </dd>
      <dt>Delivery fee</dt>
      <dd>{order.deliveryFee === 0 ? 'Free' : <Money amount={order.deliveryFee} />}</dd>
      <dt>Total</dt>
      <dd>
        <Money amount={order.totalPrice} />
      </dd>
    </>
  );
}

/** Number, customer, address, dates, status and money of the order. */
function OrderSummary({ order }: { order: Order }) {
  return (
    <dl className="admin-card">
      <dt>Order</dt>
      <dd>
        <strong data-testid="admin-order-number">{order.orderNumber}</strong>
      </dd>
      <dt>Customer</dt>
      <dd data-testid="admin-order-customer">
        <CustomerContact customer={order.customer} />
      </dd>
      {order.deliveryAddress?.phone ? (
        <>
          <dt>Customer phone</dt>
          <dd data-testid="admin-order-customer-phone">
            <a href={telHref(order.deliveryAddress.phone)}>{localPhone(order.deliveryAddress.phone)}</a>
          </dd>
        </>
      ) : null}
      {order.rider ? (
        <>
          <dt>Rider</dt>
          <dd data-testid="admin-order-rider">
            {order.rider.name}, <a href={telHref(order.rider.phone)}>{localPhone(order.rider.phone)}</a>
          </dd>
        </>
      ) : null}
      <dt>Deliver to</dt>
      <dd data-testid="admin-order-address">
        <DeliverTo order={order} />
      </dd>
      {order.deliveryWindow ? (
        <>
          <dt>Expected delivery</dt>
          <dd>{order.deliveryWindow.text}</dd>
        </>
      ) : null}
      <dt>Placed</dt>
      <dd>
        <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
      </dd>
      <dt>Paid</dt>
      <dd>{order.paidAt ? <time dateTime={order.paidAt}>{formatOrderDate(order.paidAt)}</time> : '—'}</dd>
      <dt>Status</dt>
      <dd>
        <Badge className="admin-badge" data-testid="admin-order-status">
          {orderStatusLabel(order.status)}
        </Badge>
      </dd>
      <OrderSums order={order} />
      {order.paymentReference && (
        <>
          <dt>Payment reference</dt>
          <dd className="ep-token">{order.paymentReference}</dd>
        </>
      )}
      {order.status === 'Canceled' && order.paymentReference && <OrderRefund paymentReference={order.paymentReference} />}
    </dl>
  );
}

/** `payAtDoor`: what the page shows for an order paid on delivery (the rider's link), beside the summary. */
export function OrderDetail({ orderId, payAtDoor }: { orderId: string; payAtDoor?: (order: Order) => ReactNode }) {
  const state = useLoad<Order>(() => getOrder(orderId), [orderId]);
  const history = useLoad(() => getOrderHistory(orderId), [orderId]);

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
  const { review } = order;
  const changes = history.status === 'ready' ? history.data : history.status === 'error' ? [] : null;
  const onChanged = (updated: Order | undefined, status: OrderStatus) => {
    state.replace({ ...order, ...(updated ? toOrder(updated) : {}), status });
    history.reload();
  };
  // One page on screen and on paper: printing (admin-ui.css, @media print) keeps the slip's parts and drops the controls.
  return (
    <div className="admin-order-detail" data-slip-title={`Packing slip · ${order.orderNumber}`}>
      <div className="admin-order-actions admin-no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          Print packing slip
        </Button>
      </div>
      <OrderSummary order={order} />
      {payAtDoor ? <div className="admin-no-print">{payAtDoor(order)}</div> : null}
      {review ? <ReviewSummary review={review} /> : null}
      {order.status === 'AwaitingReview' ? (
        <p className="admin-note admin-no-print">
          A pharmacist must review this order&apos;s prescription before it moves on (
          <Link to={`/pharmacist/reviews/${order.orderId}`}>review it</Link>, if you are one). It can only be canceled here.
        </p>
      ) : null}
      <div className="admin-no-print">
        <h2>Change status</h2>
        <OrderStatusControl orderId={order.orderId} status={order.status} onChanged={onChanged} />
      </div>
      <h2>Items</h2>
      <OrderItems order={order} />
      {order.fulfilment?.kind === 'pickup' ? null : (
        <>
          <h2>Parcels</h2>
          <OrderParcels orderId={order.orderId} onMoved={history.reload} />
        </>
      )}
      <h2>Status history</h2>
      <StatusHistory order={order} changes={changes} />
      <div className="admin-no-print">{back}</div>
    </div>
  );
}
