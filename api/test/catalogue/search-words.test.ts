import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { createAdmin, type TestUser } from '../helpers/users';

const app = await buildTestApp();

const MEDICINES = [
  'Paracetamol 500mg Tablets',
  'Paracetamol Syrup 500ml',
  'Panadol Extra',
  'Ibuprofen 200mg Tablets',
  'Ibuprofen 400mg Tablets',
  'Amoxicillin 500mg Capsules',
  'Amoxicillin Suspension 125mg',
  'Ampiclox Capsules',
  'Metformin 500mg Tablets',
  'Metformin 850mg Tablets',
  'Vitamin C 100% Pure',
  'Zinc_Sulphate 20mg',
  "Children's Cough Syrup",
];

let admin: TestUser;
let general: string;

before(async () => {
  admin = await createAdmin(app);
  general = (await addCategory(app, admin.headers, { name: 'General' })).medicineCategoryId;
  for (const [i, name] of MEDICINES.entries()) await addMedicine(app, admin.headers, { name, price: 500 + i, categoryId: general });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The words table as it is, and as it should be (recomputed from the names), word -> count. */
async function wordsTable() {
  const stored = await rows<{ word: string; n: number }>(sql`SELECT word, name_count AS n FROM medicine_name_words ORDER BY word`);
  const expected = new Map<string, number>();
  for (const { name } of await rows<{ name: string }>(sql`SELECT name FROM medicines`)) {
    for (const word of new Set(
      name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ))
      expected.set(word, (expected.get(word) ?? 0) + 1);
  }
  return {
    stored: new Map(stored.map((r) => [r.word, Number(r.n)])),
    expected: new Map([...expected].sort(([a], [b]) => a.localeCompare(b))),
  };
}

async function assertWordsInSync() {
  const { stored, expected } = await wordsTable();
  assert.deepEqual(Object.fromEntries(stored), Object.fromEntries(expected));
}

async function search(text: string, query = '') {
  const res = await app.inject({ url: `/api/medicine/GetAllMedicines?search=${encodeURIComponent(text)}${query}` });
  assert.equal(res.statusCode, 200, `${text}: ${res.body}`);
  return { names: (res.json() as { name: string }[]).map((m) => m.name), total: Number(res.headers['x-total-count']) };
}

describe('the words of medicine names (medicine_name_words)', () => {
  test('hold every distinct lower-cased word of the names with how many names use it', async () => {
    await assertWordsInSync();
    const { stored } = await wordsTable();
    assert.equal(stored.get('paracetamol'), 2);
    assert.equal(stored.get('tablets'), 5);
    assert.equal(stored.get('zinc'), 1);
    assert.equal(stored.get('sulphate'), 1);
    assert.equal(stored.get('s'), 1, "children's");
  });

  test('follow an add through the API, a rename and a delete, and search follows them', async () => {
    const added = await addMedicine(app, admin.headers, { name: 'Ciprotab 500mg Tablets', price: 900, categoryId: general });
    await assertWordsInSync();
    assert.deepEqual((await search('ciprotabb')).names, ['Ciprotab 500mg Tablets']);

    await app.db.execute(sql`UPDATE medicines SET name = 'Ciproxin 500mg Tablets' WHERE id = ${added.id}`);
    await assertWordsInSync();
    const { stored } = await wordsTable();
    assert.equal(stored.has('ciprotab'), false);
    assert.equal(stored.get('ciproxin'), 1);
    assert.equal(stored.get('tablets'), 6);
    assert.deepEqual((await search('ciprotab')).names, ['Ciproxin 500mg Tablets'], 'the old word is gone; the new one is a close spelling');
    assert.deepEqual((await search('ciproxn')).names, ['Ciproxin 500mg Tablets']);

    await app.db.execute(sql`UPDATE medicines SET price_kobo = price_kobo + 1 WHERE id = ${added.id}`);
    await assertWordsInSync();

    await app.db.execute(sql`DELETE FROM medicines WHERE id = ${added.id}`);
    await assertWordsInSync();
    assert.equal((await wordsTable()).stored.has('ciproxin'), false);
    assert.deepEqual(await search('ciproxn'), { names: [], total: 0 });
  });

  test('follow statements that change many names at once', async () => {
    await app.db.execute(sql`UPDATE medicines SET name = name || ' Forte' WHERE name LIKE 'Metformin%'`);
    await assertWordsInSync();
    assert.equal((await wordsTable()).stored.get('forte'), 2);
    await app.db.execute(sql`UPDATE medicines SET name = replace(name, ' Forte', '') WHERE name LIKE 'Metformin%'`);
    await assertWordsInSync();
    assert.equal((await wordsTable()).stored.has('forte'), false);
  });
});

describe('search with misspelt words', () => {
  test("'paracetmol', 'amoxicilin' and 'ibuprofn 400' find the right medicines first", async () => {
    const paracetamol = await search('paracetmol');
    assert.deepEqual(paracetamol.names, ['Paracetamol 500mg Tablets', 'Paracetamol Syrup 500ml']);
    assert.equal(paracetamol.total, 2);
    const amoxicillin = await search('amoxicilin');
    assert.deepEqual(amoxicillin.names, ['Amoxicillin 500mg Capsules', 'Amoxicillin Suspension 125mg']);
    assert.deepEqual((await search('ibuprofn 400')).names, ['Ibuprofen 400mg Tablets']);
    assert.deepEqual((await search('IBUPROFN 400', '&page=1&pageSize=5')).names, ['Ibuprofen 400mg Tablets']);
  });

  test('names containing the whole text come before names containing its words apart', async () => {
    // The strength asked for first, then the same medicine at its other strengths (issue 54).
    assert.deepEqual((await search('metformin 500mg')).names, ['Metformin 500mg Tablets', 'Metformin 850mg Tablets']);
    assert.deepEqual((await search('paracetamol 500')).names, ['Paracetamol 500mg Tablets', 'Paracetamol Syrup 500ml']);
    assert.deepEqual((await search('500 paracetamol')).names, ['Paracetamol 500mg Tablets', 'Paracetamol Syrup 500ml']);
    assert.deepEqual((await search('tablets 500mg')).names, ['Metformin 500mg Tablets', 'Paracetamol 500mg Tablets']);
  });

  test('a word that matches nothing answers an empty list with X-Total-Count 0, paged or not', async () => {
    assert.deepEqual(await search('xylophone'), { names: [], total: 0 });
    assert.deepEqual(await search('xylophone', '&page=1&pageSize=20'), { names: [], total: 0 });
    assert.deepEqual(await search('paracetamol xylophone'), { names: [], total: 0 });
    assert.deepEqual(await search('paracetmol kxqvbnz', '&page=2'), { names: [], total: 0 });
  });

  test('%, _ and quotes stay literal, paged too', async () => {
    assert.deepEqual(await search('100%', '&page=1&pageSize=5'), { names: ['Vitamin C 100% Pure'], total: 1 });
    assert.deepEqual(await search('%', '&page=1&pageSize=5'), { names: ['Vitamin C 100% Pure'], total: 1 });
    assert.deepEqual(await search('c_s', '&page=1&pageSize=5'), { names: ['Zinc_Sulphate 20mg'], total: 1 });
    assert.deepEqual(await search('n_s', '&page=1&pageSize=5'), { names: [], total: 0 }, "not Children's");
    assert.deepEqual(await search('zinc_'), { names: ['Zinc_Sulphate 20mg'], total: 1 });
    assert.deepEqual(await search("children's"), { names: ["Children's Cough Syrup"], total: 1 });
    assert.deepEqual(await search("' OR '1'='1", '&page=1'), { names: [], total: 0 });
  });
});

describe('pages past the end keep the right total', () => {
  test('the plain list, a search and a category', async () => {
    const list = await app.inject({ url: '/api/medicine/GetAllMedicines?page=50&pageSize=10' });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json(), []);
    assert.equal(list.headers['x-total-count'], String(MEDICINES.length));
    assert.equal(list.headers['x-total-pages'], '2');

    assert.deepEqual(await search('tablets', '&page=3&pageSize=5'), { names: [], total: 5 });
    assert.deepEqual(await search('paracetmol', '&page=2&pageSize=2'), { names: [], total: 2 });
    assert.deepEqual((await search('tablets', '&page=2&pageSize=3')).names.length, 2);

    const category = await app.inject({ url: `/api/medicine/category/${general}?page=9&pageSize=100` });
    assert.deepEqual(category.json(), []);
    assert.equal(category.headers['x-total-count'], String(MEDICINES.length));

    const categories = await app.inject({ url: '/api/medicine-categories?search=GEN&page=4&pageSize=2' });
    assert.deepEqual(categories.json(), []);
    assert.equal(categories.headers['x-total-count'], '1');
    const firstPage = await app.inject({ url: '/api/medicine-categories?search=GEN&page=1&pageSize=2' });
    assert.deepEqual(
      firstPage.json().map((c: { name: string }) => c.name),
      ['General'],
    );
    assert.equal(firstPage.headers['x-total-count'], '1');
  });

  test('pages of the list are the whole list cut in order', async () => {
    const all = (await app.inject({ url: '/api/medicine/GetAllMedicines' })).json() as { id: string }[];
    const paged: { id: string }[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await app.inject({ url: `/api/medicine/GetAllMedicines?page=${page}&pageSize=5` });
      assert.equal(res.headers['x-total-count'], String(all.length));
      paged.push(...res.json());
    }
    assert.deepEqual(
      paged.map((m) => m.id),
      all.map((m) => m.id),
    );
  });
});
