import { useState } from 'react';
import { Alert, EmptyState, Loading, useLoad } from 'shared-kernel';
import { getMyPharmacy } from '../features/pharmacy-staff/api/get-my-pharmacy';
import { getStaffOrders, type StaffStage } from '../features/pharmacy-staff/api/get-staff-orders';
import { getStaffStock } from '../features/pharmacy-staff/api/get-staff-stock';
import { StaffOrderCard } from '../features/pharmacy-staff/staff-order-card';
import { getStaffCollections } from '../features/collections/api/get-staff-collections';
import { RiderPayLink } from '../features/pay-on-delivery/components/rider-pay-link';
import { CollectionsOverview } from '../features/collections/components/collections-overview';
import { DeliveryBoard } from '../features/riders/delivery-board';
import '../components/ui/admin-ui.css';
import '../features/pharmacy-staff/pharmacy-staff.css';
import '../features/riders/riders.css';

const STAGES: { stage: StaffStage; title: string; empty: string }[] = [
  { stage: 'to-pack', title: 'Orders to pack', empty: 'Nothing to pack.' },
  { stage: 'ready-for-pickup', title: 'Ready for pickup', empty: 'No order is waiting at the counter.' },
  { stage: 'handed-to-rider', title: 'Handed to rider', empty: 'No order is out with a rider.' },
];

/**
 * Pharmacy staff: their own pharmacy's orders by stage and its stock (the server answers only that
 * pharmacy's; anyone else is refused).
 */
export default function StaffOrdersPage() {
  const pharmacy = useLoad(getMyPharmacy, [], 'the staff pharmacy');
  // A step taken (ready, handed over) moves an order between lists: every list is read again.
  const [round, setRound] = useState(0);
  if (pharmacy.status === 'loading') return <Loading label="Loading your pharmacy…" />;
  if (pharmacy.status === 'error')
    return (
      <section className="admin-page" data-page="staffOrders">
        <h1>Pharmacy orders</h1>
        <Alert onRetry={pharmacy.reload}>Only a pharmacy’s staff can see this page. Ask an admin to add you to your pharmacy.</Alert>
      </section>
    );
  return (
    <section className="admin-page admin-staff" data-page="staffOrders">
      <h1>{pharmacy.data.name}</h1>
      <p className="admin-hint">
        {pharmacy.data.address} {pharmacy.data.openingHours && <>· {pharmacy.data.openingHours}</>}
      </p>
      {STAGES.map((s) => (
        <StageList key={s.stage} {...s} round={round} onDone={() => setRound((n) => n + 1)} />
      ))}
      <DeliveryBoard round={round} onDone={() => setRound((n) => n + 1)} />
      <section className="admin-staff__stage" aria-labelledby="staff-collections">
        <h2 id="staff-collections">Collections due</h2>
        <CollectionsOverview load={getStaffCollections} Heading="h3" />
      </section>
      <StockList round={round} />
    </section>
  );
}

type StageProps = { stage: StaffStage; title: string; empty: string; round: number; onDone: () => void };

function StageList({ stage, title, empty, round, onDone }: StageProps) {
  const orders = useLoad(() => getStaffOrders(stage), [stage, round], title);
  const headingId = `staff-${stage}`;
  return (
    <section className="admin-staff__stage" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title}
        {orders.status === 'ready' && <span className="admin-staff__count"> ({orders.data.length})</span>}
      </h2>
      {orders.status === 'loading' && <Loading label={`Loading ${title.toLowerCase()}…`} />}
      {orders.status === 'error' && <Alert onRetry={orders.reload}>Could not load {title.toLowerCase()}.</Alert>}
      {orders.status === 'ready' && orders.data.length === 0 && <EmptyState>{empty}</EmptyState>}
      {orders.status === 'ready' && orders.data.length > 0 && (
        <ul className="admin-staff__list">
          {orders.data.map((o) => (
            <StaffOrderCard
              key={o.id}
              order={o}
              stage={stage}
              onDone={onDone}
              payAtDoor={o.toPay === null || o.toPay === undefined ? null : <RiderPayLink orderId={o.id} toPay={o.toPay} />}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function StockList({ round }: { round: number }) {
  const stock = useLoad(getStaffStock, [round], 'the pharmacy stock');
  return (
    <section className="admin-staff__stage" aria-labelledby="staff-stock">
      <h2 id="staff-stock">Stock at this pharmacy</h2>
      {stock.status === 'loading' && <Loading label="Loading the stock…" />}
      {stock.status === 'error' && <Alert onRetry={stock.reload}>Could not load the stock.</Alert>}
      {stock.status === 'ready' && stock.data.length === 0 && <EmptyState>No units held here.</EmptyState>}
      {stock.status === 'ready' && stock.data.length > 0 && (
        <ul className="admin-staff__stock">
          {stock.data.map((b) => (
            <li key={b.batchId}>
              <span>{b.medicineName}</span>
              <span>
                lot {b.lotNumber}
                {b.expiryDate && <> · exp. {b.expiryDate}</>} · <strong>{b.quantity}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
