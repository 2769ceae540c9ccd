import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { giveHealthConsent, withdrawHealthConsent } from '../helpers/consents';
import { createUser, type TestUser } from '../helpers/users';
import { call as callAs, child, storedFor, yearsAgo } from './helpers';

const app = await buildTestApp();
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 500 }]);
const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  callAs(app, user, method, url, payload);

async function shopper(firstName: string) {
  const user = await createUser(app, { firstName });
  await giveHealthConsent(app, user, 'prescriptions');
  return user;
}

describe('medication profiles', () => {
  it('makes "myself" on first use, adds a child with allergies, conditions and regular medicines, and reads them back', async () => {
    const ada = await shopper('Ada');
    const first = await call(ada, 'GET', '/api/medication-profiles');
    assert.equal(first.status, 200, JSON.stringify(first.json));
    assert.equal(first.json.items.length, 1);
    assert.equal(first.json.items[0].relationship, 'self');
    assert.equal((await call(ada, 'GET', '/api/medication-profiles')).json.items.length, 1, 'myself made once');

    const added = await call(ada, 'POST', '/api/medication-profiles', {
      ...child(),
      allergies: { ingredients: ['amoxicillin'], classes: ['penicillins', 'nsaids'] },
      conditions: ['asthma', 'sickle-cell-disease'],
      medicines: [{ medicineId: paracetamol.id }, { name: '  Salbutamol inhaler  ' }],
    });
    assert.equal(added.status, 201, JSON.stringify(added.json));
    assert.equal(added.json.label, 'Tobi');
    assert.equal(added.json.ageYears, 6);
    assert.equal(added.json.version, 1);
    assert.deepEqual(added.json.allergies, { ingredients: ['amoxicillin'], classes: ['penicillins', 'nsaids'] });
    assert.deepEqual(added.json.medicines, [
      { medicineId: paracetamol.id, name: 'Paracetamol 500mg' },
      { medicineId: null, name: 'Salbutamol inhaler' },
    ]);

    const list = await call(ada, 'GET', '/api/medication-profiles');
    assert.deepEqual(
      list.json.items.map((p: { relationship: string }) => p.relationship),
      ['self', 'child'],
    );
    const one = await call(ada, 'GET', `/api/medication-profiles/${added.json.id}`);
    assert.equal(one.status, 200);
    assert.deepEqual(one.json, added.json);
  });

  it("answers 404 for another shopper's profile, on every route, and changes nothing", async () => {
    const ada = await shopper('Ada');
    const bola = await shopper('Bola');
    const mine = await call(ada, 'POST', '/api/medication-profiles', child());
    const url = `/api/medication-profiles/${mine.json.id}`;
    assert.equal((await call(bola, 'GET', url)).status, 404);
    assert.equal((await call(bola, 'PUT', url, { ...child({ label: 'Mine now' }), version: 1 })).status, 404);
    assert.equal((await call(bola, 'DELETE', url)).status, 404);
    const bolas = await call(bola, 'GET', '/api/medication-profiles');
    assert.deepEqual(bolas.json.items.map((p: { id: string }) => p.id).includes(mine.json.id), false);
    const [row] = (await storedFor(app, ada.user.id)).filter((r) => r.id === mine.json.id);
    assert.equal(row.label, 'Tobi');
    assert.equal(row.version, 1);
  });

  it('refuses what the rules do not allow with 400 naming the field, and stores nothing', async () => {
    const ada = await shopper('Ada');
    await call(ada, 'GET', '/api/medication-profiles');
    const refusals: [object, string][] = [
      [{ ...child(), dateOfBirth: null }, 'dateOfBirth'],
      [{ relationship: 'child', label: 'Tobi' }, 'dateOfBirth'],
      [child({ dateOfBirth: '2020-02-30' }), 'dateOfBirth'],
      [child({ dateOfBirth: '12/05/2020' }), 'dateOfBirth'],
      [child({ dateOfBirth: yearsAgo(0, -2) }), 'dateOfBirth'],
      [child({ dateOfBirth: yearsAgo(121) }), 'dateOfBirth'],
      [child({ label: '   ' }), 'label'],
      [child({ label: 'x'.repeat(61) }), 'label'],
      [child({ relationship: 'self' }), 'relationship'],
      [child({ relationship: 'cousin-in-law' }), 'relationship'],
      [child({ sex: 'other' }), 'sex'],
      [child({ sex: 'male', pregnant: true, dateOfBirth: yearsAgo(30) }), 'pregnant'],
      [child({ sex: 'female', breastfeeding: true, dateOfBirth: yearsAgo(8) }), 'breastfeeding'],
      [child({ allergies: { ingredients: ['unobtainium'] } }), 'allergies.ingredients.0'],
      [child({ allergies: { classes: ['bad-vibes'] } }), 'allergies.classes.0'],
      [child({ allergies: { classes: ['penicillins', 'penicillins'] } }), 'allergies.classes'],
      [child({ conditions: ['pregnancy'] }), 'conditions.0'],
      [child({ medicines: [{ name: 'x'.repeat(121) }] }), 'medicines.0.name'],
      [child({ medicines: [{ name: '   ' }] }), 'medicines.0.name'],
      [child({ medicines: [{ medicineId: paracetamol.id, name: 'both' }] }), 'medicines.0'],
      [child({ medicines: [{ medicineId: crypto.randomUUID() }] }), 'medicines.0.medicineId'],
      [child({ medicines: [{ medicineId: paracetamol.id }, { medicineId: paracetamol.id }] }), 'medicines.1.medicineId'],
      [child({ medicines: Array.from({ length: 31 }, (_, i) => ({ name: `Medicine ${i}` })) }), 'medicines'],
    ];
    for (const [body, field] of refusals) {
      const res = await call(ada, 'POST', '/api/medication-profiles', body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 200)}: ${JSON.stringify(res.json)}`);
      assert.ok(
        res.json.errors?.some((e: { field: string }) => e.field === field),
        `${field} named in ${JSON.stringify(res.json)}`,
      );
    }
    assert.equal((await storedFor(app, ada.user.id)).length, 1, 'only "myself"');
  });

  it('allows pregnancy and breastfeeding for a female aged 10 or over, and sets the limits on people and allergies', async () => {
    const ada = await shopper('Ada');
    const list = await call(ada, 'GET', '/api/medication-profiles');
    const me = list.json.items[0];
    const tooFew = await call(ada, 'PUT', `/api/medication-profiles/${me.id}`, { version: me.version, sex: 'female', pregnant: true });
    assert.equal(tooFew.status, 400, 'no date of birth: the age cannot be told');
    assert.equal(tooFew.json.errors[0].field, 'dateOfBirth');
    const pregnant = await call(ada, 'PUT', `/api/medication-profiles/${me.id}`, {
      version: me.version,
      sex: 'female',
      dateOfBirth: yearsAgo(28),
      pregnant: true,
      breastfeeding: true,
    });
    assert.equal(pregnant.status, 200, JSON.stringify(pregnant.json));
    assert.equal(pregnant.json.pregnant, true);

    const tooMany = await call(ada, 'POST', '/api/medication-profiles', {
      ...child(),
      allergies: {
        ingredients: [
          'amoxicillin',
          'ampicillin',
          'cloxacillin',
          'flucloxacillin',
          'cefalexin',
          'cefuroxime',
          'ceftriaxone',
          'azithromycin',
        ],
        classes: [
          'penicillins',
          'cephalosporins',
          'carbapenems',
          'macrolides',
          'tetracyclines',
          'aminoglycosides',
          'quinolones',
          'sulphonamides',
          'nsaids',
          'aspirin-salicylates',
          'opioids',
          'local-anaesthetics',
          'ace-inhibitors',
          'antiepileptics',
        ],
      },
      conditions: [],
    });
    assert.equal(tooMany.status, 201, '22 allergies are within the limit');

    for (let i = 2; i < 10; i++)
      assert.equal((await call(ada, 'POST', '/api/medication-profiles', child({ label: `Child ${i}` }))).status, 201);
    const eleventh = await call(ada, 'POST', '/api/medication-profiles', child({ label: 'One too many' }));
    assert.equal(eleventh.status, 409);
    assert.equal(eleventh.json.code, 'too-many-profiles');
    assert.equal((await storedFor(app, ada.user.id)).length, 10);
  });

  it('replaces with the version read: a stale version answers 409 and keeps the newer edit; "myself" is never removed', async () => {
    const ada = await shopper('Ada');
    const added = await call(ada, 'POST', '/api/medication-profiles', child());
    const url = `/api/medication-profiles/${added.json.id}`;
    const edited = await call(ada, 'PUT', url, { ...child({ label: 'Tobi (son)' }), version: 1, conditions: ['epilepsy'] });
    assert.equal(edited.status, 200, JSON.stringify(edited.json));
    assert.equal(edited.json.version, 2);
    assert.deepEqual(edited.json.medicines, [], 'what the body leaves out is emptied');

    const stale = await call(ada, 'PUT', url, { ...child({ label: 'Overwritten' }), version: 1 });
    assert.equal(stale.status, 409);
    assert.equal(stale.json.errors[0].field, 'version');
    const [row] = (await storedFor(app, ada.user.id)).filter((r) => r.id === added.json.id);
    assert.equal(row.label, 'Tobi (son)');
    assert.deepEqual(row.conditions, ['epilepsy']);

    const me = (await call(ada, 'GET', '/api/medication-profiles')).json.items[0];
    const removeMe = await call(ada, 'DELETE', `/api/medication-profiles/${me.id}`);
    assert.equal(removeMe.status, 403);
    assert.equal(removeMe.json.code, 'own-profile');
    const notSelf = await call(ada, 'PUT', url, { ...child(), relationship: 'self', version: 2 });
    assert.equal(notSelf.status, 400);

    assert.equal((await call(ada, 'DELETE', url)).status, 204);
    assert.equal((await call(ada, 'GET', url)).status, 404);
    assert.equal((await storedFor(app, ada.user.id)).length, 1);
  });

  it('refuses every route with 409 consent-required, as a prescription upload does, until the health-data consent is given', async () => {
    const ada = await createUser(app, { firstName: 'Ada' });
    const refused = await call(ada, 'GET', '/api/medication-profiles');
    assert.equal(refused.status, 409, JSON.stringify(refused.json));
    assert.equal(refused.json.code, 'consent-required');
    assert.match(refused.json.message, /Using my prescriptions/);
    assert.equal((await call(ada, 'POST', '/api/medication-profiles', child())).json.code, 'consent-required');
    assert.equal((await storedFor(app, ada.user.id)).length, 0, 'nothing stored, not even "myself"');

    await giveHealthConsent(app, ada, 'prescriptions');
    const added = await call(ada, 'POST', '/api/medication-profiles', child());
    assert.equal(added.status, 201);
    await withdrawHealthConsent(app, ada, 'prescriptions');
    const url = `/api/medication-profiles/${added.json.id}`;
    for (const [method, path, body] of [
      ['GET', '/api/medication-profiles', undefined],
      ['POST', '/api/medication-profiles', child()],
      ['GET', url, undefined],
      ['PUT', url, { ...child(), version: 1 }],
      ['DELETE', url, undefined],
    ] as const) {
      const res = await call(ada, method, path, body);
      assert.equal(res.status, 409, `${method} ${path}`);
      assert.equal(res.json.code, 'consent-required');
    }
    assert.equal((await storedFor(app, ada.user.id)).length, 2, 'what was kept stays');
    assert.equal((await app.inject({ method: 'GET', url: '/api/medication-profiles' })).statusCode, 401);
  });
});
