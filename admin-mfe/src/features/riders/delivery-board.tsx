import { useState } from 'react';
import {
  Alert,
  apiErrorMessage,
  Button,
  EmptyState,
  formatNaira,
  isAdmin,
  Loading,
  localPhone,
  toast,
  useAuth,
  useLoad,
} from 'shared-kernel';
import { Select } from 'shared-kernel/ui/forms';
import { AddRiderForm } from './add-rider-form';
import { assignParcel } from './api/assign-parcel';
import { checkInParcel } from './api/check-in-parcel';
import { type DeliveryBoard as Board, getDeliveryBoard } from './api/get-delivery-board';
import { getRiderPharmacies } from './api/get-rider-pharmacies';
import { getRiders, type PharmacyRider } from './api/get-riders';
import { removeRider } from './api/remove-rider';

const STATE_WORDS: Record<string, string> = {
  assigned: 'on the way',
  arriving: 'arriving',
  rebooked: 'rebooked',
  failed: 'failed, waiting for the customer',
  'to-pickup': 'customer will collect',
  returning: 'coming back',
};

const byName = (a: PharmacyRider, b: PharmacyRider) => a.name.localeCompare(b.name);

/** Staff: add riders, give the pharmacy's parcels to them, follow them, and check returned ones in. */
export function DeliveryBoard({ round, onDone }: { round: number; onDone: () => void }) {
  const board = useLoad(getDeliveryBoard, [round], 'the deliveries');
  const riders = useLoad(getRiders, [], 'the riders');
  // An admin names the pharmacy a rider works for; a pharmacy's staff add to their own.
  const admin = useAuth(isAdmin);
  const pharmacies = useLoad(() => (admin ? getRiderPharmacies() : Promise.resolve(null)), [admin], 'the pharmacies');
  // A rider just added is on the list and in every parcel's picker at once (added again: replaced).
  const added = (rider: PharmacyRider) => {
    if (riders.status === 'ready') riders.replace([...riders.data.filter((r) => r.userId !== rider.userId), rider].sort(byName));
  };
  const removed = (userId: string) => {
    if (riders.status === 'ready') riders.replace(riders.data.filter((r) => r.userId !== userId));
  };
  return (
    <section className="admin-staff__stage" aria-labelledby="staff-deliveries">
      <h2 id="staff-deliveries">Deliveries by rider</h2>
      {(board.status === 'loading' || riders.status === 'loading') && <Loading label="Loading the deliveries…" />}
      {board.status === 'error' && <Alert onRetry={board.reload}>Could not load the deliveries.</Alert>}
      {riders.status === 'error' && <Alert onRetry={riders.reload}>Could not load the riders.</Alert>}
      {board.status === 'ready' && riders.status === 'ready' && <BoardLists board={board.data} riders={riders.data} onDone={onDone} />}
      {riders.status === 'ready' && <RiderList riders={riders.data} onRemoved={removed} />}
      {pharmacies.status === 'ready' && <AddRiderForm pharmacies={pharmacies.data} onAdded={added} />}
      {pharmacies.status === 'error' && <Alert onRetry={pharmacies.reload}>Could not load the pharmacies to add a rider to.</Alert>}
    </section>
  );
}

function RiderList({ riders, onRemoved }: { riders: PharmacyRider[]; onRemoved: (userId: string) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  async function remove(rider: PharmacyRider) {
    if (!window.confirm(`Take ${rider.name} off this pharmacy's riders? Their account stays.`)) return;
    setBusy(rider.userId);
    try {
      await removeRider(rider.userId);
      toast.success('Rider removed', `${rider.name} is no longer one of the pharmacy's riders.`);
      onRemoved(rider.userId);
    } catch (err) {
      toast.error('Not removed', apiErrorMessage(err, 'The rider could not be removed.'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <h3 id="staff-riders">Riders ({riders.length})</h3>
      {riders.length === 0 ? (
        <EmptyState>No rider yet: add one below.</EmptyState>
      ) : (
        <ul className="rider-list" aria-labelledby="staff-riders">
          {riders.map((r) => (
            <li key={r.userId}>
              <strong>{r.name}</strong> · {localPhone(r.phone)}
              {r.email && <span className="rider-list__email"> · {r.email}</span>}{' '}
              <Button variant="secondary" disabled={busy === r.userId} aria-label={`Remove ${r.name}`} onClick={() => void remove(r)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function BoardLists({ board, riders, onDone }: { board: Board; riders: PharmacyRider[]; onDone: () => void }) {
  if (board.waiting.length === 0 && board.out.length === 0) return <EmptyState>No parcel to give to a rider.</EmptyState>;
  return (
    <ul className="admin-staff__list">
      {board.waiting.map((w) => (
        <li key={w.parcelId} className="admin-card admin-staff__order" aria-label={`Parcel ${w.orderNumber}`}>
          <h3>{w.orderNumber}</h3>
          <p>{w.address}</p>
          <p>{w.lines.map((l) => `${l.quantity} × ${l.medicineName}`).join(', ')}</p>
          <AssignForm parcelId={w.parcelId} riders={riders} onDone={onDone} />
        </li>
      ))}
      {board.out.map((d) => (
        <li key={d.id} className="admin-card admin-staff__order" aria-label={`Parcel ${d.orderNumber}`}>
          <h3>
            {d.orderNumber} · {d.rider?.name ?? 'no rider'}
          </h3>
          <p>
            {STATE_WORDS[d.state] ?? d.state}
            {d.failedTries > 0 && ` · ${d.failedTries} of ${d.maxTries} tries failed`}
            {d.toPay !== null && ` · collect ${formatNaira(d.toPay)}`}
          </p>
          {d.state === 'returning' && <CheckInButton id={d.id} orderNumber={d.orderNumber} onDone={onDone} />}
        </li>
      ))}
    </ul>
  );
}

function AssignForm({ parcelId, riders, onDone }: { parcelId: string; riders: PharmacyRider[]; onDone: () => void }) {
  const [chosen, setChosen] = useState(riders[0]?.userId ?? '');
  // The first rider until one is chosen (a rider added to an empty pharmacy is then the choice).
  const riderId = riders.some((r) => r.userId === chosen) ? chosen : (riders[0]?.userId ?? '');
  const [busy, setBusy] = useState(false);
  if (riders.length === 0) return <p>Add a rider to this pharmacy first.</p>;
  async function assign() {
    setBusy(true);
    try {
      await assignParcel(parcelId, riderId);
      toast.success('Given to the rider', 'The customer is told the rider’s name, phone and their delivery code.');
      onDone();
    } catch (err) {
      toast.error('Not assigned', apiErrorMessage(err, 'The parcel could not be given to the rider.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="rider-board__row">
      <Select id={`rider-${parcelId}`} label="Rider" value={riderId} onChange={(e) => setChosen(e.target.value)}>
        {riders.map((r) => (
          <option key={r.userId} value={r.userId}>
            {r.name}
          </option>
        ))}
      </Select>
      <Button disabled={busy || !riderId} onClick={() => void assign()}>
        Give to rider
      </Button>
    </div>
  );
}

function CheckInButton({ id, orderNumber, onDone }: { id: string; orderNumber: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  async function checkIn() {
    setBusy(true);
    try {
      const { refunded } = await checkInParcel(id);
      toast.success('Checked in', `${orderNumber}: units back in stock${refunded > 0 ? `, ${formatNaira(refunded)} refunded` : ''}.`);
      onDone();
    } catch (err) {
      toast.error('Not checked in', apiErrorMessage(err, 'The parcel could not be checked in.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void checkIn()}>
      Check in: parcel is back
    </Button>
  );
}
