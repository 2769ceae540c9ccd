import { type FormEvent, useState } from 'react';
import { Alert, apiErrorMessage, Button } from 'shared-kernel';
import { TextField } from 'shared-kernel/ui/forms';
import { downloadReport } from '../api/download-report';
import { REPORTS, type ReportName } from '../api/reports-shared';

/** Reports for a span of Lagos days (or all time), each downloaded as CSV. */
export function ReportsPanel() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
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
    <form className="admin-form" aria-label="Reports" onSubmit={(e: FormEvent) => e.preventDefault()}>
      <TextField id="report-from" label="First day" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <TextField id="report-to" label="Last day" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
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
