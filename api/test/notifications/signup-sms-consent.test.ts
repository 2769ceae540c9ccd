// Sign-up may ask for order updates by SMS (never ticked for the visitor): the consent is recorded
// with the words they read (in their language) and "given at sign-up", and the number becomes the
// account's phone. A bad number refuses the sign-up whole; an address that already has an account
// gets the same answer and nothing is recorded on that account.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { consents, users } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/users';

const app = await buildTestApp();
let seq = 0;

const wordings = async (language = 'en') =>
  (await app.inject({ method: 'GET', url: '/api/consents/wording', headers: { 'accept-language': language } })).json().items as {
    purpose: string;
    channel: string;
    wording: string;
    wordingVersion: string;
    needsPhone: boolean;
  }[];
const smsWording = async (language = 'en') => (await wordings(language)).find((w) => w.purpose === 'order-updates' && w.channel === 'sms')!;

const signUp = (email: string, extra: Record<string, unknown>, language = 'en') => {
  seq += 1;
  return app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers: { 'accept-language': language },
    payload: {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email,
      userName: `ngozi${seq}${Date.now()}`,
      password: 'Yam-and-egg@Enugu9',
      ...extra,
    },
  });
};
const userByEmail = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];
const smsConsentsOf = (userId: string) =>
  app.db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, 'order-updates'), eq(consents.channel, 'sms')));

describe('order updates by SMS at sign-up', () => {
  it('reads the words before any account, in the reader language, with nothing given', async () => {
    const en = await smsWording('en');
    const pcm = await smsWording('pcm');
    assert.equal(en.needsPhone, true);
    assert.notEqual(en.wording, pcm.wording, 'Pidgin has its own words');
    assert.notEqual(en.wordingVersion, pcm.wordingVersion, 'the version says which language was read');
  });

  it('records the consent given at sign-up, with the Pidgin words read, and keeps the number as the account phone', async () => {
    const email = `sms-${Date.now()}@example.ng`;
    const { wordingVersion } = await smsWording('pcm');
    const res = await signUp(email, { smsUpdates: { phone: '0803 555 0101', wordingVersion } }, 'pcm');
    assert.equal(res.statusCode, 201, res.body);
    const user = await userByEmail(email);
    assert.equal(user.phone, '+2348035550101');
    const [consent] = await smsConsentsOf(user.id);
    assert.equal(consent.givenVia, 'sign-up');
    assert.equal(consent.phone, '+2348035550101');
    assert.equal(consent.wordingVersion, wordingVersion);
    assert.equal(consent.withdrawnAt, null);
  });

  it('records nothing when the box was not ticked', async () => {
    const email = `nosms-${Date.now()}@example.ng`;
    assert.equal((await signUp(email, {})).statusCode, 201);
    const user = await userByEmail(email);
    assert.equal(user.phone, null);
    assert.deepEqual(await smsConsentsOf(user.id), []);
  });

  it('refuses a number that is not a Nigerian mobile, or words nobody is shown, and creates no account', async () => {
    const { wordingVersion } = await smsWording();
    const email = `badsms-${Date.now()}@example.ng`;
    const bad = await signUp(email, { smsUpdates: { phone: '+44 7700 900123', wordingVersion } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'smsUpdates.phone');
    const stale = await signUp(email, { smsUpdates: { phone: '0803 555 0101', wordingVersion: '2020-01-01' } });
    assert.equal(stale.statusCode, 400);
    assert.match(stale.json().message, /wording has changed/);
    assert.equal(await userByEmail(email), undefined);
  });

  it('gives the same answer for an address that has an account, and records nothing on that account', async () => {
    const owner = await createUser(app);
    const { wordingVersion } = await smsWording();
    const res = await signUp(owner.user.email, { smsUpdates: { phone: '0803 555 0199', wordingVersion } });
    assert.equal(res.statusCode, 201);
    assert.deepEqual(await smsConsentsOf(owner.user.id), []);
    assert.equal((await userByEmail(owner.user.email)).phone, null);
  });
});
