// Suggestions as a shopper types (issue 54): from two letters, medicines (over the counter first,
// prescription-only marked), the vocabulary's conditions and the categories, at most eight.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchingConditions } from '../../src/domains/catalogue/suggest-service';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin } from '../helpers/users';

const app = await buildTestApp({ seed: true });

type Suggestion = {
  kind: 'medicine' | 'condition' | 'category';
  label: string;
  id?: string;
  strength?: string;
  medicineClass?: string;
  prescriptionOnly?: boolean;
  leadsTo?: string;
};

async function suggest(q: string): Promise<Suggestion[]> {
  const res = await app.inject({ url: `/api/medicine/suggest?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json() as { query: string; suggestions: Suggestion[] };
  assert.ok(body.suggestions.length <= 8, `${q}: ${body.suggestions.length} suggestions`);
  return body.suggestions;
}
const ofKind = (found: Suggestion[], kind: Suggestion['kind']) => found.filter((s) => s.kind === kind);

test('fewer than two letters after trimming is a 400 with a message', async () => {
  for (const q of ['', 'a', '  p  ', ' ']) {
    const res = await app.inject({ url: `/api/medicine/suggest?q=${encodeURIComponent(q)}` });
    assert.equal(res.statusCode, 400, q);
    assert.match(res.json().message, /at least 2 letters/);
  }
  const missing = await app.inject({ url: '/api/medicine/suggest' });
  assert.equal(missing.statusCode, 400);
});

test('medicines whose names hold the text, names starting with it first, over the counter before prescription-only', async () => {
  const found = ofKind(await suggest('para'), 'medicine');
  assert.ok(found.length >= 2, JSON.stringify(found));
  for (const m of found) assert.match(m.label, /para/i);
  const byName = ofKind(await suggest('cata'), 'medicine');
  const cataflam = byName.find((m) => m.label.startsWith('Cataflam'));
  assert.ok(cataflam, JSON.stringify(byName));
  assert.equal(cataflam.prescriptionOnly, true);
  assert.equal(cataflam.medicineClass, 'pom');
  // Among names matching alike, what a shopper can buy comes before what needs a prescription.
  const tabs = ofKind(await suggest('tablets'), 'medicine');
  const classes = tabs.map((m) => m.medicineClass);
  const firstPom = classes.indexOf('pom');
  if (firstPom >= 0)
    assert.ok(
      classes.slice(firstPom).every((c) => c === 'pom'),
      classes.join(', '),
    );
  assert.ok(tabs.length > 0 && tabs.length <= 8);
});

test('two letters suggest names or words of names starting with them; three or more also any name containing the text', async () => {
  for (const q of ['pa', 'Em', 'ca']) {
    const found = ofKind(await suggest(q), 'medicine');
    assert.ok(found.length > 0, q);
    for (const m of found) assert.match(m.label, new RegExp(`(^|\\s)${q}`, 'i'), `${q}: ${m.label}`);
  }
  // Names starting with the text come before a word of the name starting with it.
  const em = ofKind(await suggest('em'), 'medicine').map((m) => /^em/i.test(m.label));
  assert.deepEqual(
    em,
    [...em].sort((a, b) => Number(b) - Number(a)),
  );
  // "copan" starts no name nor word: Buscopan contains it.
  assert.ok(ofKind(await suggest('copan'), 'medicine').some((m) => m.label.startsWith('Buscopan')));
});

test('an everyday complaint is suggested as the condition, with what it leads to; Pidgin too', async () => {
  const running = ofKind(await suggest('running st'), 'condition');
  assert.equal(running[0]?.label, 'running stomach');
  assert.ok(running[0].leadsTo && running[0].leadsTo.length > 0);
  // A word of the term may start it ("stomach" in "running stomach").
  const words = ofKind(await suggest('catar'), 'condition').map((s) => s.label);
  assert.ok(words.includes('catarrh'), words.join(', '));
});

test('categories whose name holds the text, opened by their id', async () => {
  const found = ofKind(await suggest('malar'), 'category');
  assert.deepEqual(
    found.map((c) => c.label),
    ['Malaria'],
  );
  const res = await app.inject({ url: `/api/medicine-categories/category-with-products/${found[0].id}` });
  assert.equal(res.statusCode, 200);
});

test('nothing matching is an empty list; LIKE characters are taken literally', async () => {
  assert.deepEqual(await suggest('zzqx'), []);
  assert.deepEqual(await suggest('%%'), []);
  assert.deepEqual(await suggest('__'), []);
});

test('a hidden medicine is not suggested, and a new term is suggested at once', async () => {
  const admin = await createAdmin(app);
  const [first] = ofKind(await suggest('Cataflam'), 'medicine');
  const read = await app.inject({ url: `/api/admin/medicines/${first.id}`, headers: admin.headers });
  assert.equal(read.statusCode, 200, read.body);
  const hide = await app.inject({
    method: 'PATCH',
    url: `/api/medicine/${first.id}`,
    headers: admin.headers,
    payload: { hidden: true, version: read.json().version },
  });
  assert.equal(hide.statusCode, 200, hide.body);
  assert.ok(!(await suggest('Cataflam')).some((s) => s.id === first.id));

  assert.deepEqual(await suggest('jedi jedi'), []);
  const add = await app.inject({
    method: 'POST',
    url: '/api/admin/search-terms',
    headers: admin.headers,
    payload: { term: 'jedi jedi', kind: 'condition', target: 'haemorrhoids, piles' },
  });
  assert.equal(add.statusCode, 201, add.body);
  assert.deepEqual(await suggest('jedi'), [{ kind: 'condition', label: 'jedi jedi', leadsTo: 'haemorrhoids, piles' }]);
});

test('conditions: the term starting with the text first, then a word of it', () => {
  const terms = [
    { term: 'running stomach', kind: 'condition' as const, target: 'diarrhoea' },
    { term: 'stomach ache', kind: 'condition' as const, target: 'abdominal pain' },
    { term: 'stomatitis', kind: 'brand' as const, target: 'x' },
  ];
  assert.deepEqual(
    matchingConditions(terms, 'Stom').map((t) => t.term),
    ['stomach ache', 'running stomach'],
  );
  assert.deepEqual(matchingConditions(terms, 's'), []);
});
