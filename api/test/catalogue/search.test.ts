import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { createAdmin } from '../helpers/users';

const app = await buildTestApp();

const MEDICINES = [
  'Paracetamol 500mg Tablets',
  'Panadol Extra',
  'Ibuprofen 400mg',
  'Amoxicillin 500mg Capsules',
  'Artemether/Lumefantrine 80/480',
  'Coartem Dispersible',
  'Vitamin C 100% Pure',
  'Zinc_Sulphate 20mg',
  "Children's Cough Syrup",
  'Benylin "Original" Syrup',
  'Back\\Slash Balm',
];

before(async () => {
  const admin = await createAdmin(app);
  const category = (await addCategory(app, admin.headers, { name: 'General' })).medicineCategoryId;
  for (const [i, name] of MEDICINES.entries()) await addMedicine(app, admin.headers, { name, price: 500 + i, categoryId: category });
});

async function search(text: string, path = '/api/medicine/GetAllMedicines') {
  const res = await app.inject({ url: `${path}?search=${encodeURIComponent(text)}` });
  assert.equal(res.statusCode, 200, `${text}: ${res.body}`);
  return (res.json() as { name: string }[]).map((m) => m.name);
}

test('search matches names containing the text, in any case', async () => {
  assert.deepEqual(await search('SYRUP'), ['Benylin "Original" Syrup', "Children's Cough Syrup"]);
  assert.deepEqual(await search('500MG'), ['Amoxicillin 500mg Capsules', 'Paracetamol 500mg Tablets']);
});

test("a close misspelling finds the medicine: 'paracetmol' finds Paracetamol", async () => {
  const found = await search('paracetmol');
  assert.equal(found[0], 'Paracetamol 500mg Tablets');
  assert.ok(!found.includes('Ibuprofen 400mg'));
  assert.equal((await search('amoxycillin'))[0], 'Amoxicillin 500mg Capsules');
  assert.equal((await search('ibuprofin'))[0], 'Ibuprofen 400mg');
});

test('names containing the text rank before close spellings', async () => {
  const found = await search('panadol');
  assert.equal(found[0], 'Panadol Extra');
});

test('search works at every medicine list path', async () => {
  for (const path of ['/api/medicine', '/api/medicine/GetAllMedicines', '/api/Markets/GetAllProducts']) {
    assert.equal((await search('coartem', path))[0], 'Coartem Dispersible', path);
  }
});

test('%, _ , quotes and backslashes in a search are literal', async () => {
  assert.deepEqual(await search('%'), ['Vitamin C 100% Pure']);
  assert.deepEqual(await search('100%'), ['Vitamin C 100% Pure']);
  assert.deepEqual(await search('_'), ['Zinc_Sulphate 20mg']);
  assert.deepEqual(await search("children's"), ["Children's Cough Syrup"]);
  assert.deepEqual(await search('"Original"'), ['Benylin "Original" Syrup']);
  assert.deepEqual(await search('\\'), ['Back\\Slash Balm']);
  assert.deepEqual(await search("' OR '1'='1"), []);
  assert.deepEqual(await search('%%%'), []);
  assert.deepEqual(await search('___'), []);
});

test('nothing close answers an empty list; a blank search lists everything', async () => {
  assert.deepEqual(await search('xylophone'), []);
  assert.equal((await search('   ')).length, MEDICINES.length);
});

test('search results can be paged', async () => {
  const all = await search('500mg');
  const res = await app.inject({ url: '/api/medicine/GetAllMedicines?search=500mg&page=2&pageSize=1' });
  assert.deepEqual(
    res.json().map((m: { name: string }) => m.name),
    all.slice(1, 2),
  );
  assert.equal(res.headers['x-total-count'], String(all.length));
});
