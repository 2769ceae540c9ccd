import { apiErrorCode, type DeliveryQuote, httpStatusOf, isHttpError, type PaymentRequest, toast, useNavigate } from 'shared-kernel';
import { saveAddress } from 'delivery-kit';
import type { AddressValues, FormModel } from 'shared-kernel/ui/forms';
import { leaveSiteFor } from '../../../lib/browser-location';
import { initiatePayment } from '../api/initiate-payment';
import { orderPayOnDelivery } from '../api/order-pay-on-delivery';
import type { PaymentFormValues } from '../lib/validate-payment';
import { safetyStopOf } from '../lib/safety-stop';
import type { CheckoutSafety } from './use-checkout-safety';
import { cartMessages, englishText } from '../../../i18n';
import { serverMessage } from '../../../i18n/server-message';

// The English wordings (tests look for them); the page shows them in the shopper's language.
export const INITIATE_FAILED = englishText('payment.initiateFailed');
export const PRESCRIPTION_NEEDED = englishText('payment.prescriptionNeeded');
export const PAY_OFFLINE = englishText('payment.offline');

/** The payment call's refusals about the prescription: said in the prescription step, not as a changed cart. */
const PRESCRIPTION_CODES = new Set(['prescription-required', 'prescription-invalid', 'prescription-expired']);

/** Pay on delivery's refusals: said on the form (pay online instead), the cart is fine. */
const POD_CODES = new Set(['pod-prescription', 'pod-over-cap', 'phone-unverified', 'pod-withdrawn', 'pod-open-order']);

/** The API's field names for an address ("deliveryAddress.phone", "addressId") as this form's. */
function formField(field: string): string {
  if (field === 'addressId') return 'choice';
  if (field === 'pickup.pharmacyId') return 'pickupPharmacyId';
  if (field === 'pickup.phone') return 'phone';
  return field.replace(/^deliveryAddress\./, '');
}

export interface PayContext {
  form: FormModel<PaymentFormValues>;
  userId: string | null;
  quote: DeliveryQuote | null;
  quoteError: string;
  prescriptionId: string;
  prescriptionMissing: boolean;
  setPrescriptionId: (id: string) => void;
  setPrescriptionProblem: (text: string) => void;
  setServerError: (text: string) => void;
  setLeaving: (leaving: boolean) => void;
  /** For whom (a medication profile; null: the shopper) and the major warnings' acknowledgement once read. */
  safety: Pick<CheckoutSafety, 'profileId' | 'safetyAcknowledged' | 'unread' | 'setSafetyStop'>;
}

/** The address typed in, kept in the profile first when asked (its id then stands for it). */
async function addressToSend(form: FormModel<PaymentFormValues>) {
  const { values, setValues } = form;
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
  return { address, addressId };
}

/** Starts the payment with the quoted total, then leaves for the provider's page; says why when refused. */
export function usePay(ctx: PayContext) {
  const navigate = useNavigate();
  const { form, userId, quote } = ctx;

  const { t } = cartMessages;
  const refused = (error: unknown) => {
    const code = apiErrorCode(error);
    const stop = safetyStopOf(error);
    if (stop) {
      ctx.safety.setSafetyStop(stop);
      return;
    }
    if (httpStatusOf(error) === 409 && code && PRESCRIPTION_CODES.has(code)) {
      ctx.setPrescriptionProblem(serverMessage(error, 'payment.prescriptionNeeded'));
      if (code !== 'prescription-required') ctx.setPrescriptionId('');
      return;
    }
    if (httpStatusOf(error) === 409 && code && POD_CODES.has(code)) {
      ctx.setServerError(serverMessage(error, 'payOnDelivery.refused'));
      return;
    }
    if (httpStatusOf(error) === 409) {
      toast.warning(t('payment.cartChangedTitle'), serverMessage(error, 'payment.cartChanged'), { duration: 7000 });
      navigate('/cart');
      return;
    }
    const fieldErrors = isHttpError(error)
      ? (error.response?.data as { errors?: { field?: string; message?: string }[] } | undefined)?.errors
      : undefined;
    if (httpStatusOf(error) === 400 && fieldErrors?.length) {
      form.setServerErrors(Object.fromEntries(fieldErrors.map((e) => [formField(e.field ?? ''), e.message ?? ''])));
      ctx.setServerError(serverMessage(error, 'payment.initiateFailed'));
      return;
    }
    toast.error(t('payment.errorTitle'), t('payment.initiateFailed'));
    ctx.setServerError(serverMessage(error, 'payment.initiateFailed'));
  };

  return async function pay() {
    // A payment is never attempted without a connection (nor queued for later).
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return ctx.setServerError(t('payment.offline'));
    if (!userId) return ctx.setServerError(t('payment.noUser'));
    if (!quote) return ctx.setServerError(ctx.quoteError || t('payment.chooseDelivery'));
    if (ctx.prescriptionMissing) return ctx.setPrescriptionProblem(t('payment.prescriptionNeeded'));
    // Major warnings shown: paying waits for the shopper's tick that they read them.
    if (ctx.safety.unread) return ctx.setServerError(t('safety.readFirst'));
    const { values } = form;
    try {
      const pickup = values.fulfilment === 'pickup' ? { pharmacyId: values.pickupPharmacyId, phone: values.phone.trim() } : null;
      const { address, addressId } = pickup ? { address: null, addressId: '' } : await addressToSend(form);
      const request: PaymentRequest = {
        // The total the server quoted: items + delivery. The server adds them up again and refuses any other sum.
        amount: quote.total ?? 0,
        email: values.email.trim(),
        // The API takes one kind of payment: the cart ("medicine").
        paymentType: 'medicine',
        // Click-and-collect: the pharmacy and the shopper's phone instead of an address.
        ...(pickup ? { pickup } : addressId ? { addressId } : { deliveryAddress: address }),
        // One later parcel or a split, when the quote offered the choice (quote.total is that option's).
        ...(!pickup && quote.deliveryChoice ? { parcels: values.parcels } : {}),
        userId,
        ...(quote.prescriptionRequired && !quote.approvedBeforePayment ? { prescriptionId: ctx.prescriptionId } : {}),
        // A code the server accepted in the quote: it applies it again in the charge (quote.total is after it).
        ...(quote.discount?.applied ? { discountCode: quote.discount.code } : {}),
        // Only with the shopper's own tick: the card paid with now is saved for their refill plans.
        ...(values.saveCard && values.paymentMethod === 'online' ? { saveCard: true } : {}),
        // The clinical checks run for this person; the major warnings' acknowledgement once the shopper ticked it.
        ...(ctx.safety.profileId ? { profileId: ctx.safety.profileId } : {}),
        ...(ctx.safety.safetyAcknowledged ? { safetyAcknowledged: ctx.safety.safetyAcknowledged } : {}),
      } as PaymentRequest;
      if (values.paymentMethod === 'on-delivery' && !pickup) {
        const placed = await orderPayOnDelivery(request);
        toast.success(t('payment.orderPlacedTitle'), t('payment.orderPlacedOnDelivery'));
        navigate(`/order/${placed.orderId ?? ''}`);
        return;
      }
      const response = await initiatePayment(request);
      const url = response?.data?.authorization_url;
      if (!url) throw new Error('The payment provider answered without a payment page');
      ctx.setLeaving(true);
      leaveSiteFor(url);
    } catch (error) {
      refused(error);
    }
  };
}
