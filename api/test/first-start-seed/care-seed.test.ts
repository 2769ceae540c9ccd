import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ambulances, labSlots, labTests } from '../../src/platform/db/schema/index';
import { seedLabs } from '../../src/workflows/first-start-seed/care-seed';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp({ seed: true });

test('a first start shows bookable lab tests, future collection slots and ambulances with crew phones', async () => {
  const tests = await app.inject({ method: 'GET', url: '/api/labs/tests' });
  assert.equal(tests.statusCode, 200);
  const list = tests.json() as { id: string; name: string; laboratoryName: string }[];
  assert.ok(list.some((t) => t.name === 'Fasting blood sugar' && t.laboratoryName === 'Ikeja Diagnostic Laboratory'));
  const fbs = list.find((t) => t.name === 'Fasting blood sugar' && t.laboratoryName === 'Ikeja Diagnostic Laboratory')!;
  const slots = (await app.inject({ method: 'GET', url: `/api/labs/tests/${fbs.id}/slots` })).json() as {
    area: string;
    placesLeft: number;
    homeFee: number | null;
  }[];
  assert.ok(slots.length > 0);
  assert.ok(slots.some((s) => s.area === 'Lekki' && s.homeFee === 2500 && s.placesLeft === 4));
  const crews = await app.db.select({ crewPhone: ambulances.crewPhone }).from(ambulances);
  assert.ok(crews.length > 0 && crews.every((a) => a.crewPhone), 'every seeded ambulance has a crew phone');
});

test('seeding the lab tests again changes nothing', async () => {
  const count = async () =>
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(labSlots))[0].n +
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(labTests))[0].n;
  const before = await count();
  await seedLabs(app);
  assert.equal(await count(), before);
});
