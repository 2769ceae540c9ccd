import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailTokens } from '../../src/platform/db/schema/identity';
import { buildTestApp } from '../helpers/build-test-app';
import { lastMailTo, readOutbox } from '../helpers/outbox';
import { createUser, login, TEST_PASSWORD } from '../helpers/users';

const app = await buildTestApp();

async function register(userName: string, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { firstName: 'Funke', lastName: 'Akin', email, userName, password: 'Jollof-rice!Ibadan7' },
  });
  assert.equal(res.statusCode, 201);
  return res.json().userId as string;
}

const authenticate = (username: string, password = 'Jollof-rice!Ibadan7') =>
  app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username, password } });

test('the whole sign-up: register, mail, confirm with the link, then log in', async () => {
  await register('funke', 'funke@example.ng');
  assert.equal((await authenticate('funke')).statusCode, 403);
  const { params } = lastMailTo(app, 'funke@example.ng', '/confirm-email');
  const res = await app.inject({
    method: 'POST',
    url: `/api/user/confirm-email?email=${encodeURIComponent(params.get('email')!)}&token=${encodeURIComponent(params.get('token')!)}`,
    payload: { email: params.get('email'), token: params.get('token') },
  });
  assert.equal(res.statusCode, 200);
  assert.match(res.json().message, /confirmed/);
  assert.equal((await authenticate('funke')).statusCode, 200);
});

test('confirm-email takes the token in the body too, and each token works once', async () => {
  await register('tobi', 'tobi@example.ng');
  const { params } = lastMailTo(app, 'tobi@example.ng', '/confirm-email');
  const body = { email: 'tobi@example.ng', token: params.get('token') };
  const first = await app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: body });
  assert.equal(first.statusCode, 200);
  const again = await app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: body });
  assert.equal(again.statusCode, 400);
  assert.match(again.json().message, /invalid or has expired/);
});

test('confirm-email refuses a wrong token, another account’s token, an expired token and missing fields', async () => {
  await register('kemi', 'kemi@example.ng');
  await register('yemi', 'yemi@example.ng');
  const kemi = lastMailTo(app, 'kemi@example.ng', '/confirm-email').params.get('token')!;
  const yemi = lastMailTo(app, 'yemi@example.ng', '/confirm-email').params.get('token')!;

  const wrong = await app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: { email: 'kemi@example.ng', token: 'guess' } });
  assert.equal(wrong.statusCode, 400);
  const crossed = await app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: { email: 'kemi@example.ng', token: yemi } });
  assert.equal(crossed.statusCode, 400);

  await app.db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailTokens.purpose, 'confirm-email'));
  const expired = await app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: { email: 'kemi@example.ng', token: kemi } });
  assert.equal(expired.statusCode, 400);
  assert.equal((await authenticate('kemi')).statusCode, 403);

  const missing = await app.inject({ method: 'POST', url: '/api/user/confirm-email?email=kemi@example.ng' });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json().errors, [{ field: 'token', message: 'token is required' }]);
});

test('confirmation links expire after 24 hours and reset links after 1 hour', async () => {
  const userId = await register('timer', 'timer@example.ng');
  await app.inject({ method: 'POST', url: '/api/User/send-reset-email/timer@example.ng' });
  await app.identity.settled(); // the mail is sent after the answer
  const rows = await app.db.select().from(emailTokens).where(eq(emailTokens.userId, userId));
  const hours = (p: string) => {
    const row = rows.find((r) => r.purpose === p)!;
    return (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
  };
  assert.ok(Math.abs(hours('confirm-email') - 24) < 0.01);
  assert.ok(Math.abs(hours('reset-password') - 1) < 0.01);
  assert.ok(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash)));
});

test('reactivation mails a new link to an unconfirmed account and answers the same for anyone', async () => {
  await register('late', 'late@example.ng');
  const before = readOutbox(app).length;
  const known = await app.inject({ method: 'GET', url: '/api/user/reactivation-email?email=late@example.ng' });
  const unknown = await app.inject({ method: 'GET', url: '/api/user/reactivation-email?email=ghost@example.ng' });
  await app.identity.settled(); // the mail is sent after the answer
  assert.equal(known.statusCode, 200);
  assert.equal(unknown.statusCode, 200);
  assert.deepEqual(known.json(), unknown.json());
  assert.equal(readOutbox(app).length, before + 1);

  const { params } = lastMailTo(app, 'late@example.ng', '/confirm-email');
  const ok = await app.inject({
    method: 'POST',
    url: '/api/user/confirm-email',
    payload: { email: 'late@example.ng', token: params.get('token') },
  });
  assert.equal(ok.statusCode, 200);

  const badEmail = await app.inject({ method: 'GET', url: '/api/user/reactivation-email?email=nope' });
  assert.equal(badEmail.statusCode, 400);
  assert.equal(badEmail.json().errors[0].field, 'email');
});

test('password reset: mailed link, new password works, old one and old sessions do not', async () => {
  const { user } = await createUser(app, { userName: 'forgetful', email: 'forgetful@example.ng' });
  const session = await login(app, 'forgetful', TEST_PASSWORD);

  const sent = await app.inject({ method: 'POST', url: '/api/User/send-reset-email/forgetful@example.ng', payload: {} });
  await app.identity.settled(); // the mail is sent after the answer
  assert.equal(sent.statusCode, 200);
  const { link, params } = lastMailTo(app, user.email, '/resetss');
  assert.ok(link.startsWith('http://localhost:8080/resetss?email='));
  const code = params.get('code')!;

  const mismatch = await app.inject({
    method: 'POST',
    url: '/api/User/reset-password',
    payload: { email: user.email, newPassword: 'Suya-spot#Kano2026', confirmPassword: 'Suya-spot#Kano2025', emailToken: code },
  });
  assert.equal(mismatch.statusCode, 400);
  assert.deepEqual(mismatch.json().errors, [{ field: 'confirmPassword', message: "Passwords don't match." }]);

  const common = await app.inject({
    method: 'POST',
    url: '/api/User/reset-password',
    payload: { email: user.email, newPassword: 'password123', confirmPassword: 'password123', emailToken: code },
  });
  assert.equal(common.statusCode, 400);
  assert.match(common.json().message, /too common/);

  const reset = await app.inject({
    method: 'POST',
    url: '/api/User/reset-password',
    payload: { email: user.email, newPassword: 'Suya-spot#Kano2026', confirmPassword: 'Suya-spot#Kano2026', emailToken: code },
  });
  assert.equal(reset.statusCode, 200);
  assert.match(reset.json().message, /reset/);

  assert.equal((await authenticate('forgetful', TEST_PASSWORD)).statusCode, 400);
  assert.equal((await authenticate('forgetful', 'Suya-spot#Kano2026')).statusCode, 200);
  const oldRefresh = await app.inject({ method: 'POST', url: '/api/user/refresh', payload: { RefreshToken: session.refreshToken } });
  assert.equal(oldRefresh.statusCode, 403);
});

test('a reset token works once', async () => {
  const { user } = await createUser(app, { userName: 'twice', email: 'twice@example.ng' });
  await app.inject({ method: 'POST', url: `/api/User/send-reset-email/${encodeURIComponent(user.email)}` });
  await app.identity.settled(); // the mail is sent after the answer
  const code = lastMailTo(app, user.email, '/resetss').params.get('code')!;
  const payload = { email: user.email, newPassword: 'Pepper-soup#Uyo2026', confirmPassword: 'Pepper-soup#Uyo2026', emailToken: code };
  assert.equal((await app.inject({ method: 'POST', url: '/api/User/reset-password', payload })).statusCode, 200);
  const again = await app.inject({
    method: 'POST',
    url: '/api/User/reset-password',
    payload: { ...payload, newPassword: 'Attacker#Choice2026', confirmPassword: 'Attacker#Choice2026' },
  });
  assert.equal(again.statusCode, 400);
  assert.match(again.json().message, /invalid or has expired/);
  assert.equal((await authenticate('twice', 'Pepper-soup#Uyo2026')).statusCode, 200);
});

test('an expired reset token or one for another account is refused', async () => {
  const a = await createUser(app, { userName: 'resa', email: 'resa@example.ng' });
  const b = await createUser(app, { userName: 'resb', email: 'resb@example.ng' });
  await app.inject({ method: 'POST', url: `/api/User/send-reset-email/${a.user.email}` });
  await app.identity.settled(); // the mail is sent after the answer
  const codeA = lastMailTo(app, a.user.email, '/resetss').params.get('code')!;
  const crossed = await app.inject({
    method: 'POST',
    url: '/api/User/reset-password',
    payload: { email: b.user.email, newPassword: 'Crossed#Wires2026', confirmPassword: 'Crossed#Wires2026', emailToken: codeA },
  });
  assert.equal(crossed.statusCode, 400);

  await app.db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailTokens.userId, a.user.id));
  const expired = await app.inject({
    method: 'POST',
    url: '/api/User/reset-password',
    payload: { email: a.user.email, newPassword: 'Too-late#Jos2026', confirmPassword: 'Too-late#Jos2026', emailToken: codeA },
  });
  assert.equal(expired.statusCode, 400);
});

test('send-reset-email answers the same whether or not the account exists', async () => {
  await createUser(app, { userName: 'exists', email: 'exists@example.ng' });
  const before = readOutbox(app).length;
  const known = await app.inject({ method: 'POST', url: '/api/user/send-reset-email/exists@example.ng' });
  const unknown = await app.inject({ method: 'POST', url: '/api/user/send-reset-email/nobody@example.ng' });
  await app.identity.settled(); // the mail is sent after the answer
  assert.equal(known.statusCode, 200);
  assert.equal(unknown.statusCode, 200);
  assert.deepEqual(known.json(), unknown.json());
  assert.equal(readOutbox(app).length, before + 1);
});
