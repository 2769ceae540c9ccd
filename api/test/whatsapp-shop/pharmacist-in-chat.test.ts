import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { consents, conversationMessages, conversationThreads, whatsappConversations } from '../../src/platform/db/schema/index';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { api, startCommerce } from '../helpers/commerce';
import { giveHealthConsent, provePhone } from '../helpers/consents';
import { createUser, makePharmacist } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';
import { choices, whatsappPhone } from '../helpers/whatsapp-phone';

// A pharmacist in the WhatsApp chat: the hand-off opens a question in ask-a-pharmacist (the console's
// queue), the shopper's messages are added to it, and the pharmacist's reply comes back into the chat
// with the name and PCN number (read from what the messaging sandbox received).
const { app, apiUrl, texts } = await startCommerce({ messaging: true });
const pharmacist = await makePharmacist(app, await createUser(app), 'PCN/012345');

async function verifiedShopper(phone: string) {
  const user = await createUser(app);
  await provePhone(app, user.user.id, phone);
  return user;
}
const threadsOf = (userId: string) => app.db.select().from(conversationThreads).where(eq(conversationThreads.userId, userId));
const messagesOf = async (threadId: string) =>
  (await app.db.select().from(conversationMessages).where(eq(conversationMessages.threadId, threadId))).map((m) => [m.author, m.body]);
const reply = (threadId: string, message: string) =>
  api(apiUrl, pharmacist, 'POST', `/api/conversations/${threadId}/messages`, { message });

describe('a pharmacist in the WhatsApp chat', () => {
  it('asks for the health-data consent, opens a question from WhatsApp, adds the messages to it and sends the reply back signed', async () => {
    const phone = '+2348061230001';
    const ada = await verifiedShopper(phone);
    const chat = whatsappPhone(apiUrl, texts, phone);

    const [asked] = await chat.write('pharmacist');
    assert.equal(asked.interactive?.type, 'button');
    assert.deepEqual(
      choices(asked).map((b) => b.id),
      ['hd:yes', 'hd:no'],
    );
    assert.equal((await threadsOf(ada.user.id)).length, 0, 'nothing kept before the consent');
    const [opened] = await chat.tap('button', 'hd:yes', 'Yes, I agree');
    assert.match(opened.text!, /A pharmacist will answer you here/);
    const inForce = await app.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, ada.user.id), eq(consents.channel, 'conversations'), isNull(consents.withdrawnAt)));
    assert.equal(inForce.length, 1);
    const [thread] = await threadsOf(ada.user.id);
    assert.equal(thread.whatsappPhone, phone);
    assert.equal(thread.status, 'waiting');

    // Words that would be commands are the shopper's question now, and get no shop answer.
    assert.deepEqual(await chat.write('cart'), []);
    assert.deepEqual(await chat.write('Can I take ibuprofen with my blood pressure tablets?'), []);
    assert.deepEqual((await messagesOf(thread.id)).slice(1), [
      ['shopper', 'cart'],
      ['shopper', 'Can I take ibuprofen with my blood pressure tablets?'],
    ]);
    const queue = await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/conversations');
    const queued = (queue.json as { id: string; channel: string }[]).find((t) => t.id === thread.id);
    assert.equal(queued?.channel, 'whatsapp', 'the question is in the console’s queue, marked as asked on WhatsApp');
    const read = await api(apiUrl, pharmacist, 'GET', `/api/conversations/${thread.id}`);
    assert.equal(read.json.channel, 'whatsapp');

    assert.equal((await reply(thread.id, 'Better not: take paracetamol instead.')).status, 201);
    const [answer] = await readUntil(
      async () => (await chat.replies()).filter((m) => /take paracetamol instead/.test(m.text ?? '')),
      (m) => m.length > 0,
    );
    assert.equal(answer.kind, 'text', 'free-form inside the 24-hour window');
    assert.match(answer.text!, /^Pharm\. .+, PCN\/012345:\nBetter not: take paracetamol instead\.$/);

    // "menu" ends the hand-off: the shop answers again.
    const [menu] = await chat.write('menu');
    assert.equal(menu.interactive?.type, 'list');
    const [conversation] = await app.db.select().from(whatsappConversations).where(eq(whatsappConversations.phone, phone));
    assert.equal(conversation.step, 'menu');
  });

  it('opens a question after the emergency numbers for a red-flag phrase, and answers outside the window only by template', async () => {
    const phone = '+2348061230002';
    const bola = await verifiedShopper(phone);
    await giveHealthConsent(app, bola, 'conversations');
    const chat = whatsappPhone(apiUrl, texts, phone);
    const [emergency, opened] = await chat.write('I have chest pain');
    assert.match(emergency.text!, /112/);
    assert.match(opened.text!, /A pharmacist will answer you here/);
    const [thread] = await threadsOf(bola.user.id);
    assert.equal(thread.redFlag, true);
    assert.deepEqual(await messagesOf(thread.id), [['shopper', 'I have chest pain']]);

    // Two days later, the window closed: the reply itself is not sent, only the approved template
    // (the shopper's WhatsApp consent to updates in force).
    const consent = await api(apiUrl, bola, 'POST', '/api/account/consents', {
      purpose: 'order-updates',
      channel: 'whatsapp',
      wordingVersion: CONSENT_WORDING_VERSION,
      phone,
    });
    assert.equal(consent.status, 200, JSON.stringify(consent.json));
    await app.db
      .update(whatsappConversations)
      .set({ lastInboundAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(whatsappConversations.phone, phone));
    const before = (await chat.replies()).length;
    assert.equal((await reply(thread.id, 'Please call 112 now if it is still there.')).status, 201);
    const sent = await readUntil(
      async () => (await chat.replies()).slice(before),
      (m) => m.length > 0,
    );
    assert.deepEqual(
      sent.map((m) => m.kind),
      ['template'],
    );
    assert.doesNotMatch(JSON.stringify(sent), /call 112 now/);
  });

  it('gives an unknown number the link and opens nothing', async () => {
    const [answer] = await whatsappPhone(apiUrl, texts, '+2348061230003').write('pharmacist');
    assert.match(answer.text!, /\/ask-pharmacist/);
  });
});
