import crypto from 'node:crypto';
import { type Config, SANDBOX_SECRET_KEY } from '../config';

export { SANDBOX_SECRET_KEY };
export const SANDBOX_BASE_URL = 'http://127.0.0.1:8090';
export const PAYSTACK_BASE_URL = 'https://api.paystack.co';

export type PaystackSettings = { baseUrl: string; secretKey: string; sandbox: boolean };

/**
 * With PAYSTACK_SECRET_KEY set: real Paystack (or PAYSTACK_BASE_URL). Without it: the local
 * sandbox at PAYSTACK_BASE_URL or http://127.0.0.1:8090 with the shared sandbox key.
 */
export function paystackSettings(config: Pick<Config, 'paystack'>): PaystackSettings {
  const { secretKey, baseUrl } = config.paystack;
  if (secretKey) return { baseUrl: (baseUrl ?? PAYSTACK_BASE_URL).replace(/\/+$/, ''), secretKey, sandbox: false };
  return { baseUrl: (baseUrl ?? SANDBOX_BASE_URL).replace(/\/+$/, ''), secretKey: SANDBOX_SECRET_KEY, sandbox: true };
}

/** Paystack's transaction object as verify returns it and charge.success carries it (the fields we read). */
export type PaystackTransaction = {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  gateway_response?: string | null;
  paid_at?: string | null;
  [key: string]: unknown;
};

export type PaystackEnvelope<T> = { status: boolean; message: string; data: T };
export type InitializeData = { authorization_url: string; access_code: string; reference: string };

/** The provider could not be reached or refused the call. */
export class PaystackError extends Error {
  constructor(
    message: string,
    public readonly httpStatus: number | null,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

/** Paystack's REST API; the sandbox and real Paystack differ only in base URL and key. */
export class PaystackClient {
  constructor(
    private readonly settings: PaystackSettings,
    private readonly timeoutMs = 15_000,
  ) {}

  get isSandbox() {
    return this.settings.sandbox;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PaystackEnvelope<T>> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new PaystackError(`Paystack could not be reached: ${(err as Error).message}`, null);
    }
    let json: PaystackEnvelope<T> | null = null;
    try {
      json = (await res.json()) as PaystackEnvelope<T>;
    } catch {
      json = null;
    }
    if (!res.ok || !json || json.status !== true) {
      throw new PaystackError(json?.message ?? `Paystack answered ${res.status}`, res.status);
    }
    return json;
  }

  initialize(input: {
    email: string;
    amount: number;
    currency: 'NGN';
    reference: string;
    callback_url: string;
    metadata?: Record<string, unknown>;
  }) {
    return this.call<InitializeData>('POST', '/transaction/initialize', input);
  }

  verify(reference: string) {
    return this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  }

  refund(input: { transaction: string; amount?: number; merchant_note?: string }) {
    return this.call<Record<string, unknown>>('POST', '/refund', input);
  }

  /** `x-paystack-signature` is the hex HMAC-SHA512 of the raw body with the secret key. */
  isValidSignature(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    const expected = crypto.createHmac('sha512', this.settings.secretKey).update(rawBody).digest();
    return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }
}
