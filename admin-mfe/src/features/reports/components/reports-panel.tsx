import { useState } from 'react';
import { Alert, apiErrorMessage, Button } from 'shared-kernel';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { downloadReport } from '../api/download-report';
import { REPORTS, type ReportName } from '../api/reports-shared';

/** Reports for a span of Lagos days (or all time), each downloaded as CSV. */
export function ReportsPanel() {
  // The span is the form's; each report has its own button (Enter downloads nothing).
  const form = useForm({ initial: { from: '', to: '' } });
  const { from, to } = form.values;
  const [busy, setBusy] = useState<ReportName | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  const download = async (name: ReportName) => {
    setProblem('');
    setDone('');
    setBusy(name);
    try {
      setDone(`Downloaded ${await downloadReport(name, from, to)}.`);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The report could not be made.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="admin-form" aria-label="Reports" onSubmit={form.handleSubmit(() => undefined)}>
      <TextField id="report-from" label="First day" type="date" {...form.field('from')} />
      <TextField id="report-to" label="Last day" type="date" {...form.field('to')} />
      <p className="admin-hint">
        Lagos days, at most 366. Leave both empty for all time. Totals are counted as the screens count them. Orders and sales count
        medicine orders only, not lab bookings (the admin home and the Payments screen show those).
      </p>
      {problem ? <Alert>{problem}</Alert> : null}
      {done ? <p role="status">{done}</p> : null}
      <ul className="admin-cards">
        {REPORTS.map((r) => (
          <li key={r.name} className="admin-card">
            <h2>{r.label}</h2>
            <Button type="button" onClick={() => void download(r.name)} disabled={busy !== null}>
              {busy === r.name ? 'Preparing…' : `Download ${r.label.toLowerCase()} (CSV)`}
            </Button>
          </li>
        ))}
      </ul>
    </form>
  );
}
