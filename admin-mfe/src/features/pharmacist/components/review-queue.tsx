import { Alert, EmptyState, formatStaffDateTime, Link, Loading, Money, type ReviewItem, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { getApprovalQueue } from '../api/get-approval-queue';
import { getReviewQueue } from '../api/get-review-queue';
import { RefillCheckQueue } from './refill-check';
import { SeverityBadge, worstSeverity } from './safety/safety-alerts';
import { SafetyHoldsNotice } from './safety/safety-holds-queue';
import type { CartApprovalItem } from 'shared-kernel';

const beforePaymentColumns: Column<CartApprovalItem>[] = [
  {
    key: 'check',
    header: 'Before payment',
    render: (r) => (
      <Link to={`/pharmacist/approvals/${r.approvalId}`} aria-label={`Check before payment for ${r.customerName}`}>
        Before payment
      </Link>
    ),
  },
  { key: 'sent', header: 'Sent', render: (r) => <time dateTime={r.requestedAt}>{formatStaffDateTime(r.requestedAt)}</time> },
  { key: 'customer', header: 'Customer', render: (r) => r.customerName },
  {
    key: 'medicines',
    header: 'Prescription-only',
    render: (r) =>
      r.lines.map((l) => `${l.medicineName} × ${l.quantity}`).join(', ') || (r.sentOnWhatsApp ? 'None chosen yet (sent on WhatsApp)' : ''),
  },
  { key: 'prescriber', header: 'Prescriber', render: (r) => `${r.prescription.prescriberName} (${r.prescription.writtenOn})` },
];

/** Prescriptions sent against a cart, to check before the shopper pays (none: nothing shown). */
function BeforePaymentQueue() {
  const queue = useLoad(getApprovalQueue, []);
  if (queue.status !== 'ready' || queue.data.length === 0) return null;
  return (
    <DataTable
      caption="Prescriptions to check before payment, oldest first"
      columns={beforePaymentColumns}
      rows={queue.data}
      rowKey={(r) => r.approvalId}
    />
  );
}

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
  { key: 'placed', header: 'Placed', render: (r) => <time dateTime={r.placedAt}>{formatStaffDateTime(r.placedAt)}</time> },
  { key: 'customer', header: 'Customer', render: (r) => r.customerName },
  {
    key: 'medicines',
    header: 'To decide',
    // The prescription-only lines; every line of an order the safety checks sent.
    render: (r) =>
      r.lines
        .filter((line) => line.requiresPrescription || r.safety?.review)
        .map((line) => `${line.medicineName} × ${line.quantity}`)
        .join(', '),
  },
  {
    key: 'prescriber',
    header: 'Prescriber',
    render: (r) => {
      if (r.prescription) return `${r.prescription.prescriberName} (${r.prescription.writtenOn})`;
      return r.lines.some((line) => line.requiresPrescription) ? 'No prescription attached' : 'None needed';
    },
  },
  {
    key: 'safety',
    header: 'Safety checks',
    render: (r) => {
      const worst = r.safety ? worstSeverity(r.safety.alerts) : null;
      return worst ? (
        <span>
          <SeverityBadge severity={worst} />
        </span>
      ) : (
        'No alert'
      );
    },
  },
  { key: 'total', header: 'Total', render: (r) => <Money amount={r.totalPrice} />, numeric: true },
];

/** The orders awaiting a pharmacist, the oldest first (the server's order): each opens its review. */
export function ReviewQueue() {
  const queue = useLoad(getReviewQueue, []);
  if (queue.status === 'loading') return <Loading label="Loading the review queue…" />;
  if (queue.status === 'error') return <Alert onRetry={queue.reload}>Could not load the review queue.</Alert>;
  if (queue.data.length === 0)
    return (
      <>
        <SafetyHoldsNotice />
        <BeforePaymentQueue />
        <RefillCheckQueue />
        <EmptyState>No orders are waiting for a pharmacist. Well done.</EmptyState>
      </>
    );
  return (
    <>
      <SafetyHoldsNotice />
      <BeforePaymentQueue />
      <RefillCheckQueue />
      <p className="admin-hint">
        {queue.data.length} {queue.data.length === 1 ? 'order is' : 'orders are'} waiting, the oldest first.
      </p>
      <DataTable caption="Orders awaiting pharmacist review, oldest first" columns={columns} rows={queue.data} rowKey={(r) => r.orderId} />
    </>
  );
}
