import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira, formatOrderDate, ORDER_STATUSES, type Order, type OrderStatus } from 'shared-kernel';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { LoadError } from '../../../components/ui/load-error';
import { useLoad } from '../../../hooks/use-load';
import { timeOf } from '../../../utils/date-time';
import { getOrders } from '../api/get-orders';

const columns: Column<Order>[] = [
  { key: 'id', header: 'Order ID', render: (o) => <code title={o.orderId}>{o.orderId}</code>, sortValue: (o) => o.orderId },
  { key: 'total', header: 'Total', render: (o) => formatNaira(o.totalPrice), sortValue: (o) => o.totalPrice },
  { key: 'date', header: 'Date', render: (o) => <time dateTime={o.orderDate}>{formatOrderDate(o.orderDate)}</time>, sortValue: (o) => timeOf(o.orderDate) },
  { key: 'status', header: 'Status', render: (o) => <span className="admin-badge">{o.status}</span>, sortValue: (o) => ORDER_STATUSES.indexOf(o.status) },
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

export function OrdersTable() {
  const [state, reload] = useLoad(getOrders, 'Could not load the orders.');
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const [query, setQuery] = useState('');

  const rows = useMemo(() => {
    if (state.status !== 'ready') return [];
    const text = query.trim().toLowerCase();
    return state.data.filter(
      (o) =>
        (status === 'all' || o.status === status) &&
        (!text || o.orderId.toLowerCase().includes(text) || (o.paymentReference ?? '').toLowerCase().includes(text)),
    );
  }, [state, status, query]);

  if (state.status === 'loading') return <Loading label="Loading orders..." />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={reload} />;
  if (state.data.length === 0) return <p className="admin-empty">No orders yet.</p>;

  return (
    <>
      <div className="admin-toolbar" role="search" aria-label="Filter orders">
        <div className="admin-field">
          <label htmlFor="admin-orders-status">Status</label>
          <select id="admin-orders-status" className="admin-input" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | 'all')}>
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
      {rows.length === 0 ? (
        <p className="admin-empty">No orders match the filter.</p>
      ) : (
        <DataTable caption="Orders" columns={columns} rows={rows} rowKey={(o) => o.orderId} initialSort={{ key: 'date', direction: 'descending' }} />
      )}
    </>
  );
}
