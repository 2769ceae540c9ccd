// Search finds what shoppers type: a condition, a category, a word of the description, not only names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { conditionPhrases } from '../../src/domains/catalogue/search-conditions';

const app = await buildTestApp({ seed: true });

async function search(text: string): Promise<string[]> {
  const res = await app.inject({ url: `/api/medicine?search=${encodeURIComponent(text)}` });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { name: string }[]).map((m) => m.name);
}

test('"malaria" finds the malaria medicines by their category, after the names that say malaria', async () => {
  const found = await search('malaria');
  for (const name of ['Amatem Softgel 80/480 (6)', 'Artequin 600/750 Tablets', 'Camosunate Adult Tablets']) {
    assert.ok(found.includes(name), `${name} in ${found.join(', ')}`);
  }
  const named = found.findIndex((name) => !/malaria/i.test(name));
  assert.ok(
    found.slice(0, named).every((name) => /malaria/i.test(name)),
    'names containing the text come first',
  );
});

test('"hypertension", "high blood pressure" and a misspelling find Amlodipine, whose description says high blood pressure', async () => {
  for (const text of ['hypertension', 'high blood pressure', 'hypertention', 'HBP hypertension']) {
    assert.ok((await search(text)).includes('Amlodipine 10mg Tablets (28)'), text);
  }
});

test('"ulcer" finds the medicines for ulcers, and not the painkiller that warns about them only in its side effects', async () => {
  const found = await search('ulcer');
  assert.ok(found.length >= 2, found.join(', '));
  assert.ok(
    found.every((name) => !/ibuprofen/i.test(name)),
    found.join(', '),
  );
});

test('a name search is unchanged: the medicine named first, typos still corrected', async () => {
  assert.equal((await search('amlodipine'))[0], 'Amlodipine 10mg Tablets (28)');
  assert.match((await search('paracetmol'))[0], /Paracetamol/);
  assert.deepEqual(await search('zzqxv'), []);
});

test('a condition named in the search yields its phrases; a plain medicine name yields none', () => {
  assert.ok(conditionPhrases('Hypertension').includes('blood pressure'));
  assert.ok(conditionPhrases('drugs for diabetis').includes('blood sugar'));
  assert.deepEqual(conditionPhrases('Paracetamol 500mg'), []);
});
