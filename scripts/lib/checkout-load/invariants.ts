// The checks that must hold after a load: every payment the provider took has exactly one order,
// no order lacks a successful payment, every paid cart is empty and no unpaid cart lost its line.
import pg from 'pg';
import type { RunningCluster } from '../cluster';
import type { PurchaseRecord } from './purchase';

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

interface ShopState {
  payments: { reference: string; status: string; user_id: string }[];
  orders: { id: string; payment_reference: string | null; user_id: string; total_kobo: number }[];
  carts: Map<string, number>;
}

/** What the provider says, reference by reference (the sandbox's Verify Transaction). */
async function providerSuccesses(cluster: RunningCluster, records: PurchaseRecord[]): Promise<{ count: number; refs: Set<string> }> {
  let count = 0;
  const providerRefs = new Set<string>();
  for (const record of records.filter((r) => r.paidReference)) {
    const res = await fetch(`${cluster.sandboxUrl}/transaction/verify/${encodeURIComponent(record.paidReference!)}`, {
      headers: { authorization: `Bearer ${cluster.sandboxSecretKey}` },
    });
    const json = (await res.json()) as { data?: { status?: string } };
    if (json.data?.status === 'success') {
      count += 1;
      providerRefs.add(record.paidReference!);
    }
  }
  return { count, refs: providerRefs };
}

async function readShop(db: pg.Client, userIds: string[]): Promise<ShopState> {
  const payments = await db.query<ShopState['payments'][number]>(
    'SELECT reference, status, user_id FROM payments WHERE user_id = ANY($1::uuid[])',
    [userIds],
  );
  const orders = await db.query<ShopState['orders'][number]>(
    'SELECT id, payment_reference, user_id, total_kobo FROM orders WHERE user_id = ANY($1::uuid[])',
    [userIds],
  );
  const carts = await db.query<{ user_id: string; lines: string }>(
    'SELECT user_id, count(*) AS lines FROM cart_items WHERE user_id = ANY($1::uuid[]) GROUP BY user_id',
    [userIds],
  );
  return { payments: payments.rows, orders: orders.rows, carts: new Map(carts.rows.map((r) => [r.user_id, Number(r.lines)])) };
}

function paymentProblems(state: ShopState, providerRefs: Set<string>, succeeded: Set<string>): string[] {
  const problems: string[] = [];
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
  return problems;
}

function cartProblems(
  state: ShopState,
  records: PurchaseRecord[],
  providerRefs: Set<string>,
): { cartsEmptied: number; problems: string[] } {
  const problems: string[] = [];
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
  return { cartsEmptied, problems };
}

/** Waits (up to `settleMs`) for webhooks and retries to finish, then checks what must hold. */
export async function checkInvariants(cluster: RunningCluster, records: PurchaseRecord[], settleMs = 30_000): Promise<Invariants> {
  const provider = await providerSuccesses(cluster, records);
  const providerRefs = provider.refs;
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const userIds = records.map((r) => r.shopper.userId);
    // Orders placed by late webhooks or verification retries settle within a short while.
    const deadline = Date.now() + settleMs;
    let state = await readShop(db, userIds);
    while (
      Date.now() < deadline &&
      state.orders.filter((o) => o.payment_reference && providerRefs.has(o.payment_reference)).length < providerRefs.size
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = await readShop(db, userIds);
    }
    const succeeded = new Set(state.payments.filter((p) => p.status === 'success').map((p) => p.reference));
    const carts = cartProblems(state, records, providerRefs);
    const problems = [...paymentProblems(state, providerRefs, succeeded), ...carts.problems];
    return {
      providerSucceeded: provider.count,
      paymentsSucceeded: succeeded.size,
      ordersPlaced: state.orders.length,
      cartsEmptied: carts.cartsEmptied,
      problems,
    };
  } finally {
    await db.end();
  }
}
