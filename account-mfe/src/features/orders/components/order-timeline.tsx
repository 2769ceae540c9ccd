import { normalizeOrderStatus, type Order, type OrderStatus, visuallyHiddenClass } from 'shared-kernel';
import { accountMessages, useAccountText } from '../../../i18n';

type Translate = typeof accountMessages.t;
type Step = { key: string; label: string; at: string | null; state: 'done' | 'current' | 'todo' | 'canceled' };

/** An order status as the shopper reads it, in their language. */
export const orderStatusText = (status: unknown, t: Translate = accountMessages.t) =>
  t('orders.statusLabel', { status: normalizeOrderStatus(status) });

/** What each step of an order reads as on its timeline; Pending after a pharmacist's review means it is being packed. */
function stepLabel(t: Translate, status: OrderStatus, index: number, afterReview: boolean): string {
  if (status === 'Pending') return t(afterReview ? 'orders.approvedPacking' : index === 0 ? 'orders.step.placed' : 'orders.step.confirmed');
  if (status === 'AwaitingReview') return index === 0 ? t('orders.step.placedAwaitingReview') : orderStatusText(status, t);
  if (status === 'Processing') return t('orders.step.preparing');
  if (status === 'Shipped') return t('orders.step.onItsWay');
  return orderStatusText(status, t);
}

/** The status an order is shown as: "Approved, being packed" once a pharmacist has approved it. */
export function trackedStatusLabel(order: Pick<Order, 'status' | 'review'>, t: Translate = accountMessages.t): string {
  const status = normalizeOrderStatus(order.status);
  if (status === 'Pending' && order.review && order.review.decision !== 'rejected') return t('orders.approvedPacking');
  return orderStatusText(status, t);
}

const AHEAD: OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];

/** The steps: each status the order has been in with its date and time, then the ones still ahead (none once cancelled). */
export function timelineSteps(order: Pick<Order, 'status' | 'statusHistory' | 'orderDate'>, t: Translate = accountMessages.t): Step[] {
  const history = order.statusHistory?.length ? order.statusHistory : [{ status: order.status, at: order.orderDate ?? '' }];
  const steps: Step[] = history.map((event, index) => {
    const afterReview = history.slice(0, index).some((e) => e.status === 'AwaitingReview');
    const last = index === history.length - 1;
    const status = event.status as OrderStatus;
    return {
      key: `${status}-${index}`,
      label: stepLabel(t, status, index, afterReview),
      at: event.at,
      state: status === 'Canceled' ? 'canceled' : last && status !== 'Delivered' ? 'current' : 'done',
    };
  });
  if (order.status === 'Canceled' || order.status === 'Delivered') return steps;
  const reached = AHEAD.indexOf(order.status as OrderStatus);
  return [
    ...steps,
    ...AHEAD.slice(reached + 1).map((status) => ({ key: status, label: stepLabel(t, status, 1, false), at: null, state: 'todo' as const })),
  ];
}

/** The order's progress, top to bottom, each step with when it happened (dd/mm/yyyy HH:mm, Lagos). */
export function OrderTimeline({ order }: { order: Pick<Order, 'status' | 'statusHistory' | 'orderDate'> }) {
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
