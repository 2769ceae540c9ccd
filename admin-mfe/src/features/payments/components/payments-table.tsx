import { useCallback, useState } from 'react';
import { Alert, formatNaira, Loading, type PaymentTransaction } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatDateTime, timeOf } from '../../../utils/date-time';
import { getTransactions } from '../api/get-transactions';

export const paymentStatusText = (status: boolean) => (status ? 'Success' : 'Failed');

const columns: Column<PaymentTransaction>[] = [
  { key: 'id', header: 'ID', render: (p) => <code title={p.id}>{p.id.slice(0, 8)}</code> },
  { key: 'user', header: 'User', render: (p) => <code title={p.userId}>{p.userId.slice(0, 8)}</code> },
  { key: 'email', header: 'Email', render: (p) => p.email },
  { key: 'amount', header: 'Amount', render: (p) => formatNaira(p.amount), sortKey: 'amount' },
  { key: 'reference', header: 'Reference', render: (p) => p.transactionReference },
  {
    key: 'status',
    header: 'Status',
    render: (p) => (
      <span className={`admin-badge ${p.status ? 'admin-badge-success' : 'admin-badge-failed'}`}>{paymentStatusText(p.status)}</span>
    ),
  },
  {
    key: 'created',
    header: 'Created',
    render: (p) => <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>,
    sortKey: 'createdAt',
  },
  { key: 'type', header: 'Type', render: (p) => p.paymentType },
  {
    key: 'addresses',
    header: 'Addresses',
    render: (p) => (
      <>
        <div>Shipping: {p.shippingAddress}</div>
        <div>Billing: {p.billingAddress}</div>
      </>
    ),
  },
];

const sortValues = {
  amount: (p: PaymentTransaction) => p.amount,
  createdAt: (p: PaymentTransaction) => timeOf(p.createdAt),
};

type StatusFilter = 'all' | 'success' | 'failed';

export function PaymentsTable() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const text = query.trim().toLowerCase();
  const filterKey = status === 'all' && !text ? '' : `${status}|${text}`;
  const matches = useCallback(
    (p: PaymentTransaction) =>
      (status === 'all' || p.status === (status === 'success')) &&
      (!text || p.transactionReference.toLowerCase().includes(text) || p.email.toLowerCase().includes(text)),
    [status, text],
  );
  const { state, sort, setSort, setPage, reload } = usePagedList(getTransactions, {
    defaultSort: { key: 'createdAt', direction: 'descending' },
    sortValues,
    filterKey,
    matches,
    failure: 'Could not load the payments.',
  });

  if (state.status === 'loading') return <Loading label="Loading payments..." />;
  if (state.status === 'error') return <Alert onRetry={reload}>{state.message}</Alert>;
  if (state.everEmpty) return <p className="admin-empty">No payments yet.</p>;

  return (
    <>
      <div className="admin-toolbar" role="search" aria-label="Filter payments">
        <div className="admin-field">
          <label htmlFor="admin-payments-query">Reference or email</label>
          <input id="admin-payments-query" className="admin-input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-payments-status">Status</label>
          <select
            id="admin-payments-status"
            className="admin-input"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            <option value="all">All</option>
            <option value="success">Success</option>
            <option value="failed">Failed</option>
          </select>
        </div>
      </div>
      {state.total === 0 && !state.busy ? (
        <p className="admin-empty">No payments match the filter.</p>
      ) : (
        <DataTable
          caption="Payments"
          columns={columns}
          rows={state.rows}
          rowKey={(p) => p.id}
          sort={sort}
          onSort={setSort}
          paging={{ page: state.page, totalPages: state.totalPages, totalRows: state.total, onPage: setPage }}
          busy={state.busy}
        />
      )}
    </>
  );
}
