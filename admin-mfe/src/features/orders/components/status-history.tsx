import { formatDateTime, type Order, type OrderStatus, orderStatusLabel } from 'shared-kernel';
import type { StatusChange } from '../api/get-order-history';

const DECIDED: Record<string, string> = {
  approved: 'Approved by pharmacist',
  rejected: 'Rejected by pharmacist',
  partial: 'Partly approved by pharmacist',
};

type Step = { at: string; what: string; by?: string };

/** Placed, paid, the pharmacist's decision and every admin status change, in time order. */
export function historySteps(order: Order, changes: StatusChange[]): Step[] {
  const steps: Step[] = [{ at: order.orderDate, what: 'Placed' }];
  if (order.paidAt) steps.push({ at: order.paidAt, what: 'Paid' });
  if (order.review)
    steps.push({ at: order.review.decidedAt, what: DECIDED[order.review.decision] ?? 'Reviewed', by: order.review.pharmacistName });
  for (const c of changes) steps.push({ at: c.at, what: orderStatusLabel(c.to as OrderStatus), by: c.by });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** The order's status history with dates; `changes` null while the audit log is read or when it cannot be. */
export function StatusHistory({ order, changes }: { order: Order; changes: StatusChange[] | null }) {
  const steps = historySteps(order, changes ?? []);
  return (
    <ol className="admin-status-history" aria-label="Status history">
      {steps.map((s, i) => (
        <li key={`${s.at}-${i}`}>
          <time dateTime={s.at}>{formatDateTime(s.at)}</time> <strong>{s.what}</strong>
          {s.by ? <span className="admin-status-history__by"> by {s.by}</span> : null}
        </li>
      ))}
      {changes === null ? <li className="admin-status-history__by">Reading the status changes…</li> : null}
      <li className="admin-status-history__now">
        Now: <strong>{orderStatusLabel(order.status)}</strong>
      </li>
    </ol>
  );
}
