// A prescription sent as a photo or PDF in the WhatsApp chat: the health-data consent asked in the
// chat, the file fetched through the Cloud API's media flow (the messaging sandbox plays it), kept
// with the shop upload's checks, put in the pharmacists' queue of checks before payment, and the
// decision told back in the chat (free-form inside the 24-hour window, a template outside it).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { consents, prescriptionApprovals, prescriptions, whatsappConversations } from '../../src/platform/db/schema/index';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { api, createMedicines, SHOP_URL, startCommerce } from '../helpers/commerce';
import { giveHealthConsent, provePhone } from '../helpers/consents';
import { createUser, makePharmacist } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';
import { choices, storeMedia, whatsappPhone } from '../helpers/whatsapp-phone';
import { makePrescriptionOnly, pdf } from '../prescriptions/helpers';
import { PRESCRIPTIONS_PER_HOUR } from '../../src/workflows/whatsapp-shop/prescription-by-photo';

const { app, apiUrl, texts, messagingUrl } = await startCommerce({ messaging: true, freeDeliveryFromNaira: 1_000_000 });
const pharmacist = await makePharmacist(app, await createUser(app, { firstName: 'Ada', lastName: 'Example' }), 'PCN/012345');
const [amoxil] = await createMedicines(app, [{ name: 'Amoxil 500mg Capsules', price: 2500, stock: 50 }]);
await makePrescriptionOnly(app, amoxil.id);

async function verifiedShopper(phone: string) {
  const user = await createUser(app);
  await provePhone(app, user.user.id, phone);
  return user;
}
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#f0f0e0' } })
    .jpeg()
    .toBuffer();
const prescriptionsOf = (userId: string) => app.db.select().from(prescriptions).where(eq(prescriptions.userId, userId));
const approvalsOf = (userId: string) => app.db.select().from(prescriptionApprovals).where(eq(prescriptionApprovals.userId, userId));
const queue = async () =>
  (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/cart-approvals')).json.items as {
    approvalId: string;
    customerPhone: string;
    sentOnWhatsApp: boolean;
    prescription: { id: string; contentType: string };
  }[];

describe('a prescription sent in the WhatsApp chat', () => {
  it('asks for the consent in the chat, then keeps the photo and puts it in the pharmacists’ queue, once per message id', async () => {
    const phone = '+2348061240001';
    const ada = await verifiedShopper(phone);
    const chat = whatsappPhone(apiUrl, texts, phone);
    const media = await storeMedia(messagingUrl!, await photo(), 'image/jpeg');

    const [asked] = await chat.sendMedia('image', { ...media, caption: 'From Dr Eze' });
    assert.equal(asked.interactive?.type, 'button');
    assert.deepEqual(
      choices(asked).map((b) => b.id),
      ['rx:yes', 'rx:no'],
    );
    assert.match(asked.text!, /prescription/i);
    assert.equal((await prescriptionsOf(ada.user.id)).length, 0, 'nothing kept before the consent');

    const [received] = await chat.tap('button', 'rx:yes', 'Yes, I agree');
    assert.match(received.text!, /we have your prescription/);
    const given = await app.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, ada.user.id), eq(consents.channel, 'prescriptions'), isNull(consents.withdrawnAt)));
    assert.equal(given.length, 1);
    assert.equal(given[0].givenVia, 'whatsapp');
    const [kept] = await prescriptionsOf(ada.user.id);
    assert.equal(kept.contentType, 'image/jpeg');
    assert.match(kept.notes ?? '', /Sent on WhatsApp[\s\S]*From Dr Eze/);
    const [approval] = await approvalsOf(ada.user.id);
    assert.equal(approval.status, 'awaiting');
    assert.equal(approval.whatsappPhone, phone);
    assert.equal(approval.prescriptionId, kept.id);
    const inQueue = (await queue()).find((i) => i.approvalId === approval.id);
    assert.ok(inQueue, 'the prescription is in the pharmacists’ queue');
    assert.equal(inQueue.prescription.id, kept.id);
    assert.equal(inQueue.sentOnWhatsApp, true, 'the pharmacist sees it came from the chat');
    assert.equal(inQueue.customerPhone, phone);

    // WhatsApp's retry of a message already handled is answered and handled no further.
    const messageId = `wamid.${crypto.randomBytes(8).toString('hex')}`;
    const [second] = await chat.sendMedia('image', media, messageId);
    assert.match(second.text!, /we have your prescription/, 'a second photo is a second prescription, the consent in force');
    assert.deepEqual(await chat.sendMedia('image', media, messageId), [], 'a retry gets no answer');
    assert.equal((await prescriptionsOf(ada.user.id)).length, 2, 'a retry keeps nothing more');
  });

  it('refuses a PDF with active content, a forged file, a file of the wrong type and one too large, with a clear message, keeping nothing', async () => {
    const phone = '+2348061240002';
    const bola = await verifiedShopper(phone);
    await giveHealthConsent(app, bola, 'prescriptions');
    const chat = whatsappPhone(apiUrl, texts, phone);

    const active = await storeMedia(messagingUrl!, pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'application/pdf');
    const [refused] = await chat.sendMedia('document', { ...active, filename: 'rx.pdf' });
    assert.match(refused.text!, /This PDF contains scripts, actions, links or attached files/);

    const forged = await storeMedia(messagingUrl!, await photo(), 'image/jpeg', 'a'.repeat(64));
    const [notAsSent] = await chat.sendMedia('image', forged);
    assert.match(notAsSent.text!, /did not arrive as it was sent/);

    const html = await storeMedia(messagingUrl!, Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg');
    const [wrongType] = await chat.sendMedia('image', html);
    assert.match(wrongType.text!, /only take a photo \(JPEG or PNG\) or a PDF/);

    const large = await storeMedia(messagingUrl!, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'image/jpeg');
    const [tooLarge] = await chat.sendMedia('image', large);
    assert.match(tooLarge.text!, /too large: the limit is 10 MB/);

    assert.equal((await prescriptionsOf(bola.user.id)).length, 0);
    assert.equal((await approvalsOf(bola.user.id)).length, 0);
  });

  it('tells the approval in the chat with the pay link when the cart holds the medicine, in Pidgin when the chat is', async () => {
    const phone = '+2348061240003';
    const chidi = await verifiedShopper(phone);
    await giveHealthConsent(app, chidi, 'prescriptions');
    const added = await api(apiUrl, chidi, 'POST', '/api/carts/add', { medicineId: amoxil.id, quantity: 2, userId: chidi.user.id });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    const chat = whatsappPhone(apiUrl, texts, phone);
    await chat.write('pidgin');
    const [received] = await chat.sendMedia('image', await storeMedia(messagingUrl!, await photo(), 'image/jpeg'));
    assert.match(received.text!, /we don collect your prescription.*for 2 × Amoxil 500mg Capsules/);
    const [approval] = await approvalsOf(chidi.user.id);
    assert.deepEqual(approval.lines, [{ medicineId: amoxil.id, medicineName: 'Amoxil 500mg Capsules', quantity: 2 }]);

    const before = (await chat.replies()).length;
    const decided = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${approval.id}`, { approved: true });
    assert.equal(decided.status, 200, JSON.stringify(decided.json));
    const [told] = await readUntil(
      async () => (await chat.replies()).slice(before),
      (m) => m.length > 0,
    );
    assert.equal(told.kind, 'text', 'free-form inside the 24-hour window');
    assert.match(told.text!, /don approve your prescription/);
    assert.match(told.text!, /PCN\/012345/);
    assert.ok(told.text!.includes(`${SHOP_URL}/approved-cart?approval=${approval.id}`), told.text!);
  });

  it('tells a rejection outside the window only by the approved template, under the WhatsApp consent', async () => {
    const phone = '+2348061240004';
    const dayo = await verifiedShopper(phone);
    await giveHealthConsent(app, dayo, 'prescriptions');
    const chat = whatsappPhone(apiUrl, texts, phone);
    await chat.sendMedia('image', await storeMedia(messagingUrl!, await photo(), 'image/jpeg'));
    const [approval] = await approvalsOf(dayo.user.id);
    assert.deepEqual(approval.lines, [], 'nothing in the cart yet');
    const consent = await api(apiUrl, dayo, 'POST', '/api/account/consents', {
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
    const reason = 'The prescription is not signed.';
    const decided = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${approval.id}`, { approved: false, reason });
    assert.equal(decided.status, 200, JSON.stringify(decided.json));
    const sent = await readUntil(
      async () => (await chat.replies()).slice(before),
      (m) => m.length > 0,
    );
    assert.deepEqual(
      sent.map((m) => [m.kind, m.template?.name]),
      [['template', 'prescription_checked_v1']],
    );
    assert.doesNotMatch(JSON.stringify(sent), /not signed/);
  });

  it('an approval with nothing in the cart links to the shop', async () => {
    const phone = '+2348061240005';
    const efe = await verifiedShopper(phone);
    await giveHealthConsent(app, efe, 'prescriptions');
    const chat = whatsappPhone(apiUrl, texts, phone);
    await chat.sendMedia('document', { ...(await storeMedia(messagingUrl!, pdf(), 'application/pdf')), filename: 'scan.pdf' });
    const [kept] = await prescriptionsOf(efe.user.id);
    assert.equal(kept.contentType, 'application/pdf');
    assert.equal(kept.fileName, 'scan.pdf');
    const [approval] = await approvalsOf(efe.user.id);
    const before = (await chat.replies()).length;
    assert.equal((await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${approval.id}`, { approved: true })).status, 200);
    const [told] = await readUntil(
      async () => (await chat.replies()).slice(before),
      (m) => m.length > 0,
    );
    assert.match(told.text!, /approved your prescription\. Choose your medicine in our shop/);
    assert.ok(told.text!.includes(`${SHOP_URL}/categories`));
  });

  it('a photo sent while talking to a pharmacist is kept as a prescription, and the chat stays with the pharmacist', async () => {
    const phone = '+2348061240007';
    const funmi = await verifiedShopper(phone);
    await giveHealthConsent(app, funmi, 'conversations');
    const chat = whatsappPhone(apiUrl, texts, phone);
    const [opened] = await chat.write('pharmacist');
    assert.match(opened.text!, /A pharmacist will answer you here/);
    const [asked] = await chat.sendMedia('image', await storeMedia(messagingUrl!, await photo(), 'image/jpeg'));
    assert.deepEqual(
      choices(asked).map((b) => b.id),
      ['rx:yes', 'rx:no'],
    );
    const [received] = await chat.tap('button', 'rx:yes', 'Yes, I agree');
    assert.match(received.text!, /we have your prescription/);
    assert.equal((await prescriptionsOf(funmi.user.id)).length, 1);
    const [conversation] = await app.db.select().from(whatsappConversations).where(eq(whatsappConversations.phone, phone));
    assert.equal(conversation.step, 'pharmacist');
    assert.ok(conversation.context.threadId);
    assert.deepEqual(await chat.write('Is this the right dose?'), [], 'the next message is for the pharmacist');
  });

  it('takes at most 20 files an hour from one number', async () => {
    // A number of its own each run: the count lasts an hour wherever the limiter keeps it.
    const phone = `+2348062${String(crypto.randomInt(1_000_000)).padStart(6, '0')}`;
    await verifiedShopper(phone);
    const chat = whatsappPhone(apiUrl, texts, phone);
    const media = await storeMedia(messagingUrl!, await photo(), 'image/jpeg');
    for (let i = 0; i < PRESCRIPTIONS_PER_HOUR; i++) {
      const [asked] = await chat.sendMedia('image', media);
      assert.equal(asked.interactive?.type, 'button');
    }
    const [limited] = await chat.sendMedia('image', media);
    assert.match(limited.text!, /You have sent many files in the last hour\. Please wait \d+ minutes?/);
  });

  it('a photo from a number no account verified keeps nothing and says how to link it', async () => {
    const phone = '+2348061240006';
    const stranger = await createUser(app);
    const chat = whatsappPhone(apiUrl, texts, phone);
    const [answer] = await chat.sendMedia('image', await storeMedia(messagingUrl!, await photo(), 'image/jpeg'));
    assert.match(answer.text!, /verify this number on your e-pharmacy account/);
    assert.ok(answer.text!.includes(`${SHOP_URL}/profile`));
    const [conversation] = await app.db.select().from(whatsappConversations).where(eq(whatsappConversations.phone, phone));
    assert.equal(conversation.userId, null);
    assert.equal(conversation.step, 'menu');
    assert.equal(
      (await app.db.select().from(prescriptions)).filter((p) => p.notes?.includes('Sent on WhatsApp') && p.userId === stranger.user.id)
        .length,
      0,
    );
    const all = await app.db.select().from(prescriptionApprovals);
    assert.ok(all.every((a) => a.whatsappPhone !== phone));
  });
});
