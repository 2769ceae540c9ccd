// Two API replicas (the compiled build) behind nginx on PostgreSQL and Redis with the Paystack
// sandbox, for the money races: a shopper, an admin, the provider's signed events, and what the
// database and the provider hold afterwards.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RunningCluster } from '../../scripts/lib/cluster';
import { shortId, startOwnRedis, type OwnRedis } from '../../scripts/lib/checkout-load';
import { freePort } from './ports';
import { clusterSkip, startApiCluster } from './api-cluster';

export { clusterSkip };

export const ADMIN = { userName: 'admin', email: 'admin@e-pharmacy.ng', password: 'Admin#MoneyRaces2026!' };
const PASSWORD = 'Money-Race#2026';
export const SUCCESS_CARD = '4084 0840 8408 4081';

export type Answer = { status: number; json: Record<string, unknown> & { data?: Record<string, unknown> } };

export class MoneyCluster {
  private constructor(
    readonly cluster: RunningCluster,
    private readonly redis: OwnRedis,
    readonly databaseUrl: string,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<MoneyCluster> {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/epharmacy_money_${shortId()}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-money-races-'));
    const redis = await startOwnRedis(await freePort());
    const cluster = await startApiCluster({ databaseUrl: url.toString(), redisUrl: redis.url, dataDir, admin: ADMIN });
    return new MoneyCluster(cluster, redis, url.toString(), dataDir);
  }

  async stop(): Promise<void> {
    await this.cluster.stop();
    await this.redis.stop();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(this.databaseUrl).pathname.slice(1)} WITH (FORCE)`).finally(() => admin.end());
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  get shop() {
    return this.cluster.shopUrl;
  }

  /** The replicas' own addresses (nginx bypassed). */
  get replicas(): string[] {
    return this.cluster.replicas.map((r) => r.url);
  }

  async call(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<Answer> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : {} };
  }

  async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const db = new pg.Client({ connectionString: this.databaseUrl });
    await db.connect();
    try {
      return (await db.query<T>(sql, params)).rows;
    } finally {
      await db.end();
    }
  }

  async login(username: string, password: string): Promise<string> {
    const answer = await this.call(this.shop, 'POST', '/api/user/authenticate', null, { username, password });
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    return String(answer.json.token ?? answer.json.accessToken);
  }

  admin(): Promise<string> {
    return this.login(ADMIN.userName, ADMIN.password);
  }

  /** A shopper with a confirmed address, signed in. */
  async shopper(): Promise<{ userId: string; email: string; token: string }> {
    const userName = `money_${shortId()}`;
    const email = `${userName}@races.e-pharmacy.ng`;
    const made = await this.call(this.replicas[0], 'POST', '/api/user/register', null, {
      firstName: 'Money',
      lastName: 'Shopper',
      email,
      userName,
      password: PASSWORD,
    });
    assert.equal(made.status, 201, JSON.stringify(made.json));
    const userId = String(made.json.userId);
    await this.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [userId]);
    return { userId, email, token: await this.login(userName, PASSWORD) };
  }

  /** The phone verified as the shopper does it: the code of the SMS (from the outbox) typed back, on the other replica. */
  async verifyPhone(token: string, userId: string, phone: string): Promise<void> {
    const sent = await this.call(this.replicas[0], 'POST', '/api/account/phone-verification', token, { phone });
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    const [sms] = await this.query<{ payload: { text: string } }>(
      `SELECT payload FROM notification_outbox WHERE user_id = $1 AND channel = 'sms' ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    const code = /(\d{6})/.exec(sms.payload.text)![1];
    const ok = await this.call(this.replicas[1], 'POST', '/api/account/phone-verification/confirm', token, { phone, code });
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
  }

  /** An over-the-counter medicine of the seeded catalogue. */
  async otcMedicine(): Promise<{ id: string; price: number }> {
    const list = (await this.call(this.shop, 'GET', '/api/medicine?pageSize=50', null)).json as unknown as {
      id: string;
      price: number;
      prescriptionRequired?: boolean;
    }[];
    const found = list.find((m) => !m.prescriptionRequired && m.price < 20_000);
    assert.ok(found, 'the seeded catalogue has over-the-counter medicine');
    return found;
  }

  /** Pays a Paystack checkout page with the sandbox's success card (the sandbox then sends charge.success through nginx). */
  async payPage(authorizationUrl: string): Promise<void> {
    const page = await fetch(authorizationUrl);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    assert.ok(page.status === 200 && action, `checkout page served: ${page.status}`);
    const paid = await fetch(new URL(action, authorizationUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: SUCCESS_CARD, expiry: '12/30', cvv: '408' }).toString(),
    });
    assert.equal(paid.status, 303, 'paid');
  }

  /** What the provider says of a transaction (GET /transaction/verify/:reference with the secret key). */
  async provider(reference: string): Promise<{ status: string; amount: number }> {
    const response = await fetch(`${this.cluster.sandboxUrl}/transaction/verify/${encodeURIComponent(reference)}`, {
      headers: { authorization: `Bearer ${this.cluster.sandboxSecretKey}` },
    });
    const body = (await response.json()) as { data: { status: string; amount: number } };
    return body.data;
  }

  /** A provider refund (GET /refund/:id). */
  async providerRefund(id: string): Promise<{ amount: number; transaction: { reference?: string } | number | string }> {
    const response = await fetch(`${this.cluster.sandboxUrl}/refund/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${this.cluster.sandboxSecretKey}` },
    });
    assert.equal(response.status, 200);
    return ((await response.json()) as { data: { amount: number; transaction: { reference?: string } } }).data;
  }

  /**
   * The charge.success event Paystack sends for a transaction: its `data` is the transaction as
   * the provider answers it, signed with x-paystack-signature (HMAC-SHA512 of the raw body with the secret key).
   */
  async chargeSuccess(reference: string): Promise<{ body: string; signature: string }> {
    const response = await fetch(`${this.cluster.sandboxUrl}/transaction/verify/${encodeURIComponent(reference)}`, {
      headers: { authorization: `Bearer ${this.cluster.sandboxSecretKey}` },
    });
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    const body = JSON.stringify({ event: 'charge.success', data });
    return { body, signature: createHmac('sha512', this.cluster.sandboxSecretKey).update(body).digest('hex') };
  }

  /** The same signed event delivered to `bases` at once (each a replica, or nginx); answers the statuses. */
  async deliver(event: { body: string; signature: string }, bases: string[]): Promise<number[]> {
    const answers = await Promise.all(
      bases.map((base) =>
        fetch(`${base}/api/payment/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature },
          body: event.body,
          signal: AbortSignal.timeout(60_000),
        }),
      ),
    );
    return answers.map((a) => a.status);
  }

  /** Both replicas, twice each: the same event or call racing on two processes with their own pools. */
  get racing(): string[] {
    return [...this.replicas, ...this.replicas];
  }
}
