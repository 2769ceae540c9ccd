// The messaging sandbox's phone screen and what it calls: the page, a number's conversation both ways,
// a picture sent as the Cloud API's inbound `image` message (its media then fetched as the shop would,
// with the Bearer token), and USSD sessions posted to the shop's callback as Africa's Talking posts them.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, describe, it } from 'node:test';
import Fastify from 'fastify';
import { buildMessagingSandbox, MESSAGING_SANDBOX_SECRET, sign256 } from '../src/messaging/messaging-sandbox';

// A stand-in for the shop: the WhatsApp webhook (what the sandbox posts, with its signature) and a USSD menu.
const received: { body: string; signature: string | undefined }[] = [];
const ussdCalls: Record<string, string>[] = [];
const shop = Fastify();
shop.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
shop.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(String(body)))),
);
shop.post('/webhook', async (request) => {
  received.push({ body: request.body as string, signature: request.headers['x-hub-signature-256'] as string | undefined });
  return { received: true };
});
shop.post('/ussd', async (request, reply) => {
  const form = request.body as Record<string, string>;
  ussdCalls.push({ ...form, key: String((request.query as { key?: string }).key) });
  if (form.phoneNumber === '+2348030000500') return reply.status(500).send('oops');
  const answer =
    form.text === '' ? 'CON e-pharmacy\n1. My last orders' : form.text === '1' ? 'END EP-1001: Delivered, N4,500' : 'END Invalid choice.';
  return reply.type('text/plain').send(answer);
});
const shopUrl = await shop.listen({ port: 0, host: '127.0.0.1' });
const sandbox = await buildMessagingSandbox({
  whatsappWebhookUrl: `${shopUrl}/webhook`,
  ussdCallbackUrl: `${shopUrl}/ussd?key=k1`,
  ussdServiceCode: '*347*8#',
  receiptDelayMs: 1_000_000,
});
const base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
const noUssd = await buildMessagingSandbox({ whatsappWebhookUrl: `${shopUrl}/webhook` });
const noUssdBase = await noUssd.listen({ port: 0, host: '127.0.0.1' });
after(async () => {
  await sandbox.close();
  await noUssd.close();
  await shop.close();
});

const json = async (path: string, body?: unknown, at = base) => {
  const res = await fetch(`${at}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const shopSends = (to: string, message: Record<string, unknown>) =>
  fetch(`${base}/v21.0/100000000000001/messages`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, ...message }),
  });
/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('the phone screen', () => {
  it('is served as a page with its script and stylesheet, and the sandbox’s list links to it', async () => {
    const page = await fetch(`${base}/phone`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type')!, /^text\/html/);
    const html = await page.text();
    assert.match(html, /<script src="\/phone\/phone\.js">/);
    assert.match(html, /name="viewport" content="width=device-width/);
    for (const [file, type] of [
      ['phone.js', /^text\/javascript/],
      ['phone.css', /^text\/css/],
    ] as const) {
      const res = await fetch(`${base}/phone/${file}`);
      assert.equal(res.status, 200, file);
      assert.match(res.headers.get('content-type')!, type);
    }
    assert.match(await (await fetch(base)).text(), /href="\/phone"/);
  });

  it("answers a number's WhatsApp conversation both ways, oldest first, and the numbers seen", async () => {
    const phone = '+2348030000101';
    const sent = await json('/_sandbox/inbound', { channel: 'whatsapp', from: phone, text: 'paracetamol' });
    assert.equal(sent.body.delivered, true);
    assert.equal((await shopSends('2348030000101', { type: 'text', text: { body: 'We found 2 medicines' } })).status, 200);
    const tapped = await json('/_sandbox/inbound', {
      channel: 'whatsapp',
      from: phone,
      tap: { kind: 'list', id: 'med:1', title: 'Panadol' },
    });
    // WhatsApp's retry of the same message id is one message in the conversation.
    await json('/_sandbox/inbound', {
      channel: 'whatsapp',
      from: phone,
      tap: { kind: 'list', id: 'med:1', title: 'Panadol' },
      id: tapped.body.id,
    });
    await shopSends('2348030000999', { type: 'text', text: { body: 'someone else' } });

    const { status, body } = await json(`/_sandbox/phone/conversation?phone=${encodeURIComponent(phone)}`);
    assert.equal(status, 200);
    const items = body.whatsapp as { direction: string; kind: string; text: string; id: string; status: number | null }[];
    assert.deepEqual(
      items.map((m) => [m.direction, m.kind, m.text]),
      [
        ['from-phone', 'text', 'paracetamol'],
        ['to-phone', 'text', 'We found 2 medicines'],
        ['from-phone', 'interactive', 'Panadol'],
      ],
    );
    assert.equal(items[0].id, sent.body.id);
    assert.equal(items[0].status, 200, 'what the shop answered is kept');
    assert.deepEqual(body.sms, []);

    assert.equal((await json('/_sandbox/phone/conversation?phone=0803')).status, 400);
    const setup = await json('/_sandbox/phone/setup');
    assert.equal((setup.body.numbers as string[])[0], '+2348030000999', 'newest first');
    assert.ok((setup.body.numbers as string[]).includes(phone));
    assert.deepEqual(setup.body.ussd, { serviceCode: '*347*8#' });
    assert.equal((await json('/_sandbox/phone/setup', undefined, noUssdBase)).body.ussd, null);
  });
});

describe('a picture from the phone', () => {
  const phone = '+2348030000202';
  const sendPicture = (body: Buffer | string, type: string, query = `from=${encodeURIComponent(phone)}&caption=My%20prescription`) =>
    fetch(`${base}/_sandbox/phone/picture?${query}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
    });

  it("is posted as the Cloud API's image message, signed, with a media id the shop can fetch with its token", async () => {
    const res = await sendPicture(PNG, 'image/png');
    assert.equal(res.status, 200);
    const answer = (await res.json()) as { delivered: boolean; id: string; mediaId: string };
    assert.equal(answer.delivered, true);
    assert.match(answer.mediaId, /^\d{16}$/);

    const last = received.at(-1)!;
    assert.equal(last.signature, sign256(MESSAGING_SANDBOX_SECRET, last.body));
    const message = JSON.parse(last.body).entry[0].changes[0].value.messages[0];
    const sha256 = crypto.createHash('sha256').update(PNG).digest('hex');
    assert.deepEqual(message, {
      from: '2348030000202',
      id: answer.id,
      timestamp: message.timestamp,
      type: 'image',
      image: { id: answer.mediaId, mime_type: 'image/png', sha256, caption: 'My prescription' },
    });

    // As the shop fetches it: the media's URL, then the bytes, both with the Bearer token.
    const bearer = { authorization: 'Bearer sandbox' };
    assert.equal((await fetch(`${base}/v21.0/${answer.mediaId}`)).status, 401);
    const meta = (await (await fetch(`${base}/v21.0/${answer.mediaId}`, { headers: bearer })).json()) as Record<string, unknown>;
    assert.deepEqual(
      { ...meta, url: undefined },
      {
        messaging_product: 'whatsapp',
        url: undefined,
        mime_type: 'image/png',
        sha256,
        file_size: PNG.length,
        id: answer.mediaId,
      },
    );
    assert.equal((await fetch(String(meta.url))).status, 401);
    const bytes = await fetch(String(meta.url), { headers: bearer });
    assert.equal(bytes.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await bytes.arrayBuffer()), PNG);
    assert.equal((await fetch(`${base}/v21.0/1234567890123456`, { headers: bearer })).status, 400);

    const conversation = await json(`/_sandbox/phone/conversation?phone=${encodeURIComponent(phone)}`);
    const [shown] = conversation.body.whatsapp as { kind: string; text: string; image: { id: string } }[];
    assert.equal(shown.kind, 'image');
    assert.equal(shown.text, 'My prescription');
    assert.deepEqual(Buffer.from(await (await fetch(`${base}/_sandbox/phone/media/${shown.image.id}`)).arrayBuffer()), PNG);
  });

  it('refuses what is not a JPEG or PNG picture, and a missing number', async () => {
    const before = received.length;
    assert.equal((await sendPicture('hello', 'text/plain')).status, 400);
    assert.equal((await sendPicture(PNG, 'image/gif')).status, 400);
    assert.equal((await sendPicture(PNG, 'image/png', 'caption=x')).status, 400);
    assert.equal(received.length, before, 'nothing was posted to the shop');
  });
});

describe('USSD from the phone', () => {
  it('dials the service code, types a choice, and shows each CON and END screen as the shop answered them', async () => {
    const dialled = await json('/_sandbox/ussd/dial', { phone: '+2348030000303' });
    assert.equal(dialled.status, 200);
    assert.deepEqual(
      { ...dialled.body, sessionId: undefined },
      {
        sessionId: undefined,
        serviceCode: '*347*8#',
        status: 200,
        ended: false,
        text: 'e-pharmacy\n1. My last orders',
      },
    );
    const sessionId = String(dialled.body.sessionId);
    const answered = await json('/_sandbox/ussd/reply', { sessionId, input: '1' });
    assert.equal(answered.body.ended, true);
    assert.equal(answered.body.text, 'EP-1001: Delivered, N4,500');
    // Africa's Talking's form fields, the session's choices joined by *, and the callback's key.
    assert.deepEqual(
      ussdCalls.slice(-2).map((c) => [c.sessionId, c.serviceCode, c.phoneNumber, c.text, c.key]),
      [
        [sessionId, '*347*8#', '+2348030000303', '', 'k1'],
        [sessionId, '*347*8#', '+2348030000303', '1', 'k1'],
      ],
    );
    assert.equal((await json('/_sandbox/ussd/reply', { sessionId, input: '1' })).status, 409, 'an ended session takes no more');
  });

  it('refuses what a keypad cannot type, an unknown session, a bad number, and reports a shop that fails', async () => {
    const { body } = await json('/_sandbox/ussd/dial', { phone: '+2348030000304' });
    assert.equal((await json('/_sandbox/ussd/reply', { sessionId: body.sessionId, input: 'hello' })).status, 400);
    assert.equal((await json('/_sandbox/ussd/reply', { sessionId: 'ATUid_unknown', input: '1' })).status, 404);
    assert.equal((await json('/_sandbox/ussd/dial', { phone: '0803' })).status, 400);
    assert.equal((await json('/_sandbox/ussd/dial', { phone: '+2348030000304' }, noUssdBase)).status, 503);
    const failed = await json('/_sandbox/ussd/dial', { phone: '+2348030000500' });
    assert.equal(failed.body.ended, true);
    assert.equal(failed.body.text, 'The shop answered 500.');
  });
});
