import { useState } from 'react';
import { Alert, Button, Loading, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select } from 'shared-kernel/ui/forms';
import { getRemoteHealth, type RemoteHealthRow } from '../api/remote-health';

const REMOTE_TITLES: Record<string, string> = {
  catalog: 'Catalogue',
  cartCheckout: 'Cart and checkout',
  account: 'Account',
  admin: 'Admin',
};
const WINDOWS = [
  { hours: 1, label: 'Last hour' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 168, label: 'Last 7 days' },
];

const percent = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.01 ? 2 : 1)} %`;
const seconds = (ms: number | null) => (ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

const columns: Column<RemoteHealthRow>[] = [
  { key: 'remote', header: 'Part of the site', render: (row) => REMOTE_TITLES[row.remote] ?? row.remote },
  {
    key: 'version',
    header: 'Version',
    render: (row) => (
      <>
        <code>{row.version}</code>
        {row.canary ? <span className="admin-release-canary"> canary</span> : null}
      </>
    ),
  },
  { key: 'loads', header: 'Pages drawn', numeric: true, render: (row) => row.loads.toLocaleString('en-NG') },
  { key: 'median', header: 'Load time (median)', numeric: true, render: (row) => seconds(row.medianLoadMs) },
  { key: 'p95', header: 'Load time (95 %)', numeric: true, render: (row) => seconds(row.p95LoadMs) },
  { key: 'failures', header: 'Failures', numeric: true, render: (row) => row.failures + row.errors },
  {
    key: 'rate',
    header: 'Error rate',
    numeric: true,
    render: (row) => <strong className={row.errorRate > 0.05 ? 'admin-release-bad' : undefined}>{percent(row.errorRate)}</strong>,
  },
];

/** Load time and error rate of every remote version shoppers ran, newest first per remote. */
export function RemoteHealth() {
  const [hours, setHours] = useState(24);
  const health = useLoad(() => getRemoteHealth(hours), [hours], 'the remotes’ health');
  return (
    <>
      <div className="admin-toolbar">
        <Select id="admin-release-window" label="Period" value={String(hours)} onChange={(e) => setHours(Number(e.target.value))}>
          {WINDOWS.map((w) => (
            <option key={w.hours} value={w.hours}>
              {w.label}
            </option>
          ))}
        </Select>
        <Button variant="secondary" onClick={health.reload}>
          Refresh
        </Button>
      </div>
      {health.status === 'loading' && <Loading label="Loading the remotes’ health..." />}
      {health.status === 'error' && <Alert onRetry={health.reload}>Could not load the remotes’ health.</Alert>}
      {health.status === 'ready' &&
        (health.data.length === 0 ? (
          <p>No reports from shoppers’ browsers in this period.</p>
        ) : (
          <DataTable
            caption="Load time and error rate per remote version"
            columns={columns}
            rows={health.data}
            rowKey={(row) => `${row.remote}/${row.version}`}
            details={{
              label: (row) => `Latest failures of ${row.remote} ${row.version}`,
              render: (row) =>
                row.lastErrors?.length ? (
                  <ul className="admin-changes">
                    {row.lastErrors.map((error, i) => (
                      <li key={i}>
                        <strong>{error.stage}</strong>: {error.message || '(no message)'}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>No failures.</p>
                ),
            }}
          />
        ))}
    </>
  );
}
