import { useState } from 'react';
import { apiErrorMessage, Button, formatNaira, localPhone, telHref, toast, whatsAppHref } from 'shared-kernel';
import { Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { deliverParcel } from './api/deliver-parcel';
import { HandoverPhotoStep } from './handover-photo-step';
import type { RiderStop } from './api/get-my-deliveries';
import { type FailureReason, recordFailure } from './api/record-failure';
import { startStop } from './api/start-stop';

const REASONS: { value: FailureReason; label: string }[] = [
  { value: 'no-one-home', label: 'No one home' },
  { value: 'address-not-found', label: 'Address not found' },
  { value: 'refused', label: 'Refused' },
  { value: 'unsafe', label: 'Not safe' },
];

/**
 * One stop on the rider's phone: where (address, landmark, map), who to call or WhatsApp, what to
 * collect, whether the patient's name is asked; then start the stop, hand over against the code, or
 * say why it failed. Big buttons, one column, for one thumb.
 */
export function RiderStopCard({ stop, number, onDone }: { stop: RiderStop; number: number; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [handedOver, setHandedOver] = useState(false);
  const returning = stop.state === 'returning';
  async function start() {
    setBusy(true);
    try {
      await startStop(stop.id);
      toast.success('Stop started', 'The customer is told you arrive in about 20 minutes.');
      onDone();
    } catch (err) {
      toast.error('Not started', apiErrorMessage(err, 'The stop could not be started.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="admin-card rider-stop" aria-label={`Stop ${number}: ${stop.orderNumber}`}>
      <h2 className="rider-stop__title">
        {number}. {stop.recipient || stop.orderNumber}
      </h2>
      <p className="rider-stop__address">{stop.address}</p>
      {stop.landmark && <p className="rider-stop__landmark">{stop.landmark}</p>}
      {stop.prescriptionOnly && <p className="rider-stop__flag">Prescription-only: ask the patient’s name</p>}
      {stop.toPay !== null && <p className="rider-stop__collect">Collect {formatNaira(stop.toPay)}</p>}
      {returning && <p className="rider-stop__flag">Bring back to the pharmacy</p>}
      <div className="rider-stop__links">
        <a className="rider-stop__link" href={stop.mapUrl} target="_blank" rel="noreferrer">
          Map
        </a>
        {stop.phone && (
          <>
            <a className="rider-stop__link" href={telHref(stop.phone)} aria-label={`Call ${localPhone(stop.phone)}`}>
              Call
            </a>
            <a className="rider-stop__link" href={whatsAppHref(stop.phone)} aria-label={`WhatsApp ${localPhone(stop.phone)}`}>
              WhatsApp
            </a>
          </>
        )}
      </div>
      {handedOver ? (
        <HandoverPhotoStep deliveryId={stop.id} orderNumber={stop.orderNumber} onDone={onDone} />
      ) : (
        <>
          {!returning && stop.state !== 'arriving' && (
            <Button className="rider-stop__main" disabled={busy} onClick={() => void start()}>
              Start this stop
            </Button>
          )}
          {!returning && <HandOverForm stop={stop} onDone={() => setHandedOver(true)} />}
          {!returning && <FailureForm stop={stop} onDone={onDone} />}
        </>
      )}
    </li>
  );
}

function HandOverForm({ stop, onDone }: { stop: RiderStop; onDone: () => void }) {
  const form = useForm({
    initial: { code: '', patientName: '' },
    mode: 'onSubmit',
    validate: ({ code, patientName }) => ({
      ...(/^\d{6}$/.test(code.trim()) ? {} : { code: 'The delivery code is six digits.' }),
      ...(stop.prescriptionOnly && !patientName.trim() ? { patientName: 'Ask the patient’s name.' } : {}),
    }),
  });
  const submit = async ({ code, patientName }: { code: string; patientName: string }) => {
    try {
      await deliverParcel(stop.id, code.trim(), stop.prescriptionOnly ? patientName.trim() : undefined);
      toast.success('Delivered', `${stop.orderNumber} is delivered.`);
      onDone();
    } catch (err) {
      form.setServerErrors({ code: apiErrorMessage(err, 'The parcel could not be handed over.') });
    }
  };
  return (
    <form className="rider-stop__form" onSubmit={form.handleSubmit(submit)} noValidate>
      <TextField
        id={`code-${stop.id}`}
        label="Customer’s delivery code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...form.field('code')}
      />
      {stop.prescriptionOnly && (
        <TextField id={`patient-${stop.id}`} label="Patient’s name" autoComplete="off" {...form.field('patientName')} />
      )}
      <Button type="submit" className="rider-stop__main" disabled={form.busy}>
        Check code and hand over
      </Button>
    </form>
  );
}

function FailureForm({ stop, onDone }: { stop: RiderStop; onDone: () => void }) {
  const [reason, setReason] = useState<FailureReason>('no-one-home');
  const [busy, setBusy] = useState(false);
  async function fail() {
    setBusy(true);
    try {
      const answer = await recordFailure(stop.id, reason);
      toast.success(
        'Failed try recorded',
        answer.state === 'returning' ? 'Bring the parcel back to the pharmacy.' : 'The customer is told and can rebook or collect it.',
      );
      onDone();
    } catch (err) {
      toast.error('Not recorded', apiErrorMessage(err, 'The failed try could not be recorded.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="rider-stop__fail">
      <Select
        id={`reason-${stop.id}`}
        label="Could not deliver"
        value={reason}
        onChange={(e) => setReason(e.target.value as FailureReason)}
      >
        {REASONS.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </Select>
      <Button variant="secondary" disabled={busy} onClick={() => void fail()}>
        Record failed try
      </Button>
    </div>
  );
}
