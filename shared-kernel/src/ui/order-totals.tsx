import { batchesText, lineTotalNaira, Money, type Order } from 'shared-kernel';
import { addressLines } from '../delivery/delivery';

/**
 * An order's receipt, as every page shows it: the lines, items total, a discount code's amount, delivery fee (or Free),
 * total, where it goes and the expected delivery window.
 */
export function OrderTotals({ order, showLines = true }: { order: Order; showLines?: boolean }) {
  const address = order.deliveryAddress;
  return (
    <div className="ep-order-totals" data-testid="order-totals">
      {showLines ? (
        <ul className="ep-order-totals__lines">
          {order.orderItems.map((line, index) => (
            <li key={`${line.medicineId ?? line.medicineName}-${index}`}>
              <span>
                {line.quantity} × {line.medicineName}
                {batchesText(line.batches) ? (
                  <small className="ep-order-totals__batch" data-testid="line-batch">
                    {' '}
                    {batchesText(line.batches)}
                  </small>
                ) : null}
              </span>
              <Money amount={lineTotalNaira(line.price, line.quantity)} />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="ep-order-totals__sums">
        <div>
          <dt>Items</dt>
          <dd>
            <Money amount={order.itemsTotal} />
          </dd>
        </div>
        {order.discount ? (
          <div data-testid="order-discount">
            <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
            <dd>
              −<Money amount={order.discount} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Delivery{address ? ` to ${address.zoneName}` : ''}</dt>
          <dd data-testid="order-delivery-fee">{order.deliveryFee === 0 ? 'Free' : <Money amount={order.deliveryFee} />}</dd>
        </div>
        <div className="ep-order-totals__total">
          <dt>Total</dt>
          <dd data-testid="order-total">
            <Money amount={order.totalPrice} />
          </dd>
        </div>
      </dl>
      {address ? (
        <p className="ep-order-totals__address">
          <strong>Deliver to:</strong> {addressLines(address).join(', ')}
        </p>
      ) : order.shippingAddress ? (
        <p className="ep-order-totals__address">
          <strong>Deliver to:</strong> {order.shippingAddress}
        </p>
      ) : null}
      {order.deliveryWindow ? (
        <p data-testid="order-window">
          <strong>Expected delivery:</strong> {order.deliveryWindow.text}
        </p>
      ) : null}
    </div>
  );
}
