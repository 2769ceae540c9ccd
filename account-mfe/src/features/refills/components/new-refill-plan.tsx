import { type ReactNode, useCallback, useState } from 'react';
import { Alert, apiErrorMessage, Button, Loading, type SavedAddress, useLoad } from 'shared-kernel';
import { addressLines, getSavedAddresses } from 'shared-kernel/delivery';
import { createRefillPlan, getSavedCards, type RefillPlan, type SavedCard } from '../api/refills-api';
import { RefillPrescriptionChoice } from './refill-prescription-choice';

const WEEKS = [2, 4, 8, 12] as const;

type Setter = (value: string) => void;

/** How many packs, how often, and how many days' worth are left now. */
function ScheduleFields(p: {
  quantity: string;
  setQuantity: Setter;
  weeks: string;
  setWeeks: Setter;
  daysLeft: string;
  setDaysLeft: Setter;
  /** The most a refill may take (a prescription's approved quantity). */
  maxQuantity: number;
}) {
  const { quantity, setQuantity, weeks, setWeeks, daysLeft, setDaysLeft, maxQuantity } = p;
  return (
    <>
      <label htmlFor="refill-quantity">Packs each time</label>
      <input
        id="refill-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantity}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <label htmlFor="refill-weeks">Every</label>
      <select id="refill-weeks" value={weeks} onChange={(e) => setWeeks(e.target.value)}>
        {WEEKS.map((w) => (
          <option key={w} value={w}>
            {w} weeks
          </option>
        ))}
      </select>
      <label htmlFor="refill-days-left">I still have this many days' worth (optional)</label>
      <input
        id="refill-days-left"
        type="number"
        inputMode="numeric"
        min={0}
        max={120}
        value={daysLeft}
        onChange={(e) => setDaysLeft(e.target.value)}
      />
    </>
  );
}

/** The card to charge automatically (with explicit consent), or a link by email each time. */
function PaymentChoice(p: {
  cards: SavedCard[];
  cardId: string;
  setCardId: (id: string) => void;
  autoPay: boolean;
  setAutoPay: (on: boolean) => void;
}) {
  const { cards, cardId, setCardId, autoPay, setAutoPay } = p;
  return (
    <>
      <label htmlFor="refill-card">Pay with</label>
      <select id="refill-card" value={cardId} onChange={(e) => setCardId(e.target.value)}>
        <option value="">A payment link by email each time</option>
        {cards.map((c) => (
          <option key={c.id} value={c.id}>
            {c.brand.toUpperCase()} card ending {c.last4}
          </option>
        ))}
      </select>
      {cardId ? (
        <label className="account-refill__consent">
          <input type="checkbox" checked={autoPay} onChange={(e) => setAutoPay(e.target.checked)} /> Charge this card automatically for each
          refill. I get a notice with the amount 3 days before every charge and can skip, pause or cancel until then.
        </label>
      ) : null}
    </>
  );
}

function AddressChoice(p: { addresses: SavedAddress[]; value: string; onChange: Setter }) {
  return (
    <>
      <label htmlFor="refill-address">Deliver to</label>
      <select id="refill-address" value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        {p.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {addressLines(a).join(', ')}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A new plan for a medicine (from a delivered order or a product): quantity, interval, address, card
 * with explicit consent, and for a prescription-only medicine the prescription it is dispensed against.
 */
type NewPlanProps = {
  medicineId?: string;
  orderId?: string;
  medicineName?: string;
  prescriptionOnly?: boolean;
  onCreated: (plan: RefillPlan) => void;
  /** A form adding the shopper's first delivery address (the page's), shown when they have none; `onSaved` reads the addresses again. */
  addressForm?: (onSaved: () => void) => ReactNode;
};

/** A shopper with no saved address adds one first; the plan then goes to it. */
function FirstAddress({ form }: { form: ReactNode }) {
  return (
    <section className="account-card" aria-label="Where to deliver your refills">
      <p>Where should we deliver your refills? Add the address once; you can change it later in your profile.</p>
      {form}
    </section>
  );
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="account-form__error" role="alert">
      {error}
    </p>
  ) : null;
}

export function NewRefillPlan(props: NewPlanProps) {
  const choices = useLoad(() => Promise.all([getSavedAddresses(), getSavedCards()]), [], 'your addresses and cards');
  const [quantity, setQuantity] = useState('1');
  const [weeks, setWeeks] = useState('4');
  const [addressId, setAddressId] = useState('');
  const [cardId, setCardId] = useState('');
  const [autoPay, setAutoPay] = useState(false);
  const [daysLeft, setDaysLeft] = useState('');
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const { busy, error } = status;
  const [rx, setRx] = useState<{ id: string; max: number | null }>({ id: '', max: null });
  const chooseRx = useCallback((id: string, max: number | null) => setRx({ id, max }), []);
  const needsRx = Boolean(props.prescriptionOnly && props.medicineId);
  if (choices.status === 'loading') return <Loading label="Loading your addresses and cards…" />;
  if (choices.status === 'error') return <Alert onRetry={choices.reload}>We could not load your addresses and cards.</Alert>;
  const [addresses, cards] = choices.data;
  const chosenAddress = addressId || addresses[0]?.id || '';
  const submit = async () => {
    setStatus({ busy: true, error: null });
    try {
      const { orderId, medicineId } = props;
      const plan = await createRefillPlan({
        ...(orderId ? { orderId } : {}),
        ...(medicineId ? { medicineId } : {}),
        quantity: Number(quantity),
        everyWeeks: Number(weeks) as 2 | 4 | 8 | 12,
        addressId: chosenAddress,
        ...(cardId ? { cardId, autoPay } : {}),
        ...(daysLeft !== '' ? { daysLeft: Number(daysLeft) } : {}),
        ...(needsRx ? { prescriptionId: rx.id } : {}),
      });
      setStatus({ busy: false, error: null });
      props.onCreated(plan);
    } catch (err) {
      setStatus({ busy: false, error: apiErrorMessage(err, 'The plan could not be made. Please try again.') });
    }
  };
  return (
    <>
      {addresses.length === 0 && props.addressForm ? <FirstAddress form={props.addressForm(choices.reload)} /> : null}
      <form
        className="account-form account-card account-refill-new"
        aria-labelledby="account-refill-new"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id="account-refill-new">Refill {props.medicineName ?? 'this medicine'} regularly</h2>
        {addresses.length === 0 && <p role="alert">Add the address to deliver to first.</p>}
        <ScheduleFields
          quantity={quantity}
          setQuantity={setQuantity}
          weeks={weeks}
          setWeeks={setWeeks}
          daysLeft={daysLeft}
          setDaysLeft={setDaysLeft}
          maxQuantity={rx.max ?? 99}
        />
        {needsRx && props.medicineId ? (
          <RefillPrescriptionChoice
            medicineId={props.medicineId}
            medicineName={props.medicineName ?? 'This medicine'}
            value={rx.id}
            onChange={chooseRx}
          />
        ) : null}
        <AddressChoice addresses={addresses} value={chosenAddress} onChange={setAddressId} />
        <PaymentChoice cards={cards} cardId={cardId} setCardId={setCardId} autoPay={autoPay} setAutoPay={setAutoPay} />
        <FormError error={error} />
        <div className="account-form__actions">
          <Button type="submit" disabled={busy || !chosenAddress || (cardId !== '' && !autoPay) || (needsRx && !rx.id)}>
            Start refill plan
          </Button>
        </div>
      </form>
    </>
  );
}
