import { type AddressValues, validateAddress } from 'shared-kernel/ui/forms';
import { EMAIL_PATTERN, type DeliveryZone } from 'shared-kernel';
import { cartMessages } from '../../../i18n';

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
  /** The shopper's own consent to save the card they pay with online, for refill plans (off unless ticked). */
  saveCard: boolean;
}

export type PaymentField = keyof PaymentFormValues;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const MIN_PAYMENT_AMOUNT = 1;

/** The payment rules: amount at least 1; email valid; a deliverable address. */
export function validatePayment(values: PaymentFormValues, zones: readonly DeliveryZone[] = []): PaymentErrors {
  const errors: PaymentErrors = {};
  const { t } = cartMessages;
  if (!Number.isFinite(values.amount) || values.amount < MIN_PAYMENT_AMOUNT) {
    errors.amount = t('checkout.errorAmount');
  }
  if (!values.paymentType.trim()) errors.paymentType = t('checkout.errorPaymentType');
  const email = values.email.trim();
  if (!email) errors.email = t('checkout.errorEmailRequired');
  else if (!EMAIL_PATTERN.test(email)) errors.email = t('checkout.errorEmailInvalid');
  if (values.fulfilment === 'pickup') {
    if (!values.pickupPharmacyId) errors.pickupPharmacyId = t('checkout.errorPickupPharmacy');
    if (!values.phone.trim()) errors.phone = t('checkout.errorPhoneRequired');
  } else if (values.choice === 'new') Object.assign(errors, validateAddress(values, zones));
  return errors;
}
