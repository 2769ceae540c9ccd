// A pharmacist's answer reaches the asker: by mail always, by SMS or WhatsApp only where they
// consented to texts on that channel, once per answer; and on a thread that names an emergency the
// pharmacist (and only a pharmacist) is given the asker's phone to call them, the read logged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversationAccessLog, notificationOutbox, users } from '../../src/platform/db/schema/index';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { buildTestApp } from '../helpers/build-test-app';
import { startMessaging } from '../helpers/commerce';
import { giveHealthConsent, provePhone } from '../helpers/consents';
import { readOutbox } from '../helpers/outbox';
import { createUser, type TestUser } from '../helpers/users';

const { config: messaging, smsTo } = await startMessaging({ receiptDelayMs: 0, whatsapp: false });
const app = await buildTestApp({ config: { messaging } });

async function makePharmacist(app: FastifyInstance): Promise<TestUser> {
  const pharmacist = await createUser(app, { firstName: 'Bola', lastName: 'Adeyemi' });
  await app.db.update(users).set({ isPharmacist: true, pharmacistRegistration: 'PCN/045678' }).where(eq(users.id, pharmacist.user.id));
  return pharmacist;
}

async function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: user.headers });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

/** A shopper who asks, with their account's phone and, when `texts`, the consent to updates by SMS on it. */
async function shopper(phone: string, options: { texts: boolean; locale?: string }) {
  const user = await createUser(app, { firstName: 'Ada' });
  await app.db
    .update(users)
    .set({ phone, locale: options.locale ?? null })
    .where(eq(users.id, user.user.id));
  await giveHealthConsent(app, user, 'conversations');
  if (options.texts) {
    await provePhone(app, user.user.id, phone);
    const given = await call(user, 'POST', '/api/account/consents', {
      purpose: 'order-updates',
      channel: 'sms',
      wordingVersion: CONSENT_WORDING_VERSION,
      phone,
      via: 'account',
    });
    assert.equal(given.status, 200, JSON.stringify(given.json));
  }
  return user;
}

async function ask(user: TestUser, message: string): Promise<string> {
  const res = await call(user, 'POST', '/api/conversations', { topic: 'general', message });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.thread.id;
}

const answer = async (pharmacist: TestUser, threadId: string, message: string) => {
  const res = await call(pharmacist, 'POST', `/api/conversations/${threadId}/messages`, { message });
  assert.equal(res.status, 201, JSON.stringify(res.json));
};
const mailsTo = (email: string) => readOutbox(app).filter((m) => m.to.includes(email));
const rowsOf = (threadId: string) =>
  app.db
    .select()
    .from(notificationOutbox)
    .where(like(notificationOutbox.eventKey, `conversation:${threadId}:%`));

test('an answer is mailed, and texted on the channel the shopper consented to, once per answer; the texts never say what was asked', async () => {
  const pharmacist = await makePharmacist(app);
  const ada = await shopper('+2348031110001', { texts: true });
  const threadId = await ask(ada, 'Can I take Amoxil with paracetamol?');
  await answer(pharmacist, threadId, 'Yes, they can be taken together.');

  const mails = mailsTo(ada.user.email);
  assert.equal(mails.length, 1);
  assert.equal(mails[0].subject, 'A pharmacist has answered your question');
  assert.match(mails[0].text, /Pharm\. Bola Adeyemi has answered/);
  assert.ok(
    mails[0].links.some((l) => l.endsWith(`/ask-pharmacist/${threadId}`)),
    mails[0].links.join(' '),
  );
  assert.doesNotMatch(mails[0].text, /Amoxil|taken together/, 'the question and the answer stay in the account');

  const texts = await smsTo('+2348031110001');
  assert.equal(texts.length, 1);
  assert.equal(texts[0].text, 'e-pharmacy: a pharmacist has answered your question. Read it in your account. Reply STOP to end texts.');

  // A second reply before the shopper writes again belongs to the same answer: nothing more is sent.
  await answer(pharmacist, threadId, 'Take them after food.');
  assert.equal(mailsTo(ada.user.email).length, 1);
  assert.equal((await smsTo('+2348031110001')).length, 1);
  // The shopper writes again and is answered again: a new answer, told again.
  assert.equal((await call(ada, 'POST', `/api/conversations/${threadId}/messages`, { message: 'Thank you. And with food?' })).status, 201);
  await answer(pharmacist, threadId, 'Yes, with food.');
  assert.equal(mailsTo(ada.user.email).length, 2);
  assert.equal((await smsTo('+2348031110001')).length, 2);
});

test('without a consent to texts the answer is mailed only; in Pidgin for a shopper who reads Pidgin', async () => {
  const pharmacist = await makePharmacist(app);
  const chidi = await shopper('+2348031110002', { texts: false, locale: 'pcm' });
  const threadId = await ask(chidi, 'Abeg, how I go take this drug?');
  await answer(pharmacist, threadId, 'Take one in the morning.');
  const mails = mailsTo(chidi.user.email);
  assert.equal(mails.length, 1);
  assert.equal(mails[0].subject, 'Pharmacist don answer your question');
  assert.deepEqual(await smsTo('+2348031110002'), []);
  assert.deepEqual(
    (await rowsOf(threadId)).map((r) => r.channel),
    ['email'],
    'no text is even recorded without the consent',
  );

  const funke = await shopper('+2348031110003', { texts: true, locale: 'pcm' });
  const second = await ask(funke, 'Which one better for catarrh?');
  await answer(pharmacist, second, 'The saline spray.');
  const [text] = await smsTo('+2348031110003');
  assert.equal(text.text, 'e-pharmacy: pharmacist don answer your question. Read am for your account. Reply STOP make we stop text.');
});

test("on an emergency thread a pharmacist is given the asker's phone, logged; the shopper, other threads and other staff are not", async () => {
  const pharmacist = await makePharmacist(app);
  const ada = await shopper('+2348031110004', { texts: false });
  const emergency = await ask(ada, 'My father collapsed and one side of his face is dropping');
  const ordinary = await ask(ada, 'I took 2 tablets of paracetamol this morning, can I take more?');

  const read = await call(pharmacist, 'GET', `/api/conversations/${emergency}`);
  assert.equal(read.status, 200);
  assert.equal(read.json.redFlag, true);
  assert.equal(read.json.shopperPhone, '+2348031110004');
  const log = await app.db
    .select()
    .from(conversationAccessLog)
    .where(and(eq(conversationAccessLog.threadId, emergency), eq(conversationAccessLog.actorId, pharmacist.user.id)));
  assert.deepEqual(
    log.map((e) => [e.actor, e.allowed]),
    [['pharmacist', true]],
    "the pharmacist's read is logged",
  );

  const plain = await call(pharmacist, 'GET', `/api/conversations/${ordinary}`);
  assert.equal(plain.json.redFlag, false);
  assert.equal('shopperPhone' in plain.json, false, 'no phone on a thread that names no emergency');
  const own = await call(ada, 'GET', `/api/conversations/${emergency}`);
  assert.equal('shopperPhone' in own.json, false);
  const stranger = await createUser(app);
  assert.equal((await call(stranger, 'GET', `/api/conversations/${emergency}`)).status, 403);

  // No phone on the account: the pharmacist is told so (null), not given someone else's.
  await app.db.update(users).set({ phone: null }).where(eq(users.id, ada.user.id));
  assert.equal((await call(pharmacist, 'GET', `/api/conversations/${emergency}`)).json.shopperPhone, null);
});
