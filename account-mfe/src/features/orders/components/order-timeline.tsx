import {
  formatDateTime,
  normalizeOrderStatus,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  visuallyHiddenClass,
} from 'shared-kernel';

type Step = { key: string; label: string; at: string | null; state: 'done' | 'current' | 'todo' | 'canceled' };

/** What each step of an order reads as on its timeline; Pending after a pharmacist's review means it is being packed. */
function stepLabel(status: OrderStatus, index: number, afterReview: boolean): string {
  if (status === 'Pending') return afterReview ? 'Approved, being packed' : index === 0 ? 'Order placed' : 'Confirmed';
  if (status === 'AwaitingReview') return index === 0 ? 'Order placed, awaiting pharmacist review' : ORDER_STATUS_LABELS.AwaitingReview;
  if (status === 'Processing') return 'Being prepared';
  if (status === 'Shipped') return 'On its way';
  return ORDER_STATUS_LABELS[status];
}

/** The status an order is shown as: "Approved, being packed" once a pharmacist has approved it. */
export function trackedStatusLabel(order: Pick<Order, 'status' | 'review'>): string {
  const status = normalizeOrderStatus(order.status);
  if (status === 'Pending' && order.review && order.review.decision !== 'rejected') return 'Approved, being packed';
  return ORDER_STATUS_LABELS[status];
}

const AHEAD: OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];

/** The steps: each status the order has been in with its date and time, then the ones still ahead (none once cancelled). */
export function timelineSteps(order: Pick<Order, 'status' | 'statusHistory' | 'orderDate'>): Step[] {
  const history = order.statusHistory?.length ? order.statusHistory : [{ status: order.status, at: order.orderDate ?? '' }];
  const steps: Step[] = history.map((event, index) => {
    const afterReview = history.slice(0, index).some((e) => e.status === 'AwaitingReview');
    const last = index === history.length - 1;
    const status = event.status as OrderStatus;
    return {
      key: `${status}-${index}`,
      label: stepLabel(status, index, afterReview),
      at: event.at,
      state: status === 'Canceled' ? 'canceled' : last && status !== 'Delivered' ? 'current' : 'done',
    };
  });
  if (order.status === 'Canceled' || order.status === 'Delivered') return steps;
  const reached = AHEAD.indexOf(order.status as OrderStatus);
  return [
    ...steps,
    ...AHEAD.slice(reached + 1).map((status) => ({ key: status, label: stepLabel(status, 1, false), at: null, state: 'todo' as const })),
  ];
}

/** The order's progress, top to bottom, each step with when it happened. */
export function OrderTimeline({ order }: { order: Pick<Order, 'status' | 'statusHistory' | 'orderDate'> }) {
  return (
    <ol className="account-timeline" aria-label="Order progress" data-testid="order-timeline">
      {timelineSteps(order).map((step) => (
        <li
          key={step.key}
          className={`account-timeline__step account-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="account-timeline__label">{step.label}</span>
          {step.at && step.state !== 'todo' ? (
            <time className="account-timeline__time" dateTime={step.at}>
              {formatDateTime(step.at)}
            </time>
          ) : (
            <span className="account-timeline__time">
              <span className={visuallyHiddenClass}>Not yet</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
