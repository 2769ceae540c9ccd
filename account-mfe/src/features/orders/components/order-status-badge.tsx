import { normalizeOrderStatus, type Order } from 'shared-kernel';
import { useAccountText } from '../../../i18n';
import { trackedStatusLabel } from './order-timeline';

const TONE: Partial<Record<string, string>> = { Canceled: ' account-status--canceled', AwaitingReview: ' account-status--review' };

/** An order's status; a pickup reads "Ready for pickup" then "Collected", never "Delivered". */
export function OrderStatusBadge({ status, fulfilment }: { status: unknown; fulfilment?: Order['fulfilment'] | null }) {
  const t = useAccountText();
  const shown = normalizeOrderStatus(status);
  return (
    <span className={`account-status${TONE[shown] ?? ''}`}>
      {trackedStatusLabel({ status: shown, review: null, fulfilment: fulfilment ?? undefined }, t)}
    </span>
  );
}
