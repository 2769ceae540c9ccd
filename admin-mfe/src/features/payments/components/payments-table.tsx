import { useCallback, useState } from 'react';
import { Alert, formatStaffDateTime, Loading, Money, type PaymentTransaction } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select, TextField } from 'shared-kernel/ui/forms';
import { useAdminList } from '../../../hooks/use-admin-list';
import { timeOf } from '../../../utils/date-time';
import { getTransactions } from '../api/get-transactions';
import { DayTotals, dayText } from './day-totals';
import { PaymentDetails } from './payment-details';
import { PaymentStatus, STATUS_GROUPS, type StatusGroup } from './payment-status';
import { ReconcilePanel } from './reconcile-panel';

/** Today in Lagos (UTC+1 all year), yyyy-MM-dd. */
export const lagosToday = (now = Date.now()) => new Date(now + 60 * 60 * 1000).toISOString().slice(0, 10);

/** What the payment was for: its order (EPH-…), its lab booking (LAB-…), or neither yet. */
export const paidFor = (p: PaymentTransaction) => (p.labBooking ? `Lab booking ${p.labBooking.reference}` : (p.orderNumber ?? 'No order'));

const columns: Column<PaymentTransaction>[] = [
  {
    key: 'payment',
    header: 'Order or booking, customer',
    render: (p) => (
      <div>
        <strong className="admin-pay-order">{paidFor(p)}</strong>
        <span className="admin-pay-customer">
          {p.labBooking ? `${p.labBooking.testName} · ` : ''}
          {p.customerName ?? p.email}
        </span>
      </div>
    ),
  },
  { key: 'amount', header: 'Amount', render: (p) => <Money amount={p.amount} />, sortKey: 'amount', numeric: true },
  { key: 'status', header: 'Status', render: (p) => <PaymentStatus payment={p} /> },
  {
    key: 'created',
    header: 'Created',
    render: (p) => <time dateTime={p.createdAt}>{formatStaffDateTime(p.createdAt)}</time>,
    sortKey: 'createdAt',
  },
];

const details = {
  label: (p: PaymentTransaction) => `Details of ${p.labBooking?.reference ?? p.orderNumber ?? p.transactionReference}`,
  render: (p: PaymentTransaction) => <PaymentDetails payment={p} />,
};

const sortValues = {
  amount: (p: PaymentTransaction) => p.amount,
  createdAt: (p: PaymentTransaction) => timeOf(p.createdAt),
};

const searchable = (p: PaymentTransaction) =>
  [p.transactionReference, p.email, p.orderNumber ?? '', p.labBooking?.reference ?? '', p.labBooking?.testName ?? '', p.customerName ?? '']
    .join(' ')
    .toLowerCase();

function Filters(props: {
  day: string;
  onDay: (day: string) => void;
  query: string;
  onQuery: (query: string) => void;
  group: StatusGroup;
  onGroup: (group: StatusGroup) => void;
}) {
  return (
    <div className="admin-toolbar" role="search" aria-label="Filter payments">
      <TextField id="admin-payments-day" label="Day" type="date" value={props.day} onChange={(e) => props.onDay(e.target.value)} />
      <TextField
        id="admin-payments-query"
        label="Order, booking, name, reference or email"
        type="search"
        value={props.query}
        onChange={(e) => props.onQuery(e.target.value)}
      />
      <Select id="admin-payments-status" label="Status" value={props.group} onChange={(e) => props.onGroup(e.target.value as StatusGroup)}>
        {Object.entries(STATUS_GROUPS).map(([value, g]) => (
          <option key={value} value={value}>
            {g.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function PaymentsTable() {
  const [day, setDay] = useState(() => lagosToday());
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<StatusGroup>('all');
  const [version, setVersion] = useState(0);
  const text = query.trim().toLowerCase();
  const filterKey = group === 'all' && !text ? '' : `${group}|${text}`;
  const matches = useCallback(
    (p: PaymentTransaction) => STATUS_GROUPS[group].has(p.clerkStatus) && (!text || searchable(p).includes(text)),
    [group, text],
  );
  const { state, sort, setSort, setPage, reload } = useAdminList(getTransactions, {
    defaultSort: { key: 'createdAt', direction: 'descending' },
    failure: 'Could not load the payments.',
    filters: { from: day },
    local: { key: filterKey, matches, sortValues },
  });
  const reloadAll = () => {
    reload();
    setVersion((v) => v + 1);
  };

  let body;
  if (state.status === 'loading') body = <Loading label="Loading payments..." />;
  else if (state.status === 'error') body = <Alert onRetry={reload}>{state.message}</Alert>;
  else if (state.total === 0 && !state.busy)
    body = (
      <p className="admin-empty">
        {filterKey ? 'No payments match the filter.' : day ? `No payments on ${dayText(day)}.` : 'No payments yet.'}
      </p>
    );
  else
    body = (
      <DataTable
        caption="Payments"
        columns={columns}
        rows={state.rows}
        rowKey={(p) => p.id}
        sort={sort}
        onSort={setSort}
        paging={{ page: state.page, totalPages: state.totalPages, totalRows: state.total, onPage: setPage }}
        busy={state.busy}
        details={details}
        className="admin-payments"
      />
    );

  return (
    <>
      <ReconcilePanel onReconciled={reloadAll} />
      <Filters day={day} onDay={setDay} query={query} onQuery={setQuery} group={group} onGroup={setGroup} />
      <DayTotals day={day} version={version} />
      {body}
    </>
  );
}
