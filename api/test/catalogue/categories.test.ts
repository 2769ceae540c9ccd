import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine, NEW_ID } from '../helpers/catalogue';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();
const MISSING_ID = '7d0c2b1e-4a8f-4c55-9e1a-0b9d7f3c2a11';

let admin: TestUser;
let shopper: TestUser;
let vitamins: string;
let coughCold: string;

before(async () => {
  admin = await createAdmin(app);
  shopper = await createUser(app);
  vitamins = (await addCategory(app, admin.headers, { name: 'Vitamins & Supplements' })).medicineCategoryId;
  coughCold = (await addCategory(app, admin.headers, { name: 'Cough and Cold' })).medicineCategoryId;
  await addCategory(app, admin.headers, { name: 'Skin Care' });
  await addCategory(app, admin.headers, { name: '100% Natural' });
  await addCategory(app, admin.headers, { name: 'Mother_and_Baby' });
  await addCategory(app, admin.headers, { name: "Children's Health" });
  await addMedicine(app, admin.headers, { name: 'Vitamin C 1000mg', price: 1500, categoryId: vitamins });
  await addMedicine(app, admin.headers, { name: 'Multivitamin Syrup', price: 2100, categoryId: vitamins });
});

const names = (body: { name: string }[]) => body.map((c) => c.name);
const addRaw = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/medicine/addCategory', headers, payload });

describe('POST /api/medicine/addCategory', () => {
  test('anonymous callers get 401 and plain users 403', async () => {
    assert.equal((await app.inject({ method: 'POST', url: '/api/medicine/addCategory', payload: { name: 'Eye Care' } })).statusCode, 401);
    const user = await addRaw({ name: 'Eye Care' }, shopper.headers);
    assert.equal(user.statusCode, 403);
    const list = await app.inject({ url: '/api/medicine-categories' });
    assert.ok(!names(list.json()).includes('Eye Care'));
  });

  test('an admin adds a category; the answer uses the spec field names', async () => {
    const res = await addRaw({ medicineCategoryId: NEW_ID, name: 'Eye Care', imageUrl: null });
    assert.equal(res.statusCode, 201);
    const category = res.json();
    assert.match(category.medicineCategoryId, /^[0-9a-f-]{36}$/);
    assert.notEqual(category.medicineCategoryId, NEW_ID);
    assert.equal(category.name, 'Eye Care');
    assert.equal(category.imageUrl, null);
  });

  test('name is required and bounded', async () => {
    for (const name of [undefined, '', '   ', 'x'.repeat(121)]) {
      const res = await addRaw({ medicineCategoryId: NEW_ID, name });
      assert.equal(res.statusCode, 400, JSON.stringify(name));
      assert.equal(res.json().errors[0].field, 'name');
    }
  });

  test('a second category with the same name (any case) is refused with 409', async () => {
    const res = await addRaw({ name: 'skin care' });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().errors[0].field, 'name');
  });

  test('an id other than the all-zero one is refused', async () => {
    const res = await addRaw({ medicineCategoryId: vitamins, name: 'Renamed' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'medicineCategoryId');
  });
});

describe('reading categories', () => {
  test('GET /api/medicine-categories and /api/medicine/GetAllMedicine-Categories list all by name', async () => {
    const a = await app.inject({ url: '/api/medicine-categories' });
    const b = await app.inject({ url: '/api/medicine/GetAllMedicine-Categories' });
    assert.equal(a.statusCode, 200);
    assert.deepEqual(a.json(), b.json());
    const list = names(a.json());
    assert.ok(list.includes('Vitamins & Supplements') && list.includes('Cough and Cold'));
    assert.deepEqual(
      list,
      [...list].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)),
    );
    const vit = a.json().find((c: { name: string }) => c.name === 'Vitamins & Supplements');
    assert.deepEqual(Object.keys(vit).sort(), ['description', 'imageSrcSet', 'imageUrl', 'medicineCategoryId', 'name']);
  });

  test('search finds names containing the text, in any case', async () => {
    const res = await app.inject({ url: '/api/medicine-categories?search=CARE' });
    assert.deepEqual(names(res.json()).sort(), ['Eye Care', 'Skin Care']);
    const middle = await app.inject({ url: '/api/medicine-categories?search=and%20c' });
    assert.deepEqual(names(middle.json()), ['Cough and Cold']);
    const blank = await app.inject({ url: '/api/medicine-categories?search=%20%20' });
    assert.equal(blank.json().length, (await app.inject({ url: '/api/medicine-categories' })).json().length);
  });

  test('%, _ and quotes in a search are literal', async () => {
    assert.deepEqual(names((await app.inject({ url: '/api/medicine-categories?search=%25' })).json()), ['100% Natural']);
    assert.deepEqual(names((await app.inject({ url: '/api/medicine-categories?search=_' })).json()), ['Mother_and_Baby']);
    assert.deepEqual(names((await app.inject({ url: `/api/medicine-categories?search=${encodeURIComponent("children's")}` })).json()), [
      "Children's Health",
    ]);
    assert.deepEqual((await app.inject({ url: `/api/medicine-categories?search=${encodeURIComponent("' OR 1=1 --")}` })).json(), []);
    assert.deepEqual((await app.inject({ url: `/api/medicine-categories?search=${encodeURIComponent('"')}` })).json(), []);
    assert.deepEqual((await app.inject({ url: `/api/medicine-categories?search=${encodeURIComponent('\\')}` })).json(), []);
  });

  test('a search longer than 100 characters is refused', async () => {
    const res = await app.inject({ url: `/api/medicine-categories?search=${'a'.repeat(101)}` });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'search');
  });

  test('categories are paged on request', async () => {
    const all = (await app.inject({ url: '/api/medicine-categories' })).json();
    const page = await app.inject({ url: '/api/medicine-categories?page=2&pageSize=3' });
    assert.deepEqual(page.json(), all.slice(3, 6));
    assert.equal(page.headers['x-total-count'], String(all.length));
  });

  for (const prefix of ['/api/medicine-categories/category-with-products/', '/api/medicine/category-with-products/']) {
    test(`GET ${prefix}{id} answers the category with its medicines`, async () => {
      const res = await app.inject({ url: `${prefix}${vitamins}` });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.medicineCategoryId, vitamins);
      assert.equal(body.name, 'Vitamins & Supplements');
      assert.deepEqual(names(body.medicines), ['Multivitamin Syrup', 'Vitamin C 1000mg']);
      assert.ok(body.medicines.every((m: { categoryId: string; price: number }) => m.categoryId === vitamins && m.price > 0));
      const empty = await app.inject({ url: `${prefix}${coughCold}` });
      assert.deepEqual(empty.json().medicines, []);
      assert.equal((await app.inject({ url: `${prefix}${MISSING_ID}` })).statusCode, 404);
      assert.equal((await app.inject({ url: `${prefix}vitamins` })).statusCode, 400);
      const cached = await app.inject({ url: `${prefix}${vitamins}`, headers: { 'if-none-match': res.headers.etag as string } });
      assert.equal(cached.statusCode, 304);
    });
  }
});
