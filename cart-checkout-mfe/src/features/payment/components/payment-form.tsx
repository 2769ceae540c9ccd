import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  addressLines,
  Alert,
  apiErrorCode,
  apiErrorMessage,
  Button,
  cardClass,
  currentUserId,
  type DeliveryQuote,
  type DeliveryZone,
  formatNairaExact,
  getDeliveryQuote,
  getDeliveryZones,
  getSavedAddresses,
  httpStatusOf,
  isHttpError,
  Link,
  type PaymentRequest,
  type SavedAddress,
  saveAddress,
  toast,
  useAuth,
  useNavigate,
} from 'shared-kernel';
import { PRESCRIPTION_ERROR_TEXT } from 'shared-kernel/prescriptions';
import { AddressFields, type AddressValues, Checkbox, EMPTY_ADDRESS, TextField, useForm } from 'shared-kernel/ui/forms';
import { getUserProfile } from '../api/get-user-profile';
import { leaveSiteFor } from '../../../lib/browser-location';
import { initiatePayment } from '../api/initiate-payment';
import { type PaymentFormValues, validatePayment } from '../lib/validate-payment';
import { DeliverySummary } from '../../../components/delivery-summary';
import { PrescriptionStep } from './prescription-step';
import './payment-form.css';

export const INITIATE_FAILED = 'Failed to initiate payment. Please try again later.';
export const PRESCRIPTION_NEEDED = 'Attach a prescription to pay for this cart.';

/** The payment call's refusals about the prescription: said in the prescription step, not as a changed cart. */
const PRESCRIPTION_CODES = new Set(['prescription-required', 'prescription-invalid', 'prescription-expired']);

interface PaymentFormProps {
  /** The cart's items total, from the cart page (the server prices it again). */
  amount: number;
  paymentType: string;
}

/** The API's field names for an address ("deliveryAddress.phone", "addressId") as this form's. */
function formField(field: string): string {
  if (field === 'addressId') return 'choice';
  return field.replace(/^deliveryAddress\./, '');
}

export function PaymentForm({ amount, paymentType }: PaymentFormProps) {
  const navigate = useNavigate();
  const userId = useAuth(currentUserId);
  const profileEmail = useAuth((state) => state.user?.email ?? '');
  const [zones, setZones] = useState<DeliveryZone[]>([]);
  const [saved, setSaved] = useState<SavedAddress[] | null>(null);
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  const [prescriptionId, setPrescriptionId] = useState('');
  const [prescriptionProblem, setPrescriptionProblem] = useState('');
  const [quoteError, setQuoteError] = useState('');
  const validate = useCallback((values: PaymentFormValues) => validatePayment(values, zones), [zones]);
  const form = useForm<PaymentFormValues>({
    initial: {
      amount,
      paymentType,
      email: '',
      choice: 'new',
      ...EMPTY_ADDRESS,
      saveAddress: true,
      sameAsShipping: true,
      billingAddress: '',
    },
    validate,
  });
  const [leaving, setLeaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const leavingRef = useRef(false);
  const emailEdited = useRef(false);
  const { values, setValues } = form;
  const inProgress = form.busy || leaving;
  const prescriptionMissing = Boolean(quote?.prescriptionRequired) && !prescriptionId;

  useEffect(() => {
    const fill = (email: string) => setValues((current) => (emailEdited.current || current.email ? current : { ...current, email }));
    if (profileEmail) {
      fill(profileEmail);
      return;
    }
    if (!userId) return;
    let current = true;
    getUserProfile(userId)
      .then((profile) => {
        if (current && profile?.email) fill(profile.email);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [profileEmail, userId, setValues]);

  // The zones for the State list, and the saved addresses (the newest is picked).
  useEffect(() => {
    let current = true;
    getDeliveryZones()
      .then((overview) => current && setZones(overview.zones ?? []))
      .catch(() => current && setServerError('We could not load the delivery areas. Please reload the page.'));
    getSavedAddresses()
      .then((list) => {
        if (!current) return;
        setSaved(list);
        if (list.length > 0 && list[0].id) setValues((v) => ({ ...v, choice: list[0].id! }));
      })
      .catch(() => current && setSaved([]));
    return () => {
      current = false;
    };
  }, [setValues]);

  // What the cart costs delivered there: asked of the server whenever the state or saved address changes.
  const quoteTarget = values.choice === 'new' ? (values.zone ? `zone:${values.zone}` : '') : `address:${values.choice}`;
  useEffect(() => {
    setQuote(null);
    setQuoteError('');
    if (!quoteTarget) return;
    const zone = zones.find((z) => `zone:${z.code}` === quoteTarget);
    if (zone && !zone.delivered) return;
    let current = true;
    const [kind, value] = [quoteTarget.slice(0, quoteTarget.indexOf(':')), quoteTarget.slice(quoteTarget.indexOf(':') + 1)];
    getDeliveryQuote(kind === 'zone' ? { zone: value } : { addressId: value })
      .then((answer) => current && setQuote(answer))
      .catch((error) => current && setQuoteError(apiErrorMessage(error, 'We could not work out the delivery fee. Please try again.')));
    return () => {
      current = false;
    };
  }, [quoteTarget, zones]);

  // Back from the provider's page, the browser may restore this page as it was left: in progress.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leavingRef.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function pay() {
    if (!userId) {
      setServerError('Your session has no user. Please log in again.');
      return;
    }
    if (!quote) {
      setServerError(quoteError || 'Choose where to deliver to see the delivery fee first.');
      return;
    }
    if (prescriptionMissing) {
      setPrescriptionProblem(PRESCRIPTION_NEEDED);
      return;
    }
    try {
      const address: AddressValues = {
        zone: values.zone,
        city: values.city,
        street: values.street,
        landmark: values.landmark,
        phone: values.phone,
      };
      let addressId = values.choice === 'new' ? '' : values.choice;
      if (!addressId && values.saveAddress) {
        const kept = await saveAddress({ ...address, label: '' });
        addressId = kept.id ?? '';
        if (kept.id) setValues((v) => ({ ...v, choice: kept.id! }));
      }
      const request: PaymentRequest = {
        // The total the server quoted: items + delivery. The server adds them up again and refuses any other sum.
        amount: quote.total ?? 0,
        email: values.email.trim(),
        // The API takes one kind of payment: the cart ("medicine").
        paymentType: 'medicine',
        ...(addressId ? { addressId } : { deliveryAddress: address }),
        ...(values.sameAsShipping ? {} : { billingAddress: values.billingAddress.trim() }),
        userId,
        ...(quote.prescriptionRequired ? { prescriptionId } : {}),
      } as PaymentRequest;
      const response = await initiatePayment(request);
      const url = response?.data?.authorization_url;
      if (!url) throw new Error('The payment provider answered without a payment page');
      leavingRef.current = true;
      setLeaving(true);
      leaveSiteFor(url);
    } catch (error) {
      const code = apiErrorCode(error);
      if (httpStatusOf(error) === 409 && code && PRESCRIPTION_CODES.has(code)) {
        setPrescriptionProblem(PRESCRIPTION_ERROR_TEXT[code] ?? apiErrorMessage(error, PRESCRIPTION_NEEDED));
        if (code !== 'prescription-required') setPrescriptionId('');
        return;
      }
      if (httpStatusOf(error) === 409) {
        toast.warning(
          'Your cart changed',
          apiErrorMessage(error, 'Your cart changed since you checked out. Please review it and check out again.'),
          { duration: 7000 },
        );
        navigate('/cart');
        return;
      }
      const fieldErrors = isHttpError(error)
        ? (error.response?.data as { errors?: { field?: string; message?: string }[] } | undefined)?.errors
        : undefined;
      if (httpStatusOf(error) === 400 && fieldErrors?.length) {
        form.setServerErrors(Object.fromEntries(fieldErrors.map((e) => [formField(e.field ?? ''), e.message ?? ''])));
        setServerError(apiErrorMessage(error, INITIATE_FAILED));
        return;
      }
      toast.error('Error', INITIATE_FAILED);
      setServerError(apiErrorMessage(error, INITIATE_FAILED));
    }
  }

  const submit = form.handleSubmit(pay);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (leavingRef.current) return event.preventDefault();
    setServerError('');
    return submit(event);
  };

  // The amount comes from the cart and the delivery quote; it cannot be typed. Every message slot
  // is always there (an empty live region, with its height kept) so that a message appearing on
  // blur never moves the button the shopper is pressing.
  const amountProblem = form.problems.amount ?? form.problems.paymentType;
  const shown = quote?.total ?? amount;
  return (
    <form className={`checkout-payment-form ${cardClass}`} noValidate onSubmit={onSubmit} aria-busy={inProgress || undefined}>
      <div className="checkout-amount">
        <span id="checkout-amount-label" className="ep-field__label">
          Amount to pay
        </span>
        <strong className="checkout-amount__value" data-testid="payment-amount">
          {Number.isFinite(shown) && shown > 0 ? formatNairaExact(shown) : '—'}
        </strong>
        <p className="ep-field__hint">
          {quote ? 'Your medicines and their delivery.' : 'For the medicines in your cart; delivery is added once you choose your state.'}
        </p>
        <p className="ep-field__error" role="alert">
          {amountProblem ?? ''}
        </p>
      </div>
      <TextField
        id="checkout-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        keepErrorSlot
        {...form.field('email')}
        onChange={(event) => {
          emailEdited.current = true;
          form.setValue('email', event.target.value);
        }}
      />

      <fieldset className="checkout-delivery">
        <legend>Delivery address</legend>
        {saved && saved.length > 0 ? (
          <div className="checkout-saved-addresses" role="radiogroup" aria-label="Deliver to">
            {saved.map((a) => (
              <label key={a.id} className="checkout-saved-address">
                <input
                  type="radio"
                  name="choice"
                  value={a.id}
                  checked={values.choice === a.id}
                  onChange={() => form.setValue('choice', a.id ?? 'new')}
                />
                <span>
                  <strong>{a.label || a.recipient}</strong>
                  <br />
                  {addressLines(a).join(', ')}
                </span>
              </label>
            ))}
            <label className="checkout-saved-address">
              <input
                type="radio"
                name="choice"
                value="new"
                checked={values.choice === 'new'}
                onChange={() => form.setValue('choice', 'new')}
              />
              <span>A new address</span>
            </label>
            {form.errors.choice ? (
              <p className="ep-field__error" role="alert">
                {form.errors.choice}
              </p>
            ) : null}
          </div>
        ) : null}
        {values.choice === 'new' ? (
          <>
            <AddressFields zones={zones} idPrefix="checkout-address" field={(name) => form.field(name)} />
            <Checkbox id="checkout-save-address" label="Save this address in my profile" {...form.checkbox('saveAddress')} />
          </>
        ) : null}
      </fieldset>

      {quote ? <DeliverySummary quote={quote} /> : null}
      {quoteError ? <Alert>{quoteError}</Alert> : null}

      <Checkbox
        id="checkout-same-address"
        label="Billing address is the same as delivery"
        className="checkout-same-address"
        {...form.checkbox('sameAsShipping')}
      />
      {values.sameAsShipping ? null : (
        <TextField
          id="checkout-billing"
          label="Billing address"
          multiline
          autoComplete="billing street-address"
          required
          keepErrorSlot
          {...form.field('billingAddress')}
        />
      )}

      {quote?.prescriptionRequired ? (
        <PrescriptionStep
          items={quote.prescriptionItems ?? []}
          chosen={prescriptionId}
          onChoose={(id) => {
            setPrescriptionId(id);
            setPrescriptionProblem('');
          }}
          problem={prescriptionProblem}
        />
      ) : null}

      {serverError ? <Alert>{serverError}</Alert> : null}

      <Button
        type="submit"
        className="checkout-pay-button"
        disabled={inProgress || prescriptionMissing}
        aria-describedby={prescriptionMissing ? 'checkout-pay-hint' : undefined}
      >
        {inProgress ? 'Processing payment…' : quote ? `Pay ${formatNairaExact(quote.total ?? 0)}` : 'Proceed to payment'}
      </Button>
      {prescriptionMissing ? (
        <p id="checkout-pay-hint" className="checkout-pay-hint">
          {PRESCRIPTION_NEEDED}
        </p>
      ) : null}
      <p className="checkout-back-link">
        <Link to="/cart">Back to cart</Link>
      </p>
    </form>
  );
}
