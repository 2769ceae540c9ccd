import { useEffect, useState } from 'react';
import { apiErrorMessage, Button, formatDateTime, formatNaira } from 'shared-kernel';
import { bookTest, getSlots, type LabBooking, type LabSlot, type LabTest } from '../api/labs-api';

/** Choose a test, at the laboratory or at home (with the area's fee), and a slot with places left. */
export function BookLabTest({ tests, onBooked }: { tests: LabTest[]; onBooked: (booking: LabBooking) => void }) {
  const [testId, setTestId] = useState(tests[0]?.id ?? '');
  const [mode, setMode] = useState<'lab' | 'home'>('lab');
  const [slots, setSlots] = useState<LabSlot[]>([]);
  const [slotId, setSlotId] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setSlots([]);
    setSlotId('');
    if (!testId) return;
    getSlots(testId)
      .then((s) => current && setSlots(s))
      .catch((err) => current && setError(apiErrorMessage(err, 'We could not load the slots.')));
    return () => {
      current = false;
    };
  }, [testId]);

  const test = tests.find((t) => t.id === testId);
  const offered = slots.filter((s) => s.placesLeft > 0 && (mode === 'lab' || s.homeCollection));
  const slot = offered.find((s) => s.id === slotId);
  const total = (test?.price ?? 0) + (mode === 'home' && slot?.homeFee ? slot.homeFee : 0);

  async function submit() {
    setError(null);
    setBusy(true);
    try {
      onBooked(await bookTest({ testId, slotId, mode, ...(mode === 'home' ? { address } : {}) }));
      setSlotId('');
      setAddress('');
    } catch (err) {
      setError(apiErrorMessage(err, 'The test could not be booked.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="account-form account-card"
      aria-labelledby="account-lab-book"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="account-lab-book">Book a test</h2>
      <TestChoice tests={tests} testId={testId} setTestId={setTestId} />
      <ModeAndSlot mode={mode} setMode={setMode} offered={offered} slotId={slotId} setSlotId={setSlotId} />
      {mode === 'home' && (
        <>
          <label htmlFor="lab-address">Collection address</label>
          <input
            id="lab-address"
            value={address}
            maxLength={300}
            onChange={(e) => setAddress(e.target.value)}
            autoComplete="street-address"
          />
        </>
      )}
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <span>Total {formatNaira(total)}</span>
        <Button type="submit" disabled={busy || !slotId || (mode === 'home' && !address.trim())}>
          Book and pay
        </Button>
      </div>
    </form>
  );
}

function ModeAndSlot(props: {
  mode: 'lab' | 'home';
  setMode: (m: 'lab' | 'home') => void;
  offered: LabSlot[];
  slotId: string;
  setSlotId: (id: string) => void;
}) {
  const { mode, setMode, offered, slotId, setSlotId } = props;
  return (
    <>
      <fieldset className="account-labs__mode">
        <legend>Sample taken</legend>
        <label>
          <input type="radio" name="lab-mode" checked={mode === 'lab'} onChange={() => setMode('lab')} /> At the laboratory
        </label>
        <label>
          <input type="radio" name="lab-mode" checked={mode === 'home'} onChange={() => setMode('home')} /> At home (fee by area)
        </label>
      </fieldset>
      <label htmlFor="lab-slot">Area and time</label>
      <select id="lab-slot" value={slotId} onChange={(e) => setSlotId(e.target.value)}>
        <option value="">{offered.length ? 'Choose a slot' : 'No slots with places left'}</option>
        {offered.map((s) => (
          <option key={s.id} value={s.id}>
            {s.area} · {formatDateTime(s.startsAt)} · {s.placesLeft} left
            {mode === 'home' && s.homeFee !== null ? ` · fee ${formatNaira(s.homeFee)}` : ''}
          </option>
        ))}
      </select>
    </>
  );
}

function TestChoice({ tests, testId, setTestId }: { tests: LabTest[]; testId: string; setTestId: (id: string) => void }) {
  const test = tests.find((t) => t.id === testId);
  return (
    <>
      <label htmlFor="lab-test">Test</label>
      <select id="lab-test" value={testId} onChange={(e) => setTestId(e.target.value)}>
        {tests.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} · {t.laboratoryName} · {formatNaira(t.price)}
          </option>
        ))}
      </select>
      {test && (
        <p className="account-labs__about">
          {test.sampleType} sample · result in about {test.turnaroundHours} h{test.preparation ? ` · ${test.preparation}` : ''}
        </p>
      )}
    </>
  );
}
