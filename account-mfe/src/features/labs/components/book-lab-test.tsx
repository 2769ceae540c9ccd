import { useEffect, useState } from 'react';
import { apiErrorMessage, Button, formatNaira } from 'shared-kernel';
import { bookTest, getSlots, type LabBooking, type LabSlot, type LabTest } from '../api/labs-api';
import { useAccountText } from '../../../i18n';

/** Choose a test, at the laboratory or at home (with the area's fee), and a slot with places left. */
export function BookLabTest({ tests, onBooked }: { tests: LabTest[]; onBooked: (booking: LabBooking) => void }) {
  const t = useAccountText();
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
      .catch((err) => current && setError(apiErrorMessage(err, t('labs.book.slotsFailed'))));
    return () => {
      current = false;
    };
    // The slots are read again for a new test only; the message is the language's at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [testId]);

  const test = tests.find((x) => x.id === testId);
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
      setError(apiErrorMessage(err, t('labs.book.failed')));
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
      <h2 id="account-lab-book">{t('labs.book.title')}</h2>
      <TestChoice tests={tests} testId={testId} setTestId={setTestId} />
      <ModeAndSlot mode={mode} setMode={setMode} offered={offered} slotId={slotId} setSlotId={setSlotId} />
      {mode === 'home' && (
        <>
          <label htmlFor="lab-address">{t('labs.book.address')}</label>
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
        <span>{t('labs.book.total', { amount: total })}</span>
        <Button type="submit" disabled={busy || !slotId || (mode === 'home' && !address.trim())}>
          {t('labs.book.submit')}
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
  const t = useAccountText();
  return (
    <>
      <fieldset className="account-labs__mode">
        <legend>{t('labs.book.sampleTaken')}</legend>
        <label>
          <input type="radio" name="lab-mode" checked={mode === 'lab'} onChange={() => setMode('lab')} /> {t('labs.book.atLab')}
        </label>
        <label>
          <input type="radio" name="lab-mode" checked={mode === 'home'} onChange={() => setMode('home')} /> {t('labs.book.atHome')}
        </label>
      </fieldset>
      <label htmlFor="lab-slot">{t('labs.book.areaTime')}</label>
      <select id="lab-slot" value={slotId} onChange={(e) => setSlotId(e.target.value)}>
        <option value="">{offered.length ? t('labs.book.chooseSlot') : t('labs.book.noSlots')}</option>
        {offered.map((s) => (
          <option key={s.id} value={s.id}>
            {t('labs.book.slot', { area: s.area, when: new Date(s.startsAt), left: s.placesLeft })}
            {mode === 'home' && s.homeFee !== null ? ` · ${t('labs.book.fee', { fee: s.homeFee })}` : ''}
          </option>
        ))}
      </select>
    </>
  );
}

function TestChoice({ tests, testId, setTestId }: { tests: LabTest[]; testId: string; setTestId: (id: string) => void }) {
  const t = useAccountText();
  const test = tests.find((x) => x.id === testId);
  return (
    <>
      <label htmlFor="lab-test">{t('labs.book.test')}</label>
      <select id="lab-test" value={testId} onChange={(e) => setTestId(e.target.value)}>
        {tests.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name} · {x.laboratoryName} · {formatNaira(x.price)}
          </option>
        ))}
      </select>
      {test && (
        <p className="account-labs__about">
          {t('labs.book.about', { sample: test.sampleType, hours: test.turnaroundHours })}
          {test.preparation ? ` · ${test.preparation}` : ''}
        </p>
      )}
    </>
  );
}
