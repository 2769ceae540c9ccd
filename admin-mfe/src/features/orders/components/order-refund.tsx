import { Badge, Money, REFUND_STATUS_TEXT, useLoad } from 'shared-kernel';
import { getRefunds } from '../api/get-refunds';

/** The refunds of a cancelled order's payment, as the provider reports them (asked again on each load). */
export function OrderRefund({ paymentReference }: { paymentReference: string }) {
  const state = useLoad(() => getRefunds(paymentReference), [paymentReference]);
  if (state.status !== 'ready' || !Array.isArray(state.data) || state.data.length === 0) return null;
  return (
    <>
      <dt>Refund</dt>
      <dd data-testid="admin-order-refund">
        {state.data.map((r) => (
          <div key={r.id}>
            <Badge
              className={`admin-badge ${r.status === 'processed' ? 'admin-badge-success' : r.status === 'failed' || r.status === 'needs-attention' ? 'admin-badge-failed' : ''}`}
            >
              {REFUND_STATUS_TEXT[r.status]}
            </Badge>{' '}
            <Money amount={r.amount} />
          </div>
        ))}
      </dd>
    </>
  );
}
