// Search finds what shoppers type: a condition, a category, a word of the description, not only names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { planSearch } from '../../src/domains/catalogue/search-vocabulary';

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

test('a condition named in the search yields its phrases, a misspelt one too; a plain medicine name yields none', () => {
  const vocabulary = [
    { term: 'hypertension', kind: 'condition' as const, target: 'blood pressure, hypertension' },
    { term: 'diabetes', kind: 'condition' as const, target: 'blood sugar, diabetes' },
    { term: 'paracetamole', kind: 'ingredient' as const, target: 'paracetamol' },
  ];
  const phrases = (text: string) => planSearch(text, vocabulary).targets.flatMap((t) => t.phrases);
  assert.ok(phrases('Hypertension').includes('blood pressure'));
  assert.ok(phrases('drugs for diabetis').includes('blood sugar'));
  assert.deepEqual(phrases('Paracetamol 500mg'), []);
  // A real word two letters from a complaint is not read as it: "sleeping" is no misspelt "sneezing".
  const sneezing = [{ term: 'sneezing', kind: 'condition' as const, target: 'sneezing' }];
  assert.deepEqual(planSearch('sleeping tablets', sneezing).targets, []);
  assert.equal(planSearch('sneezng', sneezing).targets.length, 1);
  assert.deepEqual(planSearch('Paracetamol 500mg', vocabulary), {
    text: 'Paracetamol 500mg',
    rest: 'paracetamol',
    strength: { amount: '500', unit: 'mg' },
    targets: [],
  });
});
