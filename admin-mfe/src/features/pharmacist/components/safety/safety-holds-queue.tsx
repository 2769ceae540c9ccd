import { Alert, EmptyState, formatStaffDateTime, Link, Loading, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { getSafetyHolds } from '../../api/get-safety-holds';
import { type SafetyHoldRow } from '../../api/safety-types';
import { SOURCE_LABELS, STATUS_LABELS } from './hold-labels';
import { personName } from './person-profile';
import { SeverityBadge, worstSeverity } from './safety-alerts';

const medicines = (h: SafetyHoldRow) => h.lines.map((l) => `${l.medicineName} × ${l.quantity}`).join(', ');

const columns: Column<SafetyHoldRow>[] = [
  {
    key: 'open',
    header: 'Held sale',
    render: (h) => (
      <Link to={`/pharmacist/safety-holds/${h.id}`} aria-label={`Open the safety hold for ${h.customerName}: ${medicines(h)}`}>
        Open
      </Link>
    ),
  },
  { key: 'held', header: 'Held', render: (h) => <time dateTime={h.createdAt}>{formatStaffDateTime(h.createdAt)}</time> },
  { key: 'customer', header: 'Customer', render: (h) => h.customerName },
  { key: 'for', header: 'For', render: (h) => (h.person ? personName(h.person) : 'Not named') },
  { key: 'source', header: 'Source', render: (h) => SOURCE_LABELS[h.source] },
  { key: 'medicines', header: 'Medicines', render: medicines },
  {
    key: 'severity',
    header: 'Worst alert',
    render: (h) => {
      const worst = worstSeverity(h.alerts);
      return worst ? (
        <span>
          <SeverityBadge severity={worst} />{' '}
          <span className="admin-hint">
            ({h.alerts.length} {h.alerts.length === 1 ? 'alert' : 'alerts'})
          </span>
        </span>
      ) : (
        'None'
      );
    },
  },
  { key: 'status', header: 'Status', render: (h) => STATUS_LABELS[h.status] },
];

/** The sales the clinical checks held for a pharmacist, the oldest first (the server's order): each opens its screen. */
export function SafetyHoldsQueue() {
  const queue = useLoad(getSafetyHolds, [], 'the safety holds');
  if (queue.status === 'loading') return <Loading label="Loading the safety holds…" />;
  if (queue.status === 'error') return <Alert onRetry={queue.reload}>Could not load the safety holds.</Alert>;
  if (queue.data.length === 0) return <EmptyState>No sale is held by the safety checks.</EmptyState>;
  return (
    <>
      <p className="admin-hint" role="status">
        {queue.data.length} {queue.data.length === 1 ? 'sale is' : 'sales are'} waiting, the oldest first. Nothing is charged until you
        decide.
      </p>
      <DataTable caption="Sales held by the safety checks, oldest first" columns={columns} rows={queue.data} rowKey={(h) => h.id} />
    </>
  );
}

/** On the review queue: how many sales the safety checks hold, with the way to them (none: nothing shown). */
export function SafetyHoldsNotice() {
  const queue = useLoad(getSafetyHolds, [], 'the safety holds');
  if (queue.status !== 'ready' || queue.data.length === 0) return null;
  const count = queue.data.length;
  return (
    <p className="admin-attention" data-testid="safety-holds-count">
      {count} {count === 1 ? 'sale is' : 'sales are'} held by the safety checks.{' '}
      <Link to="/pharmacist/safety-holds">Open the safety holds</Link>
    </p>
  );
}
