import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine, NEW_ID } from '../helpers/catalogue';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();
const MISSING_ID = '7d0c2b1e-4a8f-4c55-9e1a-0b9d7f3c2a11';

let admin: TestUser;
let shopper: TestUser;
let painRelief: string;
let antimalarials: string;
let paracetamol: { id: string };
let artemether: { id: string };

before(async () => {
  admin = await createAdmin(app);
  shopper = await createUser(app);
  painRelief = (await addCategory(app, admin.headers, { name: 'Pain Relief' })).medicineCategoryId;
  antimalarials = (await addCategory(app, admin.headers, { name: 'Antimalarials' })).medicineCategoryId;
  paracetamol = await addMedicine(app, admin.headers, {
    name: 'Paracetamol 500mg Tablets',
    price: 850,
    categoryId: painRelief,
    dosage: '1-2 tablets every 4-6 hours',
    sideEffects: 'Rare at normal doses',
    description: 'For mild to moderate pain and fever.',
    isFeatured: true,
  });
  artemether = await addMedicine(app, admin.headers, { name: 'Artemether/Lumefantrine 80/480', price: 3200.5, categoryId: antimalarials });
});

const add = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  app.inject({
    method: 'POST',
    url: '/api/medicine/add-medicine',
    headers,
    payload: { id: NEW_ID, medicineClass: 'otc', nafdacNumber: 'A4-0001', ...payload },
  });

describe('POST /api/medicine/add-medicine', () => {
  test('anonymous callers get 401 and plain users 403, and nothing is added', async () => {
    const body = { name: 'Ibuprofen 400mg', price: 1200, categoryId: painRelief };
    const anonymous = await app.inject({ method: 'POST', url: '/api/medicine/add-medicine', payload: body });
    assert.equal(anonymous.statusCode, 401);
    const user = await add(body, shopper.headers);
    assert.equal(user.statusCode, 403);
    assert.equal(user.json().message, "You don't have admin rights.");
    const list = await app.inject({ url: '/api/medicine' });
    assert.ok(!list.json().some((m: { name: string }) => m.name === 'Ibuprofen 400mg'));
  });

  test('an admin adds a medicine; the answer has the spec fields with the price in naira', async () => {
    const res = await add({
      name: 'Amoxicillin 500mg Capsules',
      price: 2450.75,
      categoryId: painRelief,
      dosage: '1 capsule three times daily',
      sideEffects: 'Nausea, rash',
      description: 'Antibiotic.',
      isFeatured: false,
      imageUrl: null,
    });
    assert.equal(res.statusCode, 201);
    const medicine = res.json();
    assert.match(medicine.id, /^[0-9a-f-]{36}$/);
    assert.notEqual(medicine.id, NEW_ID);
    // The answer is the admin's view (issue 30: it says whether the medicine is hidden); these are its admin-only fields.
    const { stockQuantity, hidden, version, categoryName, categoryHidden, createdAt, updatedAt, ...spec } = medicine;
    assert.deepEqual(
      { stockQuantity, hidden, version, categoryName, categoryHidden },
      { stockQuantity: 0, hidden: false, version: 1, categoryName: 'Pain Relief', categoryHidden: false },
    );
    assert.ok(createdAt && updatedAt);
    assert.deepEqual(
      { ...spec, id: undefined },
      {
        id: undefined,
        name: 'Amoxicillin 500mg Capsules',
        price: 2450.75,
        description: 'Antibiotic.',
        imageUrl: null,
        imageSrcSet: null,
        dosage: '1 capsule three times daily',
        sideEffects: 'Nausea, rash',
        categoryId: painRelief,
        isFeatured: false,
        // Facts and stock, when the add body leaves them out: none given, none on hand (the class and NAFDAC number are required to be on sale).
        activeIngredients: '',
        strength: '',
        dosageForm: '',
        packSize: '',
        manufacturer: '',
        nafdacNumber: 'A4-0001',
        medicineClass: 'otc',
        controlled: false,
        coldChain: null,
        prescriptionRequired: false,
        stockStatus: 'out-of-stock',
        stockLeft: 0,
      },
    );
    const fetched = await app.inject({ url: `/api/medicine/${medicine.id}` });
    assert.equal(fetched.json().price, 2450.75);
  });

  test('a price given as text is read as naira', async () => {
    const res = await add({ name: 'Vitamin C 1000mg', price: '1500', categoryId: painRelief });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().price, 1500);
  });

  test('price must be above 0 with at most two decimals', async () => {
    for (const price of [0, -100, 10.005, 'abc']) {
      const res = await add({ name: 'Bad price', price, categoryId: painRelief });
      assert.equal(res.statusCode, 400, `price ${price}`);
      assert.equal(res.json().errors[0].field, 'price', `price ${price}`);
    }
    const tooDear = await add({ name: 'Bad price', price: 20_000_000, categoryId: painRelief });
    assert.equal(tooDear.statusCode, 400);
    const list = await app.inject({ url: '/api/medicine?search=Bad price' });
    assert.deepEqual(list.json(), []);
  });

  test('name is required and bounded', async () => {
    for (const name of [undefined, '', '   ', 'x'.repeat(121)]) {
      const res = await add({ name, price: 100, categoryId: painRelief });
      assert.equal(res.statusCode, 400, `name ${JSON.stringify(name)}`);
      assert.equal(res.json().errors[0].field, 'name');
    }
  });

  test('text fields are bounded', async () => {
    const res = await add({ name: 'Long', price: 100, categoryId: painRelief, description: 'a'.repeat(4001) });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'description');
    const dosage = await add({ name: 'Long', price: 100, categoryId: painRelief, dosage: 'a'.repeat(501) });
    assert.equal(dosage.statusCode, 400);
    assert.equal(dosage.json().errors[0].field, 'dosage');
  });

  test('the category must exist', async () => {
    const missing = await add({ name: 'Orphan', price: 100, categoryId: MISSING_ID });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().errors, [{ field: 'categoryId', message: 'categoryId must be an existing medicine category' }]);
    const malformed = await add({ name: 'Orphan', price: 100, categoryId: 'pain-relief' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().errors[0].field, 'categoryId');
    const none = await add({ name: 'Orphan', price: 100 });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().errors[0].field, 'categoryId');
  });

  test('an id other than the all-zero one is refused (adding never overwrites)', async () => {
    const res = await add({ id: paracetamol.id, name: 'Overwrite attempt', price: 1, categoryId: painRelief });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'id');
    const still = await app.inject({ url: `/api/medicine/${paracetamol.id}` });
    assert.equal(still.json().name, 'Paracetamol 500mg Tablets');
  });

  test('a body without an id is new too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/medicine/add-medicine',
      headers: admin.headers,
      payload: { name: 'Zinc Tablets', price: 600, categoryId: painRelief, medicineClass: 'otc' },
    });
    assert.equal(res.statusCode, 201);
  });

  test('<script> in a description is stored and returned as the same inert text', async () => {
    const description = '<script>alert("pwned")</script> & <b>bold</b>';
    const created = await add({ name: 'Scripted Syrup', price: 990, categoryId: painRelief, description });
    assert.equal(created.statusCode, 201);
    const fetched = await app.inject({ url: `/api/medicine/${created.json().id}` });
    assert.match(fetched.headers['content-type'] as string, /^application\/json/);
    assert.equal(fetched.json().description, description);
    const listed = (await app.inject({ url: '/api/medicine' })).json().find((m: { id: string }) => m.id === created.json().id);
    assert.equal(listed.description, description);
  });

  test('an image URL must be an upload of ours or an http(s) address', async () => {
    for (const imageUrl of ['javascript:alert(1)', '/api/images/never-uploaded-0123456789abcdef-400.webp', 'data:image/png;base64,AAAA']) {
      const res = await add({ name: 'Bad image', price: 100, categoryId: painRelief, imageUrl });
      assert.equal(res.statusCode, 400, imageUrl);
      assert.equal(res.json().errors[0].field, 'imageUrl');
    }
    const external = await add({ name: 'External image', price: 100, categoryId: painRelief, imageUrl: 'https://images.example.ng/p.jpg' });
    assert.equal(external.statusCode, 201);
    assert.equal(external.json().imageUrl, 'https://images.example.ng/p.jpg');
    assert.equal(external.json().imageSrcSet, null);
  });
});

describe('reading medicines', () => {
  test('GET /api/medicine, /GetAllMedicines and /api/Markets/GetAllProducts list every medicine by name', async () => {
    const answers = await Promise.all(
      ['/api/medicine', '/api/medicine/GetAllMedicines', '/api/Markets/GetAllProducts'].map((url) => app.inject({ url })),
    );
    for (const res of answers) {
      assert.equal(res.statusCode, 200);
      const names = res.json().map((m: { name: string }) => m.name);
      assert.ok(names.includes('Paracetamol 500mg Tablets'));
      assert.ok(names.includes('Artemether/Lumefantrine 80/480'));
      assert.deepEqual(
        names,
        [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      assert.equal(res.headers['x-total-count'], String(names.length));
    }
    assert.deepEqual(answers[0].json(), answers[1].json());
    assert.deepEqual(answers[0].json(), answers[2].json());
  });

  test('GET /api/medicine/{id} and /api/medicine/medicines/{id} answer one medicine', async () => {
    for (const url of [`/api/medicine/${artemether.id}`, `/api/medicine/medicines/${artemether.id}`]) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().name, 'Artemether/Lumefantrine 80/480');
      assert.equal(res.json().price, 3200.5);
      assert.equal(res.json().categoryId, antimalarials);
    }
  });

  test('a malformed id answers 400 and a missing one 404', async () => {
    for (const prefix of ['/api/medicine/', '/api/medicine/medicines/']) {
      const malformed = await app.inject({ url: `${prefix}not-a-uuid` });
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json().errors[0].field, 'id');
      const missing = await app.inject({ url: `${prefix}${MISSING_ID}` });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, 'There is no such medicine.');
    }
  });

  test('named paths win over /api/medicine/{id}, in any case', async () => {
    for (const url of [
      '/api/medicine/featuredMedicines',
      '/api/MEDICINE/FeaturedMedicines',
      '/api/medicine/getallmedicines',
      '/api/medicine/GetAllMedicine-Categories',
      '/api/markets/getallproducts',
    ]) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.ok(Array.isArray(res.json()), url);
    }
  });

  test('featured medicines are only those marked featured', async () => {
    const res = await app.inject({ url: '/api/medicine/featuredMedicines' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().map((m: { name: string }) => m.name),
      ['Paracetamol 500mg Tablets'],
    );
    assert.ok(res.json().every((m: { isFeatured: boolean }) => m.isFeatured));
  });

  test('GET /api/medicine/category/{categoryId} lists that category only; 404 for a missing category, 400 for a malformed id', async () => {
    const res = await app.inject({ url: `/api/medicine/category/${antimalarials}` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().map((m: { name: string }) => m.name),
      ['Artemether/Lumefantrine 80/480'],
    );
    assert.equal((await app.inject({ url: `/api/medicine/category/${MISSING_ID}` })).statusCode, 404);
    assert.equal((await app.inject({ url: '/api/medicine/category/antimalarials' })).statusCode, 400);
  });

  test('lists are paged on request: the body stays an array, totals in headers', async () => {
    const all = (await app.inject({ url: '/api/medicine' })).json();
    assert.ok(all.length >= 4);
    const first = await app.inject({ url: '/api/medicine/GetAllMedicines?page=1&pageSize=2' });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), all.slice(0, 2));
    assert.equal(first.headers['x-total-count'], String(all.length));
    assert.equal(first.headers['x-page'], '1');
    assert.equal(first.headers['x-page-size'], '2');
    assert.equal(first.headers['x-total-pages'], String(Math.ceil(all.length / 2)));
    assert.match(first.headers['access-control-expose-headers'] as string, /X-Total-Count/);
    const second = await app.inject({ url: '/api/medicine/GetAllMedicines?page=2&pageSize=2' });
    assert.deepEqual(second.json(), all.slice(2, 4));
    const beyond = await app.inject({ url: '/api/medicine?page=999&pageSize=50' });
    assert.deepEqual(beyond.json(), []);
    assert.equal(beyond.headers['x-total-count'], String(all.length));
    const defaultSize = await app.inject({ url: '/api/medicine?page=1' });
    assert.equal(defaultSize.headers['x-page-size'], '20');
  });

  test('page and pageSize are bounded', async () => {
    for (const query of ['page=0', 'pageSize=0', 'pageSize=101', 'page=abc', 'page=-1']) {
      const res = await app.inject({ url: `/api/medicine?${query}` });
      assert.equal(res.statusCode, 400, query);
    }
  });

  test('lists carry image URLs, never base64', async () => {
    const res = await app.inject({ url: '/api/medicine' });
    assert.ok(!res.body.includes('base64'));
    assert.ok(res.json().every((m: Record<string, unknown>) => !('imageData' in m)));
  });
});

describe('HTTP caching', () => {
  test('catalogue answers carry ETag and Cache-Control, and a matching If-None-Match gets 304', async () => {
    for (const url of [
      '/api/medicine',
      `/api/medicine/${paracetamol.id}`,
      '/api/medicine/featuredMedicines',
      '/api/medicine-categories',
      `/api/medicine/category/${painRelief}`,
    ]) {
      const first = await app.inject({ url });
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[\w-]+"$/, url);
      assert.equal(first.headers['cache-control'], 'public, no-cache');
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304, url);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      const weak = await app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } });
      assert.equal(weak.statusCode, 304);
      const stale = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      assert.equal(stale.statusCode, 200);
      assert.deepEqual(stale.json(), first.json());
    }
  });

  test('the ETag changes when the catalogue does', async () => {
    const before = await app.inject({ url: '/api/medicine' });
    await addMedicine(app, admin.headers, { name: 'Oral Rehydration Salts', price: 300, categoryId: painRelief });
    const after = await app.inject({ url: '/api/medicine', headers: { 'if-none-match': before.headers.etag as string } });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.ok(after.json().some((m: { name: string }) => m.name === 'Oral Rehydration Salts'));
  });

  test('errors are not cached', async () => {
    const res = await app.inject({ url: `/api/medicine/${MISSING_ID}` });
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers.etag, undefined);
    assert.equal(res.headers['cache-control'], undefined);
  });
});
