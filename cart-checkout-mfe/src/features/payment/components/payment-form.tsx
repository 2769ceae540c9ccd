import { useEffect, useRef, useState, type FormEvent } from 'react';
import axios from 'axios';
import { apiErrorMessage, currentUserId, formatNaira, Link, toast, useAuth, useNavigate } from 'shared-kernel';
import { getUserProfile } from '../api/get-user-profile';
import { leaveSiteFor } from '../../../lib/browser-location';
import { initiatePayment } from '../api/initiate-payment';
import { validatePayment, type PaymentErrors, type PaymentField } from '../lib/validate-payment';
import '../../../components/ui/checkout-ui.css';
import './payment-form.css';

export const INITIATE_FAILED = 'Failed to initiate payment. Please try again later.';
const FIELD_ORDER: PaymentField[] = ['amount', 'paymentType', 'email', 'shippingAddress', 'billingAddress'];

interface PaymentFormProps {
  amount: number;
  paymentType: string;
}

export function PaymentForm({ amount, paymentType }: PaymentFormProps) {
  const navigate = useNavigate();
  const userId = useAuth(currentUserId);
  const profileEmail = useAuth((state) => state.user?.email ?? '');
  const [email, setEmail] = useState('');
  const [shippingAddress, setShippingAddress] = useState('');
  const [billingInput, setBillingInput] = useState('');
  const [sameAsShipping, setSameAsShipping] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<PaymentField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [inProgress, setInProgress] = useState(false);
  const [serverError, setServerError] = useState('');
  const inProgressRef = useRef(false);
  const emailEdited = useRef(false);
  const fieldRefs = useRef<Partial<Record<PaymentField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const billingAddress = sameAsShipping ? shippingAddress : billingInput;
  const values = { amount, paymentType, email, shippingAddress, billingAddress };
  const errors: PaymentErrors = validatePayment(values);
  // Amount and payment type come from the cart and cannot be typed, so their problems show at once.
  const shown = (field: PaymentField) =>
    submitted || touched[field] || field === 'amount' || field === 'paymentType' ? errors[field] : undefined;

  useEffect(() => {
    if (profileEmail) {
      if (!emailEdited.current) setEmail((current) => current || profileEmail);
      return;
    }
    if (!userId) return;
    let current = true;
    getUserProfile(userId)
      .then((profile) => {
        if (current && !emailEdited.current && profile?.email) setEmail((value) => value || profile.email);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [profileEmail, userId]);

  // Back from the provider's page, the browser may restore this page as it was left: in progress.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inProgressRef.current = false;
      setInProgress(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inProgressRef.current) return;
    setSubmitted(true);
    setServerError('');
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    if (!userId) {
      setServerError('Your session has no user. Please log in again.');
      return;
    }
    inProgressRef.current = true;
    setInProgress(true);
    try {
      const response = await initiatePayment({
        amount,
        email: email.trim(),
        paymentType,
        shippingAddress: shippingAddress.trim(),
        billingAddress: billingAddress.trim(),
        userId,
      });
      const url = response?.data?.authorization_url;
      if (!url) throw new Error('The payment provider answered without a payment page');
      leaveSiteFor(url);
    } catch (error) {
      inProgressRef.current = false;
      setInProgress(false);
      if (axios.isAxiosError(error) && error.response?.status === 409) {
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

  const describedBy = (field: PaymentField, hint?: string) =>
    [hint, shown(field) ? `checkout-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  // The message slot is always there (an empty live region, with its height kept) so that a message
  // appearing on blur never moves the button the shopper is pressing.
  const errorText = (field: PaymentField) => (
    <p id={`checkout-${field}-error`} className="checkout-field-error" role="alert">
      {shown(field) ?? ''}
    </p>
  );

  const touch = (field: PaymentField) => () => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <form className="checkout-payment-form" noValidate onSubmit={onSubmit} aria-busy={inProgress || undefined}>
      <div className="checkout-field">
        <label htmlFor="checkout-amount">Amount (N)</label>
        <input
          id="checkout-amount"
          name="amount"
          type="text"
          readOnly
          value={Number.isFinite(amount) ? String(amount) : ''}
          aria-invalid={Boolean(shown('amount')) || undefined}
          aria-describedby={describedBy('amount', 'checkout-amount-hint')}
          ref={(el) => {
            fieldRefs.current.amount = el;
          }}
        />
        <p id="checkout-amount-hint" className="checkout-field-hint">
          {Number.isFinite(amount) && amount > 0 ? `You will pay ${formatNaira(amount)}.` : 'The amount comes from your cart.'}
        </p>
        {errorText('amount')}
      </div>

      <div className="checkout-field">
        <label htmlFor="checkout-payment-type">Payment type</label>
        <input
          id="checkout-payment-type"
          name="paymentType"
          type="text"
          readOnly
          value={paymentType}
          aria-invalid={Boolean(shown('paymentType')) || undefined}
          aria-describedby={describedBy('paymentType')}
          ref={(el) => {
            fieldRefs.current.paymentType = el;
          }}
        />
        {errorText('paymentType')}
      </div>

      <div className="checkout-field">
        <label htmlFor="checkout-email">Email</label>
        <input
          id="checkout-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            emailEdited.current = true;
            setEmail(event.target.value);
          }}
          onBlur={touch('email')}
          aria-invalid={Boolean(shown('email')) || undefined}
          aria-describedby={describedBy('email')}
          ref={(el) => {
            fieldRefs.current.email = el;
          }}
        />
        {errorText('email')}
      </div>

      <div className="checkout-field">
        <label htmlFor="checkout-shipping">Shipping address</label>
        <textarea
          id="checkout-shipping"
          name="shippingAddress"
          autoComplete="shipping street-address"
          required
          rows={3}
          value={shippingAddress}
          onChange={(event) => setShippingAddress(event.target.value)}
          onBlur={touch('shippingAddress')}
          aria-invalid={Boolean(shown('shippingAddress')) || undefined}
          aria-describedby={describedBy('shippingAddress')}
          ref={(el) => {
            fieldRefs.current.shippingAddress = el;
          }}
        />
        {errorText('shippingAddress')}
      </div>

      <div className="checkout-field checkout-field-check">
        <input
          id="checkout-same-address"
          type="checkbox"
          checked={sameAsShipping}
          onChange={(event) => {
            setSameAsShipping(event.target.checked);
            if (!event.target.checked) setBillingInput(shippingAddress);
          }}
        />
        <label htmlFor="checkout-same-address">Billing address is the same as shipping</label>
      </div>

      <div className="checkout-field">
        <label htmlFor="checkout-billing">Billing address</label>
        <textarea
          id="checkout-billing"
          name="billingAddress"
          autoComplete="billing street-address"
          required
          rows={3}
          readOnly={sameAsShipping}
          value={billingAddress}
          onChange={(event) => setBillingInput(event.target.value)}
          onBlur={touch('billingAddress')}
          aria-invalid={Boolean(shown('billingAddress')) || undefined}
          aria-describedby={describedBy('billingAddress')}
          ref={(el) => {
            fieldRefs.current.billingAddress = el;
          }}
        />
        {errorText('billingAddress')}
      </div>

      {serverError ? (
        <p className="checkout-alert" role="alert">
          {serverError}
        </p>
      ) : null}

      <button type="submit" className="shell-button checkout-pay-button" disabled={inProgress}>
        {inProgress ? 'Processing payment…' : 'Proceed to payment'}
      </button>
      <p className="checkout-back-link">
        <Link to="/cart">Back to cart</Link>
      </p>
    </form>
  );
}
