import { currentRequestId } from '../../platform/lib/request-context';
import { inSpan, SpanKind } from '../../platform/lib/tracing';
import crypto from 'node:crypto';
import { type Config, SANDBOX_SECRET_KEY } from '../../config';

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
  /** What the merchant asked for; `amount` adds the fees when the customer bears them. */
  requested_amount?: number | null;
  fees?: number | null;
  channel?: string | null;
  gateway_response?: string | null;
  paid_at?: string | null;
  [key: string]: unknown;
};

/** The card authorization in Paystack's transaction answers (verify, charge.success, charge_authorization). */
export type PaystackAuthorization = {
  authorization_code?: string;
  last4?: string;
  exp_month?: string;
  exp_year?: string;
  channel?: string;
  brand?: string;
  bank?: string;
  reusable?: boolean;
  signature?: string;
};

/**
 * Paystack's charge_authorization answer (`data`, the fields we read): `status` is `success`,
 * `failed` (e.g. gateway_response "Insufficient Funds"), or a step that needs the customer
 * (`send_otp`, `send_pin`, `send_birthday`, `send_phone`, `open_url`, `pay_offline`).
 */
export type ChargeAuthorizationData = {
  id?: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  gateway_response?: string | null;
  authorization?: PaystackAuthorization;
  [key: string]: unknown;
};

/** Paystack's refund object (create and fetch answers; the fields we read). */
export type PaystackRefund = {
  id: number;
  status: string;
  amount: number;
  currency: string;
  transaction_reference?: string;
  refunded_at?: string | null;
  [key: string]: unknown;
};

/** Channels the checkout offers (Paystack's names). */
export const CHECKOUT_CHANNELS = ['card', 'bank_transfer', 'ussd'] as const;

/** The provider refused our key: a problem for an admin, not for the shopper. */
export type ProviderAlert = { at: string; httpStatus: number; message: string };

export type RetryPolicy = { attempts: number; baseDelayMs: number; maxDelayMs: number };
const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 8_000 };

export type PaystackEnvelope<T> = { status: boolean; message: string; data: T };
export type InitializeData = { authorization_url: string; access_code: string; reference: string };

/** The provider could not be reached or refused the call. */
export class PaystackError extends Error {
  constructor(
    message: string,
    public readonly httpStatus: number | null,
    public readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

/** Paystack's REST API; the sandbox and real Paystack differ only in base URL and key. */
export class PaystackClient {
  /** Set when the provider answers 401 (wrong or rotated key); cleared by the next accepted call. */
  alert: ProviderAlert | null = null;

  constructor(
    private readonly settings: PaystackSettings,
    private readonly timeoutMs = 15_000,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    private readonly log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void } | null = null,
  ) {}

  get isSandbox() {
    return this.settings.sandbox;
  }

  /** One call, retried with exponential backoff (or the provider's Retry-After) on 429 and 5xx. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PaystackEnvelope<T>> {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await this.once<T>(method, path, body);
        this.alert = null;
        return answer;
      } catch (err) {
        if (!(err instanceof PaystackError)) throw err;
        if (err.httpStatus === 401) {
          this.alert = { at: new Date().toISOString(), httpStatus: 401, message: err.message };
          this.log?.error(
            { path, status: 401, message: err.message },
            'Paystack refused the secret key (401): check PAYSTACK_SECRET_KEY; payments cannot be confirmed until it is fixed',
          );
          throw err;
        }
        const retryable = err.httpStatus === 429 || (err.httpStatus !== null && err.httpStatus >= 500);
        if (!retryable || attempt >= this.retry.attempts) throw err;
        const backoff = Math.min(this.retry.baseDelayMs * 2 ** (attempt - 1), this.retry.maxDelayMs);
        const wait = err.retryAfterMs !== null ? Math.min(err.retryAfterMs, this.retry.maxDelayMs) : backoff;
        this.log?.warn({ path, status: err.httpStatus, attempt, waitMs: wait }, 'Paystack busy or failing; retrying');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** One HTTP call, as a client span (`paystack POST /transaction/initialize`) of the request it serves. */
  private once<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PaystackEnvelope<T>> {
    const template = path
      .replace(/^\/transaction\/verify\/.+$/, '/transaction/verify/{reference}')
      .replace(/^\/refund\/.+$/, '/refund/{id}');
    const verified = /^\/transaction\/verify\/(.+)$/.exec(path)?.[1];
    const reference = (body as { reference?: unknown } | undefined)?.reference ?? (verified ? decodeURIComponent(verified) : undefined);
    return inSpan(
      `paystack ${method} ${template}`,
      {
        'http.request.method': method,
        'url.template': template,
        'server.address': new URL(this.settings.baseUrl).hostname,
        'paystack.sandbox': this.settings.sandbox,
        ...(typeof reference === 'string' ? { 'payment.reference': reference } : {}),
      },
      async (span) => {
        try {
          return await this.onceUntraced<T>(method, path, body);
        } catch (err) {
          if (err instanceof PaystackError && err.httpStatus !== null) span.setAttribute('http.response.status_code', err.httpStatus);
          throw err;
        }
      },
      SpanKind.CLIENT,
    );
  }

  private async onceUntraced<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PaystackEnvelope<T>> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          // The shop's request this call serves, for matching our logs with the provider's.
          ...(currentRequestId() ? { 'x-request-id': currentRequestId()! } : {}),
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
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new PaystackError(
        json?.message ?? `Paystack answered ${res.status}`,
        res.status,
        Number.isFinite(retryAfter) && retryAfter >= 0 && res.headers.has('retry-after') ? retryAfter * 1000 : null,
      );
    }
    return json;
  }

  initialize(input: {
    email: string;
    amount: number;
    currency: 'NGN';
    reference: string;
    callback_url: string;
    channels?: readonly string[];
    metadata?: Record<string, unknown>;
  }) {
    return this.call<InitializeData>('POST', '/transaction/initialize', input);
  }

  /**
   * POST /transaction/charge_authorization: charges a reusable authorization. Not retried on a 5xx
   * or a timeout (the charge may have been made): the caller verifies the reference instead.
   */
  chargeAuthorization(input: {
    email: string;
    amount: number;
    authorization_code: string;
    reference: string;
    currency: 'NGN';
    metadata?: string;
  }) {
    return this.once<ChargeAuthorizationData>('POST', '/transaction/charge_authorization', input).then((answer) => {
      this.alert = null;
      return answer;
    });
  }

  verify(reference: string) {
    return this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  }

  refund(input: { transaction: string; amount?: number; merchant_note?: string }) {
    return this.call<PaystackRefund>('POST', '/refund', input);
  }

  /** POST /customer/authorization/deactivate: Paystack forgets a reusable card (a removed saved card). Safe to repeat. */
  deactivateAuthorization(authorizationCode: string) {
    return this.call<unknown>('POST', '/customer/authorization/deactivate', { authorization_code: authorizationCode });
  }

  fetchRefund(id: string) {
    return this.call<PaystackRefund>('GET', `/refund/${encodeURIComponent(id)}`);
  }

  /** `x-paystack-signature` is the hex HMAC-SHA512 of the raw body with the secret key. */
  isValidSignature(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    const expected = crypto.createHmac('sha512', this.settings.secretKey).update(rawBody).digest();
    return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }
}
