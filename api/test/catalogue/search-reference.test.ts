// The shop's search, paged and whole, against a straightforward reference: every shown medicine
// read once and filtered here, term by term, as medicine-search.ts documents it (names containing
// the text or every word, misspelt words corrected from the name dictionary, then the category,
// the active ingredients, the words left once a strength is taken out, each in the name or the
// ingredients; the same ranking, strength asked for first). The vocabulary is emptied
// here: these are the query's mechanics (search-vocabulary.test.ts tests the terms). The catalogue
// is the seeded one plus generated medicines with ingredients and condition words, a hidden
// medicine and a hidden category, so every branch of the query is exercised.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { FORM_WORDS, formAliases, planSearch } from '../../src/domains/catalogue/search-vocabulary';
import { medicineCategories, medicines, searchTerms } from '../../src/platform/db/schema/catalogue';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp({ seed: true });
await app.db.delete(searchTerms);
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

const DRUGS = ['Paracetamol', 'Artemether/Lumefantrine', 'Amoxicillin', 'Vitamin C', 'Metformin', 'Amlodipine', 'Omeprazole'];
const FORMS = ['Tablets', 'Capsules', 'Syrup 100ml', 'Suspension'];
const USES = ['for malaria', 'for high blood pressure', 'for stomach acid and heartburn', 'a vitamin supplement', 'for pain and fever'];

const categories = await app.db.select().from(medicineCategories).orderBy(medicineCategories.name);
await app.db.insert(medicines).values(
  Array.from({ length: 240 }, (_, i) => ({
    name: `${DRUGS[i % DRUGS.length]} ${(i % 5) * 100 + 50}mg ${FORMS[i % FORMS.length]} (Brand ${Math.floor(i / 7)})`,
    priceKobo: 10_000 + i,
    description: `Generated ${USES[i % USES.length]}`,
    activeIngredients: i % 3 === 0 ? `${DRUGS[(i + 1) % DRUGS.length]} ${(i % 4) * 250}mg` : '',
    categoryId: categories[i % categories.length].id,
    medicineClass: 'otc' as const,
  })),
);
// Something hidden of each kind: a medicine whose name matches, and a whole category.
const [pain] = await rowsOf<{ id: string }>(sql`SELECT id FROM medicines WHERE name ILIKE 'Paracetamol%' ORDER BY name LIMIT 1`);
await app.db.update(medicines).set({ hidden: true }).where(eq(medicines.id, pain.id));
await app.db.update(medicineCategories).set({ hidden: true }).where(eq(medicineCategories.id, categories[1].id));

type Row = {
  id: string;
  name: string;
  description: string;
  ingredients: string;
  form: string;
  strength: string;
  category: string;
  position: number;
};
/** Every shown medicine, with its place in the database's own (name, id) order for the ties. */
const shown = await rowsOf<Row>(sql`
  SELECT m.id, m.name, m.description, m.active_ingredients AS ingredients, m.dosage_form AS form,
         m.strength, c.name AS category,
         (row_number() OVER (ORDER BY m.name, m.id))::int AS position
  FROM medicines m JOIN medicine_categories c ON c.id = m.category_id
  WHERE NOT m.hidden AND NOT c.hidden`);
const dictionary = await rowsOf<{ word: string; count: number }>(sql`SELECT word, name_count AS count FROM medicine_name_words`);

/** A word's spellings to look for: itself when some name has it, else its closest three (trigram similarity >= 0.3). */
async function spellings(word: string): Promise<{ found: boolean; corrections: { word: string; similarity: number }[] }> {
  if (dictionary.some((d) => d.word.includes(word))) return { found: true, corrections: [] };
  const scored = await rowsOf<{ word: string; similarity: number; count: number }>(
    sql`SELECT word, similarity(${word}, word) AS similarity, name_count AS count FROM medicine_name_words`,
  );
  const close = scored
    .filter((d) => d.similarity >= 0.3)
    .sort((a, b) => b.similarity - a.similarity || b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, 3);
  return { found: false, corrections: close.map((d) => ({ word: d.word, similarity: Number(d.similarity) })) };
}

async function reference(text: string): Promise<string[]> {
  const lowered = text.toLowerCase();
  const [{ words }] = await rowsOf<{ words: string[] }>(
    sql`SELECT coalesce(array_agg(DISTINCT w), '{}') AS words FROM medicine_name_word_list(${text}) AS w WHERE length(w) >= 3`,
  );
  const terms = await Promise.all(words.map(async (word) => ({ word, ...(await spellings(word)) })));
  const plan = planSearch(text, []);
  const rest = plan.rest.split(' ').filter((w) => w.length >= 2);
  const unit = plan.strength?.unit ?? '(mg|mcg|g|ml|iu|%)';
  const strengthPattern = plan.strength && new RegExp(`(^|[^0-9.])${plan.strength.amount.replace('.', '\\.')} ?${unit}`);
  const ranked = shown.flatMap((m) => {
    const name = m.name.toLowerCase();
    const whole = name.includes(lowered);
    const byName = terms.length
      ? terms.every((t) => (t.found ? name.includes(t.word) : t.corrections.some((c) => name.includes(c.word))))
      : whole;
    const places = [name, m.ingredients.toLowerCase()];
    const naming = rest.filter((w) => !FORM_WORDS.has(w));
    const needed = naming.length ? naming : rest;
    const restMatch = needed.length > 0 && needed.every((w) => places.some((p) => p.includes(w)));
    // The leftover words rank (and find) only beside a strength or as several words.
    const leftover = rest.some((w) => w.length >= 3 && !FORM_WORDS.has(w)) && (!!plan.strength || rest.length >= 2);
    const restArm = leftover && restMatch;
    const byUse =
      (text.length >= 3 && (m.category.toLowerCase().includes(lowered) || m.ingredients.toLowerCase().includes(lowered))) || restArm;
    if (!byName && !byUse) return [];
    const strength = strengthPattern ? +strengthPattern.test(`${m.strength} | ${m.name}`.toLowerCase()) : 0;
    const restName = leftover
      ? rest.filter((w) => formAliases(w).some((a) => name.includes(a) || m.form.toLowerCase().includes(a))).length
      : 0;
    let closeness = 0;
    for (const t of terms) {
      if (t.found || t.corrections.length < 2) continue;
      const first = t.corrections.find((c) => name.includes(c.word));
      closeness = Math.fround(closeness + Math.fround(first ? first.similarity : 0));
    }
    return [{ ...m, whole: +whole, byName: +byName, closeness, strength, restName, restMatch: +restArm }];
  });
  ranked.sort(
    (a, b) =>
      b.whole - a.whole ||
      b.strength - a.strength ||
      b.byName - a.byName ||
      b.restName - a.restName ||
      b.restMatch - a.restMatch ||
      b.closeness - a.closeness ||
      a.position - b.position,
  );
  return ranked.map((m) => m.id);
}

async function searched(text: string, paging = '') {
  const res = await app.inject({ url: `/api/medicine/GetAllMedicines?search=${encodeURIComponent(text)}${paging}` });
  assert.equal(res.statusCode, 200, res.body);
  return { ids: (res.json() as { id: string }[]).map((m) => m.id), total: Number(res.headers['x-total-count']) };
}

const TERMS = [
  'paracetamol',
  'Paracetamol 150mg',
  'paracetmol',
  'amoxicilin capsules',
  'vitamin',
  'vitamin c',
  'viatmin',
  'malaria',
  'mallaria',
  'hypertension',
  'high blood pressure',
  'ulcer',
  'heartburn',
  'diabetis',
  'amlodipine 5mg',
  'paracetamol 250 mg',
  'omeprazole tablets',
  'tablets 500mg',
  'paracetamol syrup',
  'amoxicillin suspension 250',
  'pain relief',
  'metformin',
  'omeprazole 350mg',
  'lumefantrine',
  'tablets',
  'brand 3',
  'syrup',
  'Cough',
  'zzqxv',
  'C',
  'mg',
  '%',
  '_',
  '50%',
  '(Brand',
];

test('search answers match the reference, in order, whole and paged, with the same totals', async () => {
  for (const text of TERMS) {
    const expected = await reference(text);
    const whole = await searched(text);
    assert.deepEqual(whole.ids, expected, `"${text}": whole list`);
    assert.equal(whole.total, expected.length, `"${text}": total`);
    for (const page of [1, 2, 3]) {
      const paged = await searched(text, `&page=${page}&pageSize=7`);
      assert.deepEqual(paged.ids, expected.slice((page - 1) * 7, page * 7), `"${text}": page ${page}`);
      assert.equal(paged.total, expected.length, `"${text}": page ${page} total`);
    }
  }
});

test('the reference is not trivial: ingredient, category and ingredient-and-strength searches find medicines their names do not', async () => {
  for (const text of ['lumefantrine', 'fever', 'amlodipine 5mg', 'omeprazole tablets']) {
    const expected = await reference(text);
    const byName = shown.filter((m) => m.name.toLowerCase().includes(text)).map((m) => m.id);
    assert.ok(
      expected.some((id) => !byName.includes(id)),
      `"${text}" finds more than names`,
    );
  }
});
