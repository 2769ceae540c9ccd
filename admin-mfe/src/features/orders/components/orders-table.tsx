import { useCallback, useState } from 'react';
import { Alert, formatNaira, formatOrderDate, Link, Loading, type Order, ORDER_STATUSES, type OrderStatus } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { usePagedList } from '../../../hooks/use-paged-list';
import { timeOf } from '../../../utils/date-time';
import { getOrders } from '../api/get-orders';

const columns: Column<Order>[] = [
  { key: 'id', header: 'Order ID', render: (o) => <code title={o.orderId}>{o.orderId}</code> },
  { key: 'total', header: 'Total', render: (o) => formatNaira(o.totalPrice), sortKey: 'totalPrice' },
  { key: 'date', header: 'Date', render: (o) => <time dateTime={o.orderDate}>{formatOrderDate(o.orderDate)}</time>, sortKey: 'orderDate' },
  { key: 'status', header: 'Status', render: (o) => <span className="admin-badge">{o.status}</span>, sortKey: 'status' },
  {
    key: 'view',
    header: 'Actions',
    render: (o) => (
      <Link to={`/orders/${o.orderId}`} aria-label={`View order ${o.orderId}`}>
        View
      </Link>
    ),
  },
];

const sortValues = {
  totalPrice: (o: Order) => o.totalPrice,
  orderDate: (o: Order) => timeOf(o.orderDate),
  status: (o: Order) => o.status,
};

export function OrdersTable() {
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const [query, setQuery] = useState('');
  const text = query.trim().toLowerCase();
  const filterKey = status === 'all' && !text ? '' : `${status}|${text}`;
  const matches = useCallback(
    (o: Order) =>
      (status === 'all' || o.status === status) &&
      (!text || o.orderId.toLowerCase().includes(text) || (o.paymentReference ?? '').toLowerCase().includes(text)),
    [status, text],
  );
  const { state, sort, setSort, setPage, reload } = usePagedList(getOrders, {
    defaultSort: { key: 'orderDate', direction: 'descending' },
    sortValues,
    filterKey,
    matches,
    failure: 'Could not load the orders.',
  });

  if (state.status === 'loading') return <Loading label="Loading orders..." />;
  if (state.status === 'error') return <Alert onRetry={reload}>{state.message}</Alert>;
  if (state.everEmpty) return <p className="admin-empty">No orders yet.</p>;

  return (
    <>
      <div className="admin-toolbar" role="search" aria-label="Filter orders">
        <div className="admin-field">
          <label htmlFor="admin-orders-status">Status</label>
          <select
            id="admin-orders-status"
            className="admin-input"
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | 'all')}
          >
            <option value="all">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="admin-orders-query">Order ID or payment reference</label>
          <input id="admin-orders-query" className="admin-input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </div>
      {state.total === 0 && !state.busy ? (
        <p className="admin-empty">No orders match the filter.</p>
      ) : (
        <DataTable
          caption="Orders"
          columns={columns}
          rows={state.rows}
          rowKey={(o) => o.orderId}
          sort={sort}
          onSort={setSort}
          paging={{ page: state.page, totalPages: state.totalPages, totalRows: state.total, onPage: setPage }}
          busy={state.busy}
        />
      )}
    </>
  );
}
