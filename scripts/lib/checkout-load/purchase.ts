// One simulated shopper's whole purchase: logs in, adds its cart's lines (several medicines), initiates the
// payment, pays on the sandbox's hosted page as a browser does, verifies, and places the order.
// A step that fails with a "try again" answer is retried the way a shopper would (after a pause, at
// most 4 times; the cart is looked at before adding again); any other failure ends the purchase.
import type { RunningCluster } from '../cluster';
import { StepError, call, expectOk } from './http';
import { PASSWORD, type Shopper } from './shoppers';
import type { CartLine } from './stock';

export type Step = 'login' | 'add' | 'initiate' | 'pay' | 'verify' | 'place';
export const STEPS: Step[] = ['login', 'add', 'initiate', 'pay', 'verify', 'place'];

/** Where every simulated shopper has the order delivered (a zone of GET /api/delivery). */
const DELIVERY_ADDRESS = { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };

export const SUCCESS_CARD = '4084 0840 8408 4081';

const RETRY_PAUSE_MS = 1000;
const ATTEMPTS = 5;

export interface PurchaseRecord {
  shopper: Shopper;
  completed: boolean;
  /** The payment the sandbox accepted (the shopper's money was taken). */
  paidReference: string | null;
  addedToCart: boolean;
  totalMs: number | null;
  /** When the purchase ended (performance.now()), to tell failures during a fault's window. */
  endedAt: number;
  /** The last step reached and how it ended. */
  error: string | null;
}

/** What one purchase carries from step to step. */
interface Purchase {
  shop: string;
  shopper: Shopper;
  lines: CartLine[];
  /** Lines whose add was answered (or found in the cart on a retry). */
  added: Set<string>;
  record: PurchaseRecord;
  token: string | null;
  reference: string;
  authorizationUrl: string;
}

/** Runs a step, retrying "try again" failures; `beforeRetry` answers true when the step already took effect. */
async function runStep(
  name: Step,
  run: () => Promise<void>,
  timings: Record<Step, number[]>,
  onRetry: (kind: string) => void,
  beforeRetry?: () => Promise<boolean>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const t0 = performance.now();
    try {
      await run();
      timings[name].push(performance.now() - t0);
      return;
    } catch (error) {
      const failure = error instanceof StepError ? error : new StepError(`exception ${(error as Error).message}`, false, false);
      if (!failure.retriable || attempt >= ATTEMPTS) {
        throw new StepError(`${name}: ${failure.kind}`, false, failure.clear);
      }
      onRetry(`${name}: ${failure.kind}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt));
      // The request may have gone through before the answer was lost: look before repeating.
      if (beforeRetry && (await beforeRetry().catch(() => false))) {
        timings[name].push(performance.now() - t0);
        return;
      }
    }
  }
}

async function login(p: Purchase): Promise<void> {
  const json = expectOk(await call(p.shop, 'POST', '/api/user/authenticate', null, { username: p.shopper.userName, password: PASSWORD }));
  p.token = String(json.token ?? json.accessToken ?? '');
  if (!p.token) throw new StepError('login: no token', false, false);
}

/** Before adding again: the lines already in the cart count as added; true when all are. */
async function inCart(p: Purchase): Promise<boolean> {
  const json = expectOk(await call(p.shop, 'GET', `/api/carts/getcartitems?userId=${p.shopper.userId}`, p.token));
  const items = (Array.isArray(json) ? json : ((json.items as unknown[]) ?? [])) as { medicineId?: string }[];
  for (const item of items) if (item.medicineId) p.added.add(item.medicineId);
  return p.lines.every((line) => p.added.has(line.medicineId));
}

async function addToCart(p: Purchase): Promise<void> {
  for (const line of p.lines) {
    if (p.added.has(line.medicineId)) continue;
    const body = { medicineId: line.medicineId, quantity: line.quantity, userId: p.shopper.userId };
    expectOk(await call(p.shop, 'POST', '/api/carts/add', p.token, body));
    p.added.add(line.medicineId);
  }
}

async function initiatePayment(p: Purchase): Promise<void> {
  // As the payment form does: the quote for the delivery address (items + fee), then the payment for that total.
  const quote = expectOk(await call(p.shop, 'POST', '/api/checkout/quote', p.token, { zone: DELIVERY_ADDRESS.zone })) as { total: number };
  const json = expectOk(
    await call(p.shop, 'POST', '/api/payment/initiate', p.token, {
      amount: quote.total,
      email: p.shopper.email,
      paymentType: 'medicine',
      deliveryAddress: DELIVERY_ADDRESS,
      billingAddress: '12 Allen Avenue, Ikeja, Lagos',
      userId: p.shopper.userId,
    }),
  );
  const data = json.data as { authorization_url: string; reference: string };
  p.reference = data.reference;
  p.authorizationUrl = data.authorization_url;
}

async function payOnHostedPage(p: Purchase): Promise<void> {
  // The hosted checkout page, then the card, as the browser submits it.
  const page = await fetch(p.authorizationUrl.replace('//localhost:', '//127.0.0.1:')).catch(() => null);
  if (!page || page.status !== 200) throw new StepError(`checkout page ${page?.status ?? 'unreachable'}`, true, false);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (!action) throw new StepError('checkout page without a form', false, false);
  const paid = await fetch(new URL(action, page.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: SUCCESS_CARD, expiry: '12/30', cvv: '408' }).toString(),
  });
  if (paid.status !== 303) throw new StepError(`card payment answered ${paid.status}`, false, false);
  p.record.paidReference = p.reference;
}

async function verifyPayment(p: Purchase): Promise<void> {
  const json = expectOk(await call(p.shop, 'GET', `/api/payment/verify/${encodeURIComponent(p.reference)}`, p.token));
  const data = json.data as { status?: string } | undefined;
  if (data?.status !== 'success') throw new StepError(`verify said ${data?.status}`, true, true);
}

async function placeOrder(p: Purchase): Promise<void> {
  expectOk(await call(p.shop, 'POST', '/api/Order/place', p.token, { userId: p.shopper.userId, reference: p.reference }));
}

export async function purchase(
  cluster: RunningCluster,
  shopper: Shopper,
  lines: CartLine[],
  timings: Record<Step, number[]>,
  onRetry: (kind: string) => void,
): Promise<PurchaseRecord> {
  const record: PurchaseRecord = {
    shopper,
    completed: false,
    paidReference: null,
    addedToCart: false,
    totalMs: null,
    endedAt: 0,
    error: null,
  };
  const p: Purchase = { shop: cluster.shopUrl, shopper, lines, added: new Set(), record, token: null, reference: '', authorizationUrl: '' };
  const step = (name: Step, run: (p: Purchase) => Promise<void>, beforeRetry?: (p: Purchase) => Promise<boolean>) =>
    runStep(name, () => run(p), timings, onRetry, beforeRetry && (() => beforeRetry(p)));
  const started = performance.now();
  try {
    await step('login', login);
    await step('add', addToCart, inCart);
    record.addedToCart = true;
    await step('initiate', initiatePayment);
    await step('pay', payOnHostedPage);
    await step('verify', verifyPayment);
    await step('place', placeOrder);
    record.completed = true;
    record.totalMs = performance.now() - started;
  } catch (error) {
    const failure = error as StepError;
    record.error = `${failure.kind}${failure.clear ? '' : ' (no clear message)'}`;
    // A line added before the failure is in the cart: the unpaid-cart check must look for it.
    if (p.added.size > 0) record.addedToCart = true;
  }
  record.endedAt = performance.now();
  return record;
}
