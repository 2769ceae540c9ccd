import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser, login, TEST_PASSWORD } from '../helpers/users';

const app = await buildTestApp();
const key = new TextEncoder().encode(app.config.jwtSecret);

const authenticate = (payload: Record<string, unknown>, url = '/api/user/authenticate') => app.inject({ method: 'POST', url, payload });
const refresh = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user/refresh', payload });
const profileWith = (userId: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/user/user-profile/${userId}`, headers: { authorization: `Bearer ${token}` } });

test('login with user name or email returns message, accessToken and refreshToken', async () => {
  const { user } = await createUser(app, { firstName: 'Ngozi', lastName: 'Umeh', userName: 'ngozi', email: 'ngozi@example.ng' });
  for (const username of ['ngozi', 'NGOZI', 'ngozi@example.ng', 'Ngozi@Example.ng']) {
    const res = await authenticate({ username, password: TEST_PASSWORD });
    assert.equal(res.statusCode, 200, username);
    const body = res.json();
    assert.equal(body.message, 'Login successful.');
    assert.equal(typeof body.refreshToken, 'string');
    const claims = decodeJwt(body.accessToken);
    assert.equal(claims.name, 'Ngozi Umeh');
    assert.equal(claims.role, 'user');
    assert.equal(claims.UserId, user.id);
    assert.equal(claims.typ, 'access');
    assert.equal((claims.exp as number) - (claims.iat as number), 15 * 60);
  }
  const viaAuth = await authenticate({ username: 'ngozi', password: TEST_PASSWORD }, '/api/auth');
  assert.equal(viaAuth.statusCode, 200);
  assert.ok(viaAuth.json().accessToken);
});

test('an admin gets role admin in the token', async () => {
  await createUser(app, { admin: true, userName: 'boss', email: 'boss@example.ng' });
  const { accessToken } = await login(app, 'boss', TEST_PASSWORD);
  assert.equal(decodeJwt(accessToken).role, 'admin');
});

test('a wrong password or unknown user gets the same 400', async () => {
  await createUser(app, { userName: 'emeka', email: 'emeka@example.ng' });
  const wrong = await authenticate({ username: 'emeka', password: 'Not-the-password-1' });
  const unknown = await authenticate({ username: 'nobody_here', password: 'Not-the-password-1' });
  assert.equal(wrong.statusCode, 400);
  assert.equal(unknown.statusCode, 400);
  assert.equal(wrong.json().message, 'Invalid username or password.');
  assert.deepEqual(unknown.json(), wrong.json());
});

test('login requires the fields, with the field named', async () => {
  const res = await authenticate({ username: 'someone' });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().errors, [{ field: 'password', message: 'password is required' }]);
});

test('SQL metacharacters in login are just a wrong login, and harm nothing', async () => {
  await createUser(app, { userName: 'target', email: 'target@example.ng' });
  for (const username of ["' OR '1'='1", "target' --", "'; DROP TABLE users; --", 'target%', '%', '_arget', 'target\\']) {
    const res = await authenticate({ username, password: "' OR '1'='1" });
    assert.equal(res.statusCode, 400, username);
  }
  const ok = await authenticate({ username: 'target', password: TEST_PASSWORD });
  assert.equal(ok.statusCode, 200);
});

test('login needs a confirmed email, and the refusal points to reactivation', async () => {
  await createUser(app, { userName: 'unconfirmed', email: 'unconfirmed@example.ng', confirmed: false });
  const res = await authenticate({ username: 'unconfirmed', password: TEST_PASSWORD });
  assert.equal(res.statusCode, 403);
  assert.match(res.json().message, /confirm your email/i);
  assert.match(res.json().message, /Reactivate Email/);
});

test('refresh rotates the pair; accepts PascalCase and camelCase', async () => {
  const { user } = await createUser(app, { userName: 'rotator', email: 'rotator@example.ng' });
  const first = await login(app, 'rotator', TEST_PASSWORD);
  const r1 = await refresh({ AccessToken: first.accessToken, RefreshToken: first.refreshToken });
  assert.equal(r1.statusCode, 200);
  const pair1 = r1.json();
  assert.deepEqual(Object.keys(pair1).sort(), ['AccessToken', 'RefreshToken']);
  assert.notEqual(pair1.RefreshToken, first.refreshToken);
  assert.equal(decodeJwt(pair1.AccessToken).UserId, user.id);
  assert.equal((await profileWith(user.id, pair1.AccessToken)).statusCode, 200);

  const r2 = await refresh({ accessToken: pair1.AccessToken, refreshToken: pair1.RefreshToken });
  assert.equal(r2.statusCode, 200);
  assert.notEqual(r2.json().RefreshToken, pair1.RefreshToken);
});

test('a refresh token used twice revokes its whole family', async () => {
  await createUser(app, { userName: 'victim', email: 'victim@example.ng' });
  const first = await login(app, 'victim', TEST_PASSWORD);
  const other = await login(app, 'victim', TEST_PASSWORD); // another device: another family
  const stolen = first.refreshToken;
  const legit = (await refresh({ RefreshToken: stolen })).json();

  const replay = await refresh({ RefreshToken: stolen });
  assert.equal(replay.statusCode, 403);
  assert.match(replay.json().message, /already used/);

  // The token that replaced it is dead too: the family is revoked.
  const afterRevocation = await refresh({ RefreshToken: legit.RefreshToken });
  assert.equal(afterRevocation.statusCode, 403);

  // The other login is untouched.
  const otherDevice = await refresh({ RefreshToken: other.refreshToken });
  assert.equal(otherDevice.statusCode, 200);
});

test('an access token is never accepted as a refresh token, nor the reverse', async () => {
  const { user } = await createUser(app, { userName: 'mixer', email: 'mixer@example.ng' });
  const pair = await login(app, 'mixer', TEST_PASSWORD);

  const accessAsRefresh = await refresh({ RefreshToken: pair.accessToken });
  assert.equal(accessAsRefresh.statusCode, 403);

  const refreshAsAccess = await profileWith(user.id, pair.refreshToken);
  assert.equal(refreshAsAccess.statusCode, 401);

  // A token signed with our key but of another type (typ) is not an access token.
  const notAccess = await new SignJWT({ name: 'x', role: 'admin', UserId: user.id, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer('e-pharmacy')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
  assert.equal((await profileWith(user.id, notAccess)).statusCode, 401);

  // The refresh token still works after those attempts.
  assert.equal((await refresh({ RefreshToken: pair.refreshToken })).statusCode, 200);
});

test('refresh refuses a missing, unknown or mismatched token', async () => {
  const missing = await refresh({ AccessToken: 'x' });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().errors[0].field, 'RefreshToken');
  const unknown = await refresh({ RefreshToken: 'made-up-token' });
  assert.equal(unknown.statusCode, 403);

  await createUser(app, { userName: 'pairone', email: 'pairone@example.ng' });
  await createUser(app, { userName: 'pairtwo', email: 'pairtwo@example.ng' });
  const one = await login(app, 'pairone', TEST_PASSWORD);
  const two = await login(app, 'pairtwo', TEST_PASSWORD);
  const mismatched = await refresh({ AccessToken: two.accessToken, RefreshToken: one.refreshToken });
  assert.equal(mismatched.statusCode, 403);
});

test('an alg:none token is refused', async () => {
  const { user } = await createUser(app, { admin: true });
  const unsigned = new UnsecuredJWT({ name: 'Evil', role: 'admin', UserId: user.id, typ: 'access' })
    .setSubject(user.id)
    .setIssuer('e-pharmacy')
    .setIssuedAt()
    .setExpirationTime('5m')
    .encode();
  assert.equal((await profileWith(user.id, unsigned)).statusCode, 401);
  assert.equal((await app.inject({ method: 'GET', url: '/api/User', headers: { authorization: `Bearer ${unsigned}` } })).statusCode, 401);
});

test('a token signed with another algorithm (even with our secret) is refused', async () => {
  const { user } = await createUser(app);
  const hs512 = await new SignJWT({ name: 'x', role: 'user', UserId: user.id, typ: 'access' })
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject(user.id)
    .setIssuer('e-pharmacy')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new Uint8Array(Buffer.concat([Buffer.from(key), Buffer.from(key)])));
  assert.equal((await profileWith(user.id, hs512)).statusCode, 401);
});

test('a token signed with another key or tampered is refused', async () => {
  const { user, accessToken } = await createUser(app);
  const forged = await new SignJWT({ name: 'x', role: 'admin', UserId: user.id, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer('e-pharmacy')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-000'));
  assert.equal((await app.inject({ method: 'GET', url: '/api/User', headers: { authorization: `Bearer ${forged}` } })).statusCode, 401);

  const [h, , sig] = accessToken.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeJwt(accessToken), role: 'admin' })).toString('base64url');
  const tampered = `${h}.${payload}.${sig}`;
  assert.equal((await app.inject({ method: 'GET', url: '/api/User', headers: { authorization: `Bearer ${tampered}` } })).statusCode, 401);
});

test('an expired access token is refused with a message saying so, and refresh renews the session', async () => {
  const { user } = await createUser(app, { userName: 'sleepy', email: 'sleepy@example.ng' });
  const pair = await login(app, 'sleepy', TEST_PASSWORD);
  const { sid } = decodeJwt(pair.accessToken);
  const expired = await new SignJWT({ name: 'Sleepy', role: 'user', UserId: user.id, sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer('e-pharmacy')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(key);
  const res = await profileWith(user.id, expired);
  assert.equal(res.statusCode, 401);
  assert.match(res.json().message, /expired/);

  // The client's 401 handling: refresh with the expired access token and the stored refresh token.
  const renewed = await refresh({ AccessToken: expired, RefreshToken: pair.refreshToken });
  assert.equal(renewed.statusCode, 200);
  assert.equal((await profileWith(user.id, renewed.json().AccessToken)).statusCode, 200);
});

test('logout ends the login', async () => {
  await createUser(app, { userName: 'leaver', email: 'leaver@example.ng' });
  const pair = await login(app, 'leaver', TEST_PASSWORD);
  const res = await app.inject({ method: 'POST', url: '/api/user/logout', payload: { refreshToken: pair.refreshToken } });
  assert.equal(res.statusCode, 200);
  assert.equal((await refresh({ RefreshToken: pair.refreshToken })).statusCode, 403);
});

test('refresh tokens are stored hashed, never in clear', async () => {
  await createUser(app, { userName: 'hashed', email: 'hashed@example.ng' });
  const pair = await login(app, 'hashed', TEST_PASSWORD);
  const { refreshTokens } = await import('../../src/platform/db/schema/identity');
  const rows = await app.db.select().from(refreshTokens);
  assert.ok(rows.length > 0);
  assert.ok(rows.every((r) => r.tokenHash !== pair.refreshToken && /^[0-9a-f]{64}$/.test(r.tokenHash)));
});
