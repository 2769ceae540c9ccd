import { lineTotalNaira, Money, type Order, type OrderItem } from 'shared-kernel';
import { addressLines } from './delivery';
import { useDeliveryText } from './i18n';
import { useDeliveryWindowText } from './window-text';

/** The receipt's lines: quantity, medicine (with its batch when the page words one) and the line's total. */
function OrderLines({ lines, lineBatch }: { lines: OrderItem[]; lineBatch?: (line: OrderItem) => string }) {
  return (
    <ul className="ep-order-totals__lines">
      {lines.map((line, index) => {
        const batch = lineBatch?.(line);
        return (
          <li key={`${line.medicineId ?? line.medicineName}-${index}`}>
            <span>
              {line.quantity} × {line.medicineName}
              {batch ? (
                <small className="ep-order-totals__batch" data-testid="line-batch">
                  {' '}
                  {batch}
                </small>
              ) : null}
            </span>
            <Money amount={lineTotalNaira(line.price, line.quantity)} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An order's receipt, as every page shows it: the lines, items total, a discount code's amount, delivery fee (or Free),
 * total, where it goes and the expected delivery window. A line's batches and their expiry are worded by the page that
 * shows it (`lineBatch`, from batches-kit's batchesText): a feature package stands on the kernel alone.
 */
export function OrderTotals({
  order,
  showLines = true,
  lineBatch,
}: {
  order: Order;
  showLines?: boolean;
  /** The batch and expiry of a line ('' for none), shown under it; without it, none is shown. */
  lineBatch?: (line: OrderItem) => string;
}) {
  const address = order.deliveryAddress;
  // A click-and-collect order: where to collect it and when it is ready, never a delivery address.
  const pickupAt = order.fulfilment?.kind === 'pickup' ? order.fulfilment.location : null;
  const text = useDeliveryText();
  const windowText = useDeliveryWindowText();
  return (
    <div className="ep-order-totals" data-testid="order-totals">
      {showLines ? <OrderLines lines={order.orderItems} lineBatch={lineBatch} /> : null}
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
