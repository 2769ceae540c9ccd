import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { consents, notificationOutbox } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { provePhone } from '../helpers/consents';
import { createUser, type TestUser } from '../helpers/users';

// An SMS provider nobody answers at: the outbox still records where each text was addressed.
const app = await buildTestApp({
  config: {
    messaging: {
      sms: { baseUrl: 'http://127.0.0.1:9', apiKey: 'none', senderId: 'ePharmacy' },
      whatsapp: null,
      webhookSecret: 'unused',
    },
  },
});

const editPhone = (user: TestUser, phone: string | null, as: TestUser = user) =>
  app.inject({ method: 'PUT', url: `/api/user/edit-profile?userId=${user.user.id}`, headers: as.headers, payload: { phone } });
const profileOf = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: `/api/user/user-profile/${user.user.id}`, headers: user.headers })).json();
const consentList = async (user: TestUser, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/api/account/consents', headers: { ...user.headers, ...headers } })).json().items as {
    purpose: string;
    channel: string;
    title: string;
    wording: string;
    wordingVersion: string;
    given: { phone: string | null; wordingVersion: string } | null;
  }[];

describe('the phone in the profile', () => {
  it('is kept as +234… from the usual ways of writing a Nigerian mobile number, and can be removed', async () => {
    const ada = await createUser(app);
    assert.equal((await profileOf(ada)).phone, null, 'no phone until one is given');
    const res = await editPhone(ada, '0803 123 4567');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().phone, '+2348031234567');
    assert.equal((await profileOf(ada)).phone, '+2348031234567');
    assert.equal((await editPhone(ada, '234-905-000-1111')).json().phone, '+2349050001111');
    const removed = await editPhone(ada, '');
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().phone, null);
  });

  it('refuses what is not a Nigerian mobile number, on the phone field, and keeps the old one', async () => {
    const ada = await createUser(app);
    await editPhone(ada, '+2348031234567');
    for (const bad of ['12345', '+44 7700 900123', '0803 123 456', '0603 123 4567']) {
      const res = await editPhone(ada, bad);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().errors[0].field, 'phone');
      assert.match(res.json().errors[0].message, /Nigerian mobile number/);
    }
    assert.equal((await profileOf(ada)).phone, '+2348031234567');
  });

  it("cannot be changed with someone else's token", async () => {
    const ada = await createUser(app);
    const bayo = await createUser(app);
    await editPhone(ada, '08031234567');
    const res = await editPhone(ada, '09099998888', bayo);
    assert.equal(res.statusCode, 403);
    assert.equal((await profileOf(ada)).phone, '+2348031234567');
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/user/edit-profile?userId=${ada.user.id}`,
      payload: { phone: '09099998888' },
    });
    assert.equal(anonymous.statusCode, 401);
  });

  it('moves the SMS and WhatsApp consents in force to the new number, keeping the wording agreed to; removing it ends them', async () => {
    const ada = await createUser(app);
    const version = (await consentList(ada))[0].wordingVersion;
    await provePhone(app, ada.user.id, '08031234567');
    for (const channel of ['sms', 'whatsapp'])
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/api/account/consents',
            headers: ada.headers,
            payload: { purpose: 'order-updates', channel, wordingVersion: version, phone: '08031234567' },
          })
        ).statusCode,
        200,
      );
    assert.equal((await editPhone(ada, '0905 000 1111')).statusCode, 200);
    const moved = (await consentList(ada)).filter((c) => c.purpose === 'order-updates');
    assert.deepEqual(
      moved.map((c) => [c.channel, c.given?.phone, c.given?.wordingVersion]),
      [
        ['sms', '+2349050001111', version],
        ['whatsapp', '+2349050001111', version],
      ],
    );
    const old = await app.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, ada.user.id), eq(consents.phone, '+2348031234567')));
    assert.deepEqual(
      old.map((c) => c.withdrawnVia),
      ['phone-changed', 'phone-changed'],
    );

    // Nothing goes to the new number before the shopper proves it is theirs (issue 47 finding 7)...
    const notify = (eventKey: string) =>
      app.notifications.notify({
        eventKey,
        userId: ada.user.id,
        email: null,
        text: { template: 'order-placed', params: { orderNumber: 'EPH-1' } },
      });
    await notify(`test:unproved:${ada.user.id}`);
    assert.deepEqual(
      await app.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.eventKey, `test:unproved:${ada.user.id}`)),
      [],
    );
    // ...then the next text goes to the number the shopper gives now.
    await provePhone(app, ada.user.id, '0905 000 1111');
    await app.notifications.notify({
      eventKey: `test:phone:${ada.user.id}`,
      userId: ada.user.id,
      email: null,
      text: { template: 'order-placed', params: { orderNumber: 'EPH-1' } },
    });
    const rows = await app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.eventKey, `test:phone:${ada.user.id}`));
    assert.deepEqual([...new Set(rows.map((r) => r.recipient))], ['+2349050001111']);

    assert.equal((await editPhone(ada, null)).statusCode, 200);
    const ended = (await consentList(ada)).filter((c) => c.purpose === 'order-updates');
    assert.deepEqual(
      ended.map((c) => c.given),
      [null, null],
    );
  });
});

describe('consent wording in the shopper’s language', () => {
  it('shows Pidgin words to a Pidgin reader and records the Pidgin version they agreed to', async () => {
    const ada = await createUser(app);
    const pcm = await consentList(ada, { 'accept-language': 'pcm' });
    const sms = pcm.find((c) => c.purpose === 'order-updates' && c.channel === 'sms')!;
    assert.match(sms.wording, /Reply STOP make e stop/);
    assert.match(sms.wordingVersion, /-pcm$/);
    const en = (await consentList(ada, { 'accept-language': 'en' })).find((c) => c.purpose === 'order-updates' && c.channel === 'sms')!;
    assert.notEqual(en.wordingVersion, sms.wordingVersion);
    assert.match(en.wording, /Reply STOP to end them/);

    await provePhone(app, ada.user.id, '08031234567');
    const given = await app.inject({
      method: 'POST',
      url: '/api/account/consents',
      headers: { ...ada.headers, 'accept-language': 'pcm' },
      payload: { purpose: 'order-updates', channel: 'sms', wordingVersion: sms.wordingVersion, phone: '08031234567' },
    });
    assert.equal(given.statusCode, 200, given.body);
    const [row] = await app.db.select().from(consents).where(eq(consents.userId, ada.user.id));
    assert.equal(row.wordingVersion, sms.wordingVersion);

    // Without Accept-Language, the language kept on the account decides.
    await app.inject({ method: 'PUT', url: '/api/user/language', headers: ada.headers, payload: { locale: 'pcm' } });
    assert.match((await consentList(ada))[0].wordingVersion, /-pcm$/);
    // A version nobody shows is refused.
    const made = await app.inject({
      method: 'POST',
      url: '/api/account/consents',
      headers: ada.headers,
      payload: { purpose: 'offers', channel: 'email', wordingVersion: `${en.wordingVersion}-xx` },
    });
    assert.equal(made.statusCode, 400);
  });
});
