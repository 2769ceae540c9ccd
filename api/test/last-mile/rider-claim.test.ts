import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { riders } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { pharmacyWithStock } from '../helpers/locations';
import { createAdmin, createUser, login, TEST_PASSWORD } from '../helpers/users';

// A pharmacy's rider gets the My deliveries entry of the admin menu: their access token says
// rider (for the interface only; the rider's routes check the riders table on every call). The
// claim is read at each login and refresh, so a rider removed or erased loses it on the next one.
const app = await buildTestApp();
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
const refresh = (tokens: { accessToken: string; refreshToken: string }) =>
  app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken: tokens.refreshToken, accessToken: tokens.accessToken } });

const admin = await createAdmin(app);
const pharmacy = await pharmacyWithStock(app, 'Claim Kano', 'Kano', [12.0, 8.5167], []);
const addRider = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/riders',
    headers: admin.headers,
    payload: { email, phone: '0803 111 2222', pharmacyId: pharmacy.id },
  });
  assert.equal(res.statusCode, 200, res.body);
};

test('a rider logs in and refreshes with the rider claim; others without it; a rider removed loses it on the next refresh', async () => {
  const musa = await createUser(app, { firstName: 'Musa' });
  const before = await login(app, musa.user.userName, musa.password);
  assert.equal(claims(before.accessToken).rider, undefined, 'not a rider yet');

  await addRider(musa.user.email);
  // The token from before the binding says nothing until it is renewed; the renewed one says rider.
  const renewed = await refresh(before);
  assert.equal(renewed.statusCode, 200, renewed.body);
  assert.equal(claims(renewed.json().AccessToken).rider, true);
  const tokens = await login(app, musa.user.userName, musa.password);
  assert.equal(claims(tokens.accessToken).rider, true);
  assert.equal(claims(tokens.accessToken).pharmacyStaff, undefined, 'a rider is not the pharmacy’s staff');
  assert.equal(claims((await login(app, admin.user.userName, admin.password)).accessToken).rider, undefined);

  // Removed from the pharmacy: the next refresh answers a token without the claim.
  const removed = await app.inject({ method: 'DELETE', url: `/api/staff/riders/${musa.user.id}`, headers: admin.headers });
  assert.equal(removed.statusCode, 204, removed.body);
  assert.equal((await app.db.select().from(riders).where(eq(riders.userId, musa.user.id))).length, 0);
  const after = await refresh(tokens);
  assert.equal(after.statusCode, 200, after.body);
  assert.equal(claims(after.json().AccessToken).rider, undefined);
});

test('an erased rider’s binding goes with the account: nothing renews a rider claim', async () => {
  const bala = await createUser(app, { firstName: 'Bala' });
  await addRider(bala.user.email);
  const tokens = await login(app, bala.user.userName, bala.password);
  assert.equal(claims(tokens.accessToken).rider, true);
  const erased = await app.inject({
    method: 'POST',
    url: '/api/account/erase',
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    payload: { password: TEST_PASSWORD, confirm: 'erase' },
  });
  assert.equal(erased.statusCode, 204, erased.body);
  assert.deepEqual(await app.db.select().from(riders).where(eq(riders.userId, bala.user.id)), []);
  assert.notEqual((await refresh(tokens)).statusCode, 200, 'the erased session renews nothing');
});
