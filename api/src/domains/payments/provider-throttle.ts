import type { RateLimiter } from '../../platform/lib/rate-limiter';

/** At most this many provider checks of one payment in this window; later ones answer the last recorded answer. */
export const PER_PAYMENT = { max: 3, windowMs: 20_000 };
/** ...and of all of one shopper's payments together. */
export const PER_USER = { max: 10, windowMs: 60_000 };

/**
 * Keeps a shopper's clicks (or a script) from turning into calls to Paystack: a verify, a place or
 * a second initiate asks the provider only while the payment and its owner are within their
 * limits; beyond them the payment as last recorded (the provider's last answer) is the answer.
 * The counts live in `app.rateLimiter`, so with Redis configured every API replica shares them.
 */
export class ProviderThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Whether this check of `reference` for `userId` may call the provider now. */
  async mayAsk(purpose: 'verify' | 'reuse', reference: string, userId: string): Promise<boolean> {
    const payment = await this.limiter.hit(`paystack-${purpose}:payment:${reference}`, PER_PAYMENT);
    if (!payment.allowed) return false;
    return (await this.limiter.hit(`paystack-${purpose}:user:${userId}`, PER_USER)).allowed;
  }
}
