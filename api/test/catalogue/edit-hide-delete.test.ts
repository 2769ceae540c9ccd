import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine, NEW_ID } from '../helpers/catalogue';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();
const MISSING_ID = '7d0c2b1e-4a8f-4c55-9e1a-0b9d7f3c2a11';

let admin: TestUser;
let otherAdmin: TestUser;
let shopper: TestUser;
let painRelief: string;
let antimalarials: string;

before(async () => {
  admin = await createAdmin(app, { firstName: 'Tunde', lastName: 'Bakare' });
  otherAdmin = await createAdmin(app, { firstName: 'Ngozi', lastName: 'Eze' });
  shopper = await createUser(app);
  painRelief = (await addCategory(app, admin.headers, { name: 'Pain Relief' })).medicineCategoryId;
  antimalarials = (await addCategory(app, admin.headers, { name: 'Antimalarials' })).medicineCategoryId;
});

type Json = Record<string, any>;
const call = async (method: string, url: string, user: TestUser | null, payload?: unknown) => {
  const res = await app.inject({ method: method as 'GET', url, headers: user ? user.headers : {}, payload: payload as Json });
  return { status: res.statusCode, json: (res.body ? res.json() : null) as any };
};
const adminMedicine = async (id: string) => (await call('GET', `/api/admin/medicines/${id}`, admin)).json as Json;

describe('medicines: edit, facts, hide, delete', () => {
  test('an admin adds a medicine with its facts; the shop shows them, POMs need a prescription', async () => {
    const added = await call('POST', '/api/medicine/add-medicine', admin, {
      id: NEW_ID,
      name: 'Augmentin 625mg Tablets (14)',
      price: 6500,
      categoryId: painRelief,
      activeIngredients: 'Amoxicillin, clavulanic acid',
      strength: '500 mg / 125 mg',
      dosageForm: 'tablet',
      packSize: '14 tablets',
      manufacturer: 'GlaxoSmithKline',
      nafdacNumber: 'a4-0237',
      medicineClass: 'pom',
      stockQuantity: 30,
    });
    assert.equal(added.status, 201);
    const shown = (await call('GET', `/api/medicine/${added.json.id}`, null)).json;
    assert.equal(shown.activeIngredients, 'Amoxicillin, clavulanic acid');
    assert.equal(shown.strength, '500 mg / 125 mg');
    assert.equal(shown.dosageForm, 'tablet');
    assert.equal(shown.packSize, '14 tablets');
    assert.equal(shown.manufacturer, 'GlaxoSmithKline');
    assert.equal(shown.nafdacNumber, 'A4-0237', 'stored in capitals');
    assert.equal(shown.medicineClass, 'pom');
    assert.equal(shown.prescriptionRequired, true);
    assert.equal(shown.stockStatus, 'in-stock');
    assert.equal(shown.stockLeft, null);
    assert.equal((await adminMedicine(added.json.id)).stockQuantity, 30);
  });

  test('a NAFDAC number that is not in the usual format, a bad class or dosage form is a 400 with the field', async () => {
    for (const [field, value] of [
      ['nafdacNumber', '12345'],
      ['nafdacNumber', 'A4 0237 x'],
      ['medicineClass', 'prescription'],
      ['dosageForm', 'potion'],
    ]) {
      const res = await call('POST', '/api/medicine/add-medicine', admin, {
        name: 'X',
        price: 100,
        categoryId: painRelief,
        medicineClass: 'otc',
        [field]: value,
      });
      assert.equal(res.status, 400, `${field}=${value}`);
      assert.ok(JSON.stringify(res.json).includes(field), `${field} named in ${JSON.stringify(res.json)}`);
    }
    for (const good of ['04-8642', 'A11-100139', 'B4-5521L']) {
      const res = await call('POST', '/api/medicine/add-medicine', admin, {
        name: `Ok ${good}`,
        price: 100,
        categoryId: painRelief,
        medicineClass: 'otc',
        nafdacNumber: good,
      });
      assert.equal(res.status, 201, good);
    }
  });

  test('every field can be edited (price, facts, category, picture); the version moves on; checked as on add', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Paracetmol 500mg', price: 8500, categoryId: painRelief });
    const before = await adminMedicine(medicine.id);
    assert.equal(before.version, 1);
    const res = await call('PATCH', `/api/medicine/${medicine.id}`, admin, {
      version: 1,
      name: 'Paracetamol 500mg',
      price: 850,
      description: 'For pain and fever.',
      dosage: '1-2 tablets every 4-6 hours',
      sideEffects: 'Rare',
      categoryId: antimalarials,
      isFeatured: true,
      imageUrl: 'https://images.example.ng/paracetamol.webp',
      activeIngredients: 'Paracetamol',
      strength: '500 mg',
      dosageForm: 'caplet',
      packSize: '96 caplets',
      manufacturer: 'Emzor',
      nafdacNumber: '04-1234',
      medicineClass: 'otc',
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.version, 2);
    assert.equal(res.json.name, 'Paracetamol 500mg');
    assert.equal(res.json.price, 850);
    assert.equal(res.json.categoryId, antimalarials);
    assert.equal(res.json.imageUrl, 'https://images.example.ng/paracetamol.webp');
    assert.equal(res.json.dosageForm, 'caplet');
    assert.equal((await call('GET', `/api/medicine/${medicine.id}`, null)).json.price, 850);

    for (const bad of [{ price: 0 }, { price: 1.234 }, { name: '   ' }, { categoryId: MISSING_ID }, { nafdacNumber: 'nope' }, {}]) {
      const edit = await call('PATCH', `/api/medicine/${medicine.id}`, admin, {
        ...bad,
        ...('price' in bad || 'name' in bad || 'categoryId' in bad || 'nafdacNumber' in bad ? { version: 2 } : {}),
      });
      assert.equal(edit.status, 400, JSON.stringify(bad));
      assert.ok(edit.json.message);
    }
    assert.equal((await adminMedicine(medicine.id)).version, 2, 'refused edits change nothing');
  });

  test('two admins editing the same medicine: the second, from the old version, gets 409 and overwrites nothing', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Ibuprofen 400mg', price: 1200, categoryId: painRelief });
    const first = await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 1, price: 1300 });
    assert.equal(first.status, 200);
    const second = await call('PATCH', `/api/medicine/${medicine.id}`, otherAdmin, { version: 1, price: 999 });
    assert.equal(second.status, 409);
    assert.match(second.json.message, /version 2/);
    assert.deepEqual(second.json.errors?.[0]?.field, 'version');
    assert.equal((await adminMedicine(medicine.id)).price, 1300);
    const stale = await call('DELETE', `/api/medicine/${medicine.id}?version=1`, admin);
    assert.equal(stale.status, 409);
  });

  test('only admins edit, hide and delete', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Vitamin C', price: 500, categoryId: painRelief });
    assert.equal((await call('PATCH', `/api/medicine/${medicine.id}`, null, { version: 1, price: 1 })).status, 401);
    assert.equal((await call('PATCH', `/api/medicine/${medicine.id}`, shopper, { version: 1, price: 1 })).status, 403);
    assert.equal((await call('DELETE', `/api/medicine/${medicine.id}?version=1`, shopper)).status, 403);
    assert.equal((await call('GET', '/api/admin/medicines', shopper)).status, 403);
    assert.equal((await call('PATCH', `/api/medicine/${MISSING_ID}`, admin, { version: 1, price: 1 })).status, 404);
  });

  test('a hidden medicine leaves the shop (lists, search, its page, the cart) but stays in the admin list; unhiding brings it back', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'XSS pharmacy <script>', price: 100, categoryId: painRelief });
    const hide = await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 1, hidden: true });
    assert.equal(hide.status, 200);
    assert.equal(hide.json.hidden, true);
    const names = async (url: string) => ((await call('GET', url, null)).json as Json[]).map((m) => m.name);
    assert.ok(!(await names('/api/medicine')).includes('XSS pharmacy <script>'));
    assert.ok(!(await names('/api/medicine?search=XSS')).includes('XSS pharmacy <script>'));
    assert.ok(!(await names(`/api/medicine/category/${painRelief}`)).includes('XSS pharmacy <script>'));
    assert.equal((await call('GET', `/api/medicine/${medicine.id}`, null)).status, 404);
    const cart = await call('POST', '/api/carts/add', shopper, { medicineId: medicine.id, quantity: 1, userId: shopper.user.id });
    assert.equal(cart.status, 400);
    const adminList = (await call('GET', '/api/admin/medicines?hidden=true', admin)).json as Json[];
    assert.ok(adminList.some((m) => m.id === medicine.id));
    const unhide = await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 2, hidden: false });
    assert.equal(unhide.status, 200);
    assert.equal((await call('GET', `/api/medicine/${medicine.id}`, null)).status, 200);
  });

  test('a medicine nothing refers to is deleted; its cart lines go with it', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Test entry by mistake', price: 100, categoryId: painRelief });
    assert.equal(
      (await call('POST', '/api/carts/add', shopper, { medicineId: medicine.id, quantity: 1, userId: shopper.user.id })).status,
      200,
    );
    const res = await call('DELETE', `/api/medicine/${medicine.id}?version=1`, admin);
    assert.equal(res.status, 204);
    assert.equal((await call('GET', `/api/medicine/${medicine.id}`, null)).status, 404);
    assert.equal((await call('GET', `/api/admin/medicines/${medicine.id}`, admin)).status, 404);
    assert.equal((await call('DELETE', `/api/medicine/${medicine.id}?version=1`, admin)).status, 404);
    assert.equal((await call('DELETE', `/api/medicine/${MISSING_ID}`, admin)).status, 400, 'version is required');
  });
});

describe('categories: edit, hide, delete', () => {
  test('renaming checks the name like adding (unique, any case); version conflicts answer 409', async () => {
    const category = await addCategory(app, admin.headers, { name: 'Skin Kare' });
    const clash = await call('PATCH', `/api/medicine-categories/${category.medicineCategoryId}`, admin, {
      version: 1,
      name: 'pain relief',
    });
    assert.equal(clash.status, 409);
    const renamed = await call('PATCH', `/api/medicine-categories/${category.medicineCategoryId}`, admin, {
      version: 1,
      name: 'Skin Care',
      description: 'Creams',
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.json.version, 2);
    assert.equal(renamed.json.name, 'Skin Care');
    const stale = await call('PATCH', `/api/medicine-categories/${category.medicineCategoryId}`, otherAdmin, { version: 1, name: 'Skin' });
    assert.equal(stale.status, 409);
    assert.equal(
      (await call('PATCH', `/api/medicine-categories/${category.medicineCategoryId}`, admin, { version: 2, name: '' })).status,
      400,
    );
  });

  test('a hidden category and its medicines leave the shop; past lists for admins still have them', async () => {
    const category = await addCategory(app, admin.headers, { name: 'Seasonal' });
    const medicine = await addMedicine(app, admin.headers, {
      name: 'Seasonal Flu Remedy',
      price: 700,
      categoryId: category.medicineCategoryId,
    });
    const hide = await call('PATCH', `/api/medicine-categories/${category.medicineCategoryId}`, admin, { version: 1, hidden: true });
    assert.equal(hide.status, 200);
    const categories = (await call('GET', '/api/medicine-categories', null)).json as Json[];
    assert.ok(!categories.some((c) => c.name === 'Seasonal'));
    assert.ok(!((await call('GET', '/api/medicine-categories?search=Seas', null)).json as Json[]).length);
    assert.equal((await call('GET', `/api/medicine-categories/category-with-products/${category.medicineCategoryId}`, null)).status, 404);
    assert.equal((await call('GET', `/api/medicine/category/${category.medicineCategoryId}`, null)).status, 404);
    assert.ok(!((await call('GET', '/api/medicine?search=Seasonal', null)).json as Json[]).length);
    assert.equal((await call('GET', `/api/medicine/${medicine.id}`, null)).status, 404);
    const adminList = (await call('GET', '/api/admin/categories?hidden=true', admin)).json as Json[];
    assert.deepEqual(
      adminList.map((c) => [c.name, c.medicineCount]),
      [['Seasonal', 1]],
    );
    assert.equal((await adminMedicine(medicine.id)).categoryHidden, true);
  });

  test('a category is deleted only when empty', async () => {
    const category = await addCategory(app, admin.headers, { name: 'Empty soon' });
    const medicine = await addMedicine(app, admin.headers, { name: 'Lonely', price: 100, categoryId: category.medicineCategoryId });
    const refused = await call('DELETE', `/api/medicine-categories/${category.medicineCategoryId}?version=1`, admin);
    assert.equal(refused.status, 409);
    assert.match(refused.json.message, /1 medicine/);
    assert.equal((await call('DELETE', `/api/medicine/${medicine.id}?version=1`, admin)).status, 204);
    assert.equal((await call('DELETE', `/api/medicine-categories/${category.medicineCategoryId}?version=1`, admin)).status, 204);
  });
});

describe('pharmacies, ambulances, laboratories: edit, hide, delete', () => {
  const kinds = [
    {
      kind: 'pharmacy',
      add: '/api/pharmacies/addPharmacy',
      list: '/api/pharmacies',
      one: '/api/pharmacies',
      admin: '/api/admin/pharmacies',
      body: { name: 'e-pharmacy Yaba', location: 'Herbert Macaulay Way, Yaba', contact: '+234 803 000 0000', deliveryRange: 'Mainland' },
      idOf: (x: Json) => x.pharmacyId as string,
      edit: { contact: '+234 803 111 1111' },
    },
    {
      kind: 'ambulance',
      add: '/api/ambulance/addAmbulance',
      list: '/api/ambulance/ambulances',
      one: '/api/ambulance',
      admin: '/api/admin/ambulances',
      body: { name: 'Rapid Response Yaba', location: 'Yaba, Lagos', availability: true },
      idOf: (x: Json) => x.id as string,
      edit: { availability: false },
    },
    {
      kind: 'laboratory',
      add: '/api/laboratory/addLaboratory',
      list: '/api/laboratories/laboratories',
      one: '/api/laboratory',
      admin: '/api/admin/laboratories',
      body: { name: 'Yaba Diagnostics', location: 'Yaba, Lagos', description: 'Blood tests' },
      idOf: (x: Json) => x.id as string,
      edit: { description: 'Blood tests and malaria parasite' },
    },
  ];
  for (const k of kinds) {
    test(`${k.kind}: edit with version (409 when stale), 400 on bad input, hide leaves the shop list, delete`, async () => {
      const added = await call('POST', k.add, admin, k.body);
      assert.equal(added.status, 201);
      const id = k.idOf(added.json);
      const edited = await call('PATCH', `${k.one}/${id}`, admin, { version: 1, ...k.edit });
      assert.equal(edited.status, 200, JSON.stringify(edited.json));
      assert.equal(edited.json.version, 2);
      for (const [field, value] of Object.entries(k.edit)) assert.equal(edited.json[field], value);
      assert.equal((await call('PATCH', `${k.one}/${id}`, otherAdmin, { version: 1, name: 'Stale' })).status, 409);
      assert.equal((await call('PATCH', `${k.one}/${id}`, admin, { version: 2, name: ' ' })).status, 400);
      assert.equal((await call('PATCH', `${k.one}/${id}`, shopper, { version: 2, name: 'Mine' })).status, 403);
      const hidden = await call('PATCH', `${k.one}/${id}`, admin, { version: 2, hidden: true });
      assert.equal(hidden.status, 200);
      assert.ok(!((await call('GET', k.list, null)).json as Json[]).some((x) => k.idOf(x) === id));
      const adminList = (await call('GET', `${k.admin}?search=yaba&hidden=true`, admin)).json as Json[];
      assert.deepEqual(
        adminList.map((x) => k.idOf(x)),
        [id],
      );
      assert.equal((await call('DELETE', `${k.one}/${id}?version=2`, admin)).status, 409);
      assert.equal((await call('DELETE', `${k.one}/${id}?version=3`, admin)).status, 204);
      assert.equal((await call('GET', `${k.admin}?search=yaba`, admin)).json.length, 0);
    });
  }
});

describe('admin lists: search, filter, sort and page on the server', () => {
  test('medicines by class, stock state, category and text, sorted by price, paged with totals', async () => {
    const category = (await addCategory(app, admin.headers, { name: 'Listing' })).medicineCategoryId;
    for (const [name, price, cls, stock] of [
      ['List A', 300, 'otc', 0],
      ['List B', 100, 'pom', 5],
      ['List C', 200, 'pom', 50],
      ['List D', 400, 'pharmacy', 12],
    ] as const) {
      await addMedicine(app, admin.headers, { name, price, categoryId: category, medicineClass: cls, stockQuantity: stock });
    }
    const get = async (query: string) => {
      const res = await app.inject({ url: `/api/admin/medicines?categoryId=${category}&${query}`, headers: admin.headers });
      assert.equal(res.statusCode, 200, res.body);
      return { names: (res.json() as Json[]).map((m) => m.name), total: Number(res.headers['x-total-count']) };
    };
    assert.deepEqual((await get('sort=price')).names, ['List B', 'List C', 'List A', 'List D']);
    assert.deepEqual((await get('sort=-price&page=1&pageSize=2')).names, ['List D', 'List A']);
    assert.equal((await get('sort=-price&page=1&pageSize=2')).total, 4);
    assert.deepEqual((await get('medicineClass=pom')).names, ['List B', 'List C']);
    assert.deepEqual((await get('stock=out-of-stock')).names, ['List A']);
    assert.deepEqual((await get('stock=low-stock')).names, ['List B']);
    assert.deepEqual((await get('stock=in-stock')).names, ['List C', 'List D']);
    assert.deepEqual((await get('search=list%20d')).names, ['List D']);
    assert.deepEqual((await get('sort=-stock&pageSize=1&page=2')).names, ['List D']);
    assert.equal((await call('GET', '/api/admin/medicines?sort=bogus', admin)).status, 400);
    assert.equal((await call('GET', '/api/admin/medicines?stock=plenty', admin)).status, 400);
  });

  test('categories sorted by how many medicines they hold', async () => {
    const res = await app.inject({ url: '/api/admin/categories?sort=-medicines&pageSize=1&page=1', headers: admin.headers });
    assert.equal(res.statusCode, 200);
    const [top] = res.json() as Json[];
    const all = (await call('GET', '/api/admin/categories', admin)).json as Json[];
    assert.equal(top.medicineCount, Math.max(...all.map((c) => c.medicineCount)));
    assert.equal(Number(res.headers['x-total-count']), all.length);
  });
});

describe('audit log', () => {
  test('every admin change is logged: who, when, which record, each field from what to what; filterable', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Audit Me', price: 1000, categoryId: painRelief });
    await call('PATCH', `/api/medicine/${medicine.id}`, otherAdmin, { version: 1, price: 1250.5, manufacturer: 'Fidson' });
    await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 2, hidden: true });
    await call('POST', `/api/medicine/${medicine.id}/stock`, admin, { reason: 'received', quantity: 5 });
    const entries = (await call('GET', `/api/admin/audit?entityType=medicine&entityId=${medicine.id}`, admin)).json as Json[];
    assert.deepEqual(
      entries.map((e) => [e.action, e.actorName]),
      [
        ['stock received', 'Tunde Bakare'],
        ['hide', 'Tunde Bakare'],
        ['update', 'Ngozi Eze'],
        ['stock received', 'Tunde Bakare'],
        ['create', 'Tunde Bakare'],
      ],
    );
    const update = entries[2];
    assert.equal(update.entityName, 'Audit Me');
    assert.ok(!Number.isNaN(Date.parse(update.at)));
    assert.deepEqual(
      update.changes.sort((a: Json, b: Json) => a.field.localeCompare(b.field)),
      [
        { field: 'manufacturer', from: '', to: 'Fidson' },
        { field: 'price', from: 1000, to: 1250.5 },
      ],
    );
    // A stock adjustment names its batch (here the opening balance) beside the units it changed.
    const stockChange = (field: string) => entries[0].changes.find((c: Json) => c.field === field);
    assert.deepEqual(stockChange('stockQuantity'), { field: 'stockQuantity', from: 100, to: 105 });
    assert.deepEqual(stockChange('batch'), { field: 'batch', from: null, to: 'OPENING-BALANCE' });
    const byOther = (await call('GET', `/api/admin/audit?actorId=${otherAdmin.user.id}`, admin)).json as Json[];
    assert.ok(byOther.length >= 1 && byOther.every((e) => e.actorName === 'Ngozi Eze'));
    const actors = (await call('GET', '/api/admin/audit/actors', admin)).json as Json[];
    assert.ok(actors.some((a) => a.actorId === otherAdmin.user.id));
    const paged = await app.inject({ url: '/api/admin/audit?page=1&pageSize=2', headers: admin.headers });
    assert.equal((paged.json() as Json[]).length, 2);
    assert.ok(Number(paged.headers['x-total-count']) > 4);
    assert.equal((await call('GET', '/api/admin/audit', shopper)).status, 403);
  });

  test('a refused edit (409, 400) writes no audit entry', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Quiet', price: 1000, categoryId: painRelief });
    await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 5, price: 2 });
    await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 1, price: -2 });
    const entries = (await call('GET', `/api/admin/audit?entityId=${medicine.id}`, admin)).json as Json[];
    assert.deepEqual(
      entries.map((e) => e.action),
      ['stock received', 'create'],
    );
  });
});

describe('admin answers are not cached as public', () => {
  test('admin reads say private, no-store (the shop lists stay public)', async () => {
    for (const url of ['/api/admin/medicines', '/api/admin/categories', '/api/admin/pharmacies']) {
      const res = await app.inject({ url, headers: admin.headers });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'private, no-store', url);
    }
    assert.equal((await app.inject({ url: '/api/medicine' })).headers['cache-control'], 'public, no-cache');
  });
});
