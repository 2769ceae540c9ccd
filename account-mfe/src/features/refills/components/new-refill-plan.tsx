import { type ReactNode, useCallback, useState } from 'react';
import { Alert, apiErrorMessage, Button, currentUserId, Loading, type SavedAddress, useAuth, useLoad } from 'shared-kernel';
import { addressLines, getSavedAddresses } from 'delivery-kit';
import { useForm } from 'shared-kernel/ui/forms';
import { createRefillPlan } from '../api/create-refill-plan';
import { getSavedCards, type SavedCard } from '../api/get-saved-cards';
import { type RefillPlan } from '../api/refills-shared';
import { RefillPrescriptionChoice } from './refill-prescription-choice';
import { useAccountText } from '../../../i18n';
import { readShoppingFor, ShoppingForChooser } from 'medication-safety-kit';

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
  const t = useAccountText();
  return (
    <>
      <label htmlFor="refill-quantity">{t('refills.new.packs')}</label>
      <input
        id="refill-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantity}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <label htmlFor="refill-weeks">{t('refills.new.every')}</label>
      <select id="refill-weeks" value={weeks} onChange={(e) => setWeeks(e.target.value)}>
        {WEEKS.map((w) => (
          <option key={w} value={w}>
            {t('refills.weeks', { count: w })}
          </option>
        ))}
      </select>
      <label htmlFor="refill-days-left">{t('refills.new.daysLeft')}</label>
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
  const t = useAccountText();
  return (
    <>
      <label htmlFor="refill-card">{t('refills.new.payWith')}</label>
      <select id="refill-card" value={cardId} onChange={(e) => setCardId(e.target.value)}>
        <option value="">{t('refills.new.payLink')}</option>
        {cards.map((c) => (
          <option key={c.id} value={c.id}>
            {t('refills.card', { brand: c.brand.toUpperCase(), last4: c.last4 })}
          </option>
        ))}
      </select>
      {cards.length ? (
        <ul className="account-refill__cards" aria-label={t('refills.new.savedCards')}>
          {cards.map((c) => (
            <li key={c.id}>
              {t('refills.card', { brand: c.brand.toUpperCase(), last4: c.last4 })}
              {c.savedFrom ? `: ${c.savedFrom}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {cardId ? (
        <label className="account-refill__consent">
          <input type="checkbox" checked={autoPay} onChange={(e) => setAutoPay(e.target.checked)} /> {t('refills.new.consent')}
        </label>
      ) : null}
    </>
  );
}

function AddressChoice(p: { addresses: SavedAddress[]; value: string; onChange: Setter }) {
  const t = useAccountText();
  return (
    <>
      <label htmlFor="refill-address">{t('refills.new.deliverTo')}</label>
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
  /** The packs the form starts from: the order's line when the plan is made from an order (1 to 99; else 1). */
  quantity?: string;
  onCreated: (plan: RefillPlan) => void;
  /** A form adding the shopper's first delivery address (the page's), shown when they have none; `onSaved` reads the addresses again. */
  addressForm?: (onSaved: () => void) => ReactNode;
};

/** A shopper with no saved address adds one first; the plan then goes to it. */
function FirstAddress({ form }: { form: ReactNode }) {
  const t = useAccountText();
  return (
    <section className="account-card" aria-label={t('refills.new.firstAddressLabel')}>
      <p>{t('refills.new.firstAddress')}</p>
      {form}
    </section>
  );
}

function PlanTitle({ name }: { name?: string }) {
  const t = useAccountText();
  return <h2 id="account-refill-new">{name ? t('refills.new.title', { name }) : t('refills.new.titleThis')}</h2>;
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="account-form__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The packs a new plan starts from: the order's quantity when it is a whole number from 1 to 99, else 1. */
export function startingQuantity(given: string | undefined): string {
  const n = Number(given);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? String(n) : '1';
}

interface PlanValues {
  quantity: string;
  weeks: string;
  /** The saved address chosen; none yet: the newest. */
  addressId: string;
  cardId: string;
  autoPay: boolean;
  daysLeft: string;
  /** For whom: a medication profile ('' the shopper), first the person they shop for. */
  forWhom: string;
}

/** What the form sends: the order's line or the medicine, the schedule, where, how it is paid, for whom. */
function planBody(props: NewPlanProps, values: PlanValues, addressId: string, prescriptionId: string | null) {
  const { orderId, medicineId } = props;
  const { quantity, weeks, cardId, autoPay, daysLeft, forWhom } = values;
  return {
    ...(orderId ? { orderId } : {}),
    ...(medicineId ? { medicineId } : {}),
    quantity: Number(quantity),
    everyWeeks: Number(weeks) as 2 | 4 | 8 | 12,
    addressId,
    ...(cardId ? { cardId, autoPay } : {}),
    ...(daysLeft !== '' ? { daysLeft: Number(daysLeft) } : {}),
    ...(prescriptionId !== null ? { prescriptionId } : {}),
    ...(forWhom ? { profileId: forWhom } : {}),
  };
}

export function NewRefillPlan(props: NewPlanProps) {
  const t = useAccountText();
  const forWhom = readShoppingFor(useAuth(currentUserId)) ?? '';
  const choices = useLoad(() => Promise.all([getSavedAddresses(), getSavedCards()]), [], 'your addresses and cards');
  const form = useForm<PlanValues>({
    initial: { quantity: startingQuantity(props.quantity), weeks: '4', addressId: '', cardId: '', autoPay: false, daysLeft: '', forWhom },
  });
  const { values, setValue, busy } = form;
  const { quantity, weeks, cardId, autoPay, daysLeft } = values;
  const [error, setError] = useState<string | null>(null);
  const [rx, setRx] = useState<{ id: string; max: number | null }>({ id: '', max: null });
  const chooseRx = useCallback((id: string, max: number | null) => setRx({ id, max }), []);
  const needsRx = Boolean(props.prescriptionOnly && props.medicineId);
  if (choices.status === 'loading') return <Loading label={t('refills.new.loading')} />;
  if (choices.status === 'error') return <Alert onRetry={choices.reload}>{t('refills.new.loadFailed')}</Alert>;
  const [addresses, cards] = choices.data;
  const chosenAddress = values.addressId || addresses[0]?.id || '';
  const submit = async () => {
    setError(null);
    try {
      const plan = await createRefillPlan(planBody(props, values, chosenAddress, needsRx ? rx.id : null));
      props.onCreated(plan);
    } catch (err) {
      setError(apiErrorMessage(err, t('refills.new.failed')));
    }
  };
  return (
    <>
      {addresses.length === 0 && props.addressForm ? <FirstAddress form={props.addressForm(choices.reload)} /> : null}
      <form
        className="account-form account-card account-refill-new"
        aria-labelledby="account-refill-new"
        onSubmit={form.handleSubmit(submit)}
      >
        <PlanTitle name={props.medicineName} />
        <ShoppingForChooser
          idPrefix="account-refill-new"
          profileId={values.forWhom || null}
          onChange={(id) => setValue('forWhom', id ?? '')}
        />
        {addresses.length === 0 && <p role="alert">{t('refills.new.addAddressFirst')}</p>}
        <ScheduleFields
          quantity={quantity}
          setQuantity={(v) => setValue('quantity', v)}
          weeks={weeks}
          setWeeks={(v) => setValue('weeks', v)}
          daysLeft={daysLeft}
          setDaysLeft={(v) => setValue('daysLeft', v)}
          maxQuantity={rx.max ?? 99}
        />
        {needsRx && props.medicineId ? (
          <RefillPrescriptionChoice
            medicineId={props.medicineId}
            medicineName={props.medicineName ?? t('refills.new.thisMedicine')}
            value={rx.id}
            onChange={chooseRx}
          />
        ) : null}
        <AddressChoice addresses={addresses} value={chosenAddress} onChange={(v) => setValue('addressId', v)} />
        <PaymentChoice
          cards={cards}
          cardId={cardId}
          setCardId={(v) => setValue('cardId', v)}
          autoPay={autoPay}
          setAutoPay={(on) => setValue('autoPay', on)}
        />
        <FormError error={error} />
        <div className="account-form__actions">
          <Button type="submit" disabled={busy || !chosenAddress || (cardId !== '' && !autoPay) || (needsRx && !rx.id)}>
            {t('refills.new.start')}
          </Button>
        </div>
      </form>
    </>
  );
}
