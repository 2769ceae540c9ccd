import { Alert, EmptyState, formatDateTime, Link, Loading, Money, type ReviewItem, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { getReviewQueue } from '../api/reviews';

const columns: Column<ReviewItem>[] = [
  {
    key: 'order',
    header: 'Order',
    render: (r) => (
      <Link to={`/pharmacist/reviews/${r.orderId}`} aria-label={`Review ${r.orderNumber}`}>
        {r.orderNumber}
      </Link>
    ),
  },
  { key: 'placed', header: 'Placed', render: (r) => <time dateTime={r.placedAt}>{formatDateTime(r.placedAt)}</time> },
  { key: 'customer', header: 'Customer', render: (r) => r.customerName },
  {
    key: 'medicines',
    header: 'Prescription-only',
    render: (r) =>
      r.lines
        .filter((line) => line.requiresPrescription)
        .map((line) => `${line.medicineName} × ${line.quantity}`)
        .join(', '),
  },
  {
    key: 'prescriber',
    header: 'Prescriber',
    render: (r) => (r.prescription ? `${r.prescription.prescriberName} (${r.prescription.writtenOn})` : 'No prescription attached'),
  },
  { key: 'total', header: 'Total', render: (r) => <Money amount={r.totalPrice} />, numeric: true },
];

/** The orders awaiting a pharmacist, the oldest first (the server's order): each opens its review. */
export function ReviewQueue() {
  const queue = useLoad(getReviewQueue, []);
  if (queue.status === 'loading') return <Loading label="Loading the review queue…" />;
  if (queue.status === 'error') return <Alert onRetry={queue.reload}>Could not load the review queue.</Alert>;
  if (queue.data.length === 0) return <EmptyState>No orders are waiting for a pharmacist. Well done.</EmptyState>;
  return (
    <>
      <p className="admin-hint">
        {queue.data.length} {queue.data.length === 1 ? 'order is' : 'orders are'} waiting, the oldest first.
      </p>
      <DataTable caption="Orders awaiting pharmacist review, oldest first" columns={columns} rows={queue.data} rowKey={(r) => r.orderId} />
    </>
  );
}
