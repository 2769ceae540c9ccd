// The list a pharmacist decides requests to open health data from: who would receive access, what,
// and who asked (by name, since a pharmacist cannot read the admin's user list), oldest first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { laboratories } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser, makePharmacist } from '../helpers/users';

const app = await buildTestApp();

test('the pending requests name the grantee and the admin who asked; a decided one leaves the list', async () => {
  const asker = await createAdmin(app, { firstName: 'Bola', lastName: 'Adewale' });
  const storeAdmin = await createAdmin(app, { firstName: 'Store', lastName: 'Admin' });
  const labUser = await createUser(app, { firstName: 'Kemi', lastName: 'Lab' });
  const [lab] = await app.db.insert(laboratories).values({ name: 'Yaba Lab', location: 'Lagos' }).returning();
  const pharmacist = await makePharmacist(app, await createUser(app, { firstName: 'Ngozi', lastName: 'Eze' }), 'PCN/047012');

  const grant = await app.inject({
    method: 'PUT',
    url: `/api/admin/users/${storeAdmin.user.id}/pharmacist`,
    headers: asker.headers,
    payload: { pharmacist: true, pcnRegistrationNumber: 'PCN/012345' },
  });
  assert.equal(grant.statusCode, 200, grant.body);
  const bind = await app.inject({
    method: 'PUT',
    url: `/api/admin/users/${labUser.user.id}/laboratory`,
    headers: asker.headers,
    payload: { laboratoryId: lab.id },
  });
  assert.equal(bind.statusCode, 200, bind.body);

  const list = await app.inject({ method: 'GET', url: '/api/pharmacist/health-access-requests', headers: pharmacist.headers });
  assert.equal(list.statusCode, 200, list.body);
  const pending = list.json() as Record<string, unknown>[];
  assert.deepEqual(
    pending.map((r) => [r.kind, r.userName, r.pharmacistRegistration, r.laboratoryId, r.requestedBy, r.requestedByName]),
    [
      ['pharmacist', 'Store Admin', 'PCN/012345', null, asker.user.id, 'Bola Adewale'],
      ['laboratory', 'Kemi Lab', null, lab.id, asker.user.id, 'Bola Adewale'],
    ],
  );

  const decided = await app.inject({
    method: 'POST',
    url: `/api/pharmacist/health-access-requests/${pending[0].id as string}`,
    headers: pharmacist.headers,
    payload: { approve: false },
  });
  assert.equal(decided.statusCode, 200, decided.body);
  assert.equal(decided.json().state, 'refused');
  const after = await app.inject({ method: 'GET', url: '/api/pharmacist/health-access-requests', headers: pharmacist.headers });
  assert.deepEqual(
    (after.json() as { userName: string }[]).map((r) => r.userName),
    ['Kemi Lab'],
  );
});
