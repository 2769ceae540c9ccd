import { api, type PaymentVerification } from 'shared-kernel';

/** What the shop's API says about a payment after asking the provider. */
export interface Verification {
  /** pending, success, failed or abandoned. */
  status: PaymentVerification['data']['status'];
  /** The provider's words for a payment that did not go through (or the API's message). */
  reason: string;
}

/** GET /api/payment/verify/{reference}, typed by the API's contract. */
export async function verifyPayment(reference: string): Promise<Verification> {
  const { data } = await api.get('/api/payment/verify/{ref}', { params: { path: { ref: reference } } });
  return { status: data.data.status, reason: data.data.gatewayResponse?.trim() || data.message };
}
