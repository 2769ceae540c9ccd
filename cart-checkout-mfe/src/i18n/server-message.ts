import { apiErrorCode, apiErrorMessage, isHttpError, type MessageValues } from 'shared-kernel';
import { cartMessages, type CartKey } from '.';

/**
 * The server's refusals this page knows by code, said in the shopper's language. Any other
 * refusal shows the server's own words (they may name a medicine or a limit the page can't know).
 */
const BY_CODE: Record<string, CartKey> = {
  'parcels-changed': 'payment.parcelsChanged',
  'prescription-required': 'payment.prescriptionRequired',
  'prescription-invalid': 'payment.prescriptionInvalid',
  'prescription-expired': 'payment.prescriptionExpired',
  'pod-prescription': 'payOnDelivery.podPrescription',
  'pod-over-cap': 'payOnDelivery.podOverCap',
  'phone-unverified': 'payOnDelivery.phoneUnverified',
  'pod-withdrawn': 'payOnDelivery.podWithdrawn',
  'pod-open-order': 'payOnDelivery.podOpenOrder',
  'code-sent': 'payOnDelivery.codeSent',
  'code-expired': 'payOnDelivery.codeExpired',
  'code-locked': 'payOnDelivery.codeLocked',
};

/** What to tell the shopper about a failed call: by its code, else the server's message, else the fallback. */
export function serverMessage(error: unknown, fallback: CartKey, values?: MessageValues): string {
  const key = BY_CODE[apiErrorCode(error) ?? ''];
  if (key) return cartMessages.t(key);
  if (isHttpError(error) && !error.response) return cartMessages.t('payment.unreachable');
  return apiErrorMessage(error, cartMessages.t(fallback, values));
}
