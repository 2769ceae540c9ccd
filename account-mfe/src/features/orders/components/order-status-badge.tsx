import { normalizeOrderStatus, ORDER_STATUS_LABELS } from 'shared-kernel';

const TONE: Partial<Record<string, string>> = { Canceled: ' account-status--canceled', AwaitingReview: ' account-status--review' };

export function OrderStatusBadge({ status }: { status: unknown }) {
  const shown = normalizeOrderStatus(status);
  return <span className={`account-status${TONE[shown] ?? ''}`}>{ORDER_STATUS_LABELS[shown]}</span>;
}
