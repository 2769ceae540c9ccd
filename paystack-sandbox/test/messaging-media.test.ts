// The messaging sandbox as the WhatsApp Cloud API's media: a photo a phone sends arrives as an
// inbound `image` message with a media id; GET /{version}/{media-id} with the bearer token answers a
// short-lived url with mime_type, sha256 and file_size; GET url with the same bearer gives the bytes.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, test } from 'node:test';
import Fastify from 'fastify';
import { buildMessagingSandbox } from '../src/messaging/messaging-sandbox';

const received: string[] = [];
const shop = Fastify();
shop.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
shop.post('/webhook', async (request) => {
  received.push(request.body as string);
  return { received: true };
});
const shopUrl = await shop.listen({ port: 0, host: '127.0.0.1' });
const sandbox = await buildMessagingSandbox({ whatsappWebhookUrl: `${shopUrl}/webhook`, receiptDelayMs: 1_000_000 });
const base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
after(async () => {
  await sandbox.close();
  await shop.close();
});

const bearer = { authorization: 'Bearer sandbox' };
const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2000)]);
const postJson = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test("a phone's photo arrives as an image message, and its media id gives a url and then the bytes, with the bearer token", async () => {
  const sent = await postJson('/_sandbox/inbound', {
    channel: 'whatsapp',
    from: '+2348031234567',
    media: { kind: 'image', data: photo.toString('base64'), mime_type: 'image/jpeg', caption: 'My prescription' },
  });
  assert.equal(sent.status, 200);
  assert.equal(((await sent.json()) as { delivered: boolean }).delivered, true);
  const message = JSON.parse(received.at(-1)!).entry[0].changes[0].value.messages[0];
  assert.equal(message.type, 'image');
  const sha256 = crypto.createHash('sha256').update(photo).digest('hex');
  assert.deepEqual({ ...message.image, id: undefined }, { id: undefined, mime_type: 'image/jpeg', sha256, caption: 'My prescription' });

  assert.equal((await fetch(`${base}/v21.0/${message.image.id}`)).status, 401, 'the bearer token is checked');
  assert.equal((await fetch(`${base}/v21.0/${message.image.id}`, { headers: { authorization: 'Bearer wrong' } })).status, 401);
  assert.equal((await fetch(`${base}/v21.0/999`, { headers: bearer })).status, 400, 'an unknown media id: 400, as the Graph API answers');
  const meta = (await (await fetch(`${base}/v21.0/${message.image.id}`, { headers: bearer })).json()) as Record<string, unknown>;
  assert.equal(meta.messaging_product, 'whatsapp');
  assert.equal(meta.mime_type, 'image/jpeg');
  assert.equal(meta.sha256, sha256);
  assert.equal(meta.file_size, photo.length);
  assert.equal(meta.id, message.image.id);

  const url = String(meta.url);
  assert.equal((await fetch(url)).status, 401, 'the download needs the same bearer token');
  const download = await fetch(url, { headers: bearer });
  assert.equal(download.status, 200);
  assert.equal(download.headers.get('content-type'), 'image/jpeg');
  assert.ok(Buffer.from(await download.arrayBuffer()).equals(photo));
  // A url made up, or for another file, is not served.
  const forged = new URL(url);
  forged.searchParams.set('ext', String(Date.now() + 3_600_000));
  assert.equal((await fetch(forged, { headers: bearer })).status, 404);
});

test('a document keeps its file name, and a test may set the sha256 the Cloud API reports (a forged file)', async () => {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const stored = (await (
    await postJson('/_sandbox/media', { data: pdf.toString('base64'), mime_type: 'application/pdf', sha256: 'f'.repeat(64) })
  ).json()) as { id: string; sha256: string };
  assert.equal(stored.sha256, 'f'.repeat(64));
  const meta = (await (await fetch(`${base}/v21.0/${stored.id}`, { headers: bearer })).json()) as { sha256: string; url: string };
  assert.equal(meta.sha256, 'f'.repeat(64));
  assert.ok(Buffer.from(await (await fetch(meta.url, { headers: bearer })).arrayBuffer()).equals(pdf));

  await postJson('/_sandbox/inbound', {
    channel: 'whatsapp',
    from: '+2348031234567',
    media: { kind: 'document', data: pdf.toString('base64'), mime_type: 'application/pdf', filename: 'rx.pdf' },
  });
  const message = JSON.parse(received.at(-1)!).entry[0].changes[0].value.messages[0];
  assert.equal(message.type, 'document');
  assert.equal(message.document.filename, 'rx.pdf');
  assert.equal((await postJson('/_sandbox/media', { mime_type: 'image/png' })).status, 400);
});
