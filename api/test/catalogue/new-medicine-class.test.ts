// Issue 30, item 3: a new medicine must not go on sale as over the counter by accident. Its class
// is required (no default, in the API and in the database), a medicine without a NAFDAC number is
// added hidden and cannot be shown, and a class other than prescription-only for a medicine whose
// name or ingredients match prescription-only medicine already in the catalogue needs a confirmation.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine, NEW_ID } from '../helpers/catalogue';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();

let admin: TestUser;
let shopper: TestUser;
let heart: string;
let amlodipine: string;

type Json = Record<string, any>;
const call = async (method: string, url: string, user: TestUser | null, payload?: unknown) => {
  const res = await app.inject({ method: method as 'GET', url, headers: user ? user.headers : {}, payload: payload as Json });
  return { status: res.statusCode, json: (res.body ? res.json() : null) as any };
};
const adminMedicine = async (id: string) => (await call('GET', `/api/admin/medicines/${id}`, admin)).json as Json;
const named = async (name: string) =>
  ((await call('GET', `/api/admin/medicines?search=${encodeURIComponent(name)}`, admin)).json as Json[]).filter((m) => m.name === name);
const add = (body: Json) =>
  call('POST', '/api/medicine/add-medicine', admin, { id: NEW_ID, price: 2800, categoryId: heart, stockQuantity: 20, ...body });

before(async () => {
  admin = await createAdmin(app);
  shopper = await createUser(app);
  heart = (await addCategory(app, admin.headers, { name: 'Heart & Blood Pressure' })).medicineCategoryId;
  amlodipine = (
    await addMedicine(app, admin.headers, {
      name: 'Amlodipine 10mg Tablets (28)',
      price: 1500,
      categoryId: heart,
      activeIngredients: 'Amlodipine (as besilate)',
      manufacturer: 'Fidson Healthcare',
      medicineClass: 'pom',
      nafdacNumber: 'A4-1001',
    })
  ).id;
  await addMedicine(app, admin.headers, {
    name: 'Emzor Metformin 500mg (30)',
    price: 1200,
    categoryId: heart,
    activeIngredients: 'Metformin hydrochloride',
    manufacturer: 'Emzor Pharmaceutical Industries',
    medicineClass: 'pom',
    nafdacNumber: 'A4-1002',
  });
});

describe('a new medicine has a class: required, no default', () => {
  test('adding a medicine without a class is refused with 400 and nothing is stored', async () => {
    const res = await add({ name: 'Lisinopril 5mg Tablets (28)', nafdacNumber: 'A4-2001' });
    assert.equal(res.status, 400);
    assert.match(res.json.message, /class is required/i);
    assert.equal(res.json.errors[0].field, 'medicineClass');
    assert.deepEqual(await named('Lisinopril 5mg Tablets (28)'), []);
  });

  test('the database has no default class any more; rows added before keep theirs', async () => {
    const result = (await app.db.execute(
      sql`SELECT column_default FROM information_schema.columns WHERE table_name = 'medicines' AND column_name = 'medicine_class'`,
    )) as unknown as { rows: { column_default: string | null }[] };
    assert.equal(result.rows[0].column_default, null);
    await assert.rejects(
      app.db.execute(sql`INSERT INTO medicines (name, price_kobo, category_id) VALUES ('No class', 100, ${heart})`),
      (error: Error & { cause?: { message?: string } }) => /medicine_class/.test(`${error.message} ${error.cause?.message}`),
    );
    assert.equal((await adminMedicine(amlodipine)).medicineClass, 'pom');
  });
});

describe('a medicine without a NAFDAC number stays hidden', () => {
  let id: string;
  let version: number;

  test('it is added hidden: the shop does not list or show it', async () => {
    const res = await add({ name: 'Paracetamol 500mg Caplets (16)', activeIngredients: 'Paracetamol', medicineClass: 'otc' });
    assert.equal(res.status, 201);
    assert.equal(res.json.hidden, true);
    assert.equal(res.json.nafdacNumber, '');
    id = res.json.id;
    version = res.json.version;
    assert.equal((await call('GET', `/api/medicine/${id}`, null)).status, 404);
    const listed = (await call('GET', '/api/medicine?search=Paracetamol', null)).json as Json[];
    assert.ok(!listed.some((m) => m.id === id));
    const cart = await call('POST', '/api/carts/add', shopper, { userId: shopper.user.id, medicineId: id, quantity: 1 });
    assert.notEqual(cart.status, 200, 'a hidden medicine cannot be put in the cart');
  });

  test('unhiding it without a NAFDAC number is refused with 409 and a clear message', async () => {
    const res = await call('PATCH', `/api/medicine/${id}`, admin, { version, hidden: false });
    assert.equal(res.status, 409);
    assert.equal(res.json.code, 'nafdac-required');
    assert.match(res.json.message, /no NAFDAC number, so it cannot be shown/);
    const after = await adminMedicine(id);
    assert.equal(after.hidden, true);
    assert.equal(after.version, version, 'nothing changed');
  });

  test('with its NAFDAC number it can be shown; clearing the number of a shown medicine is refused', async () => {
    const shown = await call('PATCH', `/api/medicine/${id}`, admin, { version, nafdacNumber: 'a4-3001', hidden: false });
    assert.equal(shown.status, 200);
    assert.equal(shown.json.hidden, false);
    assert.equal((await call('GET', `/api/medicine/${id}`, null)).status, 200);
    const cleared = await call('PATCH', `/api/medicine/${id}`, admin, { version: shown.json.version, nafdacNumber: '' });
    assert.equal(cleared.status, 409);
    assert.equal(cleared.json.code, 'nafdac-required');
    assert.equal((await adminMedicine(id)).nafdacNumber, 'A4-3001');
  });
});

describe('a class that disagrees with matching prescription-only medicine', () => {
  test('the class check names the prescription-only medicines a name or ingredients match', async () => {
    const check = (body: Json) => call('POST', '/api/admin/medicines/class-check', admin, body);
    const byIngredient = await check({ name: 'Amlovar 5mg Tablets (30)', activeIngredients: 'Amlodipine besilate', medicineClass: 'otc' });
    assert.equal(byIngredient.status, 200);
    assert.equal(byIngredient.json.mismatch, true);
    assert.deepEqual(
      byIngredient.json.matches.map((m: Json) => [m.name, m.matchedOn]),
      [['Amlodipine 10mg Tablets (28)', 'ingredients']],
    );
    const byName = await check({ name: 'Amlodipine 5mg Tablets (30)', medicineClass: 'pharmacy' });
    assert.equal(byName.json.mismatch, true);
    assert.equal(byName.json.matches[0].matchedOn, 'name');
    const asPom = await check({ name: 'Amlovar 5mg Tablets (30)', activeIngredients: 'Amlodipine', medicineClass: 'pom' });
    assert.equal(asPom.json.mismatch, false, 'prescription-only agrees');
    assert.equal(asPom.json.matches.length, 1);
    const sameMaker = await check({ name: 'Emzor Paracetamol 500mg Tablets', activeIngredients: 'Paracetamol', medicineClass: 'otc' });
    assert.deepEqual(sameMaker.json, { mismatch: false, matches: [] }, 'the same maker is no match');
    assert.equal((await call('POST', '/api/admin/medicines/class-check', shopper, { name: 'Amlodipine' })).status, 403);
  });

  test('adding it as over the counter is refused with 409 unless confirmed', async () => {
    const body = {
      name: 'Amlovar 5mg Tablets (30)',
      activeIngredients: 'Amlodipine besilate',
      medicineClass: 'otc',
      nafdacNumber: 'B4-4001',
    };
    const refused = await add(body);
    assert.equal(refused.status, 409);
    assert.equal(refused.json.code, 'class-mismatch');
    assert.match(refused.json.message, /prescription-only medicine already in the catalogue \(Amlodipine 10mg Tablets \(28\)\)/);
    assert.deepEqual(await named(body.name), [], 'nothing stored');
    const confirmed = await add({ ...body, confirmClassMismatch: true });
    assert.equal(confirmed.status, 201);
    assert.equal(confirmed.json.medicineClass, 'otc');
    assert.equal(confirmed.json.hidden, false);
    const asPom = await add({ ...body, name: 'Amlovar 10mg Tablets (30)', medicineClass: 'pom' });
    assert.equal(asPom.status, 201, 'prescription-only needs no confirmation');
  });

  test('an edit asks again only when the name, ingredients or class change', async () => {
    const [otc] = await named('Amlovar 5mg Tablets (30)');
    const price = await call('PATCH', `/api/medicine/${otc.id}`, admin, { version: otc.version, price: 3100, medicineClass: 'otc' });
    assert.equal(price.status, 200, 'a price change alone is not asked about');
    const [pom] = await named('Amlovar 10mg Tablets (30)');
    const toOtc = await call('PATCH', `/api/medicine/${pom.id}`, admin, { version: pom.version, medicineClass: 'otc' });
    assert.equal(toOtc.status, 409);
    assert.equal(toOtc.json.code, 'class-mismatch');
    assert.equal((await adminMedicine(pom.id)).medicineClass, 'pom');
    const confirmed = await call('PATCH', `/api/medicine/${pom.id}`, admin, {
      version: pom.version,
      medicineClass: 'pharmacy',
      confirmClassMismatch: true,
    });
    assert.equal(confirmed.status, 200);
    assert.equal(confirmed.json.medicineClass, 'pharmacy');
  });
});
