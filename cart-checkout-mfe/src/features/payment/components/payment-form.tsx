import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, cardClass, currentUserId, type DeliveryZone, Link, Loading, useAuth } from 'shared-kernel';
import { EMPTY_ADDRESS, TextField, useForm } from 'shared-kernel/ui/forms';
import { type PaymentFormValues, validatePayment } from '../lib/validate-payment';
import { readCheckoutDraft, saveCheckoutDraft } from '../../../lib/checkout-draft';
import { DeliverySummary } from '../../../components/delivery-summary';
import { useDeliveryOptions, useLeaving, useProfileEmail } from '../hooks/use-checkout-data';
import { usePay } from '../hooks/use-pay';
import { DeliveryAddress, PayButton, PaymentAmount, SaveCardConsent } from './payment-form-parts';
import { cartZone } from '../../../lib/cart-zone';
import { ApprovedNote } from './approved-note';
import { DiscountCodeField } from './discount-code-field';
import { FulfilmentChoice, PickupPoints } from './pickup-choice';
import { QuoteProblem } from './cold-chain-refusal';
import { PaymentMethodChoice } from './pay-on-delivery-choice';
import { ParcelChoice, useChosenQuote } from './parcel-choice';
import { useCartText } from '../../../i18n';
import { CartSafety } from '../../../components/cart-safety';
import { useCheckoutSafety } from '../hooks/use-checkout-safety';
import { SafetyStopView } from './safety-stop-view';
import './payment-form.css';

// The prescription step (its upload form and the shopper's saved prescriptions) loads only when the
// cart holds a prescription-only medicine: most checkouts never download it.
const PrescriptionStep = lazy(() => import('./prescription-step').then((m) => ({ default: m.PrescriptionStep })));

export { INITIATE_FAILED, PRESCRIPTION_NEEDED } from '../hooks/use-pay';

interface PaymentFormProps {
  /** The cart's items total, from the cart page (the server prices it again). */
  amount: number;
  paymentType: string;
}

const initialValues = (amount: number, paymentType: string): PaymentFormValues => ({
  amount,
  paymentType,
  email: '',
  choice: 'new',
  ...EMPTY_ADDRESS,
  saveAddress: true,
  fulfilment: 'delivery',
  pickupPharmacyId: '',
  paymentMethod: 'online',
  parcels: 'one',
  saveCard: false,
  // The state chosen in the cart, carried here.
  zone: cartZone() ?? '',
});

/** The phone the rider calls: typed in, or the chosen saved address's. */
const deliveryPhone = (values: PaymentFormValues, saved: { id?: string; phone?: string }[] | null) =>
  values.choice === 'new' ? values.phone : (saved?.find((a) => a.id === values.choice)?.phone ?? '');

/** The receipt's e-mail: the profile's until the shopper types another. */
function EmailField({ form, edited }: { form: ReturnType<typeof useForm<PaymentFormValues>>; edited: { current: boolean } }) {
  const t = useCartText();
  return (
    <TextField
      id="checkout-email"
      label={t('checkout.email')}
      type="email"
      autoComplete="email"
      required
      keepErrorSlot
      {...form.field('email')}
      onChange={(event) => {
        edited.current = true;
        form.setValue('email', event.target.value);
      }}
    />
  );
}

type Quote = ReturnType<typeof useChosenQuote>['quote'];

/** A pharmacist's approval before payment, or the prescription step when the cart needs one. */
function PrescriptionPart(props: { quote: Quote; chosen: string; problem: string; onChoose: (id: string) => void }) {
  const t = useCartText();
  const { quote } = props;
  if (quote?.approvedBeforePayment) return <ApprovedNote approved={quote.approvedBeforePayment} />;
  if (!quote?.prescriptionRequired) return null;
  return (
    <Suspense fallback={<Loading label={t('checkout.rxLoading')} />}>
      <PrescriptionStep items={quote.prescriptionItems ?? []} chosen={props.chosen} onChoose={props.onChoose} problem={props.problem} />
    </Suspense>
  );
}

export function PaymentForm({ amount, paymentType }: PaymentFormProps) {
  const t = useCartText();
  const userId = useAuth(currentUserId);
  const profileEmail = useAuth((state) => state.user?.email ?? '');
  const [zones, setZones] = useState<DeliveryZone[]>([]);
  const [prescriptionId, setPrescriptionId] = useState('');
  const [prescriptionProblem, setPrescriptionProblem] = useState('');
  const [serverError, setServerError] = useState('');
  const [discountCode, setDiscountCode] = useState('');
  const safety = useCheckoutSafety(userId);
  const validate = useCallback((values: PaymentFormValues) => validatePayment(values, zones), [zones]);
  // What this shopper typed before their session ended (signed in again on this tab): as they left it.
  const [draft] = useState(() => readCheckoutDraft(userId, amount));
  const form = useForm<PaymentFormValues>({ initial: { ...initialValues(amount, paymentType), ...draft }, validate });
  const { values, setValues } = form;
  const emailEdited = useRef(Boolean(draft?.email));
  useProfileEmail(userId, profileEmail, setValues, emailEdited);
  const saved = useDeliveryOptions(setZones, setValues, setServerError, Boolean(draft));
  useEffect(() => saveCheckoutDraft(userId, amount, values), [userId, amount, values]);
  const { quote, quoteError, quoteErrorCode } = useChosenQuote(values, zones, discountCode);
  const { leaving, leavingRef, setLeaving } = useLeaving();
  const inProgress = form.busy || leaving;
  // A pharmacist approved exactly these prescription medicines before payment: nothing to attach.
  const approved = quote?.approvedBeforePayment ?? null;
  const prescriptionMissing = Boolean(quote?.prescriptionRequired) && !approved && !prescriptionId;
  const pay = usePay({
    form,
    userId,
    quote,
    quoteError,
    prescriptionId,
    prescriptionMissing,
    setPrescriptionId,
    setPrescriptionProblem,
    setServerError,
    setLeaving,
    safety,
  });

  const submit = form.handleSubmit(pay);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (leavingRef.current) return event.preventDefault();
    setServerError('');
    return submit(event);
  };

  return (
    <form className={`checkout-payment-form ${cardClass}`} noValidate onSubmit={onSubmit} aria-busy={inProgress || undefined}>
      <CartSafety cartKey={String(amount)} idPrefix="checkout-payment" />
      <PaymentAmount form={form} quote={quote} amount={amount} />
      <EmailField form={form} edited={emailEdited} />

      <FulfilmentChoice form={form} />
      {values.fulfilment === 'pickup' ? <PickupPoints form={form} /> : <DeliveryAddress form={form} saved={saved} zones={zones} />}
      {values.fulfilment === 'delivery' ? <PaymentMethodChoice form={form} phone={deliveryPhone(values, saved)} /> : null}

      <DiscountCodeField applied={discountCode} onApply={setDiscountCode} outcome={quote?.discount ?? null} />
      {quote?.deliveryChoice && values.fulfilment !== 'pickup' ? <ParcelChoice form={form} choice={quote.deliveryChoice} /> : null}
      {quote ? <DeliverySummary quote={quote} pickup={values.fulfilment === 'pickup'} /> : null}
      <QuoteProblem error={quoteError} code={quoteErrorCode} onCollect={() => form.setValue('fulfilment', 'pickup')} />

      <PrescriptionPart
        quote={quote}
        chosen={prescriptionId}
        problem={prescriptionProblem}
        onChoose={(id) => {
          setPrescriptionId(id);
          setPrescriptionProblem('');
        }}
      />

      {values.paymentMethod === 'online' ? <SaveCardConsent form={form} /> : null}
      {safety.stop ? <SafetyStopView stop={safety.stop} read={safety.read} onRead={safety.setRead} /> : null}
      {serverError ? <Alert>{serverError}</Alert> : null}

      <PayButton
        inProgress={inProgress}
        prescriptionMissing={prescriptionMissing}
        quote={quote}
        onDelivery={values.fulfilment === 'delivery' && values.paymentMethod === 'on-delivery'}
      />
      <p className="checkout-back-link">
        <Link to="/cart">{t('checkout.backToCart')}</Link>
      </p>
    </form>
  );
}
