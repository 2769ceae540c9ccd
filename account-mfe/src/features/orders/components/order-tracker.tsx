import { useState } from 'react';
import {
  apiErrorMessage,
  Button,
  buttonClass,
  currentUserId,
  formatOrderDate,
  Link,
  Loading,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderReview,
  type OrderStatus,
  toast,
  useAuth,
  useLoad,
  visuallyHiddenClass,
} from 'shared-kernel';
import { Dialog } from '../../../components/ui/dialog';
import { cancelOrder } from '../api/cancel-order';
import { OrderReviewNote } from './order-review';
import { trackOrder } from '../api/track-order';

interface Tracking {
  status: OrderStatus;
  orderDate?: string;
  ownerId?: string;
  review?: OrderReview | null;
  /** The order holds prescription-only medicines, so its progress starts with the pharmacist's review. */
  reviewed: boolean;
}

export const TRACKING_FAILED = 'Error tracking the order. Please try again later.';
const PROGRESS: OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'Canceled');

function StatusSteps({ status, reviewed }: { status: OrderStatus; reviewed: boolean }) {
  if (status === 'Canceled')
    return (
      <ol className="account-steps account-steps--canceled" aria-label="Order progress">
        <li className="account-steps__done">{reviewed ? ORDER_STATUS_LABELS.AwaitingReview : 'Pending'}</li>
        <li className="account-steps__current" aria-current="step">
          Canceled
        </li>
      </ol>
    );
  const steps = reviewed ? PROGRESS : PROGRESS.filter((step) => step !== 'AwaitingReview');
  const reached = steps.indexOf(status);
  return (
    <ol className="account-steps" aria-label="Order progress">
      {steps.map((step, index) => (
        <li
          key={step}
          className={index < reached ? 'account-steps__done' : index === reached ? 'account-steps__current' : undefined}
          aria-current={index === reached ? 'step' : undefined}
        >
          {ORDER_STATUS_LABELS[step]}
          {index < reached && <span className={visuallyHiddenClass}> (done)</span>}
        </li>
      ))}
    </ol>
  );
}

/** Asks before a cancel, saying what happens to the money. */
function CancelOrderDialog({ busy, onConfirm, onClose }: { busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog title="Cancel this order?" onClose={onClose}>
      <p>The order will be canceled and not delivered. This cannot be undone.</p>
      <p>
        What you paid is refunded to the card or bank account you paid with. You can follow the refund on the order page; banks usually show
        it within 3 to 10 working days.
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

export function OrderTracker({ orderId }: { orderId: string }) {
  const userId = useAuth(currentUserId);
  const state = useLoad(
    () =>
      trackOrder(orderId).then((answer): Tracking => {
        const tracking = answer;
        return {
          status: tracking.status,
          orderDate: tracking.orderDate,
          ownerId: tracking.userId,
          review: tracking.review,
          reviewed: tracking.status === 'AwaitingReview' || Boolean(tracking.review),
        };
      }),
    [orderId],
  );
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const onCancel = async () => {
    setCancelling(true);
    try {
      await cancelOrder(orderId);
      if (state.status === 'ready') state.replace({ ...state.data, status: 'Canceled' });
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

  const tracking = state.data;
  const isOwner = !tracking.ownerId || tracking.ownerId === userId;
  return (
    <div className="account-card">
      <p>
        Order <strong>{orderId}</strong>
        {tracking.orderDate && <> placed on {formatOrderDate(tracking.orderDate)}</>}
      </p>
      <p role="status">
        Status: <strong>{ORDER_STATUS_LABELS[tracking.status]}</strong>
      </p>
      <StatusSteps status={tracking.status} reviewed={tracking.reviewed} />
      <OrderReviewNote status={tracking.status} review={tracking.review} />
      <div className="account-form__actions">
        <Link to="/user-orders" className={buttonClass('secondary')}>
          Back to my orders
        </Link>
        <Link to={`/order/${orderId}`} className={buttonClass('secondary')}>
          View order
        </Link>
        {(tracking.status === 'Pending' || tracking.status === 'AwaitingReview') && isOwner && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        )}
      </div>
      {confirming && <CancelOrderDialog busy={cancelling} onConfirm={onCancel} onClose={() => setConfirming(false)} />}
    </div>
  );
}
