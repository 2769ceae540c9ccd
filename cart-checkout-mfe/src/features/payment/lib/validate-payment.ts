import { type AddressValues, validateAddress } from 'shared-kernel/ui/forms';
import { EMAIL_PATTERN, type DeliveryZone } from 'shared-kernel';

/** The payment form: who pays and where it goes (a saved address or a new one). Card, transfer and USSD need no billing address. */
export interface PaymentFormValues extends AddressValues {
  amount: number;
  paymentType: string;
  email: string;
  /** 'new', or the id of a saved address. */
  choice: string;
  saveAddress: boolean;
  /** Delivered to the address, or collected at a pharmacy. */
  fulfilment: 'delivery' | 'pickup';
  /** The pickup point chosen (fulfilment 'pickup'). */
  pickupPharmacyId: string;
  /** Paid online now, or to the rider on delivery (delivered orders only). */
  paymentMethod: 'online' | 'on-delivery';
  /** When no pharmacy near the address has every item: one later parcel, or a split. */
  parcels: 'one' | 'split';
}

export type PaymentField = keyof PaymentFormValues;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const MIN_PAYMENT_AMOUNT = 1;

/** The payment rules: amount at least 1; email valid; a deliverable address. */
export function validatePayment(values: PaymentFormValues, zones: readonly DeliveryZone[] = []): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!Number.isFinite(values.amount) || values.amount < MIN_PAYMENT_AMOUNT) {
    errors.amount = '*Amount must be at least N1. Return to your cart and check out again.';
  }
  if (!values.paymentType.trim()) errors.paymentType = '*Payment type is required';
  const email = values.email.trim();
  if (!email) errors.email = '*Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = '*Email is invalid';
  if (values.fulfilment === 'pickup') {
    if (!values.pickupPharmacyId) errors.pickupPharmacyId = '*Choose the pharmacy to collect from';
    if (!values.phone.trim()) errors.phone = '*Your phone is required';
  } else if (values.choice === 'new') Object.assign(errors, validateAddress(values, zones));
  return errors;
}
