import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { notificationOutbox } from '../../src/platform/db/schema/index';
import {
  buildMessagingSandbox,
  type MessagingSandboxOptions,
  type SandboxMessage,
} from '../../../paystack-sandbox/src/messaging/messaging-sandbox';
import { buildTestApp } from '../helpers/build-test-app';
import { readOutbox } from '../helpers/outbox';
import { readUntil } from '../helpers/wait-for';
import { provePhone } from '../helpers/consents';
import { createUser, type TestUser } from '../helpers/users';
import { nigerianMobile } from '../../src/domains/notifications/phone';

// The API and the messaging sandbox on real ports, pointed at each other: the API sends SMS and
// WhatsApp messages to the sandbox, the sandbox posts signed receipts and replies to the API.
const sandboxOptions: MessagingSandboxOptions = { receiptDelayMs: 20 };
const sandbox = await buildMessagingSandbox(sandboxOptions);
const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
after(() => sandbox.close());
const app = await buildTestApp({
  config: {
    messaging: {
      sms: { baseUrl: sandboxUrl, apiKey: 'sandbox', senderId: 'ePharmacy' },
      whatsapp: { baseUrl: sandboxUrl, token: 'sandbox', phoneNumberId: '100000000000001', verifyToken: 'verify-me' },
      webhookSecret: 'messaging_sandbox_local',
    },
  },
});
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
// The sandbox learns where to post once the API listens.
sandboxOptions.smsWebhookUrl = `${apiUrl}/api/notifications/sms/webhook`;
sandboxOptions.whatsappWebhookUrl = `${apiUrl}/api/notifications/whatsapp/webhook`;
const reply = (channel: 'sms' | 'whatsapp', from: string, text: string) =>
  sandbox.inject({ method: 'POST', url: '/_sandbox/inbound', payload: { channel, from, text } });

const messages = async (): Promise<SandboxMessage[]> =>
  ((await (await fetch(`${sandboxUrl}/_sandbox/messages`)).json()) as { messages: SandboxMessage[] }).messages;
const smsTo = async (phone: string) => (await messages()).filter((m) => m.channel === 'sms' && m.to === phone);
const consents = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/account/consents', headers: user.headers })).json().items;
/** The shopper proves the number with a code first (set-up), as an SMS or WhatsApp consent needs since issue 47. */
const give = async (user: TestUser, body: Record<string, unknown>) => {
  if (typeof body.phone === 'string' && nigerianMobile(body.phone)) await provePhone(app, user.user.id, body.phone);
  return app.inject({ method: 'POST', url: '/api/account/consents', headers: user.headers, payload: body });
};
const rowOf = async (eventKey: string, channel: string) =>
  (
    await app.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.eventKey, eventKey), eq(notificationOutbox.channel, channel)))
  )[0];
const orderPlaced = (user: TestUser, n: number) =>
  app.notifications.notify({
    eventKey: `test:${user.user.id}:${n}`,
    userId: user.user.id,
    email: { to: user.user.email, subject: `Order EPH-${n} received`, text: 'Thank you.', html: '<p>Thank you.</p>' },
    text: { template: 'order-placed', params: { orderNumber: `EPH-${n}` } },
  });

/** Waits for the sandbox's delivery receipt to reach the API (the receipt is asynchronous, as the providers' are). */
async function until(check: () => Promise<boolean>) {
  assert.ok(await readUntil(check, (held) => held), 'the condition never held');
}

let version = '';
before(async () => {
  const probe = await createUser(app);
  version = (await consents(probe))[0].wordingVersion;
});

describe('consents', () => {
  it('start with none given, one per purpose and channel', async () => {
    const user = await createUser(app);
    const items = await consents(user);
    assert.deepEqual(
      items.map((c: { purpose: string; channel: string }) => `${c.purpose}:${c.channel}`),
      [
        'order-updates:sms',
        'order-updates:whatsapp',
        'offers:email',
        'offers:sms',
        'health-data:prescriptions',
        'health-data:conversations',
      ],
    );
    assert.ok(items.every((c: { given: unknown }) => c.given === null));
    assert.equal((await app.inject({ method: 'GET', url: '/api/account/consents' })).statusCode, 401);
  });

  it('are given with the wording version, time, place and number, and withdrawn in one call', async () => {
    const user = await createUser(app);
    const res = await give(user, {
      purpose: 'order-updates',
      channel: 'sms',
      wordingVersion: version,
      phone: '0803 555 0101',
      via: 'account',
    });
    assert.equal(res.statusCode, 200, res.body);
    const sms = res.json().items.find((c: { channel: string; purpose: string }) => c.purpose === 'order-updates' && c.channel === 'sms');
    assert.equal(sms.given.phone, '+2348035550101');
    assert.equal(sms.given.wordingVersion, version);
    assert.equal(sms.given.via, 'account');
    const withdrawn = await app.inject({
      method: 'POST',
      url: '/api/account/consents/withdraw',
      headers: user.headers,
      payload: { purpose: 'order-updates', channel: 'sms' },
    });
    const after = withdrawn
      .json()
      .items.find((c: { channel: string; purpose: string }) => c.purpose === 'order-updates' && c.channel === 'sms');
    assert.equal(after.given, null);
    assert.equal(after.withdrawn.via, 'account');
  });

  it('refuse a pair that does not exist, an old wording, and SMS without a Nigerian mobile number', async () => {
    const user = await createUser(app);
    assert.equal((await give(user, { purpose: 'offers', channel: 'whatsapp', wordingVersion: version })).statusCode, 400);
    assert.equal((await give(user, { purpose: 'offers', channel: 'email', wordingVersion: 'old' })).statusCode, 400);
    assert.equal((await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version })).statusCode, 400);
    assert.equal((await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '12345' })).statusCode, 400);
    assert.equal((await give(user, { purpose: 'offers', channel: 'email', wordingVersion: version })).statusCode, 200);
  });
});

describe('notices by SMS and WhatsApp', () => {
  it('without consent, no SMS goes out (the e-mail does)', async () => {
    const user = await createUser(app);
    await orderPlaced(user, 1);
    assert.equal((await messages()).filter((m) => m.to === '+2348035550202').length, 0);
    assert.equal(await rowOf(`test:${user.user.id}:1`, 'sms'), undefined);
    assert.equal(readOutbox(app).filter((m) => m.to.includes(user.user.email)).length, 1);
  });

  it('with consent, one SMS per event however often the event is told, and its delivery receipt is recorded', async () => {
    const user = await createUser(app);
    await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '+2348035550303' });
    await orderPlaced(user, 2);
    await orderPlaced(user, 2);
    const sent = await smsTo('+2348035550303');
    assert.equal(sent.length, 1);
    assert.match(sent[0].text!, /order EPH-2 received/);
    assert.equal(readOutbox(app).filter((m) => m.to.includes(user.user.email)).length, 1, 'one e-mail too');
    // A reply that is not STOP changes nothing.
    assert.equal((await reply('sms', '+2348035550303', 'thanks')).json().status, 200);
    assert.ok((await consents(user)).find((c: { channel: string }) => c.channel === 'sms').given);
    const dlr = await fetch(`${apiUrl}/api/notifications/sms/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-termii-signature': 'forged' },
      body: '{}',
    });
    assert.equal(dlr.status, 401, 'an unsigned webhook is refused');
  });

  it('a delivery receipt from the provider marks the message delivered', async () => {
    const user = await createUser(app);
    await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '+2348035550404' });
    await give(user, { purpose: 'order-updates', channel: 'whatsapp', wordingVersion: version, phone: '+2348035550404' });
    await orderPlaced(user, 3);
    for (const channel of ['sms', 'whatsapp']) {
      await until(async () => (await rowOf(`test:${user.user.id}:3`, channel)).status === 'delivered');
      assert.ok((await rowOf(`test:${user.user.id}:3`, channel)).deliveredAt);
    }
  });

  it('"STOP" in reply to an SMS withdraws the SMS consents of that number, and no SMS follows', async () => {
    const user = await createUser(app);
    await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '+2348035550505' });
    await give(user, { purpose: 'order-updates', channel: 'whatsapp', wordingVersion: version, phone: '+2348035550505' });
    await orderPlaced(user, 4);
    assert.equal((await smsTo('+2348035550505')).length, 1);
    assert.equal((await reply('sms', '+2348035550505', 'STOP')).json().delivered, true);
    const items = await consents(user);
    const sms = items.find((c: { purpose: string; channel: string }) => c.purpose === 'order-updates' && c.channel === 'sms');
    assert.equal(sms.given, null);
    assert.equal(sms.withdrawn.via, 'sms-stop');
    const wa = items.find((c: { purpose: string; channel: string }) => c.purpose === 'order-updates' && c.channel === 'whatsapp');
    assert.ok(wa.given, 'WhatsApp is another channel: its consent stays');
    await orderPlaced(user, 5);
    assert.equal((await smsTo('+2348035550505')).length, 1, 'no SMS after STOP');
    assert.equal((await messages()).filter((m) => m.channel === 'whatsapp' && m.to === '+2348035550505').length, 2);
  });

  it('"STOP" on WhatsApp withdraws the WhatsApp consent', async () => {
    const user = await createUser(app);
    await give(user, { purpose: 'order-updates', channel: 'whatsapp', wordingVersion: version, phone: '+2348035550606' });
    await orderPlaced(user, 6);
    const wa = (await messages()).filter((m) => m.channel === 'whatsapp' && m.to === '+2348035550606');
    assert.equal(wa.length, 1);
    assert.deepEqual(wa[0].template, { name: 'order_placed_v1', language: 'en', params: ['EPH-6'] });
    await reply('whatsapp', '2348035550606', 'Stop');
    const item = (await consents(user)).find((c: { purpose: string; channel: string }) => c.channel === 'whatsapp');
    assert.equal(item.withdrawn.via, 'whatsapp-stop');
  });

  it('texts go in the language the shopper chose on the site, order words included; English otherwise', async () => {
    const user = await createUser(app);
    const language = (locale: string) =>
      app.inject({ method: 'PUT', url: '/api/user/language', headers: user.headers, payload: { locale } });
    assert.equal((await language('<b>')).statusCode, 400, 'a value that is not a language tag is refused');
    assert.equal((await app.inject({ method: 'PUT', url: '/api/user/language', payload: { locale: 'pcm' } })).statusCode, 401);
    assert.equal((await language('pcm')).statusCode, 204);
    await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '+2348035550919' });
    await give(user, { purpose: 'order-updates', channel: 'whatsapp', wordingVersion: version, phone: '+2348035550919' });
    await app.notifications.notify({
      eventKey: `test:${user.user.id}:shipped`,
      userId: user.user.id,
      email: null,
      text: { template: 'order-status', params: { orderNumber: 'EPH-8', status: 'Shipped' } },
    });
    const [sms] = await smsTo('+2348035550919');
    assert.equal(sms.text, 'e-pharmacy: order EPH-8 don dey come. Check your account. Reply STOP make we stop text.');
    const wa = (await messages()).filter((m) => m.channel === 'whatsapp' && m.to === '+2348035550919');
    assert.deepEqual(wa[0].template, { name: 'order_status_v1', language: 'pcm', params: ['EPH-8', 'dey come'] });
    // A language with no texts yet (a tag the site may offer before its translator is done) reads English.
    assert.equal((await language('ha')).statusCode, 204);
    await app.notifications.notify({
      eventKey: `test:${user.user.id}:delivered`,
      userId: user.user.id,
      email: null,
      text: { template: 'order-status', params: { orderNumber: 'EPH-8', status: 'Delivered' } },
    });
    assert.match((await smsTo('+2348035550919'))[1].text!, /order EPH-8 is now delivered\./);
  });

  it('a provider error, then the retry, delivers exactly one message', async () => {
    const user = await createUser(app);
    await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '+2348035550707' });
    await fetch(`${sandboxUrl}/_sandbox/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'sms', count: 1 }),
    });
    await orderPlaced(user, 7);
    assert.equal((await smsTo('+2348035550707')).length, 0);
    const failed = await rowOf(`test:${user.user.id}:7`, 'sms');
    assert.equal(failed.status, 'failed');
    assert.match(failed.lastError ?? '', /503/);
    // The event told again and the retry job, twice: one message.
    await orderPlaced(user, 7);
    await app.notifications.retryFailed();
    await app.notifications.retryFailed();
    await orderPlaced(user, 7);
    assert.equal((await smsTo('+2348035550707')).length, 1);
    const sent = await rowOf(`test:${user.user.id}:7`, 'sms');
    assert.match(sent.status, /^(sent|delivered)$/);
    assert.equal(sent.attempts, 2);
  });

  it('two replicas telling the same event at once send one message', async () => {
    const user = await createUser(app);
    await give(user, { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '+2348035550808' });
    await Promise.all([orderPlaced(user, 8), orderPlaced(user, 8), orderPlaced(user, 8)]);
    assert.equal((await smsTo('+2348035550808')).length, 1);
  });
});

describe('WhatsApp webhook check', () => {
  it("answers Meta's challenge with the right verify token only", async () => {
    const url = (token: string) =>
      `/api/notifications/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await app.inject({ method: 'GET', url: url('verify-me') });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.body, '1158201444');
    assert.equal((await app.inject({ method: 'GET', url: url('guess') })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: '/api/notifications/whatsapp/webhook' })).statusCode, 400);
  });
});
