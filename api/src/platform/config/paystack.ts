// The payment provider: its key, its address and how often payments are reconciled with it.
import type { Config } from './types';
import { type Mode, parseUrl, type Problems } from './values';

/** The secret the local Paystack sandbox accepts (paystack-sandbox uses the same default). It is public. */
export const SANDBOX_SECRET_KEY = 'sk_test_sandbox_local';

/** PAYSTACK_SECRET_KEY (required in production, never the sandbox's), PAYSTACK_BASE_URL, PAYMENTS_RECONCILE_SECONDS. */
export function readPaystack(env: NodeJS.ProcessEnv, { nodeEnv, production }: Mode, problems: Problems): Config['paystack'] {
  const baseUrl = parseUrl('PAYSTACK_BASE_URL', env.PAYSTACK_BASE_URL, ['http:', 'https:'], problems);
  const secretKey = env.PAYSTACK_SECRET_KEY?.trim() || null;
  if (secretKey && !/^sk_(test|live)_\w+$/.test(secretKey)) {
    problems.push('PAYSTACK_SECRET_KEY must look like sk_test_... or sk_live_...');
  }
  // Fail closed: without a key payments would silently go to the local sandbox, whose key is public.
  if (production && !secretKey) {
    problems.push('PAYSTACK_SECRET_KEY is required in production (without it payments would go to the local Paystack sandbox)');
  }
  if (production && secretKey === SANDBOX_SECRET_KEY) {
    problems.push('PAYSTACK_SECRET_KEY is the public key of the local sandbox; set your Paystack secret key (sk_live_... or sk_test_...)');
  }
  // Off by default in tests, which often change the database directly.
  const reconcileIntervalSeconds = env.PAYMENTS_RECONCILE_SECONDS?.trim()
    ? Number(env.PAYMENTS_RECONCILE_SECONDS)
    : nodeEnv === 'test'
      ? 0
      : 300;
  if (!Number.isInteger(reconcileIntervalSeconds) || reconcileIntervalSeconds < 0 || reconcileIntervalSeconds > 86_400) {
    problems.push(
      `PAYMENTS_RECONCILE_SECONDS must be a whole number of seconds from 0 (off) to 86400 (got "${env.PAYMENTS_RECONCILE_SECONDS}")`,
    );
  }
  // The refill plans' scheduler: every replica runs it; each plan's cycle is claimed once in the database.
  const refillRaw = env.REFILL_RUN_SECONDS?.trim();
  const refillRunSeconds = refillRaw ? Number(refillRaw) : undefined;
  if (refillRunSeconds !== undefined && (!Number.isInteger(refillRunSeconds) || refillRunSeconds < 0 || refillRunSeconds > 86_400)) {
    problems.push(`REFILL_RUN_SECONDS must be a whole number of seconds from 0 (off) to 86400 (got "${env.REFILL_RUN_SECONDS}")`);
  }
  // Unset: every 300 s, off under NODE_ENV=test (the plugin's default).
  const capRaw = env.PAY_ON_DELIVERY_CAP_NAIRA?.trim();
  const payOnDeliveryCapNaira = capRaw ? Number(capRaw) : undefined;
  if (payOnDeliveryCapNaira !== undefined && (!Number.isFinite(payOnDeliveryCapNaira) || payOnDeliveryCapNaira < 0)) {
    problems.push('PAY_ON_DELIVERY_CAP_NAIRA must be a non-negative number of naira');
  }
  return {
    secretKey,
    baseUrl,
    reconcileIntervalSeconds,
    ...(refillRunSeconds === undefined ? {} : { refillRunSeconds }),
    ...(payOnDeliveryCapNaira === undefined ? {} : { payOnDeliveryCapNaira }),
  };
}
