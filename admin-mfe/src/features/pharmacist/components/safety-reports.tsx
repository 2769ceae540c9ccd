import { useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, formatStaffDateTime, Loading, useLoad } from 'shared-kernel';
import { Select } from 'shared-kernel/ui/forms';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { getSafetyReports } from '../api/get-safety-reports';
import { type SafetyReportRow } from '../api/vigilance-types';
import { type SafetyReportState, triageSafetyReport } from '../api/triage-safety-report';

const KIND_LABELS: Record<SafetyReportRow['kind'], string> = {
  'side-effect': 'Side effect',
  'suspected-fake': 'Suspected fake',
};
export const STATE_LABELS: Record<SafetyReportState, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  'sent-to-nafdac': 'Sent to NAFDAC',
  closed: 'Closed',
};

/** The report's state as a select and a Save button; saved, the list is read again. */
function Triage({ report, onSaved }: { report: SafetyReportRow; onSaved: () => void }) {
  const [state, setState] = useState<SafetyReportState>(report.state);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await triageSafetyReport(report.id, { state });
      onSaved();
    } catch (e) {
      setError(apiErrorMessage(e, 'Not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-triage">
      <Select
        id={`admin-report-state-${report.id}`}
        label="Triage"
        value={state}
        onChange={(e) => setState(e.target.value as SafetyReportState)}
      >
        {(Object.keys(STATE_LABELS) as SafetyReportState[]).map((s) => (
          <option key={s} value={s}>
            {STATE_LABELS[s]}
          </option>
        ))}
      </Select>
      <Button variant="secondary" onClick={save} disabled={busy || state === report.state}>
        {busy ? 'Saving…' : 'Save'}
      </Button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

/** Side-effect and suspected-fake reports from shoppers, oldest first, each with its triage state. */
export function SafetyReports() {
  const [which, setWhich] = useState<'open' | 'all'>('open');
  const reports = useLoad(() => getSafetyReports(which), [which]);
  const columns: Column<SafetyReportRow>[] = [
    { key: 'received', header: 'Received', render: (r) => <time dateTime={r.createdAt}>{formatStaffDateTime(r.createdAt)}</time> },
    { key: 'kind', header: 'Report', render: (r) => <strong>{KIND_LABELS[r.kind]}</strong> },
    {
      key: 'medicine',
      header: 'Medicine and batch',
      render: (r) => (
        <>
          {r.medicineName}
          {r.lotNumber ? <span className="admin-field-hint"> Batch {r.lotNumber}</span> : null}
          {r.orderNumber ? <span className="admin-field-hint"> Order {r.orderNumber}</span> : null}
        </>
      ),
    },
    { key: 'what', header: 'What happened', render: (r) => r.description },
    {
      key: 'who',
      header: 'Shopper',
      render: (r) => (
        <>
          {r.customerName || 'Unknown'}
          {r.customerEmail ? <span className="admin-field-hint"> {r.customerEmail}</span> : null}
          {r.contactPhone ? <span className="admin-field-hint"> Call {r.contactPhone}</span> : null}
        </>
      ),
    },
    { key: 'state', header: 'Triage', render: (r) => <Triage report={r} onSaved={reports.reload} /> },
  ];
  return (
    <>
      <Select id="admin-reports-which" label="Show" value={which} onChange={(e) => setWhich(e.target.value as 'open' | 'all')}>
        <option value="open">Open reports (not closed)</option>
        <option value="all">Every report</option>
      </Select>
      {reports.status === 'loading' && <Loading label="Loading the reports…" />}
      {reports.status === 'error' && <Alert onRetry={reports.reload}>Could not load the reports.</Alert>}
      {reports.status === 'ready' && reports.data.length === 0 && <EmptyState>No report is waiting.</EmptyState>}
      {reports.status === 'ready' && reports.data.length > 0 && (
        <>
          <p className="admin-hint">
            {reports.data.length} {which === 'open' ? 'open' : 'in all'}, oldest first. Pass serious ones to NAFDAC (e-reporting at
            primaryreporting.who-umc.org/NG, or 0800-162-3322).
          </p>
          <DataTable caption="Side-effect and suspected-fake reports" columns={columns} rows={reports.data} rowKey={(r) => r.id} />
        </>
      )}
    </>
  );
}
