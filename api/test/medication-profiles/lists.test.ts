import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { giveHealthConsent } from '../helpers/consents';
import { createUser } from '../helpers/users';
import { call, child } from './helpers';

const app = await buildTestApp();

describe('medication profile lists', () => {
  it("gives a signed-in shopper the form's lists without the health-data consent, and they are what a profile accepts", async () => {
    const ada = await createUser(app, { firstName: 'Ada' });
    const lists = await call(app, ada, 'GET', '/api/medication-profiles/lists');
    assert.equal(lists.status, 200, JSON.stringify(lists.json));
    assert.ok(!lists.json.relationships.includes('self'), 'only people added');
    assert.ok(lists.json.relationships.includes('child'));
    assert.deepEqual(lists.json.sexes, ['female', 'male']);
    assert.ok(lists.json.allergyIngredients.includes('amoxicillin'));
    assert.deepEqual(
      lists.json.allergyClasses.find((c: { code: string }) => c.code === 'nsaids'),
      { code: 'nsaids', label: 'Non-steroidal anti-inflammatory drugs (NSAIDs)' },
    );
    assert.ok(lists.json.conditions.some((c: { code: string }) => c.code === 'sickle-cell-disease'));
    assert.deepEqual(lists.json.limits, { people: 10, allergies: 30, medicines: 30 });
    assert.equal(lists.json.youngestPregnantYears, 10);

    const everything = {
      ...child(),
      allergies: {
        ingredients: lists.json.allergyIngredients.slice(0, 15),
        classes: lists.json.allergyClasses.map((c: { code: string }) => c.code),
      },
      conditions: lists.json.conditions.map((c: { code: string }) => c.code),
    };
    const bola = await createUser(app, { firstName: 'Bola' });
    await giveHealthConsent(app, bola, 'prescriptions');
    const added = await call(app, bola, 'POST', '/api/medication-profiles', everything);
    assert.equal(added.status, 201, JSON.stringify(added.json));
  });

  it('answers 401 without a sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/medication-profiles/lists' });
    assert.equal(res.statusCode, 401);
  });
});
