import { useState } from 'react';
import {
  Alert,
  apiErrorMessage,
  Badge,
  Button,
  EmptyState,
  formatStaffDateTime,
  Link,
  Loading,
  type StockShortfall,
  useLoad,
} from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Checkbox } from 'shared-kernel/ui/forms';
import { getShortfalls } from '../api/get-shortfalls';
import { resolveShortfall } from '../api/resolve-shortfall';

/** Paid orders whose units were gone when they were placed: the admin refunds or back-orders each. */
export function StockIssues() {
  const [all, setAll] = useState(false);
  const list = useLoad(() => getShortfalls(all ? undefined : true), [all]);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resolve = async (s: StockShortfall, resolution: 'refund' | 'backorder') => {
    setNotice(null);
    try {
      await resolveShortfall(s.id, resolution);
      setNotice({
        tone: 'success',
        text:
          resolution === 'refund'
            ? 'The order was cancelled and its payment refunded.'
            : 'Back-ordered: fill the order when stock arrives.',
      });
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorMessage(error, 'The shortfall could not be resolved.') });
    }
    list.reload();
  };

  const columns: Column<StockShortfall>[] = [
    { key: 'when', header: 'Placed', render: (s) => formatStaffDateTime(s.createdAt) },
    { key: 'order', header: 'Order', render: (s) => <Link to={`/orders/${s.orderId}`}>{s.orderId.slice(0, 8)}</Link> },
    { key: 'medicine', header: 'Medicine', render: (s) => s.medicineName },
    { key: 'short', header: 'Short', numeric: true, render: (s) => `${s.quantityShort} of ${s.quantityOrdered}` },
    {
      key: 'resolution',
      header: 'Resolution',
      render: (s) =>
        s.resolution ? (
          <Badge className="admin-badge">{s.resolution === 'refund' ? 'Refunded' : 'Back-ordered'}</Badge>
        ) : (
          <span className="admin-row-actions">
            <Button variant="danger" onClick={() => void resolve(s, 'refund')}>
              Refund
            </Button>
            <Button variant="secondary" onClick={() => void resolve(s, 'backorder')}>
              Back-order
            </Button>
          </span>
        ),
    },
  ];

  return (
    <>
      <Checkbox id="admin-shortfalls-all" label="Show resolved ones too" checked={all} onChange={(e) => setAll(e.target.checked)} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {list.status === 'loading' && <Loading label="Loading stock issues..." />}
      {list.status === 'error' && <Alert onRetry={list.reload}>{apiErrorMessage(list.error, 'Could not load the stock issues.')}</Alert>}
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <EmptyState>No paid order is waiting for stock.</EmptyState>
        ) : (
          <DataTable caption="Orders short of stock" columns={columns} rows={list.data} rowKey={(s) => s.id} />
        ))}
    </>
  );
}
