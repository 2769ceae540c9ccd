import { useState } from 'react';
import { Alert, apiErrorMessage, Badge, Button, Loading, Money, useLoad } from 'shared-kernel';
import { getParcels } from '../api/get-parcels';
import { getRerouteOptions } from '../api/get-reroute-options';
import { rerouteOrder } from '../api/reroute-order';

type Parcel = Awaited<ReturnType<typeof getParcels>>[number];
type Options = Awaited<ReturnType<typeof getRerouteOptions>>;

const STATUS: Record<string, string> = { pending: 'To pack', shipped: 'Shipped', delivered: 'Delivered', canceled: 'Cancelled' };

/** One parcel's "Re-route" action: a location delivering to the order's state, then the move. */
type Notice = { tone: 'success' | 'error'; text: string };

function RerouteControl(props: { orderId: string; parcel: Parcel; whole: boolean; options: Options; onDone: (notice: Notice) => void }) {
  const { orderId, parcel, whole, options, onDone } = props;
  const places = options.parcels.find((p) => p.parcelId === parcel.id || whole)?.locations ?? [];
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `admin-reroute-${parcel.id}`;
  const move = async () => {
    setBusy(true);
    try {
      await rerouteOrder(orderId, to, whole ? undefined : parcel.id);
      setTo('');
      onDone({ tone: 'success', text: `Re-routed to ${places.find((p) => p.locationId === to)?.name}: the stock moved with it.` });
    } catch (error) {
      onDone({ tone: 'error', text: apiErrorMessage(error, 'The order could not be re-routed.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-reroute admin-no-print">
      <label htmlFor={id}>Re-route to</label>
      <select id={id} value={to} onChange={(e) => setTo(e.target.value)}>
        <option value="">Choose a pharmacy or the warehouse</option>
        {places.map((p) => (
          <option key={p.locationId} value={p.locationId} disabled={!p.hasStock}>
            {p.name}
            {p.hasStock ? '' : ' (not enough stock)'}
          </option>
        ))}
      </select>
      <Button variant="secondary" disabled={!to || busy} onClick={() => void move()}>
        Re-route
      </Button>
    </div>
  );
}

/** The order's parcels: where each leaves from, what it holds, its fee and window; an admin re-routes an unsent one. */
export function OrderParcels({ orderId, onMoved }: { orderId: string; onMoved: () => void }) {
  const parcels = useLoad(() => getParcels(orderId), [orderId]);
  const options = useLoad(() => getRerouteOptions(orderId), [orderId]);
  // Kept here, above the list: the list reloads after a move.
  const [notice, setNotice] = useState<Notice | null>(null);
  if (parcels.status === 'loading') return <Loading label="Loading parcels..." />;
  if (parcels.status === 'error')
    return <Alert onRetry={parcels.reload}>{apiErrorMessage(parcels.error, 'Could not load the parcels.')}</Alert>;
  if (parcels.data.length === 0) return <p className="admin-empty">This order has no parcels recorded.</p>;
  const reroutable = options.status === 'ready' && options.data.reroutable ? options.data : null;
  const done = (result: Notice) => {
    setNotice(result);
    if (result.tone === 'error') return;
    parcels.reload();
    options.reload();
    onMoved();
  };
  return (
    <>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ParcelList parcels={parcels.data} orderId={orderId} reroutable={reroutable} onDone={done} />
    </>
  );
}

function ParcelList(props: { parcels: Parcel[]; orderId: string; reroutable: Options | null; onDone: (notice: Notice) => void }) {
  const { parcels, orderId, reroutable, onDone } = props;
  return (
    <ul className="admin-parcels" data-testid="admin-order-parcels">
      {parcels.map((parcel) => (
        <li key={parcel.id} className="admin-card">
          <p>
            <strong>From {parcel.from}</strong> <Badge className="admin-badge">{STATUS[parcel.status] ?? parcel.status}</Badge>
          </p>
          <p>{parcel.lines.map((l) => `${l.medicineName} ×${l.quantity}`).join(', ')}</p>
          <p>
            Delivery {parcel.fee ? <Money amount={parcel.fee} /> : 'free'}, {parcel.minDays}–{parcel.maxDays} working days
          </p>
          {reroutable && parcel.status === 'pending' ? (
            <RerouteControl orderId={orderId} parcel={parcel} whole={parcels.length === 1} options={reroutable} onDone={onDone} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
