import assert from 'node:assert/strict';
import { test } from 'node:test';
import { laboratories } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { approveHealthAccess, createAdmin, createUser, login } from '../helpers/users';

// A laboratory's staff get the Laboratory bookings entry of the admin menu: their access token
// says labStaff (for the interface only; the lab's routes check lab_staff on every call).
const app = await buildTestApp();
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

test("a laboratory's staff log in with the labStaff claim; others, and staff taken off, without it", async () => {
  const admin = await createAdmin(app);
  const staff = await createUser(app);
  const [lab] = await app.db.insert(laboratories).values({ name: 'Surulere Lab', location: 'Surulere, Lagos' }).returning();
  assert.equal(claims((await login(app, staff.user.userName, staff.password)).accessToken).labStaff, undefined);

  const put = (laboratoryId: string | null) =>
    app.inject({ method: 'PUT', url: `/api/admin/users/${staff.user.id}/laboratory`, headers: admin.headers, payload: { laboratoryId } });
  const asked = await put(lab.id);
  assert.equal(asked.statusCode, 200);
  assert.equal((await approveHealthAccess(app, asked.json().accessRequestId)).status, 200);
  const tokens = await login(app, staff.user.userName, staff.password);
  assert.equal(claims(tokens.accessToken).labStaff, true);
  // A refreshed token says it too.
  const refreshed = await app.inject({
    method: 'POST',
    url: '/api/user/refresh',
    payload: { refreshToken: tokens.refreshToken, accessToken: tokens.accessToken },
  });
  assert.equal(refreshed.statusCode, 200, refreshed.body);
  assert.equal(claims(refreshed.json().AccessToken).labStaff, true);
  assert.equal(claims((await login(app, admin.user.userName, admin.password)).accessToken).labStaff, undefined);

  assert.equal((await put(null)).statusCode, 200);
  assert.equal(claims((await login(app, staff.user.userName, staff.password)).accessToken).labStaff, undefined);
});
