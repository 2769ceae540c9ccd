import { buttonClass, currentUserId, Link, Loading, Money, type Order, useAuth, useLoad } from 'shared-kernel';
import { getUserOrders } from '../api/get-user-orders';
import { getRefillOrderIds } from '../api/get-refill-order-ids';
import { firstItemsText, RefundedAndPaid } from './order-money';
import { trackedStatusLabel } from './order-timeline';
import { ReorderButton } from './reorder-button';
import { useAccountText } from '../../../i18n';

function newestFirst(a: Order, b: Order) {
  return new Date(b.orderDate).getTime() - new Date(a.orderDate).getTime();
}

const NAME_MARK = '\u0001';

/** A delivered order's first line can become a refill plan. */
function RefillRegularlyLink({ order }: { order: Order }) {
  const t = useAccountText();
  const line = order.orderItems[0];
  if (order.status !== 'Delivered' || !line?.medicineId) return null;
  // The medicine's name is heard, not seen: the message is cut where it goes, so each language places it.
  const [before = '', after = ''] = t('orders.refillRegularly', { name: NAME_MARK }).split(NAME_MARK);
  return (
    <Link
      to={`/account/refills?orderId=${order.orderId}&medicineId=${line.medicineId}&quantity=${line.quantity}&name=${encodeURIComponent(line.medicineName)}`}
      className={buttonClass('secondary')}
    >
      {before.trimEnd()}
      <span className="ep-visually-hidden"> {line.medicineName} </span>
      {after}
    </Link>
  );
}

/** Track, View, Buy again and, for a delivered order, Refill regularly. */
function OrderActions({ order }: { order: Order }) {
  const t = useAccountText();
  return (
    <div className="account-form__actions">
      <Link to={`/track/${order.orderId}`} className={buttonClass()} aria-label={t('orders.trackLabel', { number: order.orderNumber })}>
        {t('orders.track')}
      </Link>
      <Link
        to={`/order/${order.orderId}`}
        className={buttonClass('secondary')}
        aria-label={t('orders.viewLabel', { number: order.orderNumber })}
      >
        {t('orders.view')}
      </Link>
      <ReorderButton orderId={order.orderId} label={t('orders.buyAgain')} />
      <RefillRegularlyLink order={order} />
    </div>
  );
}

export function OrderList() {
  const t = useAccountText();
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

  if (state.status === 'loading') return <Loading label={t('orders.loading')} />;
  if (state.status === 'error')
    return (
      <p className="account-notice account-notice--error" role="alert">
        {t('orders.failed')}
      </p>
    );
  if (state.data.length === 0)
    return (
      <div className="account-card">
        <p>{t('orders.empty')}</p>
        <Link to="/categories" className={buttonClass()}>
          {t('orders.startShopping')}
        </Link>
      </div>
    );
  return (
    <ul className="account-orders" aria-label={t('orders.listLabel')}>
      {state.data.map((order) => (
        <li key={order.orderId} className="account-card account-order-card">
          <h2>
            {t('orders.cardTitle', { number: order.orderNumber })}
            {fromRefill(order.orderId) ? <span className="account-refill-badge">{t('orders.refillBadge')}</span> : null}
          </h2>
          <p className="account-order-card__items" data-testid="order-first-items">
            {firstItemsText(order, 2, t)}
          </p>
          <dl>
            <dt>{t('orders.date')}</dt>
            <dd>{t('orders.day', { when: new Date(order.orderDate) })}</dd>
            <dt>{t('orders.total')}</dt>
            <dd>
              <Money amount={order.totalPrice} />
              {order.refundedAmount ? (
                <>
                  <br />
                  <RefundedAndPaid order={order} />
                </>
              ) : null}
            </dd>
            <dt>{t('orders.status')}</dt>
            <dd>
              <span className={`account-status${order.status === 'Canceled' ? ' account-status--canceled' : ''}`}>
                {trackedStatusLabel(order, t)}
              </span>
            </dd>
          </dl>
          <OrderActions order={order} />
        </li>
      ))}
    </ul>
  );
}
