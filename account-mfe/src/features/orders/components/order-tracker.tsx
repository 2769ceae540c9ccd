import { useEffect, useState } from 'react';
import {
  apiErrorMessage,
  Button,
  buttonClass,
  currentUserId,
  Link,
  Loading,
  localPhone,
  type OrderStatus,
  type OrderTracking,
  refundInProgress,
  telHref,
  toast,
  useAuth,
  useLoad,
} from 'shared-kernel';
import { addressLines, useDeliveryWindowText } from 'delivery-kit';
import { Dialog } from '../../../components/ui/dialog';
import { cancelOrder } from '../api/cancel-order';
import { getRefunds } from '../api/get-refunds';
import { trackOrder } from '../api/track-order';
import { REFUND_POLL_MS } from './order-refund';
import { RefundedAndPaid, ToPayRider } from './order-money';
import { OrderReviewNote } from './order-review';
import { OrderPickup } from './order-pickup';
import { OrderDeliveries } from './order-deliveries';
import { OrderTimeline, trackedStatusLabel } from './order-timeline';
import { useAccountText } from '../../../i18n';

type Tracked = Omit<OrderTracking, 'status'> & { status: OrderStatus };

/** Asks before a cancel, saying what happens to the money and when. */
function CancelOrderDialog({
  busy,
  refundWithin,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  refundWithin: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useAccountText();
  return (
    <Dialog title={t('track.cancel.title')} onClose={onClose}>
      <p>{t('track.cancel.final')}</p>
      <p>{t('track.cancel.refund', { within: refundWithin })}</p>
      <div className="account-form__actions">
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? t('track.cancel.canceling') : t('track.cancel.yes')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('track.cancel.keep')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The refund of an order, when something was given back or is on its way. */
function RefundState({ order }: { order: Tracked }) {
  const t = useAccountText();
  if (!order.refundStatus) return null;
  return (
    <section className="account-track__section" aria-labelledby="track-refund-title" data-testid="track-refund">
      <h2 id="track-refund-title">{t('track.refundTitle')}</h2>
      <p role="status">
        {order.refundedAmount ? (
          <RefundedAndPaid order={order} label={t('orders.refundStatus', { status: order.refundStatus })} />
        ) : (
          <strong>{t('orders.refundStatus', { status: order.refundStatus })}</strong>
        )}
      </p>
      {order.refundStatus !== 'processed' && <p>{t('track.refundBack', { within: order.refundExpectedWithin })}</p>}
    </section>
  );
}

/** Items, address and, for an order still on its way, when to expect it. */
function TrackedDetails({ order }: { order: Tracked }) {
  const t = useAccountText();
  const windowText = useDeliveryWindowText();
  const expecting =
    order.deliveryWindow && order.status !== 'Canceled' && order.status !== 'Delivered' && order.fulfilment?.kind !== 'pickup';
  return (
    <>
      {expecting && (
        <p data-testid="track-window">
          {t('track.expected')} <strong>{windowText(order.deliveryWindow)}</strong>
        </p>
      )}
      <ToPayRider order={order} />
      {order.rider && (order.status === 'Shipped' || order.status === 'Delivered') && (
        <p data-testid="track-rider">
          {t('track.rider')} <strong>{order.rider.name}</strong>,{' '}
          <a className="account-track__phone" href={telHref(order.rider.phone)}>
            {localPhone(order.rider.phone)}
          </a>
        </p>
      )}
      <OrderPickup order={order} />
      <section className="account-track__section" aria-labelledby="track-items-title">
        <h2 id="track-items-title">{t('track.items')}</h2>
        <ul className="account-track__items">
          {(order.orderItems ?? []).map((item) => (
            <li key={item.lineId ?? item.medicineName}>
              {item.medicineName} × {item.quantity}
              {item.reviewDecision === 'rejected' && (
                <span className="account-line-note account-line-note--rejected"> {t('orders.notApprovedRefunded')}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {order.deliveryAddress && order.fulfilment?.kind !== 'pickup' && (
        <section className="account-track__section" aria-labelledby="track-address-title">
          <h2 id="track-address-title">{t('track.deliverTo')}</h2>
          <address className="account-track__address">
            {addressLines(order.deliveryAddress).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      )}
    </>
  );
}

/** While a refund is on its way, asks again now and then (the API checks with the provider) until it settles. */
function useRefundFollowUp(orderId: string, order: Tracked | null, replace: (order: Tracked) => void) {
  const reference = order?.paymentReference;
  const waiting = Boolean(order?.refundStatus && refundInProgress(order.refundStatus));
  useEffect(() => {
    if (!waiting || !reference) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      getRefunds(reference)
        .then(() => trackOrder(orderId))
        .then((fresh) => live && replace(fresh))
        .catch(() => undefined);
    }, REFUND_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, reference, waiting, order, replace]);
}

export function OrderTracker({ orderId }: { orderId: string }) {
  const t = useAccountText();
  const userId = useAuth(currentUserId);
  const state = useLoad(() => trackOrder(orderId), [orderId]);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  useRefundFollowUp(orderId, state.status === 'ready' ? state.data : null, state.replace);

  const onCancel = async () => {
    setCancelling(true);
    try {
      state.replace(await cancelOrder(orderId));
      toast.success(t('track.cancel.doneTitle'), t('track.cancel.done'));
      setConfirming(false);
    } catch (error) {
      toast.error(t('track.cancel.failedTitle'), apiErrorMessage(error, t('track.cancel.failed')));
    } finally {
      setCancelling(false);
    }
  };

  if (state.status === 'loading') return <Loading label={t('track.loading')} />;
  if (state.status === 'error')
    return (
      <>
        <p className="account-notice account-notice--error" role="alert">
          {t('track.failed')}
        </p>
        <Link to="/user-orders">{t('track.backToOrders')}</Link>
      </>
    );

  const order = state.data;
  const isOwner = !order.userId || order.userId === userId;
  return (
    <div className="account-card account-track">
      <p>
        {t('track.order')} <strong data-testid="order-number">{order.orderNumber}</strong>
        {order.orderDate && <> {t('track.placedOn', { when: new Date(order.orderDate) })}</>}
      </p>
      <p role="status">
        {t('track.status')} <strong>{trackedStatusLabel(order, t)}</strong>
      </p>
      <OrderTimeline order={order} />
      {order.fulfilment?.kind !== 'pickup' && ['Shipped', 'Delivered', 'Canceled'].includes(order.status) && isOwner && (
        <OrderDeliveries orderId={orderId} onChange={state.reload} />
      )}
      <OrderReviewNote status={order.status} review={order.review} />
      <RefundState order={order} />
      <TrackedDetails order={order} />
      <div className="account-form__actions">
        <Link to="/user-orders" className={buttonClass('secondary')}>
          {t('track.backToOrders')}
        </Link>
        <Link to={`/order/${orderId}`} className={buttonClass('secondary')}>
          {t('track.viewOrder')}
        </Link>
        {(order.status === 'Pending' || order.status === 'AwaitingReview') && isOwner && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('track.cancelOrder')}
          </Button>
        )}
      </div>
      {confirming && (
        <CancelOrderDialog
          busy={cancelling}
          refundWithin={order.refundExpectedWithin ?? ''}
          onConfirm={onCancel}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
