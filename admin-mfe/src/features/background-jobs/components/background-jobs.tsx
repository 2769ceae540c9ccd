import { Alert, Badge, Button, Loading, formatStaffDateTime, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { getBackgroundJobs, type BackgroundJobRow } from '../api/background-jobs';

/** What each job does, in the admin's words (the API names them). */
const JOB_TITLES: Record<string, string> = {
  'back-in-stock': 'Back-in-stock mail',
  'expiry-housekeeping': 'Expiry housekeeping',
  'lab-hold-expiry': 'Lab slot holds',
  'low-stock-digest': 'Low-stock mail',
  'notification-retry': 'Message retries',
  'privacy-retention': 'Data retention',
  'reconcile-payments': 'Payment reconciliation',
  'refill-run': 'Refill plans',
  'uncollected-pickups': 'Uncollected pickups',
};

const OUTCOMES: Record<string, { label: string; tone: string }> = {
  running: { label: 'Running', tone: 'running' },
  succeeded: { label: 'Succeeded', tone: 'ok' },
  failed: { label: 'Failed, will retry', tone: 'warn' },
  dead: { label: 'Failed', tone: 'bad' },
};

const TRIGGERS: Record<string, string> = { schedule: 'on schedule', 'run-now': 'run by hand', queued: 'queued' };

export function every(seconds: number): string {
  if (seconds === 0) return 'Only when run by hand';
  if (seconds % 86_400 === 0) return seconds === 86_400 ? 'Daily' : `Every ${seconds / 86_400} days`;
  if (seconds % 3600 === 0) return seconds === 3600 ? 'Hourly' : `Every ${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'Every minute' : `Every ${seconds / 60} minutes`;
  return `Every ${seconds} s`;
}

const title = (row: BackgroundJobRow) => JOB_TITLES[row.name] ?? row.name;

function LastRun({ row }: { row: BackgroundJobRow }) {
  const run = row.lastRun;
  if (!run) return <>Not run yet</>;
  const outcome = OUTCOMES[run.outcome] ?? { label: run.outcome, tone: 'ok' };
  // One element: a stacked row (phone) lays the cell's children out as grid items.
  return (
    <div>
      <Badge className={`admin-job-outcome admin-job-${outcome.tone}`}>{outcome.label}</Badge>{' '}
      <span className="admin-job-when">
        {formatStaffDateTime(run.startedAt)}
        {run.endedAt ? `–${formatStaffDateTime(run.endedAt).slice(-5)}` : ''}, {TRIGGERS[run.trigger] ?? run.trigger}
        {run.retries > 0 ? `, after ${run.retries} ${run.retries === 1 ? 'retry' : 'retries'}` : ''}
      </span>
    </div>
  );
}

const columns: Column<BackgroundJobRow>[] = [
  {
    key: 'job',
    header: 'Job',
    render: (row) => (
      <div>
        <strong>{title(row)}</strong>
        <br />
        <small>{every(row.everySeconds)}</small>
      </div>
    ),
  },
  { key: 'last', header: 'Last run', render: (row) => <LastRun row={row} /> },
  { key: 'next', header: 'Next run', render: (row) => (row.nextRunAt ? formatStaffDateTime(row.nextRunAt) : '—') },
  {
    key: 'backlog',
    header: 'Waiting',
    numeric: true,
    render: (row) => `${row.backlog.queued} queued, ${row.backlog.retrying} retrying`,
  },
  {
    key: 'dead',
    header: 'Failed for good',
    numeric: true,
    render: (row) => <strong className={row.deadLettered > 0 ? 'admin-job-bad-text' : undefined}>{row.deadLettered}</strong>,
  },
];

/** Every background job: when it last ran and how that went, when it runs next, what waits, what failed. */
export function BackgroundJobs() {
  const jobs = useLoad(getBackgroundJobs, [], 'the background jobs');
  return (
    <>
      <div className="admin-toolbar">
        <Button variant="secondary" onClick={jobs.reload}>
          Refresh
        </Button>
      </div>
      {jobs.status === 'loading' && <Loading label="Loading the background jobs..." />}
      {jobs.status === 'error' && <Alert onRetry={jobs.reload}>Could not load the background jobs.</Alert>}
      {jobs.status === 'ready' && (
        <DataTable
          caption="Background jobs, their last and next runs"
          columns={columns}
          rows={jobs.data}
          rowKey={(row) => row.name}
          details={{
            label: (row) => `Details of ${title(row)}: recent failures`,
            render: (row) =>
              row.recentFailures.length ? (
                <ul className="admin-changes">
                  {row.recentFailures.map((failure, i) => (
                    <li key={i}>
                      <strong>{formatStaffDateTime(failure.at)}</strong> ({TRIGGERS[failure.trigger] ?? failure.trigger}): {failure.message}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No failures in the last seven days.</p>
              ),
          }}
        />
      )}
    </>
  );
}
