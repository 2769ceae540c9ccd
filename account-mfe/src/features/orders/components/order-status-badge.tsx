import { normalizeOrderStatus } from 'shared-kernel';

export function OrderStatusBadge({ status }: { status: unknown }) {
  const shown = normalizeOrderStatus(status);
  return <span className={`account-status${shown === 'Canceled' ? ' account-status--canceled' : ''}`}>{shown}</span>;
}
