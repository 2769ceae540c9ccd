import crypto from 'node:crypto';

/** A reply that asks for no more messages ("STOP", "unsubscribe", "end", "cancel"). */
export const isStop = (text: unknown) => typeof text === 'string' && /^\s*(stop|unsubscribe|end|cancel)\b/i.test(text);

/** Whether `given` is the provider's HMAC of the exact bytes it sent (compared in constant time). */
export function validSignature(secret: string, raw: Buffer, given: unknown, algorithm: 'sha512' | 'sha256', prefix = ''): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(prefix + crypto.createHmac(algorithm, secret).update(raw).digest('hex'));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
