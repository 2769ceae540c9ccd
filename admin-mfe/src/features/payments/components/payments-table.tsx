import { useCallback, useState } from 'react';
import { Alert, formatNaira, Loading, type PaymentTransaction, REFUND_STATUS_TEXT } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select, TextField } from 'shared-kernel/ui/forms';
import { useAdminList } from '../../../hooks/use-admin-list';
import { formatDateTime, timeOf } from '../../../utils/date-time';
import { getTransactions } from '../api/get-transactions';
import { ReconcilePanel } from './reconcile-panel';

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
    key: 'refund',
    header: 'Refund',
    render: (p) =>
      p.refundStatus ? (
        <span
          className={`admin-badge ${p.refundStatus === 'processed' ? 'admin-badge-success' : p.refundStatus === 'failed' || p.refundStatus === 'needs-attention' ? 'admin-badge-failed' : ''}`}
        >
          {REFUND_STATUS_TEXT[p.refundStatus]}
        </span>
      ) : p.refunded ? (
        'Reversed'
      ) : (
        '-'
      ),
  },
  {
    key: 'charged',
    header: 'Charged (fees)',
    render: (p) =>
      p.chargedAmount === null ? (
        '-'
      ) : (
        <>
          {formatNaira(p.chargedAmount)}
          {p.fees !== null && <div className="admin-hint">fees {formatNaira(p.fees)}</div>}
        </>
      ),
  },
  { key: 'channel', header: 'Channel', render: (p) => (p.channel ? p.channel.replace('_', ' ') : '-') },
  {
    key: 'attention',
    header: 'Attention',
    render: (p) => (p.attention ? <strong className="admin-attention">{p.attention}</strong> : ''),
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
  const { state, sort, setSort, setPage, reload } = useAdminList(getTransactions, {
    defaultSort: { key: 'createdAt', direction: 'descending' },
    failure: 'Could not load the payments.',
    local: { key: filterKey, matches, sortValues },
  });

  let body;
  if (state.status === 'loading') body = <Loading label="Loading payments..." />;
  else if (state.status === 'error') body = <Alert onRetry={reload}>{state.message}</Alert>;
  else if (state.everEmpty) body = <p className="admin-empty">No payments yet.</p>;
  else
    body = (
      <>
        <div className="admin-toolbar" role="search" aria-label="Filter payments">
          <TextField
            id="admin-payments-query"
            label="Reference or email"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Select id="admin-payments-status" label="Status" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            <option value="all">All</option>
            <option value="success">Success</option>
            <option value="failed">Failed</option>
          </Select>
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

  return (
    <>
      <ReconcilePanel onReconciled={reload} />
      {body}
    </>
  );
}
