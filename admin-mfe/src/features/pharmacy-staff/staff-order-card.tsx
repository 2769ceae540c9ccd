import { useState, type ReactNode } from 'react';
import { apiErrorMessage, Button, formatStaffDateTime, localPhone, telHref, toast } from 'shared-kernel';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { handOver } from './api/hand-over';
import { markReadyForPickup } from './api/mark-ready-for-pickup';
import { ColdChainPacking } from './cold-chain-packing';
import { type StaffOrder, type StaffStage } from './api/get-staff-orders';

/**
 * One order on a staff screen, with the step its stage allows: mark ready (a pickup to pack), hand
 * over against the PIN; `payAtDoor` is what the page shows for one paid on delivery (the rider's link).
 */
export function StaffOrderCard(props: { order: StaffOrder; stage: StaffStage; onDone: () => void; payAtDoor?: ReactNode }) {
  const { order: o, stage, onDone, payAtDoor } = props;
  return (
    <li className="admin-card admin-staff__order" aria-label={`Order ${o.number}`}>
      <h3>
        {o.number} · {o.customerName}
      </h3>
      <p>
        {o.fulfilment === 'pickup' ? 'Collect at the counter' : 'Delivery'} · {o.status} · placed {formatStaffDateTime(o.createdAt)}
        {o.riderName && <> · rider {o.riderName}</>}
      </p>
      {o.customerPhone && (
        <p className="admin-staff__phone">
          Customer’s phone:{' '}
          <a href={telHref(o.customerPhone)} aria-label={`Call ${o.customerName} on ${localPhone(o.customerPhone)}`}>
            {localPhone(o.customerPhone)}
          </a>
        </p>
      )}
      <ul className="admin-staff__lines">
        {o.lines.map((l, i) => (
          <li key={i}>
            {l.quantity} × {l.medicineName}
            {l.coldChain && <span className="admin-staff__fridge"> · fridge</span>}
          </li>
        ))}
      </ul>
      {o.coldChain && <ColdChainPacking orderId={o.id} coldChain={o.coldChain} onDone={onDone} />}
      {payAtDoor}
      {stage === 'to-pack' && o.fulfilment === 'pickup' && (
        <ReadyButton id={o.id} onDone={onDone} waitsForColdBox={Boolean(o.coldChain && !o.coldChain.coldBoxPackedAt)} />
      )}
      {stage === 'ready-for-pickup' && <HandOverForm order={o} onDone={onDone} />}
    </li>
  );
}

function ReadyButton({ id, onDone, waitsForColdBox }: { id: string; onDone: () => void; waitsForColdBox: boolean }) {
  const [busy, setBusy] = useState(false);
  async function ready() {
    setBusy(true);
    try {
      await markReadyForPickup(id);
      toast.success(
        'Ready for pickup',
        'The customer gets an email, and a text where they agreed to texts, with your hours and a reminder to bring the PIN.',
      );
      onDone();
    } catch (err) {
      toast.error('Not marked', apiErrorMessage(err, 'The order could not be marked ready.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" disabled={busy || waitsForColdBox} onClick={() => void ready()}>
      {waitsForColdBox ? 'Ready for pickup (after the cold box)' : 'Packed: ready for pickup'}
    </Button>
  );
}

function HandOverForm({ order, onDone }: { order: StaffOrder; onDone: () => void }) {
  const form = useForm({
    initial: { pin: '' },
    mode: 'onSubmit',
    validate: ({ pin }) => (/^\d{6}$/.test(pin.trim()) ? {} : { pin: 'The pickup PIN is six digits.' }),
  });
  const submit = async ({ pin }: { pin: string }) => {
    try {
      await handOver(order.id, pin.trim());
      toast.success('Handed over', `${order.number} is collected.`);
      onDone();
    } catch (err) {
      form.setServerErrors({ pin: apiErrorMessage(err, 'The order could not be handed over.') });
    }
  };
  return (
    <form className="admin-staff__pin" onSubmit={form.handleSubmit(submit)} noValidate>
      <TextField
        id={`pin-${order.id}`}
        label="Customer’s pickup PIN"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...form.field('pin')}
      />
      <Button type="submit" disabled={form.busy}>
        Check PIN and hand over
      </Button>
    </form>
  );
}
