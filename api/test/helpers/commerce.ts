import crypto from 'node:crypto';
import { after } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliverySettings, medicineCategories, medicines, stockBatches, stockLevels } from '../../src/platform/db/schema/index';
import { buildSandbox, type SandboxOptions } from '../../../paystack-sandbox/src/sandbox';
import {
  buildMessagingSandbox,
  type MessagingSandboxOptions,
  type SandboxMessage,
} from '../../../paystack-sandbox/src/messaging/messaging-sandbox';
import type { Config } from '../../src/config';
import { buildTestApp } from './build-test-app';
import type { TestUser } from './users';

export const SHOP_URL = 'http://shop.test';

/** Inserts a category and medicines straight into the catalogue tables (prices in naira; 100 on hand unless `stock` says). */
export async function createMedicines(app: FastifyInstance, items: { name: string; price: number; stock?: number }[]) {
  const [category] = await app.db
    .insert(medicineCategories)
    .values({ name: `Pain relief ${crypto.randomBytes(3).toString('hex')}` })
    .returning();
  const rows = await app.db
    .insert(medicines)
    .values(
      items.map((m) => ({
        name: m.name,
        priceKobo: Math.round(m.price * 100),
        categoryId: category.id,
        medicineClass: 'otc' as const,
        imageUrl: `/images/${m.name.toLowerCase().replace(/\W+/g, '-')}.webp`,
      })),
    )
    .returning();
  // Units on hand are the stock domain's (stock_levels), one row per medicine.
  await app.db.insert(stockLevels).values(rows.map((row, i) => ({ medicineId: row.id, quantity: items[i].stock ?? 100 })));
  // ...held as one batch each, as stock before batches were recorded is (the opening balance).
  await app.db.insert(stockBatches).values(
    rows.map((row, i) => ({
      medicineId: row.id,
      lotNumber: 'OPENING-BALANCE',
      openingBalance: true,
      quantity: items[i].stock ?? 100,
      quantityReceived: items[i].stock ?? 100,
    })),
  );
  return rows.map((row, i) => ({ ...row, stockQuantity: items[i].stock ?? 100 }));
}

/** A medicine's units on hand as the stock domain holds them (0 when its stock never moved). */
export async function unitsOnHandOf(app: FastifyInstance, medicineId: string): Promise<number> {
  const [row] = await app.db.select({ n: stockLevels.quantity }).from(stockLevels).where(eq(stockLevels.medicineId, medicineId));
  return row?.n ?? 0;
}

/**
 * The payment tests are about payments, not delivery: unless a test asks for the shop's real
 * threshold, every cart ships free (threshold N0), so the amount charged is the cart's.
 */
export async function setFreeDeliveryFrom(app: FastifyInstance, naira: number) {
  await app.db
    .update(deliverySettings)
    .set({ freeThresholdKobo: Math.round(naira * 100) })
    .where(eq(deliverySettings.id, 1));
}

/** The messaging sandbox (SMS and WhatsApp) on a real port, for an app whose texts a test reads. */
/**
 * The messaging sandbox on a real port, stopped after the file: the `config.messaging` that points
 * the API at it (SMS, and WhatsApp unless `whatsapp: false`), and the texts it received. `options`
 * stays the sandbox's own, so a test can tell it where to post receipts once the API listens.
 */
export async function startMessaging({ whatsapp = true, ...options }: MessagingSandboxOptions & { whatsapp?: boolean } = {}) {
  const sandbox = await buildMessagingSandbox(options);
  const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  after(() => sandbox.close());
  const config: Config['messaging'] = {
    sms: { baseUrl: url, apiKey: 'sandbox', senderId: 'ePharmacy' },
    whatsapp: whatsapp ? { baseUrl: url, token: 'sandbox', phoneNumberId: '100000000000001', verifyToken: 'verify-me' } : null,
    webhookSecret: 'messaging_sandbox_local',
  };
  const messages = async (): Promise<SandboxMessage[]> =>
    ((await (await fetch(`${url}/_sandbox/messages`)).json()) as { messages: SandboxMessage[] }).messages;
  /** The SMS sent to one number (+234…). */
  const smsTo = async (phone: string) => (await messages()).filter((m) => m.channel === 'sms' && m.to === phone);
  return { sandbox, options, url, config, messages, smsTo };
}

/**
 * The API and the Paystack sandbox, both listening on real ports and pointed at each other:
 * the API calls the sandbox's REST API, the sandbox POSTs signed webhooks to the API.
 * `messaging: true` starts the messaging sandbox for the test to read texts (`texts()`); a
 * configuration points the app at a sandbox the test started itself.
 */
export async function startCommerce(
  options: SandboxOptions & {
    freeDeliveryFromNaira?: number;
    messaging?: true | Config['messaging'];
    config?: Partial<Config>;
  } = {},
) {
  const { freeDeliveryFromNaira = 0, messaging: wanted, config = {}, ...sandboxOptions } = options;
  const messaging = wanted === true ? await startMessaging({ receiptDelayMs: 20 }) : null;
  const messagingConfig = wanted === true ? messaging!.config : wanted;
  // Paystack's delays compressed: a refund step or a transfer takes 100 ms, an hour of retries 3.6 s.
  const sandbox = await buildSandbox({
    webhookAttempts: 1,
    timeScale: 0.001,
    refundStepMs: 100_000,
    transferDelayMs: 100_000,
    ...sandboxOptions,
  });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  after(async () => {
    await sandbox.close();
  });
  const app = await buildTestApp({
    config: {
      paystack: { secretKey: null, baseUrl: sandboxUrl, retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 } },
      publicUrl: SHOP_URL,
      ...(messagingConfig ? { messaging: messagingConfig } : {}),
      ...config,
    },
  });
  await setFreeDeliveryFrom(app, freeDeliveryFromNaira);
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  sandbox.sandbox.options.webhookUrl = `${apiUrl}/api/payment/webhook`;
  /** The texts the messaging sandbox received (empty without `messaging`). */
  const texts = async () => (messaging ? messaging.messages() : []);
  return { app, sandbox, sandboxUrl, apiUrl, texts, messagingUrl: messaging?.url ?? null };
}

/** fetch against the listening API with the user's token. */
export async function api(apiUrl: string, user: TestUser | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { ...(user ? user.headers : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

/** A delivery address on the Lagos mainland, as a shopper types it. */
export const LAGOS_ADDRESS = { zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };

export const checkoutBody = (user: TestUser, amount: number) => ({
  amount,
  email: user.user.email,
  paymentType: 'medicine',
  deliveryAddress: LAGOS_ADDRESS,
  billingAddress: '12 Allen Avenue, Ikeja, Lagos',
  userId: user.user.id,
});

/** Pays on the sandbox's hosted page like a browser: load the form, submit the card, return the redirect. */
export async function payOnCheckoutPage(authorizationUrl: string, card: string, cvv = '408') {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action) throw new Error(`checkout page not served: ${page.status}`);
  const res = await fetch(new URL(action, authorizationUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12/30', cvv }).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), pageHtml: html };
}

export const SUCCESS_CARD = '4084 0840 8408 4081';
export const DECLINE_CARD = '4084 0800 0000 5408';

/** Sends the sandbox's signed webhook `delivery` again `times` times at once (duplicate deliveries); the answers' statuses. */
export async function replayWebhook(apiUrl: string, delivery: { signature: string; body: string }, times: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      fetch(`${apiUrl}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
        body: delivery.body,
      }),
    ),
  );
  return answers.map((r) => r.status);
}
