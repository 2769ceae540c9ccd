import { useEffect, useState } from 'react';
import { formatNaira, formatOrderDate, Link, type Order, useNavigate } from 'shared-kernel';
import { Button, buttonClass, Loading } from 'shared-kernel/ui';
import { httpStatus } from '../../../lib/http-status';
import { getOrder } from '../api/get-order';
import { OrderStatusBadge } from './order-status-badge';

type State = { kind: 'loading' } | { kind: 'ready'; order: Order } | { kind: 'failed'; notFound: boolean };

export function OrderDetail({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    getOrder(orderId).then(
      (order) => live && setState({ kind: 'ready', order }),
      (error) => live && setState({ kind: 'failed', notFound: [400, 403, 404].includes(httpStatus(error) ?? 0) }),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  const back = (
    <Button
      variant="secondary"
      onClick={() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/user-orders'))}
    >
      Back
    </Button>
  );

  if (state.kind === 'loading') return <Loading label="Loading the order..." />;
  if (state.kind === 'failed')
    return (
      <>
        <p className="account-notice account-notice--error" role="alert">
          {state.notFound ? 'We could not find this order among yours.' : 'The order could not be loaded. Please try again later.'}
        </p>
        {back}
      </>
    );

  const { order } = state;
  const items = order.orderItems ?? [];
  return (
    <div className="account-card">
      <dl className="account-order-card">
        <dt>Order</dt>
        <dd>{order.orderId}</dd>
        <dt>Date</dt>
        <dd>{formatOrderDate(order.orderDate)}</dd>
        <dt>Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </dl>
      <table className="account-table">
        <caption className="account-visually-hidden">Items of this order</caption>
        <thead>
          <tr>
            <th scope="col">Medicine</th>
            <th scope="col" className="account-num">
              Quantity
            </th>
            <th scope="col" className="account-num">
              Unit price
            </th>
            <th scope="col" className="account-num">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={`${item.medicineId ?? item.medicineName}-${index}`}>
              <td>{item.medicineName}</td>
              <td className="account-num">{item.quantity}</td>
              <td className="account-num">{formatNaira(item.price)}</td>
              <td className="account-num">{formatNaira(Math.round(item.price * 100 * item.quantity) / 100)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="account-num">
              <strong>{formatNaira(order.totalPrice)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <div className="account-form__actions">
        {back}
        <Link className={buttonClass()} to={`/track/${order.orderId}`}>
          Track Order
        </Link>
      </div>
    </div>
  );
}
