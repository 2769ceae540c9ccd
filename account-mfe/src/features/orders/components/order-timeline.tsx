import { normalizeOrderStatus, type Order, type OrderStatus, visuallyHiddenClass } from 'shared-kernel';
import { accountMessages, useAccountText } from '../../../i18n';

type Translate = typeof accountMessages.t;
type Step = { key: string; label: string; at: string | null; state: 'done' | 'current' | 'todo' | 'canceled' };

/** An order status as the shopper reads it, in their language. */
export const orderStatusText = (status: unknown, t: Translate = accountMessages.t) =>
  t('orders.statusLabel', { status: normalizeOrderStatus(status) });

type Timed = Pick<Order, 'status' | 'statusHistory' | 'orderDate'> & {
  fulfilment?: { kind?: string; readyAt?: string | null } | null;
};

/**
 * What each step of an order reads as on its timeline; Pending after a pharmacist's review means it
 * is being packed. A click-and-collect order reads "Ready for pickup" then "Collected", never a rider.
 */
function stepLabel(t: Translate, status: OrderStatus, index: number, afterReview: boolean, pickup = false): string {
  if (status === 'Pending') return t(afterReview ? 'orders.approvedPacking' : index === 0 ? 'orders.step.placed' : 'orders.step.confirmed');
  if (status === 'AwaitingReview') return index === 0 ? t('orders.step.placedAwaitingReview') : orderStatusText(status, t);
  if (status === 'Processing') return t(pickup ? 'orders.step.readyForPickup' : 'orders.step.preparing');
  if (status === 'Shipped') return t('orders.step.onItsWay');
  if (status === 'Delivered' && pickup) return t('orders.step.collected');
  return orderStatusText(status, t);
}

/** The status an order is shown as: "Approved, being packed" once a pharmacist has approved it. */
export function trackedStatusLabel(
  order: Pick<Order, 'status' | 'review'> & { fulfilment?: Timed['fulfilment'] & { pickedUpAt?: string | null } },
  t: Translate = accountMessages.t,
): string {
  const status = normalizeOrderStatus(order.status);
  // A click-and-collect order: waiting at the pharmacy, then collected (never "delivered").
  if (order.fulfilment?.kind === 'pickup') {
    if (status === 'Delivered') return t('orders.collected');
    if (order.fulfilment.readyAt && status === 'Processing') return t('orders.pickupReady');
  }
  if (status === 'Pending' && order.review && order.review.decision !== 'rejected') return t('orders.approvedPacking');
  return orderStatusText(status, t);
}

const AHEAD: OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];
/** A pickup: ready at the pharmacy (Processing), then collected (Delivered); no rider. */
const AHEAD_PICKUP: OrderStatus[] = ['Processing', 'Delivered'];

/** The steps: each status the order has been in with its date and time, then the ones still ahead (none once cancelled). */
export function timelineSteps(order: Timed, t: Translate = accountMessages.t): Step[] {
  const pickup = order.fulfilment?.kind === 'pickup';
  const ahead = pickup ? AHEAD_PICKUP : AHEAD;
  const history = order.statusHistory?.length ? order.statusHistory : [{ status: order.status, at: order.orderDate ?? '' }];
  const steps: Step[] = history.map((event, index) => {
    const afterReview = history.slice(0, index).some((e) => e.status === 'AwaitingReview');
    const last = index === history.length - 1;
    const status = event.status as OrderStatus;
    return {
      key: `${status}-${index}`,
      label: stepLabel(t, status, index, afterReview, pickup),
      at: event.at,
      state: status === 'Canceled' ? 'canceled' : last && status !== 'Delivered' ? 'current' : 'done',
    };
  });
  if (order.status === 'Canceled' || order.status === 'Delivered') return steps;
  const reached = ahead.indexOf(order.status as OrderStatus);
  return [
    ...steps,
    ...ahead
      .slice(reached + 1)
      .map((status) => ({ key: status, label: stepLabel(t, status, 1, false, pickup), at: null, state: 'todo' as const })),
  ];
}

/** The order's progress, top to bottom, each step with when it happened (dd/mm/yyyy HH:mm, Lagos). */
export function OrderTimeline({ order }: { order: Timed }) {
  const t = useAccountText();
  return (
    <ol className="account-timeline" aria-label={t('orders.progress')} data-testid="order-timeline">
      {timelineSteps(order, t).map((step) => (
        <li
          key={step.key}
          className={`account-timeline__step account-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="account-timeline__label">{step.label}</span>
          {step.at && step.state !== 'todo' ? (
            <time className="account-timeline__time" dateTime={step.at}>
              {t('orders.dayTime', { when: new Date(step.at) })}
            </time>
          ) : (
            <span className="account-timeline__time">
              <span className={visuallyHiddenClass}>{t('orders.notYet')}</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
