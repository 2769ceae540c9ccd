// Whole purchases under load through nginx to the API replicas, with faults, and the checks that
// must hold afterwards. The engine of `npm run bench:checkout` and of the cluster journey test.
//
// Each simulated shopper (an account registered beforehand, as a returning customer): logs in, adds
// a medicine to the cart, initiates the payment, pays on the sandbox's hosted page as a browser
// does, verifies, and places the order. Shoppers arrive at a fixed rate. A step that fails with a
// "try again" answer (502/503/504, a dropped connection) is retried the way a shopper would (after
// a pause, at most 4 times; the cart is looked at before adding again); any other failure ends that
// shopper's purchase.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import type { RunningCluster } from './cluster';

export type Step = 'login' | 'add' | 'initiate' | 'pay' | 'verify' | 'place';
export const STEPS: Step[] = ['login', 'add', 'initiate', 'pay', 'verify', 'place'];

/** Where every simulated shopper has the order delivered (a zone of GET /api/delivery). */
const DELIVERY_ADDRESS = { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };

export type Fault = 'kill-replica' | 'restart-postgres' | 'stop-redis' | 'slow-provider' | 'duplicate-webhooks';
export const FAULTS: Fault[] = ['kill-replica', 'restart-postgres', 'stop-redis', 'slow-provider', 'duplicate-webhooks'];

export const SUCCESS_CARD = '4084 0840 8408 4081';
const PASSWORD = 'Bench-Shopper#2026';

// ---------------------------------------------------------------------------------------------
// Fault proxies: between the replicas and the payment provider (delays), and between the provider
// and the shop's webhook URL (every webhook twice, the second late).

export interface FaultProxy {
  url: string;
  /** Added before each request is forwarded. */
  delayMs: number;
  /** Deliver each request once more this long after the first (0: once). */
  duplicateAfterMs: number;
  forwarded: number;
  duplicates: number;
  /** Resolves when every late duplicate has been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const pending = new Set<Promise<unknown>>();
  const forward = (method: string, path: string, headers: http.IncomingHttpHeaders, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const url = new URL(path, target);
      const request = http.request(url, { method, headers: { ...headers, host: url.host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  const proxy: FaultProxy = {
    url: '',
    delayMs: 0,
    duplicateAfterMs: 0,
    forwarded: 0,
    duplicates: 0,
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      delete headers['content-length'];
      headers['content-length'] = String(body.length);
      if (proxy.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, proxy.delayMs));
      try {
        const answer = await forward(req.method ?? 'GET', req.url ?? '/', headers, body);
        proxy.forwarded += 1;
        const out = { ...answer.headers };
        delete out['transfer-encoding'];
        delete out.connection;
        res.writeHead(answer.status, out).end(answer.body);
      } catch (error) {
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `proxy: ${String(error)}` }));
      }
      if (proxy.duplicateAfterMs > 0) {
        const late = new Promise((resolve) => setTimeout(resolve, proxy.duplicateAfterMs))
          .then(() => forward(req.method ?? 'GET', req.url ?? '/', headers, body))
          .then(() => (proxy.duplicates += 1))
          .catch(() => undefined);
        pending.add(late);
        void late.finally(() => pending.delete(late));
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return proxy;
}

// ---------------------------------------------------------------------------------------------
// A Redis of the benchmark's own, so stopping it touches nobody else's.

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  let child: ChildProcess | null = null;
  const ping = () => {
    try {
      return (
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'PONG'
      );
    } catch {
      return false;
    }
  };
  const redis: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 100 && !ping(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      if (!ping()) throw new Error(`redis-server did not start on port ${port}`);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
  await redis.start();
  return redis;
}

// ---------------------------------------------------------------------------------------------
// Shoppers

type Answer = { status: number; json: Record<string, unknown> | null; text: string };

class StepError extends Error {
  constructor(
    readonly kind: string,
    readonly retriable: boolean,
    readonly clear: boolean,
  ) {
    super(kind);
  }
}

export interface Shopper {
  userId: string;
  email: string;
  userName: string;
}

export interface PurchaseRecord {
  shopper: Shopper;
  completed: boolean;
  /** The payment the sandbox accepted (the shopper's money was taken). */
  paidReference: string | null;
  addedToCart: boolean;
  totalMs: number | null;
  /** The last step reached and how it ended. */
  error: string | null;
}

export interface LoadResult {
  shoppers: number;
  rate: number;
  durationS: number;
  purchases: number;
  purchasesPerSecond: number;
  steps: Record<Step | 'purchase', { count: number; p50: number; p95: number; p99: number; max: number }>;
  errors: Record<string, number>;
  retries: number;
  unclearErrors: number;
  records: PurchaseRecord[];
}

const RETRY_PAUSE_MS = 1000;
const ATTEMPTS = 5;

async function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new StepError(`network ${cause}`, true, false);
  }
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

function expectOk(answer: Answer, ok: number[] = [200, 201]): Record<string, unknown> {
  if (ok.includes(answer.status)) return answer.json ?? {};
  // A clear error: JSON with a sentence for the shopper (what the front ends show), never an empty page.
  const clear = typeof answer.json?.message === 'string' && answer.json.message.length > 0;
  throw new StepError(`HTTP ${answer.status}`, [502, 503, 504].includes(answer.status), clear);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Registers `count` shoppers straight on the replicas (each from its own address) and confirms them. */
export async function registerShoppers(cluster: RunningCluster, count: number, runId: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const batch = 8;
  for (let start = 0; start < count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async (_, offset) => {
        const i = start + offset;
        const replica = cluster.replicas[i % cluster.replicas.length];
        const userName = `bench_${runId}_${i}`;
        const email = `${userName}@bench.e-pharmacy.ng`;
        const response = await fetch(`${replica.url}/api/user/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ firstName: 'Bench', lastName: `Shopper ${i}`, email, userName, password: PASSWORD }),
        });
        const json = (await response.json()) as { userId?: string; message?: string };
        if (response.status !== 201 || !json.userId) throw new Error(`registering ${userName}: ${response.status} ${JSON.stringify(json)}`);
        return { userId: json.userId, email, userName };
      }),
    );
    shoppers.push(...made);
  }
  // The confirmation mail is not what is measured: mark the addresses confirmed.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE users SET email_confirmed_at = now() WHERE id = ANY($1::uuid[])', [shoppers.map((s) => s.userId)]);
  } finally {
    await db.end();
  }
  return shoppers;
}

/** The medicine every shopper buys (the first of the catalogue) and its price in naira. */
export async function pickMedicine(cluster: RunningCluster): Promise<{ id: string; price: number }> {
  const answer = await call(cluster.shopUrl, 'GET', '/api/medicine?pageSize=50', null);
  const list = (answer.json as unknown as { id: string; price: number; prescriptionRequired?: boolean }[]) ?? [];
  // Over the counter: a prescription-only medicine is paid for only with a prescription, then waits for a pharmacist.
  const otc = Array.isArray(list) ? list.find((m) => !m.prescriptionRequired) : undefined;
  if (!otc) throw new Error('the catalogue has no over-the-counter medicine (is the database seeded?)');
  return otc;
}

async function purchase(
  cluster: RunningCluster,
  shopper: Shopper,
  medicine: { id: string; price: number },
  quantity: number,
  timings: Record<Step, number[]>,
  onRetry: (kind: string) => void,
): Promise<PurchaseRecord> {
  const shop = cluster.shopUrl;
  const record: PurchaseRecord = { shopper, completed: false, paidReference: null, addedToCart: false, totalMs: null, error: null };
  let token: string | null = null;
  let reference = '';
  let authorizationUrl = '';
  const started = performance.now();

  const step = async (name: Step, run: () => Promise<void>, beforeRetry?: () => Promise<boolean>) => {
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
  };

  try {
    await step('login', async () => {
      const json = expectOk(await call(shop, 'POST', '/api/user/authenticate', null, { username: shopper.userName, password: PASSWORD }));
      token = String(json.token ?? json.accessToken ?? '');
      if (!token) throw new StepError('login: no token', false, false);
    });
    const inCart = async () => {
      const json = expectOk(await call(shop, 'GET', `/api/carts/getcartitems?userId=${shopper.userId}`, token));
      const items = (Array.isArray(json) ? json : ((json.items as unknown[]) ?? [])) as { medicineId?: string }[];
      return items.some((item) => item.medicineId === medicine.id);
    };
    await step(
      'add',
      async () => {
        expectOk(await call(shop, 'POST', '/api/carts/add', token, { medicineId: medicine.id, quantity, userId: shopper.userId }));
      },
      inCart,
    );
    record.addedToCart = true;
    await step('initiate', async () => {
      // As the payment form does: the quote for the delivery address (items + fee), then the payment for that total.
      const quote = expectOk(await call(shop, 'POST', '/api/checkout/quote', token, { zone: DELIVERY_ADDRESS.zone })) as { total: number };
      const json = expectOk(
        await call(shop, 'POST', '/api/payment/initiate', token, {
          amount: quote.total,
          email: shopper.email,
          paymentType: 'medicine',
          deliveryAddress: DELIVERY_ADDRESS,
          billingAddress: '12 Allen Avenue, Ikeja, Lagos',
          userId: shopper.userId,
        }),
      );
      const data = json.data as { authorization_url: string; reference: string };
      reference = data.reference;
      authorizationUrl = data.authorization_url;
    });
    await step('pay', async () => {
      // The hosted checkout page, then the card, as the browser submits it.
      const page = await fetch(authorizationUrl.replace('//localhost:', '//127.0.0.1:')).catch(() => null);
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
      record.paidReference = reference;
    });
    await step('verify', async () => {
      const json = expectOk(await call(shop, 'GET', `/api/payment/verify/${encodeURIComponent(reference)}`, token));
      const data = json.data as { status?: string } | undefined;
      if (data?.status !== 'success') throw new StepError(`verify said ${data?.status}`, true, true);
    });
    await step('place', async () => {
      expectOk(await call(shop, 'POST', '/api/Order/place', token, { userId: shopper.userId, reference }));
    });
    record.completed = true;
    record.totalMs = performance.now() - started;
  } catch (error) {
    const failure = error as StepError;
    record.error = `${failure.kind}${failure.clear ? '' : ' (no clear message)'}`;
  }
  return record;
}

export interface LoadOptions {
  cluster: RunningCluster;
  shoppers: Shopper[];
  medicine: { id: string; price: number };
  /** Shoppers arriving per second. */
  rate: number;
  /** Called once, this many seconds after the first arrival (the fault scenario). */
  fault?: { atS: number; run: () => Promise<void> };
  log?: (line: string) => void;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const timings = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<Step, number[]>;
  const retried: Record<string, number> = {};
  let retries = 0;
  const onRetry = (kind: string) => {
    retries += 1;
    retried[`retried ${kind}`] = (retried[`retried ${kind}`] ?? 0) + 1;
  };
  const started = performance.now();
  let faultDone: Promise<void> = Promise.resolve();
  let faultTimer: NodeJS.Timeout | null = null;
  if (options.fault) {
    const fault = options.fault;
    faultDone = new Promise((resolve, reject) => {
      faultTimer = setTimeout(() => fault.run().then(resolve, reject), fault.atS * 1000);
    });
  }
  const running: Promise<PurchaseRecord>[] = [];
  const interval = 1000 / options.rate;
  for (let i = 0; i < options.shoppers.length; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(purchase(options.cluster, options.shoppers[i], options.medicine, 1 + (i % 3), timings, onRetry));
  }
  const records = await Promise.all(running);
  const durationS = (performance.now() - started) / 1000;
  if (faultTimer) await faultDone;

  const errors: Record<string, number> = { ...retried };
  for (const record of records) if (record.error) errors[`failed ${record.error}`] = (errors[`failed ${record.error}`] ?? 0) + 1;
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    };
  };
  const purchases = records.filter((r) => r.completed).length;
  return {
    shoppers: options.shoppers.length,
    rate: options.rate,
    durationS,
    purchases,
    purchasesPerSecond: purchases / durationS,
    steps: {
      ...(Object.fromEntries(STEPS.map((s) => [s, summary(timings[s])])) as Record<Step, ReturnType<typeof summary>>),
      purchase: summary(records.filter((r) => r.totalMs !== null).map((r) => r.totalMs!)),
    },
    errors,
    retries,
    unclearErrors: records.filter((r) => r.error?.includes('no clear message')).length,
    records,
  };
}

// ---------------------------------------------------------------------------------------------
// Invariants

export interface Invariants {
  /** Payments the provider reports successful (verified on the sandbox, by reference). */
  providerSucceeded: number;
  /** Payments the shop recorded as successful. */
  paymentsSucceeded: number;
  ordersPlaced: number;
  /** Shoppers whose cart is empty after paying (each shopper buys once). */
  cartsEmptied: number;
  /** Problems found; empty when everything holds. */
  problems: string[];
}

/** Waits (up to `settleMs`) for webhooks and retries to finish, then checks what must hold. */
export async function checkInvariants(cluster: RunningCluster, records: PurchaseRecord[], settleMs = 30_000): Promise<Invariants> {
  const paid = records.filter((r) => r.paidReference);
  // What the provider says, reference by reference (the sandbox's Verify Transaction).
  let providerSucceeded = 0;
  const providerRefs = new Set<string>();
  for (const record of paid) {
    const res = await fetch(`${cluster.sandboxUrl}/transaction/verify/${encodeURIComponent(record.paidReference!)}`, {
      headers: { authorization: `Bearer ${cluster.sandboxSecretKey}` },
    });
    const json = (await res.json()) as { data?: { status?: string } };
    if (json.data?.status === 'success') {
      providerSucceeded += 1;
      providerRefs.add(record.paidReference!);
    }
  }
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const userIds = records.map((r) => r.shopper.userId);
    const read = async () => {
      const payments = await db.query<{ reference: string; status: string; user_id: string }>(
        'SELECT reference, status, user_id FROM payments WHERE user_id = ANY($1::uuid[])',
        [userIds],
      );
      const orders = await db.query<{ id: string; payment_reference: string | null; user_id: string; total_kobo: number }>(
        'SELECT id, payment_reference, user_id, total_kobo FROM orders WHERE user_id = ANY($1::uuid[])',
        [userIds],
      );
      const carts = await db.query<{ user_id: string; lines: string }>(
        'SELECT user_id, count(*) AS lines FROM cart_items WHERE user_id = ANY($1::uuid[]) GROUP BY user_id',
        [userIds],
      );
      return { payments: payments.rows, orders: orders.rows, carts: new Map(carts.rows.map((r) => [r.user_id, Number(r.lines)])) };
    };
    // Orders placed by late webhooks or verification retries settle within a short while.
    const deadline = Date.now() + settleMs;
    let state = await read();
    while (
      Date.now() < deadline &&
      state.orders.filter((o) => o.payment_reference && providerRefs.has(o.payment_reference)).length < providerRefs.size
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = await read();
    }
    const problems: string[] = [];
    const succeeded = new Set(state.payments.filter((p) => p.status === 'success').map((p) => p.reference));
    const ordersByRef = new Map<string, number>();
    for (const order of state.orders) {
      if (!order.payment_reference || !succeeded.has(order.payment_reference)) problems.push(`order ${order.id} has no successful payment`);
      if (order.payment_reference) ordersByRef.set(order.payment_reference, (ordersByRef.get(order.payment_reference) ?? 0) + 1);
    }
    for (const ref of providerRefs) {
      if (!succeeded.has(ref)) problems.push(`payment ${ref}: the provider took the money, the shop did not record it as successful`);
      const count = ordersByRef.get(ref) ?? 0;
      if (count !== 1) problems.push(`payment ${ref}: ${count} orders (expected exactly 1)`);
    }
    for (const ref of succeeded)
      if (!providerRefs.has(ref)) problems.push(`payment ${ref} is successful in the shop but not at the provider`);
    let cartsEmptied = 0;
    for (const record of records) {
      const lines = state.carts.get(record.shopper.userId) ?? 0;
      if (record.paidReference && providerRefs.has(record.paidReference)) {
        if (lines === 0) cartsEmptied += 1;
        else problems.push(`${record.shopper.userName} paid but the cart kept ${lines} line(s)`);
      } else if (record.addedToCart && lines === 0) {
        problems.push(`${record.shopper.userName} did not pay but the cart lost its line`);
      }
    }
    return { providerSucceeded, paymentsSucceeded: succeeded.size, ordersPlaced: state.orders.length, cartsEmptied, problems };
  } finally {
    await db.end();
  }
}

export function shortId(): string {
  return crypto.randomBytes(3).toString('hex');
}
