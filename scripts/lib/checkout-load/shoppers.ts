// The simulated shoppers: accounts registered beforehand (returning customers). What they buy: stock.ts.
import crypto from 'node:crypto';
import pg from 'pg';
import type { RunningCluster } from '../cluster';

export const PASSWORD = 'Bench-Shopper#2026';

export interface Shopper {
  userId: string;
  email: string;
  userName: string;
}

async function registerShopper(cluster: RunningCluster, i: number, runId: string): Promise<Shopper> {
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
}

/** Registers `count` shoppers straight on the replicas (each from its own address) and confirms them. */
export async function registerShoppers(cluster: RunningCluster, count: number, runId: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const batch = 8;
  for (let start = 0; start < count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, (_, offset) => registerShopper(cluster, start + offset, runId)),
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

export function shortId(): string {
  return crypto.randomBytes(3).toString('hex');
}
