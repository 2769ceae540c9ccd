import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  apiErrorMessage,
  Button,
  cardClass,
  currentUserId,
  formatNairaExact,
  httpStatusOf,
  Link,
  toast,
  useAuth,
  useNavigate,
} from 'shared-kernel';
import { Checkbox, TextField, useForm } from 'shared-kernel/ui/forms';
import { getUserProfile } from '../api/get-user-profile';
import { leaveSiteFor } from '../../../lib/browser-location';
import { initiatePayment } from '../api/initiate-payment';
import { validatePayment } from '../lib/validate-payment';
import './payment-form.css';

export const INITIATE_FAILED = 'Failed to initiate payment. Please try again later.';

interface PaymentValues {
  amount: number;
  paymentType: string;
  email: string;
  shippingAddress: string;
  billingAddress: string;
  sameAsShipping: boolean;
}

interface PaymentFormProps {
  amount: number;
  paymentType: string;
}

export function PaymentForm({ amount, paymentType }: PaymentFormProps) {
  const navigate = useNavigate();
  const userId = useAuth(currentUserId);
  const profileEmail = useAuth((state) => state.user?.email ?? '');
  // Billing "same as shipping" copies the shipping address; unticked, billingAddress is what was typed.
  const validate = useCallback(
    (values: PaymentValues) =>
      validatePayment({ ...values, billingAddress: values.sameAsShipping ? values.shippingAddress : values.billingAddress }),
    [],
  );
  const form = useForm({
    initial: { amount, paymentType, email: '', shippingAddress: '', billingAddress: '', sameAsShipping: false },
    validate,
  });
  const [leaving, setLeaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const leavingRef = useRef(false);
  const emailEdited = useRef(false);
  const { values, setValues } = form;
  const billingAddress = values.sameAsShipping ? values.shippingAddress : values.billingAddress;
  const inProgress = form.busy || leaving;

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
    try {
      const response = await initiatePayment({
        amount,
        email: values.email.trim(),
        // The API takes one kind of payment: the cart ("medicine").
        paymentType: 'medicine',
        shippingAddress: values.shippingAddress.trim(),
        billingAddress: billingAddress.trim(),
        userId,
      });
      const url = response?.data?.authorization_url;
      if (!url) throw new Error('The payment provider answered without a payment page');
      leavingRef.current = true;
      setLeaving(true);
      leaveSiteFor(url);
    } catch (error) {
      if (httpStatusOf(error) === 409) {
        toast.warning(
          'Your cart changed',
          apiErrorMessage(error, 'Your cart changed since you checked out. Please review it and check out again.'),
          { duration: 7000 },
        );
        navigate('/cart');
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

  // The amount comes from the cart and cannot be typed: it shows as money, and its problems (and
  // the payment type's, an internal code the shopper never sees) show at once. Every message slot
  // is always there (an empty live region, with its height kept) so that a message appearing on
  // blur never moves the button the shopper is pressing.
  const amountProblem = form.problems.amount ?? form.problems.paymentType;
  return (
    <form className={`checkout-payment-form ${cardClass}`} noValidate onSubmit={onSubmit} aria-busy={inProgress || undefined}>
      <div className="checkout-amount">
        <span id="checkout-amount-label" className="ep-field__label">
          Amount to pay
        </span>
        <strong className="checkout-amount__value" data-testid="payment-amount">
          {Number.isFinite(amount) && amount > 0 ? formatNairaExact(amount) : '—'}
        </strong>
        <p className="ep-field__hint">For the medicines in your cart.</p>
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
      <TextField
        id="checkout-shipping"
        label="Shipping address"
        multiline
        autoComplete="shipping street-address"
        required
        keepErrorSlot
        {...form.field('shippingAddress')}
      />
      <Checkbox
        id="checkout-same-address"
        label="Billing address is the same as shipping"
        className="checkout-same-address"
        checked={values.sameAsShipping}
        onChange={(event) => {
          const same = event.target.checked;
          setValues((current) => ({
            ...current,
            sameAsShipping: same,
            billingAddress: same ? current.billingAddress : current.shippingAddress,
          }));
        }}
      />
      <TextField
        id="checkout-billing"
        label="Billing address"
        multiline
        autoComplete="billing street-address"
        required
        keepErrorSlot
        readOnly={values.sameAsShipping}
        {...form.field('billingAddress')}
        value={billingAddress}
      />

      {serverError ? <Alert>{serverError}</Alert> : null}

      <Button type="submit" className="checkout-pay-button" disabled={inProgress}>
        {inProgress ? 'Processing payment…' : 'Proceed to payment'}
      </Button>
      <p className="checkout-back-link">
        <Link to="/cart">Back to cart</Link>
      </p>
    </form>
  );
}
