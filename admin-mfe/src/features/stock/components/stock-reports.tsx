import { useMemo, useState } from 'react';
import { Alert, apiErrorMessage, formatDayMonthYear, Link, Loading, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select, TextField } from 'shared-kernel/ui/forms';
import { getExpiringReport } from '../api/get-expiring-report';
import { getOnHandReport } from '../api/get-on-hand-report';
import { getWrittenOffReport } from '../api/get-written-off-report';

type OnHand = Awaited<ReturnType<typeof getOnHandReport>>;
type Expiring = Awaited<ReturnType<typeof getExpiringReport>>;
type WrittenOff = Awaited<ReturnType<typeof getWrittenOffReport>>;

const STATUS: Record<string, string> = {
  sellable: 'Sellable',
  quarantined: 'Quarantined',
  recalled: 'Recalled',
  returned: 'Returned',
};
const KIND: Record<string, string> = {
  'written-off': 'Written off',
  damaged: 'Damaged',
  expired: 'Expired',
  'returned-to-supplier': 'Returned to distributor',
};
const PAGE = 50;
const REPORTS = { 'on-hand': 'On hand by batch', expiring: 'Expiring soon', 'written-off': 'Written off and returned' } as const;
type Report = keyof typeof REPORTS;

const medicineLink = (id: string, name: string) => <Link to={`/admin/medicines/${id}`}>{name}</Link>;

/** Figures above a report: label and value pairs. */
function Totals({ label, items }: { label: string; items: [string, number][] }) {
  return (
    <dl className="admin-stock-totals" aria-label={label} data-testid="stock-report-totals">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value.toLocaleString('en-NG')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The admins' stock reports: on hand by batch, expiring soon, written off (and returned). */
export function StockReports() {
  const [report, setReport] = useState<Report>('on-hand');
  return (
    <>
      <div className="admin-toolbar">
        <Select id="stock-report" label="Report" value={report} onChange={(e) => setReport(e.target.value as Report)}>
          {Object.entries(REPORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      {report === 'on-hand' && <OnHandReport />}
      {report === 'expiring' && <ExpiringReport />}
      {report === 'written-off' && <WrittenOffReport />}
    </>
  );
}

const onHandColumns: Column<OnHand['batches'][number]>[] = [
  { key: 'medicine', header: 'Medicine', render: (b) => medicineLink(b.medicineId, b.medicineName) },
  { key: 'batch', header: 'Batch', render: (b) => (b.openingBalance ? 'Opening balance' : b.lotNumber) },
  { key: 'expiry', header: 'Expiry', render: (b) => b.expiryDate ?? 'Unknown' },
  { key: 'status', header: 'Status', render: (b) => STATUS[b.status] },
  { key: 'units', header: 'Units', numeric: true, render: (b) => b.quantity },
  { key: 'supplier', header: 'Distributor', render: (b) => b.supplierName ?? '—' },
];

function OnHandReport() {
  const state = useLoad(() => getOnHandReport(), []);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return state.status === 'ready'
      ? state.data.batches.filter((b) => !needle || `${b.medicineName} ${b.lotNumber}`.toLowerCase().includes(needle))
      : [];
  }, [state, filter]);
  if (state.status === 'loading') return <Loading label="Adding up the batches…" />;
  if (state.status === 'error')
    return <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the stock on hand.')}</Alert>;
  const t = state.data.totals;
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE));
  return (
    <section aria-labelledby="stock-on-hand">
      <h2 id="stock-on-hand">On hand by batch</h2>
      <Totals
        label="Units on hand"
        items={[
          ['Units on hand', t.units],
          ['Sellable', t.sellable],
          ['Quarantined', t.quarantined],
          ['Recalled', t.recalled],
        ]}
      />
      <div className="admin-toolbar">
        <TextField
          id="stock-on-hand-filter"
          label="Medicine or batch"
          type="search"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption="Batches holding units, by medicine and expiry"
        columns={onHandColumns}
        rows={rows.slice((page - 1) * PAGE, page * PAGE)}
        rowKey={(b) => b.batchId}
        paging={totalPages > 1 ? { page, totalPages, totalRows: rows.length, onPage: setPage } : undefined}
      />
    </section>
  );
}

const expiringColumns: Column<Expiring['batches'][number]>[] = [
  { key: 'medicine', header: 'Medicine', render: (b) => medicineLink(b.medicineId, b.medicineName) },
  { key: 'batch', header: 'Batch', render: (b) => b.lotNumber },
  { key: 'expiry', header: 'Expiry', render: (b) => b.expiryDate },
  { key: 'left', header: 'Days left', numeric: true, render: (b) => (b.daysLeft < 0 ? `expired ${-b.daysLeft} d ago` : b.daysLeft) },
  { key: 'status', header: 'Status', render: (b) => STATUS[b.status] },
  { key: 'units', header: 'Units', numeric: true, render: (b) => b.quantity },
];

function ExpiringReport() {
  const [days, setDays] = useState(90);
  const state = useLoad(() => getExpiringReport(days), [days]);
  return (
    <section aria-labelledby="stock-expiring">
      <h2 id="stock-expiring">Expiring soon</h2>
      <div className="admin-toolbar">
        <Select id="stock-expiring-days" label="Expiring within" value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
          {[30, 90, 180, 365].map((d) => (
            <option key={d} value={d}>
              {d} days
            </option>
          ))}
        </Select>
      </div>
      {state.status === 'loading' && <Loading label="Reading the batches…" />}
      {state.status === 'error' && (
        <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the batches expiring soon.')}</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <Totals
            label="Expiring soon"
            items={[
              ['Batches', state.data.batches.length],
              ['Units', state.data.units],
            ]}
          />
          {state.data.batches.length === 0 ? (
            <p className="admin-empty">No batch with units expires within {days} days.</p>
          ) : (
            <DataTable
              caption={`Batches expiring within ${days} days, soonest first`}
              columns={expiringColumns}
              rows={state.data.batches}
              rowKey={(b) => b.batchId}
            />
          )}
          <p className="admin-hint">
            Quarantined batches are out of sale: write their units off or return them to the distributor from the medicine&apos;s page.
          </p>
        </>
      )}
    </section>
  );
}

const writtenOffColumns: Column<WrittenOff['entries'][number]>[] = [
  { key: 'at', header: 'When', render: (e) => formatDayMonthYear(e.at) },
  { key: 'medicine', header: 'Medicine', render: (e) => medicineLink(e.medicineId, e.medicineName) },
  { key: 'batch', header: 'Batch', render: (e) => e.lotNumber ?? '—' },
  { key: 'kind', header: 'What', render: (e) => KIND[e.kind] },
  { key: 'units', header: 'Units', numeric: true, render: (e) => e.units },
  { key: 'note', header: 'Reason or note', render: (e) => e.note || '—' },
  { key: 'by', header: 'By', render: (e) => e.by ?? '—' },
];

function WrittenOffReport() {
  const [range, setRange] = useState({ from: '', to: '' });
  const state = useLoad(
    () => getWrittenOffReport({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) }),
    [range.from, range.to],
  );
  return (
    <section aria-labelledby="stock-written-off">
      <h2 id="stock-written-off">Written off and returned</h2>
      <div className="admin-toolbar">
        <TextField
          id="stock-off-from"
          label="From"
          type="date"
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.target.value })}
        />
        <TextField id="stock-off-to" label="To" type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
      </div>
      {state.status === 'loading' && <Loading label="Reading the stock movements…" />}
      {state.status === 'error' && (
        <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the units written off.')}</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <p className="admin-hint">
            {state.data.from} to {state.data.to}
          </p>
          <Totals
            label="Units written off and returned"
            items={[
              ['Written off', state.data.totals.writtenOff],
              ['Returned', state.data.totals.returned],
              ['Total', state.data.totals.units],
            ]}
          />
          {state.data.entries.length === 0 ? (
            <p className="admin-empty">Nothing was written off or returned in these days.</p>
          ) : (
            <DataTable
              caption="Units written off and returned, newest first"
              columns={writtenOffColumns}
              rows={state.data.entries}
              rowKey={(e) => e.movementId}
            />
          )}
        </>
      )}
    </section>
  );
}
