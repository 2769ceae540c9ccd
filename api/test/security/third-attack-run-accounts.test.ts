// The accounts findings of the third outside attack run (issue 29, items 6-11; docs/security.md,
// "Accounts (third attack run)"), each reproduced as the tester did it.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens } from '../../src/platform/db/schema/identity';
import { IdentityRepository } from '../../src/domains/identity/identity-repository';
import { hashToken } from '../../src/platform/lib/secrets';
import { buildTestApp } from '../helpers/build-test-app';
import { readOutbox } from '../helpers/outbox';
import { createUser, login, TEST_PASSWORD } from '../helpers/users';

const MINUTE = 60_000;
const GENEROUS = { max: 100_000, windowMs: MINUTE };
const app = await buildTestApp({
  config: {
    rateLimits: {
      global: GENEROUS,
      loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
      loginFailuresPerIp: { max: 40, windowMs: 15 * MINUTE },
      loginSlowdown: { after: 100_000, stepMs: 0, maxDelayMs: 0 },
      mailPerAccount: GENEROUS,
      mailPerIp: GENEROUS,
      registerPerIp: GENEROUS,
      telemetryPerIp: GENEROUS,
    },
  },
});

const register = (body: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { firstName: 'Someone', lastName: 'Else', password: TEST_PASSWORD, ...body },
  });
const authenticate = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username, password }, remoteAddress: ip, headers });
/** An answer as a client sees it, without the random id a sign-up carries. */
const seen = (res: { statusCode: number; json: () => Record<string, unknown> }) => {
  const { userId, ...rest } = res.json();
  return { status: res.statusCode, body: rest, hasId: typeof userId === 'string' };
};
const mailsTo = (to: string) => readOutbox(app).filter((m) => m.to.toLowerCase() === to.toLowerCase());

test('6. registration answers the same whether or not the email has an account, in every combination', async () => {
  await createUser(app, { userName: 'tar_known', email: 'tar.known@example.ng' });
  await createUser(app, { userName: 'tar_taken' });
  // A taken username: the tester saw 201 with a known email and 409 with an unknown one.
  const takenKnown = await register({ userName: 'tar_taken', email: 'tar.known@example.ng' });
  const takenUnknown = await register({ userName: 'tar_taken', email: 'tar.nobody@example.ng' });
  assert.deepEqual(seen(takenKnown), seen(takenUnknown));
  assert.equal(takenKnown.statusCode, 409);
  // A free username: 201 either way, and the outcome goes by mail.
  const freeKnown = await register({ userName: 'tar_free_1', email: 'Tar.Known@example.ng' });
  const freeUnknown = await register({ userName: 'tar_free_2', email: 'tar.new@example.ng' });
  assert.deepEqual(seen(freeKnown), seen(freeUnknown));
  assert.equal(freeKnown.statusCode, 201);
  assert.match(String(freeKnown.json().message), /check your email/i);
  assert.equal(mailsTo('tar.known@example.ng').filter((m) => /tried to sign up/.test(m.subject)).length, 1);
  assert.equal(mailsTo('tar.new@example.ng').filter((m) => m.links.some((l) => l.includes('/confirm-email?'))).length, 1);
});

test('7. an email change is confirmed by a link to the new address, and answered the same whether it has an account', async () => {
  await createUser(app, { userName: 'tar_target', email: 'tar.target@example.ng' });
  const changer = await createUser(app, { userName: 'tar_changer', email: 'tar.changer@example.ng' });
  const edit = (email: string) =>
    app.inject({ method: 'PUT', url: `/api/user/edit-profile?userId=${changer.user.id}`, headers: changer.headers, payload: { email } });
  const toUsed = await edit('tar.target@example.ng');
  const toFree = await edit('tar.free@example.ng');
  assert.equal(toUsed.statusCode, 200);
  assert.deepEqual({ status: toUsed.statusCode, body: toUsed.json() }, { status: toFree.statusCode, body: toFree.json() });
  assert.equal(toFree.json().email, 'tar.changer@example.ng', 'not applied before the link is followed');
  assert.match(toFree.json().message, /link to confirm your new address/);
  const profile = async () =>
    (await app.inject({ method: 'GET', url: `/api/user/user-profile/${changer.user.id}`, headers: changer.headers })).json();
  assert.equal((await profile()).email, 'tar.changer@example.ng');

  await app.identity.settled();
  const notice = mailsTo('tar.target@example.ng');
  assert.equal(notice.length, 1);
  assert.match(notice[0].subject, /another account/);
  assert.ok(!notice[0].links.some((l) => l.includes('/confirm-email')), 'the owner of the used address gets no confirmation link');
  const link = new URL(
    mailsTo('tar.free@example.ng')
      .at(-1)!
      .links.find((l) => l.includes('/confirm-email?'))!,
  );
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/user/confirm-email',
    payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  assert.equal(confirm.statusCode, 200);
  assert.equal((await profile()).email, 'tar.free@example.ng');
});

test('8a. ten wrong passwords from an attacker lock neither the owner elsewhere nor the owner’s known device', async () => {
  const owner = await createUser(app, { userName: 'tar_owner', email: 'tar.owner@example.ng' });
  const before = await authenticate('tar_owner', TEST_PASSWORD, '10.80.0.1');
  assert.equal(before.statusCode, 200);
  const device = String(before.headers['set-cookie']).split(';')[0];
  for (let i = 0; i < 10; i++) assert.equal((await authenticate('tar_owner', 'wrong-guess', '10.80.6.6')).statusCode, 400);
  assert.equal((await authenticate(owner.user.email, TEST_PASSWORD, '10.80.0.2')).statusCode, 200, 'from another address');
  const sameAddress = await authenticate('tar_owner', TEST_PASSWORD, '10.80.6.6', { cookie: device });
  assert.equal(sameAddress.statusCode, 200, 'on a known device, even behind the attacker’s address');
});

test('8b. the lock does not link a username to its email', async () => {
  await createUser(app, { userName: 'tar_linked', email: 'tar.linked@example.ng' });
  await createUser(app, { userName: 'tar_other', email: 'tar.other@example.ng' });
  for (let i = 0; i < 10; i++) assert.equal((await authenticate('tar_linked', 'wrong-guess', '10.81.0.1')).statusCode, 400);
  const candidate = await authenticate('tar.linked@example.ng', 'wrong-guess', '10.81.0.1');
  const unrelated = await authenticate('tar.other@example.ng', 'wrong-guess', '10.81.0.1');
  assert.deepEqual(
    { status: candidate.statusCode, body: candidate.json(), retry: candidate.headers['retry-after'] },
    { status: unrelated.statusCode, body: unrelated.json(), retry: unrelated.headers['retry-after'] },
  );
});

test('8c. a neighbour’s failures behind one carrier NAT address never refuse a right password from it', async () => {
  await createUser(app, { userName: 'tar_nat_shopper', email: 'tar.nat@example.ng' });
  let refused = 0;
  for (let i = 0; i < 45; i++) if ((await authenticate(`tar_spray_${i % 5}`, 'wrong-guess', '10.82.0.1')).statusCode === 429) refused++;
  assert.ok(refused > 0, 'the flood itself is refused');
  assert.equal((await authenticate('tar_nat_shopper', TEST_PASSWORD, '10.82.0.1')).statusCode, 200);
});

test('9. a reset request is answered before the email is looked up, so known and unknown take the same path', async () => {
  await createUser(app, { userName: 'tar_reset', email: 'tar.reset@example.ng' });
  const gated = new Set(['tar.reset@example.ng', 'tar.unknown@example.ng']);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const lookups: string[] = [];
  const original = IdentityRepository.prototype.findUserByEmail;
  IdentityRepository.prototype.findUserByEmail = async function (this: IdentityRepository, email: string) {
    if (gated.has(email.toLowerCase())) {
      lookups.push(email);
      await gate;
    }
    return original.call(this, email);
  };
  try {
    const answered = (email: string) =>
      Promise.race([
        app.inject({ method: 'POST', url: `/api/user/send-reset-email/${email}` }).then((res) => res.statusCode),
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer while the lookup waits'), 3000)),
      ]);
    const [known, unknown] = await Promise.all([answered('tar.reset@example.ng'), answered('tar.unknown@example.ng')]);
    assert.deepEqual([known, unknown], [200, 200]);
  } finally {
    open();
    await app.identity.settled();
    IdentityRepository.prototype.findUserByEmail = original;
  }
  assert.equal(lookups.length, 2, 'both were looked up, after their answers');
  assert.equal(mailsTo('tar.reset@example.ng').length, 1);
  assert.equal(mailsTo('tar.unknown@example.ng').length, 0);
});

test('10. text typed into a sign-up never reaches a mail, and every link is the shop’s own', async () => {
  const bait = 'URGENT: your NHIS cover ends today, pay at http://nhis-renew.example/pay';
  // A stranger signs up with someone's (new) address, then asks for a reset and a second sign-up.
  assert.equal((await register({ firstName: bait, lastName: bait, userName: 'tar_bait', email: 'tar.victim@example.ng' })).statusCode, 201);
  await app.inject({ method: 'POST', url: '/api/user/send-reset-email/tar.victim@example.ng' });
  await app.inject({ method: 'GET', url: '/api/user/reactivation-email?email=tar.victim@example.ng' });
  await app.identity.settled();
  assert.equal((await register({ firstName: bait, userName: 'tar_bait_2', email: 'tar.victim@example.ng' })).statusCode, 201);
  const mails = mailsTo('tar.victim@example.ng');
  assert.ok(mails.length >= 4, `${mails.length} mails`);
  for (const mail of mails) {
    assert.ok(!mail.text.includes('NHIS') && !mail.text.includes('nhis-renew'), mail.subject);
    for (const link of mail.links) assert.ok(link.startsWith(`${app.config.publicUrl}/`), `${mail.subject}: ${link}`);
  }
});

test('11a. an access token without exp (or iat) is refused', async () => {
  const user = await createUser(app);
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const claims = { name: 'A', role: 'user', pharmacist: false, UserId: user.user.id, sid: crypto.randomUUID(), typ: 'access' };
  const forged = (build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(user.user.id).setIssuer('e-pharmacy')).sign(key);
  const profile = (token: string) =>
    app.inject({ method: 'GET', url: `/api/user/user-profile/${user.user.id}`, headers: { authorization: `Bearer ${token}` } });
  assert.equal((await profile(await forged((jwt) => jwt.setIssuedAt().setExpirationTime('5m')))).statusCode, 200, 'control');
  assert.equal((await profile(await forged((jwt) => jwt.setIssuedAt()))).statusCode, 401, 'no exp');
  assert.equal((await profile(await forged((jwt) => jwt.setExpirationTime('5m')))).statusCode, 401, 'no iat');
});

test('11b. a login ends a fixed time after it began, however often it was renewed', async () => {
  await createUser(app, { userName: 'tar_renewer', email: 'tar.renewer@example.ng' });
  const max = app.config.sessionMaxSeconds * 1000;
  const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/user/refresh', payload: { RefreshToken: token } });

  const young = await login(app, 'tar_renewer', TEST_PASSWORD);
  const family = async (token: string) =>
    (
      await app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
    )[0].familyId;
  const nearlyOld = new Date(Date.now() - max + 60 * MINUTE);
  await app.db
    .update(refreshTokens)
    .set({ sessionStartedAt: nearlyOld, createdAt: nearlyOld })
    .where(eq(refreshTokens.familyId, await family(young.refreshToken)));
  const renewed = await refresh(young.refreshToken);
  assert.equal(renewed.statusCode, 200);
  const [newest] = (
    await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, await family(young.refreshToken)))
  ).filter((r) => r.usedAt === null);
  assert.ok(newest.expiresAt.getTime() <= nearlyOld.getTime() + max, 'a renewed token ends with its login');

  const old = await login(app, 'tar_renewer', TEST_PASSWORD);
  const tooOld = new Date(Date.now() - max - MINUTE);
  await app.db
    .update(refreshTokens)
    .set({ sessionStartedAt: tooOld, createdAt: tooOld })
    .where(eq(refreshTokens.familyId, await family(old.refreshToken)));
  assert.equal((await refresh(old.refreshToken)).statusCode, 403);
});
