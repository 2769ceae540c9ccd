// The money races of the third attack run (issue 29 items 1 and 2) where they really happen: nginx
// in front of two API replicas (the compiled build) on PostgreSQL and Redis, no browser. PGlite
// serialises every transaction and hides races; here two processes with their own connection pools
// answer at the same moment.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import type { RunningCluster } from '../../scripts/lib/cluster';
import { shortId, startOwnRedis, type OwnRedis } from '../../scripts/lib/checkout-load';
import { freePort } from '../support/ports';
import { clusterSkip, startApiCluster } from '../support/api-cluster';

const skip = clusterSkip;

const PASSWORD = 'Race-Shopper#2026';
const ADMIN = { userName: 'admin', email: 'admin@e-pharmacy.ng', password: 'Admin#Races2026!' };
const ADDRESS = { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };

let cluster: RunningCluster;
let redis: OwnRedis;
let databaseUrl: string;
let dataDir: string;

type Answer = { status: number; json: Record<string, unknown> & { data?: Record<string, string> } };

async function call(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

async function login(username: string, password: string): Promise<string> {
  const answer = await call(cluster.shopUrl, 'POST', '/api/user/authenticate', null, { username, password });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return String(answer.json.token ?? answer.json.accessToken);
}

/** A shopper with a confirmed address, signed in. */
async function shopper(): Promise<{ userId: string; email: string; token: string }> {
  const userName = `race_${shortId()}`;
  const email = `${userName}@races.e-pharmacy.ng`;
  const made = await call(cluster.replicas[0].url, 'POST', '/api/user/register', null, {
    firstName: 'Race',
    lastName: 'Shopper',
    email,
    userName,
    password: PASSWORD,
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const userId = String(made.json.userId);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [userId]).finally(() => db.end());
  return { userId, email, token: await login(userName, PASSWORD) };
}

/** An over-the-counter medicine of the seeded catalogue, other than `not`. */
async function otcMedicine(not: string[] = []): Promise<{ id: string; price: number }> {
  const list = (await call(cluster.shopUrl, 'GET', '/api/medicine?pageSize=50', null)).json as unknown as {
    id: string;
    price: number;
    prescriptionRequired?: boolean;
  }[];
  const found = list.find((m) => !m.prescriptionRequired && !not.includes(m.id));
  assert.ok(found, 'the seeded catalogue has over-the-counter medicine');
  return found;
}

before(
  async () => {
    if (skip) return;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/epharmacy_races_${shortId()}`;
    databaseUrl = url.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-races-test-'));
    redis = await startOwnRedis(await freePort());
    cluster = await startApiCluster({ databaseUrl, redisUrl: redis.url, dataDir, admin: ADMIN });
  },
  { timeout: 300_000 },
);

after(async () => {
  if (skip) return;
  await cluster?.stop();
  await redis?.stop();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`).finally(() => admin.end());
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('29.1: parallel initiates of one cart through nginx and at both replicas open one checkout', { skip, timeout: 120_000 }, async () => {
  const ada = await shopper();
  const medicine = await otcMedicine();
  const added = await call(cluster.shopUrl, 'POST', '/api/carts/add', ada.token, {
    medicineId: medicine.id,
    quantity: 2,
    userId: ada.userId,
  });
  assert.equal(added.status, 200, JSON.stringify(added.json));
  const quote = await call(cluster.shopUrl, 'POST', '/api/checkout/quote', ada.token, { zone: ADDRESS.zone });
  assert.equal(quote.status, 200, JSON.stringify(quote.json));
  const body = { amount: quote.json.total, email: ada.email, paymentType: 'medicine', deliveryAddress: ADDRESS, userId: ada.userId };
  // Through nginx (it spreads them over both replicas), and straight at each replica as well.
  const bases = [...Array(6).fill(cluster.shopUrl), ...cluster.replicas.map((r) => r.url), ...cluster.replicas.map((r) => r.url)];
  const answers = await Promise.all(bases.map((base) => call(base, 'POST', '/api/payment/initiate', ada.token, body)));
  for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.json));
  const references = new Set(answers.map((a) => a.json.data!.reference));
  assert.equal(references.size, 1, `one checkout for one cart, got ${[...references].join(', ')}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rows = await db.query('SELECT reference FROM payments WHERE user_id = $1', [ada.userId]).finally(() => db.end());
  assert.equal(rows.rowCount, 1, 'one payment row');
});

test('29.2: a medicine hidden on one replica is refused on the other, and the cart says so once', { skip, timeout: 120_000 }, async () => {
  const ada = await shopper();
  const first = await otcMedicine();
  const withdrawn = await otcMedicine([first.id]);
  for (const medicineId of [withdrawn.id, first.id]) {
    const added = await call(cluster.replicas[0].url, 'POST', '/api/carts/add', ada.token, { medicineId, quantity: 1, userId: ada.userId });
    assert.equal(added.status, 200, JSON.stringify(added.json));
  }
  const items = (await call(cluster.replicas[0].url, 'GET', `/api/carts/getcartitems?userId=${ada.userId}`, ada.token)).json as unknown as {
    cartItemId: string;
    medicineId: string;
  }[];
  const line = items.find((i) => i.medicineId === withdrawn.id)!;
  const keep = items.find((i) => i.medicineId === first.id)!;

  const adminToken = await login(ADMIN.userName, ADMIN.password);
  const view = await call(cluster.replicas[1].url, 'GET', `/api/admin/medicines/${withdrawn.id}`, adminToken);
  assert.equal(view.status, 200, JSON.stringify(view.json));
  // The admin hides it while the shopper raises its quantity and pays, at once, on both replicas.
  const total = withdrawn.price * 5 + first.price;
  const body = { amount: total, email: ada.email, paymentType: 'medicine', deliveryAddress: ADDRESS, userId: ada.userId };
  const hide = await call(cluster.replicas[1].url, 'PATCH', `/api/medicine/${withdrawn.id}`, adminToken, {
    version: view.json.version,
    hidden: true,
  });
  assert.equal(hide.status, 200, JSON.stringify(hide.json));
  const [raise, pay] = await Promise.all([
    call(cluster.replicas[0].url, 'PUT', '/api/carts/updateCartItem', ada.token, { cartItemId: line.cartItemId, quantity: 5 }),
    call(cluster.shopUrl, 'POST', '/api/payment/initiate', ada.token, body),
  ]);
  assert.ok(raise.status >= 400 && raise.status < 500, `raising it is refused: ${raise.status}`);
  assert.ok(pay.status >= 400 && pay.status < 500, `paying for it is refused: ${pay.status}`);

  const next = await call(cluster.shopUrl, 'PUT', '/api/carts/updateCartItem', ada.token, { cartItemId: keep.cartItemId, quantity: 2 });
  assert.equal(next.status, 200);
  const notices = next.json.notices as string[];
  assert.equal(notices.length, 1);
  const again = await call(cluster.shopUrl, 'PUT', '/api/carts/updateCartItem', ada.token, { cartItemId: keep.cartItemId, quantity: 1 });
  assert.deepEqual(again.json.notices, []);
});
