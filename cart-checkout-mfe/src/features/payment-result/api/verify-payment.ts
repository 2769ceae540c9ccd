import { apiClient } from 'shared-kernel';

/** What the shop's API says about a payment after asking the provider. */
export interface Verification {
  /** The provider's status: success, failed, abandoned, ongoing/pending, reversed... */
  status: string;
  /** The provider's or server's words for a payment that did not go through. */
  reason: string;
}

type Body = {
  status?: unknown;
  message?: unknown;
  gateway_response?: unknown;
  data?: { status?: unknown; gatewayResponse?: unknown; gateway_response?: unknown; message?: unknown } | null;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : '');

/** Reads the API's verify answer (`data.status`, `data.gatewayResponse`), Paystack's own shape, or a transaction record (`status` true/false). */
export function readVerification(body: Body | null | undefined): Verification {
  const data = body?.data && typeof body.data === 'object' ? body.data : null;
  let status = text(data?.status) || text(body?.status);
  if (!status && typeof body?.status === 'boolean' && !data) status = body.status ? 'success' : 'failed';
  const reason = text(data?.gatewayResponse) || text(data?.gateway_response) || text(body?.gateway_response) || text(data?.message) || text(body?.message);
  return { status: status.toLowerCase() || 'unknown', reason };
}

/** GET /api/payment/verify/{reference}. */
export async function verifyPayment(reference: string): Promise<Verification> {
  const { data } = await apiClient.get<Body>(`/api/payment/verify/${encodeURIComponent(reference)}`);
  return readVerification(data);
}
