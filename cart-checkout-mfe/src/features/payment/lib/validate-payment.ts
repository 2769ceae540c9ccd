export interface PaymentFormValues {
  amount: number;
  paymentType: string;
  email: string;
  shippingAddress: string;
  billingAddress: string;
}

export type PaymentField = keyof PaymentFormValues;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const MIN_PAYMENT_AMOUNT = 1;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The payment rules of spec section 5: amount at least 1; email valid; the rest required. */
export function validatePayment(values: PaymentFormValues): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!Number.isFinite(values.amount) || values.amount < MIN_PAYMENT_AMOUNT) {
    errors.amount = '*Amount must be at least N1. Return to your cart and check out again.';
  }
  if (!values.paymentType.trim()) errors.paymentType = '*Payment type is required';
  const email = values.email.trim();
  if (!email) errors.email = '*Email is required';
  else if (!EMAIL_RE.test(email)) errors.email = '*Email is invalid';
  if (!values.shippingAddress.trim()) errors.shippingAddress = '*Shipping address is required';
  if (!values.billingAddress.trim()) errors.billingAddress = '*Billing address is required';
  return errors;
}
