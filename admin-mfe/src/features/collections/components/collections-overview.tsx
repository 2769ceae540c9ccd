import { Alert, apiErrorMessage, EmptyState, Loading, Money, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { getCollections } from '../api/get-collections';
import { type RiderCollections } from '../api/collections-types';

type OrderRow = NonNullable<RiderCollections['orders']>[number];

const STATE_TEXT: Record<string, string> = { open: 'Not paid yet', paid: 'Paid', refused: 'Refused at the door' };

const columns: Column<OrderRow>[] = [
  { key: 'order', header: 'Order', render: (o) => o.orderNumber ?? '' },
  { key: 'status', header: 'Status', render: (o) => o.status ?? '' },
  { key: 'state', header: 'Payment', render: (o) => STATE_TEXT[o.state ?? ''] ?? '' },
  { key: 'amount', header: 'To collect', numeric: true, render: (o) => <Money amount={o.amount ?? 0} /> },
  { key: 'paid', header: 'Paid', numeric: true, render: (o) => <Money amount={o.paid ?? 0} /> },
];

/**
 * Pay-on-delivery reconciliation: for each rider, what they should have collected and what was paid
 * through their links. `load` reads every rider's (the admin's) or one pharmacy's (its staff's);
 * `Heading` is the riders' heading level under the page's.
 */
export function CollectionsOverview({
  load = getCollections,
  Heading = 'h2',
}: {
  load?: () => Promise<RiderCollections[]>;
  Heading?: 'h2' | 'h3';
}) {
  const data = useLoad(load, [load]);
  if (data.status === 'loading') return <Loading label="Loading collections..." />;
  if (data.status === 'error') return <Alert onRetry={data.reload}>{apiErrorMessage(data.error, 'Could not load the collections.')}</Alert>;
  if (data.data.length === 0) return <EmptyState>No pay-on-delivery orders with riders yet.</EmptyState>;
  return (
    <>
      {data.data.map((r) => (
        <section key={r.rider} className="admin-card" aria-label={`Collections of ${r.rider}`}>
          <Heading>
            {r.rider}
            {r.riderPhone ? ` · ${r.riderPhone}` : ''}
          </Heading>
          <p>
            Should have collected <Money amount={r.due ?? 0} />, paid <Money amount={r.paid ?? 0} />, outstanding{' '}
            <strong>
              <Money amount={r.outstanding ?? 0} />
            </strong>
          </p>
          <DataTable rows={r.orders ?? []} columns={columns} rowKey={(o) => o.orderId ?? ''} caption={`Orders handed to ${r.rider}`} />
        </section>
      ))}
    </>
  );
}
