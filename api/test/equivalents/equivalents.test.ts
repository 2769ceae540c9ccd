// "Same active ingredient": GET /api/medicine/:id/equivalents lists the other medicines with the
// same ingredients, strength and form, cheapest first, and never suggests a prescription-only
// medicine to someone without a usable prescription of their own.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines, prescriptions } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/users';
import { monthsAgo, today } from '../prescriptions/helpers';

const app = await buildTestApp({ seed: true });
after(() => app.close());

type Listed = { id: string; name: string; price: number; medicineClass: string };
let coartem: typeof medicines.$inferSelect;

async function equivalents(id: string, headers: Record<string, string> = {}): Promise<Listed[]> {
  const res = await app.inject({ url: `/api/medicine/${id}/equivalents`, headers });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Listed[];
}

async function prescriptionFor(userId: string, writtenOn: string) {
  await app.db.insert(prescriptions).values({
    userId,
    fileName: 'rx.pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
    storageKey: `prescriptions/${userId}/test.pdf`,
    sha256: '0'.repeat(64),
    prescriberName: 'Dr Bello',
    writtenOn,
  });
}

before(async () => {
  [coartem] = await app.db.select().from(medicines).where(eq(medicines.name, 'Coartem 80/480 Tablets (6)'));
  // A prescription-only medicine with Coartem's ingredients, strength and form, cheaper than all.
  await app.db.insert(medicines).values({
    name: 'Artemether-L Rx Tablets (6)',
    priceKobo: 150000,
    description: 'Test prescription-only equivalent.',
    categoryId: coartem.categoryId,
    activeIngredients: 'Artemether, lumefantrine',
    strength: '80mg/480mg',
    dosageForm: 'Tablet',
    medicineClass: 'pom',
  });
});

test('Coartem (N4,500): Amatem (N3,200) and Lonart (N3,800) with the same ingredients, strength and form family, cheapest first', async () => {
  const found = await equivalents(coartem.id);
  assert.deepEqual(
    found.map((m) => [m.name, m.price]),
    [
      ['Amatem Softgel 80/480 (6)', 3200],
      ['Lonart DS Tablets (6)', 3800],
    ],
  );
  assert.ok(!found.some((m) => m.id === coartem.id));
});

test('a visitor never gets a prescription-only suggestion', async () => {
  assert.ok((await equivalents(coartem.id)).every((m) => m.medicineClass !== 'pom'));
});

test('a signed-in shopper without a prescription, or with one over six months old, gets none either', async () => {
  const none = await createUser(app);
  assert.ok((await equivalents(coartem.id, none.headers)).every((m) => m.medicineClass !== 'pom'));
  const stale = await createUser(app);
  await prescriptionFor(stale.user.id, monthsAgo(7));
  assert.ok((await equivalents(coartem.id, stale.headers)).every((m) => m.medicineClass !== 'pom'));
});

test('a shopper with a usable prescription of their own sees the prescription-only one too, first as the cheapest', async () => {
  const shopper = await createUser(app);
  await prescriptionFor(shopper.user.id, today());
  const found = await equivalents(coartem.id, shopper.headers);
  assert.equal(found[0].name, 'Artemether-L Rx Tablets (6)');
  assert.equal(found.length, 3);
  const res = await app.inject({ url: `/api/medicine/${coartem.id}/equivalents`, headers: shopper.headers });
  assert.match(String(res.headers['cache-control']), /private/);
});

test('a different strength or form is not an equivalent: the paracetamol syrup is not the tablets’', async () => {
  const [tablets] = await app.db.select().from(medicines).where(eq(medicines.name, 'Emzor Paracetamol 500mg Tablets (96)'));
  const names = (await equivalents(tablets.id)).map((m) => m.name);
  assert.ok(names.includes('Panadol Advance 500mg (24)'), names.join(', '));
  assert.ok(!names.some((n) => /syrup|Extra|Effervescent/i.test(n)), names.join(', '));
});

test('an unknown medicine answers 404, a malformed id 400', async () => {
  assert.equal((await app.inject({ url: '/api/medicine/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d/equivalents' })).statusCode, 404);
  assert.equal((await app.inject({ url: '/api/medicine/nope/equivalents' })).statusCode, 400);
});
