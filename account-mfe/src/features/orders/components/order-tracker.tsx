import { useEffect, useState } from 'react';
import {
  apiErrorMessage,
  Button,
  buttonClass,
  currentUserId,
  formatDateTime,
  Link,
  Loading,
  localPhone,
  type OrderStatus,
  type OrderTracking,
  REFUND_STATUS_TEXT,
  refundInProgress,
  telHref,
  toast,
  useAuth,
  useLoad,
} from 'shared-kernel';
import { addressLines } from 'shared-kernel/delivery';
import { Dialog } from '../../../components/ui/dialog';
import { cancelOrder } from '../api/cancel-order';
import { getRefunds } from '../api/get-refunds';
import { trackOrder } from '../api/track-order';
import { REFUND_POLL_MS } from './order-refund';
import { RefundedAndPaid } from './order-money';
import { OrderReviewNote } from './order-review';
import { OrderPickup } from './order-pickup';
import { OrderTimeline, trackedStatusLabel } from './order-timeline';

type Tracked = Omit<OrderTracking, 'status'> & { status: OrderStatus };

export const TRACKING_FAILED = 'Error tracking the order. Please try again later.';

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
  return (
    <Dialog title="Cancel this order?" onClose={onClose}>
      <p>The order will be canceled and not delivered. This cannot be undone.</p>
      <p>
        What you paid is refunded to the card or bank account you paid with. You can follow the refund on this page; banks usually show it
        within {refundWithin}.
      </p>
      <div className="account-form__actions">
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Canceling...' : 'Yes, cancel the order'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep the order
        </Button>
      </div>
    </Dialog>
  );
}

/** The refund of an order, when something was given back or is on its way. */
function RefundState({ order }: { order: Tracked }) {
  if (!order.refundStatus) return null;
  return (
    <section className="account-track__section" aria-labelledby="track-refund-title" data-testid="track-refund">
      <h2 id="track-refund-title">Refund</h2>
      <p role="status">
        {order.refundedAmount ? (
          <RefundedAndPaid order={order} label={REFUND_STATUS_TEXT[order.refundStatus]} />
        ) : (
          <strong>{REFUND_STATUS_TEXT[order.refundStatus]}</strong>
        )}
      </p>
      {order.refundStatus !== 'processed' && (
        <p>It goes back to the card or bank account you paid with; banks usually show it within {order.refundExpectedWithin}.</p>
      )}
    </section>
  );
}

/** Items, address and, for an order still on its way, when to expect it. */
function TrackedDetails({ order }: { order: Tracked }) {
  const expecting =
    order.deliveryWindow && order.status !== 'Canceled' && order.status !== 'Delivered' && order.fulfilment?.kind !== 'pickup';
  return (
    <>
      {expecting && (
        <p data-testid="track-window">
          Expected delivery: <strong>{order.deliveryWindow!.text}</strong>
        </p>
      )}
      {order.rider && (order.status === 'Shipped' || order.status === 'Delivered') && (
        <p data-testid="track-rider">
          Your rider: <strong>{order.rider.name}</strong>,{' '}
          <a className="account-track__phone" href={telHref(order.rider.phone)}>
            {localPhone(order.rider.phone)}
          </a>
        </p>
      )}
      <OrderPickup order={order} />
      <section className="account-track__section" aria-labelledby="track-items-title">
        <h2 id="track-items-title">Items</h2>
        <ul className="account-track__items">
          {(order.orderItems ?? []).map((item) => (
            <li key={item.lineId ?? item.medicineName}>
              {item.medicineName} × {item.quantity}
              {item.reviewDecision === 'rejected' && (
                <span className="account-line-note account-line-note--rejected"> Not approved, refunded</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {order.deliveryAddress && order.fulfilment?.kind !== 'pickup' && (
        <section className="account-track__section" aria-labelledby="track-address-title">
          <h2 id="track-address-title">Deliver to</h2>
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
  const userId = useAuth(currentUserId);
  const state = useLoad(() => trackOrder(orderId), [orderId]);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  useRefundFollowUp(orderId, state.status === 'ready' ? state.data : null, state.replace);

  const onCancel = async () => {
    setCancelling(true);
    try {
      state.replace(await cancelOrder(orderId));
      toast.success('Success', 'Your order was canceled.');
      setConfirming(false);
    } catch (error) {
      toast.error('Error', apiErrorMessage(error, 'The order could not be canceled. Please try again later.'));
    } finally {
      setCancelling(false);
    }
  };

  if (state.status === 'loading') return <Loading label="Tracking the order..." />;
  if (state.status === 'error')
    return (
      <>
        <p className="account-notice account-notice--error" role="alert">
          {TRACKING_FAILED}
        </p>
        <Link to="/user-orders">Back to my orders</Link>
      </>
    );

  const order = state.data;
  const isOwner = !order.userId || order.userId === userId;
  return (
    <div className="account-card account-track">
      <p>
        Order <strong data-testid="order-number">{order.orderNumber}</strong>
        {order.orderDate && <> placed on {formatDateTime(order.orderDate)}</>}
      </p>
      <p role="status">
        Status: <strong>{trackedStatusLabel(order)}</strong>
      </p>
      <OrderTimeline order={order} />
      <OrderReviewNote status={order.status} review={order.review} />
      <RefundState order={order} />
      <TrackedDetails order={order} />
      <div className="account-form__actions">
        <Link to="/user-orders" className={buttonClass('secondary')}>
          Back to my orders
        </Link>
        <Link to={`/order/${orderId}`} className={buttonClass('secondary')}>
          View order
        </Link>
        {(order.status === 'Pending' || order.status === 'AwaitingReview') && isOwner && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Cancel order
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
