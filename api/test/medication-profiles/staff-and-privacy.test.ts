import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { auditEntries, users } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { giveHealthConsent } from '../helpers/consents';
import { TEST_PASSWORD, createAdmin, createUser, type TestUser } from '../helpers/users';
import { call as callAs, child, storedFor } from './helpers';

const app = await buildTestApp();
const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  callAs(app, user, method, url, payload);

async function shopperWithChild(firstName: string) {
  const user = await createUser(app, { firstName });
  await giveHealthConsent(app, user, 'prescriptions');
  const added = await call(user, 'POST', '/api/medication-profiles', {
    ...child({ label: 'Kemi' }),
    allergies: { classes: ['sulphonamides'] },
    medicines: [{ name: 'Hydroxyurea 500mg' }],
  });
  assert.equal(added.status, 201, JSON.stringify(added.json));
  return { user, profile: added.json };
}

const readsOf = (shopperId: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'medication-profile'), eq(auditEntries.entityId, shopperId)));

describe("staff reading a shopper's medication profiles", () => {
  it('lets a pharmacist read them, each read in the audit log with who read', async () => {
    const { user: ada, profile } = await shopperWithChild('Ada');
    const pharmacist = await createUser(app, { firstName: 'Chidi', lastName: 'Okafor' });
    await app.db.update(users).set({ isPharmacist: true, pharmacistRegistration: 'PCN/012345' }).where(eq(users.id, pharmacist.user.id));

    const read = await call(pharmacist, 'GET', `/api/pharmacist/medication-profiles/${ada.user.id}`);
    assert.equal(read.status, 200, JSON.stringify(read.json));
    assert.equal(read.json.userId, ada.user.id);
    assert.deepEqual(
      read.json.items.map((p: { id: string }) => p.id),
      (await storedFor(app, ada.user.id)).map((r) => r.id).sort((a, b) => (a === profile.id ? 1 : b === profile.id ? -1 : 0)),
    );
    assert.equal(read.json.items.find((p: { id: string }) => p.id === profile.id).allergies.classes[0], 'sulphonamides');

    await call(pharmacist, 'GET', `/api/pharmacist/medication-profiles/${ada.user.id}`);
    const entries = await readsOf(ada.user.id);
    assert.equal(entries.length, 2, 'one entry per read');
    assert.equal(entries[0].actorId, pharmacist.user.id);
    assert.equal(entries[0].action, 'read');

    const admin = await createAdmin(app);
    const logged = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityType=medication-profile&entityId=${ada.user.id}`,
      headers: admin.headers,
    });
    assert.equal(logged.statusCode, 200, logged.body);
    assert.equal(logged.json().length, 2);
  });

  it('refuses a shopper and an admin who is not a pharmacist with 403, and logs no read', async () => {
    const { user: ada } = await shopperWithChild('Ada');
    const bola = await createUser(app, { firstName: 'Bola' });
    const admin = await createAdmin(app);
    for (const caller of [bola, ada, admin]) {
      const res = await call(caller, 'GET', `/api/pharmacist/medication-profiles/${ada.user.id}`);
      assert.equal(res.status, 403, JSON.stringify(res.json));
    }
    assert.equal((await app.inject({ method: 'GET', url: `/api/pharmacist/medication-profiles/${ada.user.id}` })).statusCode, 401);
    assert.equal((await readsOf(ada.user.id)).length, 0);
  });
});

describe('medication profiles and the shopper’s data', () => {
  it('are in the data export, as JSON and as medication-profiles.csv', async () => {
    const { user: ada, profile } = await shopperWithChild('Ada');
    const res = await app.inject({ method: 'GET', url: '/api/account/data-export', headers: ada.headers });
    assert.equal(res.statusCode, 200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json'])) as { tables: Record<string, Record<string, unknown>[]> };
    const rows = data.tables.medication_profiles;
    assert.equal(rows.length, 2, '"myself" and Kemi');
    assert.ok(rows.some((r) => r.id === profile.id && r.label === 'Kemi'));
    const csv = strFromU8(files['medication-profiles.csv']);
    assert.match(csv, /Kemi/);
    assert.match(csv, /sulphonamides/);
    assert.match(csv, /Hydroxyurea 500mg/);
    assert.match(strFromU8(files['README.txt']), /medication-profiles\.csv/);
  });

  it('are removed when the account is erased', async () => {
    const { user: ada } = await shopperWithChild('Ada');
    const { user: bola } = await shopperWithChild('Bola');
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/erase',
      headers: ada.headers,
      payload: { password: TEST_PASSWORD, confirm: 'erase' },
    });
    assert.equal(res.statusCode, 204, res.body);
    assert.equal((await storedFor(app, ada.user.id)).length, 0);
    assert.equal((await storedFor(app, bola.user.id)).length, 2, "another shopper's stay");
  });
});
