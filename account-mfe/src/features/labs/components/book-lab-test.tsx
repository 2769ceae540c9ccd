import { useEffect, useState } from 'react';
import { apiErrorMessage, Button, type SavedAddress } from 'shared-kernel';
import { getSavedAddresses } from 'shared-kernel/delivery';
import { bookTest } from '../api/book-test';
import { getSlots, type LabSlot } from '../api/get-slots';
import { type LabBooking } from '../api/labs-shared';
import { type LabTest } from '../api/get-lab-tests';
import { AddressChoice, collectionAddress, ModeAndSlot, OTHER_ADDRESS, TestChoice } from './lab-choices';
import { useAccountText } from '../../../i18n';

/** The shopper's saved addresses (newest first), or none when they cannot be read: an address can still be typed. */
function useSavedAddresses(): SavedAddress[] {
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  useEffect(() => {
    let current = true;
    getSavedAddresses()
      .then((found) => current && setSaved(Array.isArray(found) ? found : []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return saved;
}

/** The slots of a test with places left, read again when the test changes. */
function useSlots(testId: string, onError: (message: string) => void): LabSlot[] {
  const t = useAccountText();
  const [slots, setSlots] = useState<LabSlot[]>([]);
  useEffect(() => {
    let current = true;
    setSlots([]);
    if (!testId) return;
    getSlots(testId)
      .then((s) => current && setSlots(s))
      .catch((err) => current && onError(apiErrorMessage(err, t('labs.book.slotsFailed'))));
    return () => {
      current = false;
    };
    // The slots are read again for a new test only; the message is the language's at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [testId]);
  return slots;
}

/** Choose a test and its laboratory, at the laboratory or at home (with the area's fee, at a saved address), and a slot with places left. */
export function BookLabTest({ tests, onBooked }: { tests: LabTest[]; onBooked: (booking: LabBooking) => void }) {
  const t = useAccountText();
  const [testId, setTestId] = useState(tests[0]?.id ?? '');
  const [mode, setMode] = useState<'lab' | 'home'>('lab');
  const [slotId, setSlotId] = useState('');
  const saved = useSavedAddresses();
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slots = useSlots(testId, setError);
  useEffect(() => setSlotId(''), [testId]);

  const test = tests.find((x) => x.id === testId);
  const offered = slots.filter((s) => s.placesLeft > 0 && (mode === 'lab' || s.homeCollection));
  const slot = offered.find((s) => s.id === slotId);
  const total = (test?.price ?? 0) + (mode === 'home' && slot?.homeFee ? slot.homeFee : 0);
  const chosen = saved.find((a) => a.id === (choice || saved[0]?.id));
  const address = chosen && choice !== OTHER_ADDRESS ? collectionAddress(chosen).slice(0, 300) : typed.trim();

  async function submit() {
    setError(null);
    setBusy(true);
    try {
      onBooked(await bookTest({ testId, slotId, mode, ...(mode === 'home' ? { address } : {}) }));
      setSlotId('');
      setTyped('');
    } catch (err) {
      setError(apiErrorMessage(err, t('labs.book.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="account-form account-card account-labs__book"
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
        <AddressChoice saved={saved} choice={choice || saved[0]?.id || ''} setChoice={setChoice} typed={typed} setTyped={setTyped} />
      )}
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <span>{t('labs.book.total', { amount: total })}</span>
        <Button type="submit" disabled={busy || !slotId || (mode === 'home' && !address)}>
          {t('labs.book.submit')}
        </Button>
      </div>
    </form>
  );
}
