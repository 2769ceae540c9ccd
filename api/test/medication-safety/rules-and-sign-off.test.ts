import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditEntries } from '../../src/platform/db/schema/audit';
import { medicines } from '../../src/platform/db/schema/catalogue';
import { ingredientClasses, medicineIngredients, safetyRuleSets } from '../../src/platform/db/schema/medication-safety';
import { checkMedicationSafety } from '../../src/domains/medication-safety/safety-rules';
import { seedMedicationSafety } from '../../src/workflows/first-start-seed/seed';
import { SEED_SAFETY_RULES } from '../../src/workflows/first-start-seed/safety-rules-data';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser, makePharmacist } from '../helpers/users';

const app = await buildTestApp({ seed: true });

const get = (headers?: Record<string, string>) => app.inject({ method: 'GET', url: '/api/medication-safety/rules', headers });
const signOff = (version: number, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/medication-safety/rules/${version}/sign-off`, headers });

test('the seed describes the medicines it adds: ingredients with strength per unit, and their classes', async () => {
  const [augmentin] = await app.db.select({ id: medicines.id }).from(medicines).where(eq(medicines.name, 'Augmentin 625mg Tablets (14)'));
  const rows = await app.db.select().from(medicineIngredients).where(eq(medicineIngredients.medicineId, augmentin.id));
  assert.deepEqual(rows.map((r) => [r.ingredient, r.strengthMg]).sort(), [
    ['amoxicillin', 500],
    ['clavulanic acid', 125],
  ]);
  const classes = await app.db.select().from(ingredientClasses).where(eq(ingredientClasses.ingredient, 'amoxicillin'));
  assert.deepEqual(
    classes.map((c) => c.classCode),
    ['penicillins'],
  );
});

test('the check runs on the stored tables: Panadol Extra, Boska and Procold share paracetamol', async () => {
  const names = ['Panadol Extra Tablets (24)', 'Boska Tablets (12)', 'Procold Tablets (10)'];
  const rows = await app.db.select({ id: medicines.id, name: medicines.name }).from(medicines);
  const ids = names.map((n) => rows.find((r) => r.name === n)!.id);
  const tables = await app.medicationSafety.checkTables(ids);
  assert.equal(tables.signedOff, false);
  const alerts = checkMedicationSafety(
    { lines: ids.map((medicineId) => ({ medicineId, quantity: 1 })), person: null, regularMedicineIds: [], today: '2026-12-07' },
    tables.rules,
    tables.ingredients,
  );
  assert.deepEqual(
    alerts.map((a) => [a.kind, a.ingredient, a.medicineIds]),
    [['duplicate-ingredient', 'paracetamol', ids]],
  );
});

test('admins and pharmacists read the current rules, unsigned at first; shoppers are refused', async () => {
  assert.equal((await get()).statusCode, 401);
  const shopper = await createUser(app);
  assert.equal((await get(shopper.headers)).statusCode, 403);
  const admin = await createAdmin(app);
  const res = await get(admin.headers);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.version, 1);
  assert.equal(body.signOff, null);
  assert.equal(body.rules.length, SEED_SAFETY_RULES.length);
  assert.ok(body.rules.every((r: { source: string }) => r.source.length > 0));
  const pharmacist = await makePharmacist(app, await createUser(app));
  assert.equal((await get(pharmacist.headers)).statusCode, 200);
});

test('only a pharmacist with a PCN number signs the current version off, once, and it is audited', async () => {
  const admin = await createAdmin(app);
  assert.equal((await signOff(1, admin.headers)).statusCode, 403);
  const noPcn = await makePharmacist(app, await createUser(app), '');
  const refused = await signOff(1, noPcn.headers);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().code, 'pcn-required');
  const pharmacist = await makePharmacist(app, await createUser(app, { firstName: 'Ngozi', lastName: 'Eze' }), 'PCN/012345');
  assert.equal((await signOff(2, pharmacist.headers)).statusCode, 404);
  const badVersion = await app.inject({ method: 'POST', url: '/api/medication-safety/rules/0x1/sign-off', headers: pharmacist.headers });
  assert.equal(badVersion.statusCode, 400);
  const res = await signOff(1, pharmacist.headers);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().signOff.pcn, 'PCN/012345');
  assert.equal(res.json().signOff.name, 'Ngozi Eze');
  assert.equal(res.json().signOff.userId, pharmacist.user.id);
  const again = await signOff(1, pharmacist.headers);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'already-signed');
  const audit = await app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'medication-safety-rules'), eq(auditEntries.action, 'sign-off')));
  assert.equal(audit.length, 1);
  assert.equal(audit[0].actorId, pharmacist.user.id);
});

test('the same rules again make no new version; changed rules make a new, unsigned one', async () => {
  await seedMedicationSafety(app);
  const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(safetyRuleSets))[0].n;
  assert.equal(await count(), 1);
  const changed = await app.medicationSafety.ensureRuleSet(SEED_SAFETY_RULES.slice(1));
  assert.deepEqual(changed, { version: 2, created: true });
  assert.equal(await count(), 2);
  const admin = await createAdmin(app);
  const current = (await get(admin.headers)).json();
  assert.equal(current.version, 2);
  assert.equal(current.signOff, null);
  const pharmacist = await makePharmacist(app, await createUser(app));
  const old = await signOff(1, pharmacist.headers);
  assert.equal(old.statusCode, 409);
  assert.equal(old.json().code, 'not-current');
});
