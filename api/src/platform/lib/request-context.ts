// The request a piece of work belongs to, without passing it down every call: the request id that
// nginx sets (X-Request-Id; or one made here), carried through the API's logs to the payment
// provider's call and the mail sent for it.
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** An id as nginx's $request_id writes it (32 hex), or any short token of safe characters. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the front door's X-Request-Id when it is a sane one, otherwise a new one. */
export function requestIdFrom(headers: Record<string, string | string[] | undefined>): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : crypto.randomUUID();
}

/** Runs `work` (and everything it starts) as part of the request `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request being served, or null outside one (a background job). */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
