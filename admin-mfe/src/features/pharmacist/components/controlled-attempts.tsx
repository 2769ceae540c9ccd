import { Alert, EmptyState, formatStaffDateTime, Loading, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { type ControlledAttemptRow } from '../api/vigilance-types';
import { getControlledAttempts } from '../api/get-controlled-attempts';

const CAP_LABELS: Record<ControlledAttemptRow['cap'], string> = {
  'per-order': 'Per order',
  'person-30-days': '30 days, this person',
  'phone-30-days': '30 days, this phone',
  'address-30-days': '30 days, this address',
};

const columns: Column<ControlledAttemptRow>[] = [
  { key: 'when', header: 'When', render: (a) => <time dateTime={a.createdAt}>{formatStaffDateTime(a.createdAt)}</time> },
  { key: 'medicine', header: 'Medicine', render: (a) => a.medicineName },
  { key: 'asked', header: 'Asked for', render: (a) => a.quantity, numeric: true },
  {
    key: 'cap',
    header: 'Cap gone over',
    render: (a) => (
      <>
        {CAP_LABELS[a.cap]} (at most {a.capLimit}
        {a.cap === 'per-order' ? '' : `, ${a.alreadyBought} had already`})
      </>
    ),
  },
  {
    key: 'who',
    header: 'Shopper',
    render: (a) => (
      <>
        {a.customerName || 'Unknown'}
        {a.customerEmail ? <span className="admin-field-hint"> {a.customerEmail}</span> : null}
      </>
    ),
  },
  {
    key: 'where',
    header: 'Phone and address',
    render: (a) => (
      <>
        {a.phone}
        <span className="admin-field-hint"> {a.address}</span>
      </>
    ),
  },
];

/** Checkouts refused for going over a controlled medicine's cap, newest first. */
export function ControlledAttempts() {
  const attempts = useLoad(getControlledAttempts, []);
  if (attempts.status === 'loading') return <Loading label="Loading the flagged attempts…" />;
  if (attempts.status === 'error') return <Alert onRetry={attempts.reload}>Could not load the flagged attempts.</Alert>;
  if (attempts.data.length === 0) return <EmptyState>No checkout has gone over a controlled medicine cap.</EmptyState>;
  return (
    <>
      <p className="admin-hint">
        {attempts.data.length} refused, newest first. Each was stopped before payment; call the shopper if a pattern worries you.
      </p>
      <DataTable caption="Checkouts refused over a controlled medicine cap" columns={columns} rows={attempts.data} rowKey={(a) => a.id} />
    </>
  );
}
