import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { conversationAccessLog, users } from '../../src/platform/db/schema/index';
import { MAX_ATTACHMENT_BYTES } from '../../src/domains/ask-a-pharmacist/attachment-routes';
import { buildTestApp } from '../helpers/build-test-app';
import { giveHealthConsent } from '../helpers/consents';
import { createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();

async function send(user: TestUser | null, threadId: string, bytes: Buffer, message?: string, type = 'image/png') {
  const form = new FormData();
  if (message) form.set('message', message);
  form.set('file', new Blob([bytes], { type }), 'photo.png');
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: `/api/conversations/${threadId}/attachments`,
    headers: { ...(user ? user.headers : {}), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, json: res.json() };
}

const read = (user: TestUser | null, threadId: string, messageId: string) =>
  app.inject({ method: 'GET', url: `/api/conversations/${threadId}/messages/${messageId}/attachment`, headers: user ? user.headers : {} });

test('a photo or PDF in a conversation: checked by content, size-limited, read by the shopper and pharmacists only, every read logged', async () => {
  const ada = await createUser(app, { firstName: 'Ada' });
  const other = await createUser(app);
  const pharm = await createUser(app, { firstName: 'Bola', lastName: 'Adeyemi' });
  await app.db.update(users).set({ isPharmacist: true, pharmacistRegistration: 'PCN/045678' }).where(eq(users.id, pharm.user.id));
  await giveHealthConsent(app, ada, 'conversations');
  const opened = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: ada.headers,
    payload: { topic: 'general', message: 'A rash on my arm since yesterday' },
  });
  const threadId = opened.json().thread.id as string;

  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Ada' } } })
    .toBuffer();
  const sent = await send(ada, threadId, photo, 'This is the rash', 'image/jpeg');
  assert.equal(sent.status, 201, JSON.stringify(sent.json));
  assert.equal(sent.json.message.body, 'This is the rash');
  assert.equal(sent.json.message.attachment.contentType, 'image/jpeg');
  const messageId = sent.json.message.id as string;

  assert.equal((await send(ada, threadId, Buffer.from('not a picture at all'), undefined, 'image/png')).status, 400, 'judged by content');
  assert.equal((await send(ada, threadId, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1024, 1))).status, 413, 'size-limited');
  assert.equal((await send(other, threadId, photo)).status, 403, "not another shopper's thread");
  assert.equal((await send(null, threadId, photo)).status, 401);

  const mine = await read(ada, threadId, messageId);
  assert.equal(mine.statusCode, 200);
  assert.equal(mine.headers['content-type'], 'image/jpeg');
  assert.equal((await sharp(mine.rawPayload).metadata()).exif, undefined, 'stored without its metadata');
  assert.equal((await read(pharm, threadId, messageId)).statusCode, 200, 'a pharmacist reads it');
  assert.equal((await read(other, threadId, messageId)).statusCode, 403);
  assert.equal((await read(null, threadId, messageId)).statusCode, 401);

  const reply = await send(
    pharm,
    threadId,
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  assert.equal(reply.status, 201);
  assert.match(reply.json.message.signedBy, /PCN\/045678/);
  const thread = await app.inject({ method: 'GET', url: `/api/conversations/${threadId}`, headers: ada.headers });
  assert.deepEqual(
    thread.json().messages.map((m: { attachment: { contentType: string } | null }) => m.attachment?.contentType ?? null),
    [null, 'image/jpeg', 'image/png'],
  );

  const log = await app.db.select().from(conversationAccessLog).where(eq(conversationAccessLog.threadId, threadId));
  const refused = log.filter((e) => !e.allowed);
  assert.ok(
    refused.some((e) => e.actorId === other.user.id),
    'the refused read is logged',
  );
  const ownerReads = await app.db
    .select()
    .from(conversationAccessLog)
    .where(and(eq(conversationAccessLog.threadId, threadId), eq(conversationAccessLog.actorId, ada.user.id)));
  assert.ok(ownerReads.length >= 2, 'each read of the file is logged');
});
