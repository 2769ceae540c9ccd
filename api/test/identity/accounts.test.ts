import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { lastMailTo, readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, TEST_PASSWORD } from '../helpers/users';

const app = await buildTestApp();

const signup = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers,
    payload: {
      firstName: 'Chinedu',
      lastName: 'Eze',
      email: 'chinedu@example.ng',
      userName: 'chinedu',
      password: 'Yam-and-egg@Enugu9',
      isAdmin: false,
      ...overrides,
    },
  });

test('register creates an unconfirmed account and mails a confirmation link', async () => {
  const res = await signup();
  assert.equal(res.statusCode, 201);
  const body = res.json();
  assert.match(body.message, /check your email/i);
  assert.match(body.userId, /^[0-9a-f-]{36}$/);
  assert.equal(JSON.stringify(body).includes('argon2'), false);

  const { mail, params } = lastMailTo(app, 'chinedu@example.ng', '/confirm-email');
  assert.match(mail.from, /e-pharmacy/);
  assert.match(mail.raw, /text\/plain/);
  assert.match(mail.raw, /text\/html/);
  assert.equal(params.get('email'), 'chinedu@example.ng');
  assert.ok((params.get('token') ?? '').length >= 40);
  assert.ok(mail.links.some((l) => l.startsWith('http://localhost:8080/confirm-email?')));
});

test('a used email (any case) gets the answer a new one gets and its owner is mailed; a taken username a clear 409', async () => {
  const fresh = await signup({ email: 'brand.new@example.ng', userName: 'brand_new' });
  const sameEmail = await signup({ email: 'CHINEDU@Example.NG', userName: 'someone_else' });
  assert.equal(sameEmail.statusCode, fresh.statusCode);
  assert.deepEqual(Object.keys(sameEmail.json()).sort(), Object.keys(fresh.json()).sort());
  assert.equal(sameEmail.json().message, fresh.json().message);
  assert.match(sameEmail.json().userId, /^[0-9a-f-]{36}$/);
  const notice = readOutbox(app).filter((m) => m.to === 'chinedu@example.ng' && /tried to sign up/.test(m.subject));
  assert.equal(notice.length, 1);
  assert.match(notice[0].text, /already have an account/);
  assert.equal(
    (await app.inject({ method: 'GET', url: '/api/user', headers: (await createAdmin(app)).headers }))
      .json()
      .filter((u: { email: string }) => u.email.toLowerCase() === 'chinedu@example.ng').length,
    1,
  );

  const sameName = await signup({ email: 'other@example.ng', userName: 'CHINEDU' });
  assert.equal(sameName.statusCode, 409);
  assert.equal(sameName.json().message, 'This username is already taken.');
  assert.equal(sameName.json().errors[0].field, 'userName');
});

test('register validates each field and names the one at fault', async () => {
  const missing = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { lastName: 'Eze', email: 'a@b.ng', userName: 'abc', password: 'x'.repeat(10) },
  });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json().errors, [{ field: 'firstName', message: 'firstName is required' }]);

  const badEmail = await signup({ email: 'not-an-email', userName: 'newname' });
  assert.equal(badEmail.statusCode, 400);
  assert.equal(badEmail.json().errors[0].field, 'email');
  assert.match(badEmail.json().message, /valid email/);

  const short = await signup({ email: 'short@example.ng', userName: 'shorty', password: 'Ab1!xyz' });
  assert.equal(short.statusCode, 400);
  assert.deepEqual(short.json().errors, [{ field: 'password', message: 'password must be at least 8 characters' }]);

  const long = await signup({ email: 'long@example.ng', userName: 'longy', password: 'a'.repeat(129) });
  assert.equal(long.statusCode, 400);
  assert.equal(long.json().errors[0].field, 'password');
  assert.match(long.json().message, /at most 128/);

  const atInName = await signup({ email: 'at@example.ng', userName: 'me@home' });
  assert.equal(atInName.statusCode, 400);
  assert.equal(atInName.json().errors[0].field, 'userName');
});

test('a common password is refused with a message saying so', async () => {
  for (const password of ['password1', 'iloveyou', 'Qwerty123']) {
    const res = await signup({ email: `common-${password}@example.ng`, userName: `common_${password}`, password });
    assert.equal(res.statusCode, 400, password);
    assert.match(res.json().message, /too common/i);
    assert.equal(res.json().errors[0].field, 'password');
  }
});

test('isAdmin on register is ignored unless an admin makes the call', async () => {
  const res = await signup({ email: 'sneaky@example.ng', userName: 'sneaky', isAdmin: true });
  assert.equal(res.statusCode, 201);
  const admin = await createAdmin(app);
  const profile = await app.inject({ method: 'GET', url: `/api/user/user-profile/${res.json().userId}`, headers: admin.headers });
  assert.equal(profile.json().isAdmin, false);

  const user = await createUser(app);
  const byUser = await signup({ email: 'sneaky2@example.ng', userName: 'sneaky2', isAdmin: true }, user.headers);
  const p2 = await app.inject({ method: 'GET', url: `/api/user/user-profile/${byUser.json().userId}`, headers: admin.headers });
  assert.equal(p2.json().isAdmin, false);

  const byAdmin = await signup({ email: 'newadmin@example.ng', userName: 'newadmin', isAdmin: true }, admin.headers);
  assert.equal(byAdmin.statusCode, 201);
  const p3 = await app.inject({ method: 'GET', url: `/api/user/user-profile/${byAdmin.json().userId}`, headers: admin.headers });
  assert.equal(p3.json().isAdmin, true);
});

test('GET /api/User lists users for admins only, without password hashes', async () => {
  const user = await createUser(app);
  const admin = await createAdmin(app);
  assert.equal((await app.inject({ method: 'GET', url: '/api/User' })).statusCode, 401);
  const asUser = await app.inject({ method: 'GET', url: '/api/User', headers: user.headers });
  assert.equal(asUser.statusCode, 403);
  assert.match(asUser.json().message, /admin rights/);

  const res = await app.inject({ method: 'GET', url: '/api/User', headers: admin.headers });
  assert.equal(res.statusCode, 200);
  const list = res.json();
  assert.ok(list.some((u: { userId: string }) => u.userId === user.user.id));
  assert.ok(!res.body.includes('argon2') && !res.body.includes('passwordHash'));
  assert.deepEqual(Object.keys(list[0]).sort(), [
    'createdAt',
    'email',
    'emailConfirmed',
    'firstName',
    'isAdmin',
    'isPharmacist',
    'lastName',
    'pharmacistDisplayName',
    'pharmacistRegistration',
    'phone',
    'userId',
    'userName',
  ]);
});

test('a user reads their own profile; another user is refused with 403; admins read any', async () => {
  const ada = await createUser(app, { firstName: 'Ada', lastName: 'Obi' });
  const bayo = await createUser(app, { firstName: 'Bayo', lastName: 'Ade' });
  const admin = await createAdmin(app);

  const own = await app.inject({ method: 'GET', url: `/api/user/user-profile/${ada.user.id}`, headers: ada.headers });
  assert.equal(own.statusCode, 200);
  assert.equal(own.json().firstName, 'Ada');
  assert.equal(own.json().email, ada.user.email);

  const other = await app.inject({ method: 'GET', url: `/api/user/user-profile/${ada.user.id}`, headers: bayo.headers });
  assert.equal(other.statusCode, 403);
  assert.equal(other.json().message, 'You can only access your own account.');

  const byAdmin = await app.inject({ method: 'GET', url: `/api/User/User-Profile/${ada.user.id}`, headers: admin.headers });
  assert.equal(byAdmin.statusCode, 200);
  assert.equal(byAdmin.json().userName, ada.user.userName);

  const anonymous = await app.inject({ method: 'GET', url: `/api/user/user-profile/${ada.user.id}` });
  assert.equal(anonymous.statusCode, 401);

  const badId = await app.inject({ method: 'GET', url: '/api/user/user-profile/not-a-uuid', headers: admin.headers });
  assert.equal(badId.statusCode, 400);
  assert.equal(badId.json().errors[0].field, 'userId');

  const unknown = await app.inject({
    method: 'GET',
    url: '/api/user/user-profile/00000000-0000-4000-8000-000000000000',
    headers: admin.headers,
  });
  assert.equal(unknown.statusCode, 404);
});

test('edit-profile changes the caller’s own names; another user’s profile is refused', async () => {
  const ada = await createUser(app);
  const bayo = await createUser(app);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/user/edit-profile?userId=${ada.user.id}`,
    headers: ada.headers,
    payload: { firstName: 'Adaora', lastName: 'Nwosu', userName: 'adaora_n', email: ada.user.email },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().firstName, 'Adaora');
  assert.equal(res.json().userName, 'adaora_n');
  assert.equal(res.json().emailConfirmed, true);
  assert.equal(res.json().message, 'Profile updated.');

  const forbidden = await app.inject({
    method: 'PUT',
    url: `/api/user/edit-profile?userId=${ada.user.id}`,
    headers: bayo.headers,
    payload: { firstName: 'Hacked' },
  });
  assert.equal(forbidden.statusCode, 403);
  const after = await app.inject({ method: 'GET', url: `/api/user/user-profile/${ada.user.id}`, headers: ada.headers });
  assert.equal(after.json().firstName, 'Adaora');

  const taken = await app.inject({
    method: 'PUT',
    url: `/api/user/edit-profile?userId=${bayo.user.id}`,
    headers: bayo.headers,
    payload: { userName: 'ADAORA_N' },
  });
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().errors[0].field, 'userName');

  const nothing = await app.inject({
    method: 'PUT',
    url: `/api/user/edit-profile?userId=${bayo.user.id}`,
    headers: bayo.headers,
    payload: { passwordHash: 'x' },
  });
  assert.equal(nothing.statusCode, 400);
  assert.match(nothing.json().message, /at least one of firstName/);
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { username: bayo.user.userName, password: bayo.password },
  });
  assert.equal(login.statusCode, 200);
});

test('a new email applies only once the link mailed to it is followed', async () => {
  const ada = await createUser(app);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/user/edit-profile?userId=${ada.user.id}`,
    headers: ada.headers,
    payload: { email: 'ada.new@example.ng' },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().email, ada.user.email);
  assert.equal(res.json().emailConfirmed, true);
  assert.match(res.json().message, /sent a link to confirm your new address/);
  await app.identity.settled();
  const { mail, params } = lastMailTo(app, 'ada.new@example.ng', '/confirm-email');
  assert.doesNotMatch(mail.text, new RegExp(ada.user.firstName));
  const unchanged = await app.inject({ method: 'GET', url: `/api/user/user-profile/${ada.user.id}`, headers: ada.headers });
  assert.equal(unchanged.json().email, ada.user.email);
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/user/confirm-email?email=${encodeURIComponent(params.get('email')!)}&token=${encodeURIComponent(params.get('token')!)}`,
  });
  assert.equal(confirm.statusCode, 200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { username: 'ada.new@example.ng', password: TEST_PASSWORD },
  });
  assert.equal(login.statusCode, 200);
  const moved = await app.inject({ method: 'GET', url: `/api/user/user-profile/${ada.user.id}`, headers: ada.headers });
  assert.equal(moved.json().email, 'ada.new@example.ng');
  assert.equal(moved.json().emailConfirmed, true);
});
