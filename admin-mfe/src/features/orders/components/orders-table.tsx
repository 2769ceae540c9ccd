import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  formatOrderDate,
  Link,
  Loading,
  Money,
  type Order,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabel,
  useSearchParams,
} from 'shared-kernel';
import { getDeliveryZones } from 'delivery-kit';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select, TextField } from 'shared-kernel/ui/forms';
import { useAdminList } from '../../../hooks/use-admin-list';
import { timeOf } from '../../../utils/date-time';
import { getOrders } from '../api/get-orders';

const columns: Column<Order>[] = [
  { key: 'number', header: 'Order', render: (o) => <strong>{o.orderNumber}</strong>, sortKey: 'orderNumber' },
  {
    key: 'customer',
    header: 'Customer',
    render: (o) => (
      <>
        {o.customer.name}
        <br />
        <small className="ep-token">{o.customer.email}</small>
      </>
    ),
    sortKey: 'customer',
  },
  {
    key: 'date',
    header: 'Placed',
    render: (o) => <time dateTime={o.orderDate}>{formatOrderDate(o.orderDate)}</time>,
    sortKey: 'orderDate',
  },
  { key: 'state', header: 'Delivery state', render: (o) => o.deliveryAddress?.state ?? '—', sortKey: 'deliveryState' },
  { key: 'total', header: 'Total', render: (o) => <Money amount={o.totalPrice} />, sortKey: 'totalPrice' },
  {
    key: 'status',
    header: 'Status',
    render: (o) => <Badge className="admin-badge">{orderStatusLabel(o.status)}</Badge>,
    sortKey: 'status',
  },
  {
    key: 'view',
    header: 'Actions',
    render: (o) => (
      <Link to={`/orders/${o.orderId}`} aria-label={`View order ${o.orderNumber}`}>
        View
      </Link>
    ),
  },
];

const sortValues = {
  orderNumber: (o: Order) => o.orderNumber,
  customer: (o: Order) => o.customer.name.toLowerCase(),
  deliveryState: (o: Order) => o.deliveryAddress?.state ?? '~',
  totalPrice: (o: Order) => o.totalPrice,
  orderDate: (o: Order) => timeOf(o.orderDate),
  status: (o: Order) => o.status,
};

/** Whether an order passes the filters: its status, its delivery state and a text (number, customer, reference). */
function orderMatches(o: Order, status: OrderStatus | 'all', deliveryState: string, text: string): boolean {
  return (
    (status === 'all' || o.status === status) &&
    (deliveryState === 'all' || o.deliveryAddress?.state === deliveryState) &&
    (!text ||
      [o.orderNumber, o.orderId, o.paymentReference ?? '', o.customer.name, o.customer.email].some((v) => v.toLowerCase().includes(text)) ||
      (/^\d+$/.test(text) && Number(o.orderNumber.replace(/\D/g, '')) === Number(text)))
  );
}

/** The states the shop delivers to, for the delivery-state filter (none if the zones cannot be read). */
function useDeliveryStates(): string[] {
  const [states, setStates] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    getDeliveryZones()
      .then((overview) => current && Array.isArray(overview?.zones) && setStates([...new Set(overview.zones.map((z) => z.state))].sort()))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return states;
}

/** The status asked for in the address (`?status=Pending`, the admin home's links), else all. */
function statusFromAddress(params: URLSearchParams): OrderStatus | 'all' {
  const asked = params.get('status');
  return (ORDER_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as OrderStatus) : 'all';
}

export function OrdersTable() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<OrderStatus | 'all'>(() => statusFromAddress(params));
  const [deliveryState, setDeliveryState] = useState('all');
  const states = useDeliveryStates();
  const [query, setQuery] = useState('');
  const text = query.trim().toLowerCase();
  const filterKey = status === 'all' && deliveryState === 'all' && !text ? '' : `${status}|${deliveryState}|${text}`;
  const matches = useCallback((o: Order) => orderMatches(o, status, deliveryState, text), [status, deliveryState, text]);
  const { state, sort, setSort, setPage, reload } = useAdminList(getOrders, {
    defaultSort: { key: 'orderDate', direction: 'descending' },
    failure: 'Could not load the orders.',
    local: { key: filterKey, matches, sortValues },
  });

  if (state.status === 'loading') return <Loading label="Loading orders..." />;
  if (state.status === 'error') return <Alert onRetry={reload}>{state.message}</Alert>;
  if (state.everEmpty) return <p className="admin-empty">No orders yet.</p>;

  return (
    <>
      <div className="admin-toolbar" role="search" aria-label="Filter orders">
        <Select id="admin-orders-status" label="Status" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | 'all')}>
          <option value="all">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select id="admin-orders-state" label="Delivery state" value={deliveryState} onChange={(e) => setDeliveryState(e.target.value)}>
          <option value="all">All</option>
          {states.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
        <TextField
          id="admin-orders-query"
          label="Order number, customer or payment reference"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
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
