import { formatNaira, Money, type Order } from 'shared-kernel';
import { accountMessages, useAccountText } from '../../../i18n';

/** "Refunded −N9,500 · You paid N6,300" when part or all of an order was given back (or is on its way: "Refund pending −N…"); nothing otherwise. */
export function RefundedAndPaid({ order, label }: { order: Pick<Order, 'refundedAmount' | 'amountPaid'>; label?: string }) {
  const t = useAccountText();
  if (!order.refundedAmount) return null;
  return (
    <span className="account-refunded" data-testid="refunded-and-paid">
      {label ?? t('orders.refunded')} <span className="account-refunded__minus">−{formatNaira(order.refundedAmount)}</span>{' '}
      {t('orders.youPaid', { amount: order.amountPaid ?? 0 })}
    </span>
  );
}

/** The first items of an order in a line: "Paracetamol 500mg × 2, Vitamin C × 1 and 2 more". */
export function firstItemsText(order: Pick<Order, 'orderItems'>, shown = 2, t = accountMessages.t): string {
  const items = order.orderItems ?? [];
  const first = items
    .slice(0, shown)
    .map((item) => `${item.medicineName} × ${item.quantity}`)
    .join(', ');
  return items.length > shown ? t('orders.firstItemsMore', { first, count: items.length - shown }) : first;
}

/** Paid on delivery and not paid yet: "To pay the rider: N7,500" and how; nothing otherwise. */
export function ToPayRider({ order }: { order: Pick<Order, 'payOnDelivery'> }) {
  const t = useAccountText();
  if (order.payOnDelivery?.state !== 'open') return null;
  return (
    <div className="account-to-pay" data-testid="to-pay-rider">
      <p>
        <strong>
          {t('orders.toPayRider')} <Money amount={order.payOnDelivery.toPay ?? 0} />
        </strong>
      </p>
      <p>{t('orders.toPayRiderHow')}</p>
    </div>
  );
}
