import { batchesText, lineTotalNaira, Money, type Order } from 'shared-kernel';
import { addressLines } from './delivery';
import { useDeliveryText } from './i18n';
import { useDeliveryWindowText } from './window-text';

/**
 * An order's receipt, as every page shows it: the lines, items total, a discount code's amount, delivery fee (or Free),
 * total, where it goes and the expected delivery window.
 */
export function OrderTotals({ order, showLines = true }: { order: Order; showLines?: boolean }) {
  const address = order.deliveryAddress;
  // A click-and-collect order: where to collect it and when it is ready, never a delivery address.
  const pickupAt = order.fulfilment?.kind === 'pickup' ? order.fulfilment.location : null;
  const text = useDeliveryText();
  const windowText = useDeliveryWindowText();
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
          <dt>{text('totals.items')}</dt>
          <dd>
            <Money amount={order.itemsTotal} />
          </dd>
        </div>
        {order.discount ? (
          <div data-testid="order-discount">
            <dt>{order.discountCode ? text('totals.discountCode', { code: order.discountCode }) : text('totals.discount')}</dt>
            <dd>
              −<Money amount={order.discount} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            {pickupAt
              ? text('totals.collectionAt', { pharmacy: pickupAt.name })
              : address
                ? text('totals.deliveryTo', { zone: address.zoneName })
                : text('totals.delivery')}
          </dt>
          <dd data-testid="order-delivery-fee">{order.deliveryFee === 0 ? text('totals.free') : <Money amount={order.deliveryFee} />}</dd>
        </div>
        <div className="ep-order-totals__total">
          <dt>{text('totals.total')}</dt>
          <dd data-testid="order-total">
            <Money amount={order.totalPrice} />
          </dd>
        </div>
      </dl>
      {pickupAt ? (
        <p className="ep-order-totals__address" data-testid="order-collect-at">
          <strong>{text('totals.collectAt')}</strong> {[pickupAt.name, pickupAt.address, pickupAt.openingHours].filter(Boolean).join(', ')}
        </p>
      ) : address ? (
        <p className="ep-order-totals__address">
          <strong>{text('totals.deliverTo')}</strong> {addressLines(address).join(', ')}
        </p>
      ) : order.shippingAddress ? (
        <p className="ep-order-totals__address">
          <strong>{text('totals.deliverTo')}</strong> {order.shippingAddress}
        </p>
      ) : null}
      {order.deliveryWindow ? (
        <p data-testid="order-window">
          <strong>{text(pickupAt ? 'totals.readyForPickup' : 'totals.expected')}</strong> {windowText(order.deliveryWindow)}
        </p>
      ) : null}
    </div>
  );
}
