import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { conversationMessages, conversationThreads, prescriptions, users } from '../../src/platform/db/schema/index';
import { startCommerce } from '../helpers/commerce';
import { giveHealthConsent, withdrawHealthConsent } from '../helpers/consents';
import { createUser, type TestUser } from '../helpers/users';
import { png, upload } from '../prescriptions/helpers';

const { app, apiUrl } = await startCommerce();

async function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: user.headers });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

async function sendFile(user: TestUser, threadId: string) {
  const form = new FormData();
  const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#cc3333' } })
    .jpeg()
    .toBuffer();
  form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'rash.jpg');
  const res = await fetch(`${apiUrl}/api/conversations/${threadId}/attachments`, { method: 'POST', headers: user.headers, body: form });
  return { status: res.status, json: await res.json() };
}

test('a prescription is kept only with the consent in force: none → refused, given → kept, withdrawn → refused, the kept one stays', async () => {
  const ada = await createUser(app, { firstName: 'Ada' });
  const file = { bytes: await png(), name: 'scan.png' };

  const refused = await upload(apiUrl, ada, file, {}, { consent: false });
  assert.equal(refused.status, 409, JSON.stringify(refused.json));
  assert.equal(refused.json.code, 'consent-required');
  assert.match(refused.json.message, /Using my prescriptions/);
  assert.equal((await app.db.select().from(prescriptions).where(eq(prescriptions.userId, ada.user.id))).length, 0, 'nothing stored');

  // A consent to another use is not this one.
  await giveHealthConsent(app, ada, 'conversations');
  assert.equal((await upload(apiUrl, ada, file, {}, { consent: false })).status, 409);

  await giveHealthConsent(app, ada, 'prescriptions');
  const kept = await upload(apiUrl, ada, file, {}, { consent: false });
  assert.equal(kept.status, 201, JSON.stringify(kept.json));

  await withdrawHealthConsent(app, ada, 'prescriptions');
  const again = await upload(apiUrl, ada, file, {}, { consent: false });
  assert.equal(again.status, 409);
  assert.equal(again.json.code, 'consent-required');
  const read = await call(ada, 'GET', `/api/prescriptions/${kept.json.id}`);
  assert.equal(read.status, 200, 'what was kept stays, under retention');
  assert.equal((await app.db.select().from(prescriptions).where(eq(prescriptions.userId, ada.user.id))).length, 1);

  await giveHealthConsent(app, ada, 'prescriptions');
  assert.equal((await upload(apiUrl, ada, file, {}, { consent: false })).status, 201, 'given again, uploads work again');
});

test('a conversation with a pharmacist needs its consent: to open, to add a message or a file, and for the pharmacist to reply', async () => {
  const bola = await createUser(app, { firstName: 'Bola' });
  const pharm = await createUser(app, { firstName: 'Chidi', lastName: 'Okafor' });
  await app.db.update(users).set({ isPharmacist: true, pharmacistRegistration: 'PCN/012345' }).where(eq(users.id, pharm.user.id));
  const question = { topic: 'general', message: 'Can I take ibuprofen while pregnant?' };

  const refused = await call(bola, 'POST', '/api/conversations', question);
  assert.equal(refused.status, 409, JSON.stringify(refused.json));
  assert.equal(refused.json.code, 'consent-required');
  assert.match(refused.json.message, /conversations with a pharmacist/);
  assert.equal((await app.db.select().from(conversationThreads).where(eq(conversationThreads.userId, bola.user.id))).length, 0);

  await giveHealthConsent(app, bola, 'prescriptions');
  assert.equal((await call(bola, 'POST', '/api/conversations', question)).status, 409, 'the prescriptions consent is not this one');

  await giveHealthConsent(app, bola, 'conversations');
  const opened = await call(bola, 'POST', '/api/conversations', question);
  assert.equal(opened.status, 201, JSON.stringify(opened.json));
  const threadId = opened.json.thread.id as string;
  assert.equal((await call(bola, 'POST', `/api/conversations/${threadId}/messages`, { message: 'I am 20 weeks.' })).status, 201);

  await withdrawHealthConsent(app, bola, 'conversations');
  const more = await call(bola, 'POST', `/api/conversations/${threadId}/messages`, { message: 'Any answer?' });
  assert.equal(more.status, 409);
  assert.equal(more.json.code, 'consent-required');
  const file = await sendFile(bola, threadId);
  assert.equal(file.status, 409, JSON.stringify(file.json));
  const reply = await call(pharm, 'POST', `/api/conversations/${threadId}/messages`, { message: 'Please avoid ibuprofen.' });
  assert.equal(reply.status, 409);
  assert.match(reply.json.message, /withdrawn their consent/);
  assert.equal((await call(bola, 'POST', '/api/conversations', question)).status, 409, 'no new thread either');

  const read = await call(bola, 'GET', `/api/conversations/${threadId}`);
  assert.equal(read.status, 200, 'what was kept stays readable, under retention');
  assert.equal(read.json.messages.length, 2);
  assert.equal((await app.db.select().from(conversationMessages).where(eq(conversationMessages.threadId, threadId))).length, 2);
});
