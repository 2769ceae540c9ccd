// The sandbox's state and options, and the Paystack constants clients use (test cards, channels, key).

/** The secret key the sandbox accepts when none is configured; the API uses the same one with no PAYSTACK_SECRET_KEY. */
export const SANDBOX_SECRET_KEY = 'sk_test_sandbox_local';

/** Paystack's documented test cards. */
export const TEST_CARDS = {
  success: '4084084084084081',
  declined: '4084080000005408',
} as const;

/** The channels the hosted page simulates (Paystack's names). */
export const CHANNELS = ['card', 'bank_transfer', 'ussd'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Paystack's transaction states: `abandoned` until the customer attempts to pay (and after a
 * cancel), `failed` after a declined attempt (the checkout can still be paid), `pending` while a
 * bank transfer is on its way, `success`, `reversed` once fully refunded.
 */
export type TransactionStatus = 'abandoned' | 'ongoing' | 'pending' | 'success' | 'failed' | 'reversed';

export type SandboxTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  /** What the merchant asked for (kobo). */
  requestedAmount: number;
  /** What the customer is charged: requestedAmount, plus the fees when the customer bears them. */
  amount: number;
  fees: number | null;
  customerPaysFees: boolean;
  currency: string;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
  channels: Channel[];
  channel: Channel | null;
  status: TransactionStatus;
  gatewayResponse: string | null;
  paidAt: string | null;
  createdAt: string;
  last4: string | null;
  attempts: number;
  refunds: SandboxRefund[];
  /** For a charge of a saved card (charge_authorization): the authorization it charged. */
  authorizationCode?: string;
};

/**
 * How a charge_authorization call ends: `success`, a decline for `insufficient_funds` (Paystack:
 * status `failed`, gateway_response "Insufficient Funds"), or the bank asking for the customer
 * again (`data.status` `send_otp`, `send_pin`, `send_birthday`, `send_phone`, `open_url`, `pay_offline`).
 */
export const CHARGE_OUTCOMES = [
  'success',
  'insufficient_funds',
  'send_otp',
  'send_pin',
  'send_birthday',
  'send_phone',
  'open_url',
  'pay_offline',
] as const;
export type ChargeOutcome = (typeof CHARGE_OUTCOMES)[number];

/** A reusable card authorization the sandbox handed out in a card payment's answers. */
export type SandboxAuthorization = { code: string; email: string; last4: string; channel: 'card' };

export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

export type SandboxRefund = {
  id: number;
  transactionReference: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  merchantNote: string;
  customerNote: string;
  createdAt: string;
  updatedAt: string;
  refundedAt: string | null;
};

export type WebhookDelivery = {
  event: string;
  url: string;
  body: string;
  signature: string;
  status: number | null;
  attempts: number;
  /** true for the late repeat of an event already delivered (Paystack may send an event twice). */
  duplicate: boolean;
  error?: string;
};

export type SandboxOptions = {
  secretKey?: string;
  /** Where signed events are POSTed; read at send time, so tests may set it after both servers listen. */
  webhookUrl?: string | null;
  /** The sandbox's own public origin for authorization URLs; by default the Host of the initialize call. */
  publicUrl?: string | null;
  logger?: boolean;
  /** Delivery attempts per event at most (1 = no retries); by default the whole retry schedule. */
  webhookAttempts?: number;
  /**
   * Waits before each retry of an undelivered event. Default: Paystack's live schedule, every
   * 3 minutes for the first 4 retries, then hourly for 72 hours.
   */
  webhookRetryScheduleMs?: number[];
  /** Multiplies every sandbox delay (retries, duplicates, transfers, refunds): 0.001 turns hours into seconds. */
  timeScale?: number;
  /** Send every event a second time this long after it was delivered (a late duplicate); null: never. */
  duplicateWebhookDelayMs?: number | null;
  /** The customer pays Paystack's fees: amount = requested_amount + fees. */
  customerPaysFees?: boolean;
  /** How long a confirmed bank transfer takes to arrive. */
  transferDelayMs?: number;
  /** How long a refund stays in each of `pending` and `processing`; 0: it is finished as it is queued (its events still sent). */
  refundStepMs?: number;
  /** How queued refunds end. */
  refundOutcome?: 'processed' | 'failed' | 'needs-attention';
  /**
   * Refunds queued while this is on stay `pending` (after their refund.pending event) until
   * `releaseRefunds()`: a test reads a refund while it is pending however busy the machine is.
   */
  holdRefunds?: boolean;
  /**
   * Bank transfers confirmed while this is on stay `pending` until `releaseTransfers()`: a test reads
   * a transfer while it is pending however busy the machine is.
   */
  holdTransfers?: boolean;
  /** How every charge_authorization call ends unless `authorizationOutcomes` names the authorization (default `success`). */
  chargeAuthorizationOutcome?: ChargeOutcome;
};

export type SandboxState = {
  options: Required<Pick<SandboxOptions, 'secretKey'>> & SandboxOptions;
  transactions: Map<string, SandboxTransaction>;
  byAccessCode: Map<string, SandboxTransaction>;
  refunds: Map<number, SandboxRefund>;
  /** Reusable card authorizations by code (AUTH_...), made when a card payment succeeds. */
  authorizations: Map<string, SandboxAuthorization>;
  /** How charges of one authorization end (tests); otherwise `options.chargeAuthorizationOutcome`. */
  authorizationOutcomes: Map<string, ChargeOutcome>;
  webhooks: WebhookDelivery[];
  /** Resolves when every webhook delivery, transfer and refund started so far has finished (tests); held refunds have not started. */
  settled(): Promise<void>;
  /** Lets the refunds held by `holdRefunds` move on (processing, then their outcome, a refund step apart). */
  releaseRefunds(): void;
  /** Lets the transfers held by `holdTransfers` arrive (each after the transfer delay). */
  releaseTransfers(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxState;
  }
}
