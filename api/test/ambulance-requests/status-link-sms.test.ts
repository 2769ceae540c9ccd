// A caller without an account has only the page in front of them: the status page's link is texted
// to the Nigerian mobile they gave, once per request, in their language; it opens the request.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { notificationOutbox } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { startMessaging } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

const { config: messaging, smsTo } = await startMessaging({ receiptDelayMs: 0, whatsapp: false });
const app = await buildTestApp({ config: { messaging } });
/** The outbox row of a request's link, once the sender is done with it (it is sent after the caller's answer). */
const linkRow = (id: string) =>
  readUntil(
    async () =>
      (
        await app.db
          .select()
          .from(notificationOutbox)
          .where(eq(notificationOutbox.eventKey, `ambulance:${id}:status-link`))
      )[0],
    (row) => row !== undefined && row.status !== 'pending' && row.status !== 'sending',
  );

let n = 0;
async function requestAmbulance(phone: string, options: { user?: TestUser; language?: string } = {}) {
  n++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/ambulance-requests',
    remoteAddress: `10.48.0.${n}`,
    headers: { ...(options.user?.headers ?? {}), ...(options.language ? { 'accept-language': options.language } : {}) },
    payload: { address: `${n} Allen Avenue, Ikeja`, phone, whatHappened: 'She collapsed', patient: 'someone-else' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: string; trackingCode: string };
}

test('a caller without an account is texted the link to the request, which opens its status; once per request', async () => {
  const req = await requestAmbulance('0803 111 2001');
  const row = await linkRow(req.id);
  assert.equal(row?.status, 'sent');
  assert.equal(row?.userId, null);
  const [text] = await smsTo('+2348031112001');
  const link = `http://localhost:8080/emergency/${req.id}?code=${encodeURIComponent(req.trackingCode)}`;
  assert.equal(text.text, `e-pharmacy: follow your ambulance request here: ${link} If it gets worse, call 112 (767 in Lagos).`);
  const opened = await app.inject({ method: 'GET', url: `/api/ambulance-requests/${req.id}?code=${encodeURIComponent(req.trackingCode)}` });
  assert.equal(opened.statusCode, 200);
  assert.equal(opened.json().status, 'requested');

  // A second request from the same phone is its own request, with its own link.
  const again = await requestAmbulance('+234 803 111 2001');
  await linkRow(again.id);
  const texts = await smsTo('+2348031112001');
  assert.equal(texts.length, 2);
  assert.ok(texts[1].text?.includes(`/emergency/${again.id}?code=`));
  const rows = await app.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, '+2348031112001'));
  assert.equal(rows.length, 2, 'one text per request');
});

test('in Pidgin for a caller who reads Pidgin; no text for a number that is not a Nigerian mobile, nor for a signed-in caller', async () => {
  const pidgin = await requestAmbulance('08031112002', { language: 'pcm' });
  await linkRow(pidgin.id);
  const [text] = await smsTo('+2348031112002');
  assert.match(text.text ?? '', /^e-pharmacy: follow your ambulance request for here: .+ If e dey worse, call 112 \(767 for Lagos\)\.$/);

  const landline = await requestAmbulance('01 271 0000');
  const user = await createUser(app);
  const signedIn = await requestAmbulance('08031112003', { user });
  // Both answered at once; nothing was recorded to send (the signed-in caller follows it from their account).
  for (const id of [landline.id, signedIn.id]) {
    const rows = await app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.eventKey, `ambulance:${id}:status-link`));
    assert.deepEqual(rows, []);
  }
  assert.deepEqual(await smsTo('+2348031112003'), []);
});
