import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { consents, whatsappInboundMessages } from '../../src/platform/db/schema/index';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { MESSAGING_SANDBOX_SECRET, sign256 } from '../../../paystack-sandbox/src/messaging/messaging-sandbox';
import { buildTestApp } from '../helpers/build-test-app';
import { provePhone } from '../helpers/consents';
import { createUser } from '../helpers/users';

// The WhatsApp webhook: every request signed (x-hub-signature-256 over the exact bytes), every inbound
// message id (wamid) handled once however often WhatsApp delivers it.
const app = await buildTestApp({
  config: {
    messaging: {
      sms: null,
      whatsapp: { baseUrl: 'http://127.0.0.1:9', token: 'sandbox', phoneNumberId: '100000000000001', verifyToken: 'verify-me' },
      webhookSecret: MESSAGING_SANDBOX_SECRET,
    },
  },
});

const envelope = (from: string, id: string, text: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ wa_id: from, profile: { name: 'Ada' } }],
              messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
const deliver = (body: string, signature: string | null = sign256(MESSAGING_SANDBOX_SECRET, body)) =>
  app.inject({
    method: 'POST',
    url: '/api/notifications/whatsapp/webhook',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub-signature-256': signature }) },
    payload: body,
  });
const wamid = () => `wamid.${crypto.randomBytes(12).toString('base64url')}`;
const recorded = async (id: string) =>
  (await app.db.select().from(whatsappInboundMessages).where(eq(whatsappInboundMessages.wamid, id))).length;

/** A shopper with a proved number and the WhatsApp order-updates consent given for it. */
async function shopperWithWhatsApp(phone: string) {
  const user = await createUser(app);
  await provePhone(app, user.user.id, phone);
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/consents',
    headers: user.headers,
    payload: { purpose: 'order-updates', channel: 'whatsapp', wordingVersion: CONSENT_WORDING_VERSION, phone },
  });
  assert.equal(res.statusCode, 200, res.body);
  return user;
}
const whatsappConsentInForce = async (userId: string) =>
  (
    await app.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.channel, 'whatsapp'), isNull(consents.withdrawnAt)))
  ).length === 1;
const giveAgain = (user: Awaited<ReturnType<typeof shopperWithWhatsApp>>, phone: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/consents',
    headers: user.headers,
    payload: { purpose: 'order-updates', channel: 'whatsapp', wordingVersion: CONSENT_WORDING_VERSION, phone },
  });

describe('the WhatsApp webhook', () => {
  it('refuses a forged or missing signature with 401 and records nothing', async () => {
    const user = await shopperWithWhatsApp('+2348031110001');
    const id = wamid();
    const body = envelope('2348031110001', id, 'STOP');
    const forged = await deliver(body, sign256('not-the-secret', body));
    assert.equal(forged.statusCode, 401);
    // Signed, then altered: the signature no longer matches the bytes.
    const altered = await deliver(body.replace('STOP', 'stop'), sign256(MESSAGING_SANDBOX_SECRET, body));
    assert.equal(altered.statusCode, 401);
    assert.equal((await deliver(body, null)).statusCode, 401);
    assert.equal(await recorded(id), 0);
    assert.equal(await whatsappConsentInForce(user.user.id), true, 'a refused request changed nothing');
  });

  it('handles a retry of the same message id no second time', async () => {
    const phone = '+2348031110002';
    const user = await shopperWithWhatsApp(phone);
    const id = wamid();
    const body = envelope('2348031110002', id, 'STOP');
    assert.equal((await deliver(body)).statusCode, 200);
    assert.equal(await recorded(id), 1);
    assert.equal(await whatsappConsentInForce(user.user.id), false, 'STOP withdrew the consent');
    // The shopper gives the consent again; WhatsApp then retries the old STOP: it is answered and ignored.
    assert.equal((await giveAgain(user, phone)).statusCode, 200);
    const retry = await deliver(body);
    assert.equal(retry.statusCode, 200);
    assert.deepEqual(retry.json(), { received: true });
    assert.equal(await whatsappConsentInForce(user.user.id), true, 'the retried STOP was not handled again');
    // A new message (a new id) with the same words is handled.
    assert.equal((await deliver(envelope('2348031110002', wamid(), 'STOP'))).statusCode, 200);
    assert.equal(await whatsappConsentInForce(user.user.id), false);
  });

  it('takes a message delivered many times at once exactly once', async () => {
    const phone = '+2348031110003';
    const user = await shopperWithWhatsApp(phone);
    const first = wamid();
    assert.equal((await deliver(envelope('2348031110003', first, 'STOP'))).statusCode, 200);
    assert.equal((await giveAgain(user, phone)).statusCode, 200);
    // Eight deliveries of one new message at the same moment, then eight of the first one again.
    const id = wamid();
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(envelope('2348031110003', id, 'hello'))),
      ...Array.from({ length: 8 }, () => deliver(envelope('2348031110003', first, 'STOP'))),
    ]);
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      Array(16).fill(200),
    );
    assert.equal(await recorded(id), 1);
    assert.equal(await recorded(first), 1);
    assert.equal(await whatsappConsentInForce(user.user.id), true, 'none of the repeated STOPs was handled again');
  });

  it("forgets message ids older than WhatsApp's 7-day retry horizon in the retention job, and still refuses a recent one", async () => {
    const phone = '+2348031110004';
    const user = await shopperWithWhatsApp(phone);
    const recent = wamid();
    const body = envelope('2348031110004', recent, 'STOP');
    assert.equal((await deliver(body)).statusCode, 200);
    const DAY = 86_400_000;
    const [old, edge] = [wamid(), wamid()];
    await app.db.insert(whatsappInboundMessages).values([
      { wamid: old, receivedAt: new Date(Date.now() - 7 * DAY - 60_000) },
      { wamid: edge, receivedAt: new Date(Date.now() - 7 * DAY + 60 * 60_000) },
    ]);
    const counts = await app.runRetention();
    assert.ok(counts.whatsappInboundIds >= 1);
    assert.equal(await recorded(old), 0, 'an id past 7 days is pruned');
    assert.equal(await recorded(edge), 1, 'an id within 7 days is kept');
    assert.equal(await recorded(recent), 1);
    // The recent STOP retried after the pruning is still a repeat: the consent given again stays.
    assert.equal((await giveAgain(user, phone)).statusCode, 200);
    assert.equal((await deliver(body)).statusCode, 200);
    assert.equal(await whatsappConsentInForce(user.user.id), true, 'the retried STOP was not handled again');
  });
});
