import { useEffect, useState } from 'react';
import { apiErrorMessage, Button, type SavedAddress } from 'shared-kernel';
import { getSavedAddresses } from 'delivery-kit';
import { useForm } from 'shared-kernel/ui/forms';
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

interface Booking {
  testId: string;
  mode: 'lab' | 'home';
  slotId: string;
  /** The saved address chosen (none yet: the newest), or OTHER_ADDRESS for one typed. */
  choice: string;
  typed: string;
}

/** Choose a test and its laboratory, at the laboratory or at home (with the area's fee, at a saved address), and a slot with places left. */
export function BookLabTest({ tests, onBooked }: { tests: LabTest[]; onBooked: (booking: LabBooking) => void }) {
  const t = useAccountText();
  const form = useForm<Booking>({ initial: { testId: tests[0]?.id ?? '', mode: 'lab', slotId: '', choice: '', typed: '' } });
  const { values, setValue } = form;
  const { testId, mode, slotId, choice, typed } = values;
  const saved = useSavedAddresses();
  const [error, setError] = useState<string | null>(null);
  const slots = useSlots(testId, setError);
  useEffect(() => setValue('slotId', ''), [testId, setValue]);

  const test = tests.find((x) => x.id === testId);
  const offered = slots.filter((s) => s.placesLeft > 0 && (mode === 'lab' || s.homeCollection));
  const slot = offered.find((s) => s.id === slotId);
  const total = (test?.price ?? 0) + (mode === 'home' && slot?.homeFee ? slot.homeFee : 0);
  const chosen = saved.find((a) => a.id === (choice || saved[0]?.id));
  const address = chosen && choice !== OTHER_ADDRESS ? collectionAddress(chosen).slice(0, 300) : typed.trim();

  const book = async () => {
    setError(null);
    try {
      onBooked(await bookTest({ testId, slotId, mode, ...(mode === 'home' ? { address } : {}) }));
      form.setValues((current) => ({ ...current, slotId: '', typed: '' }));
    } catch (err) {
      setError(apiErrorMessage(err, t('labs.book.failed')));
    }
  };

  return (
    <form className="account-form account-card account-labs__book" aria-labelledby="account-lab-book" onSubmit={form.handleSubmit(book)}>
      <h2 id="account-lab-book">{t('labs.book.title')}</h2>
      <TestChoice tests={tests} testId={testId} setTestId={(id) => setValue('testId', id)} />
      <ModeAndSlot
        mode={mode}
        setMode={(next) => setValue('mode', next)}
        offered={offered}
        slotId={slotId}
        setSlotId={(id) => setValue('slotId', id)}
      />
      {mode === 'home' && (
        <AddressChoice
          saved={saved}
          choice={choice || saved[0]?.id || ''}
          setChoice={(next) => setValue('choice', next)}
          typed={typed}
          setTyped={(next) => setValue('typed', next)}
        />
      )}
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <span>{t('labs.book.total', { amount: total })}</span>
        <Button type="submit" disabled={form.busy || !slotId || (mode === 'home' && !address)}>
          {t('labs.book.submit')}
        </Button>
      </div>
    </form>
  );
}
