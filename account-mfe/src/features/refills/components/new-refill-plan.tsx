import { useState } from 'react';
import { addressLines, Alert, apiErrorMessage, Button, getSavedAddresses, Loading, useLoad } from 'shared-kernel';
import { createRefillPlan, getSavedCards, type RefillPlan, type SavedCard } from '../api/refills-api';

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
}) {
  const { quantity, setQuantity, weeks, setWeeks, daysLeft, setDaysLeft } = p;
  return (
    <>
      <label htmlFor="refill-quantity">Packs each time</label>
      <input
        id="refill-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
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

/** A new plan for a medicine (from a delivered order or a product): quantity, interval, address, and card with explicit consent. */
type NewPlanProps = { medicineId?: string; orderId?: string; medicineName?: string; onCreated: (plan: RefillPlan) => void };

export function NewRefillPlan(props: NewPlanProps) {
  const choices = useLoad(() => Promise.all([getSavedAddresses(), getSavedCards()]), [], 'your addresses and cards');
  const [quantity, setQuantity] = useState('1');
  const [weeks, setWeeks] = useState('4');
  const [addressId, setAddressId] = useState('');
  const [cardId, setCardId] = useState('');
  const [autoPay, setAutoPay] = useState(false);
  const [daysLeft, setDaysLeft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (choices.status === 'loading') return <Loading label="Loading your addresses and cards…" />;
  if (choices.status === 'error') return <Alert onRetry={choices.reload}>We could not load your addresses and cards.</Alert>;
  const [addresses, cards] = choices.data;
  const chosenAddress = addressId || addresses[0]?.id || '';
  const submit = async () => {
    setBusy(true);
    setError(null);
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
      });
      props.onCreated(plan);
    } catch (err) {
      setError(apiErrorMessage(err, 'The plan could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="account-form account-card account-refill-new"
      aria-labelledby="account-refill-new"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="account-refill-new">Refill {props.medicineName ?? 'this medicine'} regularly</h2>
      {addresses.length === 0 && <p role="alert">Save a delivery address in your profile first.</p>}
      <ScheduleFields
        quantity={quantity}
        setQuantity={setQuantity}
        weeks={weeks}
        setWeeks={setWeeks}
        daysLeft={daysLeft}
        setDaysLeft={setDaysLeft}
      />
      <label htmlFor="refill-address">Deliver to</label>
      <select id="refill-address" value={chosenAddress} onChange={(e) => setAddressId(e.target.value)}>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {addressLines(a).join(', ')}
          </option>
        ))}
      </select>
      <PaymentChoice cards={cards} cardId={cardId} setCardId={setCardId} autoPay={autoPay} setAutoPay={setAutoPay} />
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <Button type="submit" disabled={busy || !chosenAddress || (cardId !== '' && !autoPay)}>
          Start refill plan
        </Button>
      </div>
    </form>
  );
}
