import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { medicineCategories, medicines } from '../../src/platform/db/schema/catalogue';
import { ambulances, laboratories, pharmacies } from '../../src/platform/db/schema/care-directory';
import { users } from '../../src/platform/db/schema/identity';
import { stockBatches } from '../../src/platform/db/schema/stock';
import { seedDatabase } from '../../src/workflows/first-start-seed/seed';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp({ seed: true });

const count = async (table: Parameters<typeof app.db.select>[0] extends never ? never : any) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

test('the first start seeds a Nigerian pharmacy catalogue', async () => {
  assert.ok((await count(medicineCategories)) >= 12);
  assert.ok((await count(medicines)) >= 80);
  const all = await app.db.select().from(medicines);
  const names = all.map((m) => m.name).join('\n');
  for (const expected of [
    'Emzor Paracetamol',
    'Panadol Extra',
    'Coartem',
    'Lonart DS',
    'Amatem',
    'Augmentin',
    'Ciprotab',
    'Flagyl',
    'Vitamin C',
    'Ventolin',
    'Glucophage',
    'Amlodipine',
    'Lisinopril',
    'ORS',
    'Buscopan',
    'Gestid',
    'Loratyn',
    'Piriton',
  ]) {
    assert.ok(names.includes(expected), `missing ${expected}`);
  }
  assert.ok(all.every((m) => Number.isInteger(m.priceKobo) && m.priceKobo >= 100 * 100));
  assert.ok(all.every((m) => m.dosage && m.sideEffects && m.description));
  assert.ok(all.filter((m) => m.isFeatured).length >= 6);
  const coartem = all.find((m) => m.name.startsWith('Coartem'))!;
  assert.equal(coartem.priceKobo, 4500 * 100);
  assert.ok(all.every((m) => /^\/api\/images\/[a-z0-9-]+-400\.webp$/.test(m.imageUrl ?? '')));
});

test('codeine and tramadol are seeded controlled and prescription-only, with a sellable batch each', async () => {
  const all = await app.db.select().from(medicines);
  const controlled = all
    .filter((m) => m.controlled)
    .map((m) => m.name)
    .sort();
  assert.deepEqual(controlled, ['Codeine Phosphate 30mg Tablets (28)', 'Tramadol 50mg Capsules (20)']);
  for (const name of controlled) {
    const medicine = all.find((m) => m.name === name)!;
    assert.equal(medicine.medicineClass, 'pom', name);
    const batches = await app.db.select().from(stockBatches).where(eq(stockBatches.medicineId, medicine.id));
    assert.ok(batches.length === 1 && batches[0].status === 'sellable' && batches[0].quantity > 0 && batches[0].expiryDate, name);
  }
  // The medicines seeded before them keep their lot numbers (SEED0001 is the first medicine).
  const first = all.find((m) => m.name === 'Emzor Paracetamol 500mg Tablets (96)')!;
  const [lot] = await app.db.select().from(stockBatches).where(eq(stockBatches.medicineId, first.id));
  assert.equal(lot.lotNumber, 'SEED0001');
});

test('pharmacies in several Nigerian cities, ambulances and laboratories are seeded', async () => {
  const rows = await app.db.select().from(pharmacies);
  for (const city of ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu']) {
    assert.ok(
      rows.some((p) => p.location.includes(city)),
      city,
    );
  }
  assert.ok((await count(ambulances)) >= 5);
  assert.ok((await count(laboratories)) >= 5);
});

test('seeded pharmacies in Lagos (Lekki too), Abuja and Kano hold stock; units on hand are the sum of every location’s batches', async () => {
  const held = (await app.db.execute(sql`
    SELECT p.name, p.state, p.is_pickup_point AS pickup, count(b.id)::int AS batches
    FROM pharmacies p JOIN stock_batches b ON b.location_id = p.id AND b.quantity > 0
    WHERE p.kind = 'pharmacy' GROUP BY 1, 2, 3`)) as unknown as {
    rows: { name: string; state: string; pickup: boolean; batches: number }[];
  };
  for (const state of ['Lagos', 'FCT', 'Kano'])
    assert.ok(
      held.rows.some((r) => r.state === state && r.pickup && r.batches > 0),
      state,
    );
  assert.ok(held.rows.some((r) => r.name.includes('Lekki')));
  const mismatched = (await app.db.execute(sql`
    SELECT l.medicine_id FROM stock_levels l
    WHERE l.quantity <> (SELECT coalesce(sum(b.quantity), 0) FROM stock_batches b WHERE b.medicine_id = l.medicine_id AND b.status = 'sellable')`)) as unknown as {
    rows: unknown[];
  };
  assert.equal(mismatched.rows.length, 0);
});

test('each medicine image is served at 200, 400 and 800 pixels, cacheable', async () => {
  const [medicine] = await app.db.select().from(medicines).limit(1);
  for (const width of [200, 400, 800]) {
    const url = medicine.imageUrl!.replace(/-400\.webp$/, `-${width}.webp`);
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200, url);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.match(res.headers['cache-control'] as string, /max-age=31536000/);
    assert.equal(res.rawPayload.subarray(8, 12).toString(), 'WEBP');
    const sharp = (await import('sharp')).default;
    assert.equal((await sharp(res.rawPayload).metadata()).width, width);
  }
});

test('the development admin can log in with the documented password', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { username: 'admin', password: 'Admin#Pharmacy2026' },
  });
  assert.equal(res.statusCode, 200);
  const users = await app.inject({ method: 'GET', url: '/api/User', headers: { authorization: `Bearer ${res.json().accessToken}` } });
  assert.equal(users.statusCode, 200);
  assert.ok(users.json().some((u: { email: string; isAdmin: boolean }) => u.email === 'admin@e-pharmacy.ng' && u.isAdmin));
});

test('seeding again changes nothing', async () => {
  const before = [await count(medicineCategories), await count(medicines), await count(pharmacies), await count(users)];
  await seedDatabase(app);
  const after = [await count(medicineCategories), await count(medicines), await count(pharmacies), await count(users)];
  assert.deepEqual(after, before);
  const admins = await app.db.select().from(users).where(eq(users.isAdmin, true));
  assert.equal(admins.length, 1);
});
