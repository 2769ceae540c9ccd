import { normalizeOrderStatus } from 'shared-kernel';
import { useAccountText } from '../../../i18n';
import { orderStatusText } from './order-timeline';

const TONE: Partial<Record<string, string>> = { Canceled: ' account-status--canceled', AwaitingReview: ' account-status--review' };

export function OrderStatusBadge({ status }: { status: unknown }) {
  const t = useAccountText();
  const shown = normalizeOrderStatus(status);
  return <span className={`account-status${TONE[shown] ?? ''}`}>{orderStatusText(shown, t)}</span>;
}
