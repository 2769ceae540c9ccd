import { type ChangeEvent, useState } from 'react';
import { Alert, apiErrorMessage, Button } from 'shared-kernel';
import { downloadCatalogue } from '../api/download-catalogue';
import { type ImportReport, importCatalogue } from '../api/import-catalogue';

const RESULT_LABELS: Record<ImportReport['rows'][number]['result'], string> = {
  created: 'Added',
  changed: 'Changed',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

/** What the import did or would do: the counts, and each row that is not unchanged. */
function ImportResult({ report }: { report: ImportReport }) {
  return (
    <section aria-labelledby="import-result">
      <h2 id="import-result">{report.applied ? 'Applied' : 'Dry run: nothing changed yet'}</h2>
      <p role="status">
        {report.counts.created} to add · {report.counts.changed} changed · {report.counts.unchanged} unchanged · {report.counts.refused}{' '}
        refused
        {report.counts.refused ? ': correct the refused rows and check the file again.' : ''}
      </p>
      <table className="admin-home__table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Medicine</th>
            <th scope="col">Result</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {report.rows
            .filter((r) => r.result !== 'unchanged')
            .map((r) => (
              <tr key={r.line} data-result={r.result}>
                <td>{r.line}</td>
                <td>{r.name || '—'}</td>
                <td className={r.result === 'refused' ? 'admin-attention' : undefined}>{RESULT_LABELS[r.result]}</td>
                <td>{r.result === 'refused' ? r.reasons.join('; ') : r.fields.join(', ')}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}

/** The catalogue as CSV: download it, then upload the edited file, check it (dry run) and apply it. */
export function CatalogueImport() {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const run = async (work: () => Promise<void>, failure: string) => {
    setProblem('');
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(apiErrorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReport(null);
    setCsv(file ? { name: file.name, text: await file.text() } : null);
  };
  const check = () => run(async () => setReport(await importCatalogue(csv!.text, false)), 'The file could not be checked.');
  const apply = () => run(async () => setReport(await importCatalogue(csv!.text, true)), 'The file could not be applied.');
  const changes = report ? report.counts.created + report.counts.changed : 0;

  return (
    <div className="admin-form">
      <p>
        <Button type="button" onClick={() => void run(downloadCatalogue, 'The catalogue could not be exported.')} disabled={busy}>
          Download the catalogue (CSV)
        </Button>
      </p>
      <p className="admin-hint">
        Edit it in a spreadsheet and save it as CSV. Leave the id empty to add a medicine; a medicine added without a NAFDAC number stays
        hidden.
      </p>
      <div className="admin-field">
        <label htmlFor="catalogue-file">Edited catalogue (CSV)</label>
        <input id="catalogue-file" className="admin-input" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </div>
      <div className="admin-actions">
        <Button type="button" onClick={() => void check()} disabled={!csv || busy}>
          Check the file
        </Button>
        {report && !report.applied && report.counts.refused === 0 && changes > 0 ? (
          <Button type="button" onClick={() => void apply()} disabled={busy}>
            Apply {changes} {changes === 1 ? 'change' : 'changes'}
          </Button>
        ) : null}
      </div>
      {problem ? <Alert>{problem}</Alert> : null}
      {report ? <ImportResult report={report} /> : null}
    </div>
  );
}
