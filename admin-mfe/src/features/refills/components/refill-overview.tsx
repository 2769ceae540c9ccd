import { Alert, apiErrorMessage, EmptyState, formatDayMonthYear, Loading, Money, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { type AdminRefillPlan, getRefillOverview, type RefillFailure, type UpcomingRefills } from '../api/refills';

type UpcomingRow = NonNullable<UpcomingRefills['items']>[number];

const planColumns: Column<AdminRefillPlan>[] = [
  { key: 'next', header: 'Next refill', render: (p) => p.nextRunOn },
  { key: 'medicine', header: 'Medicine', render: (p) => `${p.quantity} × ${p.medicineName}` },
  { key: 'every', header: 'Every', render: (p) => `${p.intervalDays} days` },
  { key: 'status', header: 'Status', render: (p) => p.status },
  { key: 'pay', header: 'Payment', render: (p) => (p.autoPay && p.card ? `Card ${p.card.last4}` : 'Pay link') },
  { key: 'amount', header: 'Amount now', numeric: true, render: (p) => (p.nextAmount === null ? '—' : <Money amount={p.nextAmount} />) },
];

const upcomingColumns: Column<UpcomingRow>[] = [
  { key: 'medicine', header: 'Medicine', render: (r) => r.medicineName ?? '' },
  { key: 'units', header: 'Units', numeric: true, render: (r) => String(r.units ?? 0) },
  { key: 'plans', header: 'Plans', numeric: true, render: (r) => String(r.plans ?? 0) },
  { key: 'first', header: 'First on', render: (r) => r.firstOn ?? '' },
  { key: 'onHand', header: 'On hand', numeric: true, render: (r) => String(r.unitsOnHand ?? 0) },
  {
    key: 'short',
    header: 'To order',
    numeric: true,
    render: (r) => ((r.short ?? 0) > 0 ? <strong className="admin-refills__short">{r.short} short</strong> : 'Enough'),
  },
];

/** What an admin does about a refill that did not go through. */
function followUp(f: RefillFailure): string {
  if (f.waitsFor === 'pharmacist') return 'Waiting for a pharmacist to check the prescription (review queue)';
  if (f.waitsFor === 'shopper')
    return f.reason?.startsWith('Prescription refused')
      ? 'Prescription refused: waiting for the shopper to upload another'
      : 'Waiting for the shopper to upload a prescription';
  if (f.status === 'failed') return 'Plan paused after the last attempt: contact the shopper';
  if (f.status === 'retrying') return f.nextAttemptAt ? `Tried again ${formatDayMonthYear(f.nextAttemptAt)}` : 'Tried again soon';
  return 'Waiting for the shopper';
}

const failureColumns: Column<RefillFailure>[] = [
  { key: 'day', header: 'Refill day', render: (f) => f.runOn ?? '' },
  { key: 'medicine', header: 'Medicine', render: (f) => f.medicineName ?? '' },
  { key: 'status', header: 'State', render: (f) => f.status ?? '' },
  { key: 'attempts', header: 'Attempts', numeric: true, render: (f) => String(f.attempts ?? 0) },
  { key: 'reason', header: 'Why', render: (f) => f.reason ?? '' },
  { key: 'next', header: 'Next step', render: followUp },
];

/** Refill plans for the admin: every plan, the next 7 days by medicine (stock planning), the refills to follow up. */
export function RefillOverview() {
  const data = useLoad(getRefillOverview, []);
  if (data.status === 'loading') return <Loading label="Loading refill plans..." />;
  if (data.status === 'error')
    return <Alert onRetry={data.reload}>{apiErrorMessage(data.error, 'Could not load the refill plans.')}</Alert>;
  const { plans, upcoming, failures } = data.data;
  const short = (upcoming.items ?? []).filter((r) => (r.short ?? 0) > 0);
  const counts = { failed: 0, retrying: 0, asked: 0, prescription: 0 } as Record<string, number>;
  for (const f of failures) {
    const kind = f.waitsFor ? 'prescription' : (f.status ?? '');
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return (
    <>
      <h2>Next 7 days by medicine</h2>
      {short.length > 0 ? (
        <p role="status" className="admin-refills__warning">
          {short.length === 1 ? '1 medicine is' : `${short.length} medicines are`} short for this week's refills:{' '}
          {short.map((r) => `${r.medicineName} (${r.short})`).join(', ')}.
        </p>
      ) : null}
      {(upcoming.items ?? []).length === 0 ? (
        <EmptyState>No refill runs in the next 7 days.</EmptyState>
      ) : (
        <DataTable
          caption={`Refills from ${upcoming.from} to ${upcoming.to}`}
          columns={upcomingColumns}
          rows={upcoming.items ?? []}
          rowKey={(r) => r.medicineId ?? ''}
        />
      )}
      <h2>To follow up</h2>
      {failures.length > 0 ? (
        <p>
          {counts.failed ?? 0} given up, {counts.retrying ?? 0} retrying, {counts.asked ?? 0} waiting for the shopper,{' '}
          {counts.prescription ?? 0} waiting for a prescription.
        </p>
      ) : null}
      {failures.length === 0 ? (
        <EmptyState>No refill is failing or waiting for a shopper.</EmptyState>
      ) : (
        <DataTable
          caption="Refills retrying, given up or waiting"
          columns={failureColumns}
          rows={failures}
          rowKey={(f) => f.cycleId ?? `plan-${f.planId ?? ''}`}
        />
      )}
      <h2>All plans</h2>
      {plans.length === 0 ? (
        <EmptyState>No refill plans yet.</EmptyState>
      ) : (
        <DataTable caption="Refill plans" columns={planColumns} rows={plans} rowKey={(p) => p.id} />
      )}
    </>
  );
}
