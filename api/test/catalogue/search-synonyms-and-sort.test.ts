// Search for how Nigerians write: "PCM" is paracetamol, "ACT" an artemether combination; results
// can be ordered by price or with what is in stock first (GET /api/medicine?search=&sort=).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines } from '../../src/platform/db/schema/index';
import { stockLevels } from '../../src/platform/db/schema/stock';
import { expandAbbreviations } from '../../src/domains/catalogue/search-synonyms';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp({ seed: true });
after(() => app.close());

type Found = { name: string; price: number; stockStatus: string; activeIngredients: string };

async function search(text: string, sort?: string, extra = ''): Promise<{ items: Found[]; total: number }> {
  const res = await app.inject({ url: `/api/medicine?search=${encodeURIComponent(text)}${sort ? `&sort=${sort}` : ''}${extra}` });
  assert.equal(res.statusCode, 200, res.body);
  return { items: res.json() as Found[], total: Number(res.headers['x-total-count'] ?? (res.json() as Found[]).length) };
}

test('"PCM" finds the paracetamol medicines, as "paracetamol" does', async () => {
  const pcm = await search('PCM');
  assert.ok(pcm.items.length >= 3, pcm.items.map((m) => m.name).join(', '));
  assert.ok(pcm.items.some((m) => m.name === 'Emzor Paracetamol 500mg Tablets (96)'));
  assert.deepEqual(
    pcm.items.map((m) => m.name),
    (await search('paracetamol')).items.map((m) => m.name),
  );
  assert.match((await search('pcm 500')).items[0].name, /Paracetamol 500mg/);
});

test('"ACT" finds the artemether combinations (Coartem, Amatem)', async () => {
  const names = (await search('act')).items.map((m) => m.name);
  for (const name of ['Coartem 80/480 Tablets (6)', 'Amatem Softgel 80/480 (6)']) assert.ok(names.includes(name), names.join(', '));
});

test('abbreviations are whole words only: a name that merely contains the letters is searched as typed', () => {
  assert.equal(expandAbbreviations('PCM syrup'), 'paracetamol syrup');
  assert.equal(expandAbbreviations('pcmx'), 'pcmx');
  assert.equal(expandAbbreviations('Vit C'), 'vitamin C');
});

test('sort=price-asc and price-desc order the same results by price, and the total is unchanged', async () => {
  const relevance = await search('malaria');
  const cheapest = await search('malaria', 'price-asc');
  const dearest = await search('malaria', 'price-desc');
  assert.equal(cheapest.total, relevance.total);
  assert.deepEqual(new Set(cheapest.items.map((m) => m.name)), new Set(relevance.items.map((m) => m.name)));
  const prices = cheapest.items.map((m) => m.price);
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  assert.deepEqual(
    dearest.items.map((m) => m.price),
    [...prices].sort((a, b) => b - a),
  );
  assert.notDeepEqual(
    cheapest.items.map((m) => m.name),
    relevance.items.map((m) => m.name),
  );
});

test('sort=price-asc holds across pages (the order is the database’s, not a page’s)', async () => {
  const first = await search('tablets', 'price-asc', '&page=1&pageSize=5');
  const second = await search('tablets', 'price-asc', '&page=2&pageSize=5');
  assert.equal(first.items.length, 5);
  assert.ok(first.items[4].price <= second.items[0].price, `${first.items[4].price} <= ${second.items[0].price}`);
});

test('sort=in-stock-first puts medicines with units on hand before those without', async () => {
  const [coartem] = await app.db.select().from(medicines).where(eq(medicines.name, 'Coartem 80/480 Tablets (6)'));
  await app.db.update(stockLevels).set({ quantity: 0 }).where(eq(stockLevels.medicineId, coartem.id));
  app.catalogue.stockChanged();
  const relevance = (await search('malaria')).items;
  assert.ok(relevance.some((m) => m.stockStatus === 'out-of-stock') && relevance.some((m) => m.stockStatus !== 'out-of-stock'));
  const sorted = (await search('malaria', 'in-stock-first')).items;
  const firstOut = sorted.findIndex((m) => m.stockStatus === 'out-of-stock');
  assert.ok(firstOut > 0);
  assert.ok(
    sorted.slice(firstOut).every((m) => m.stockStatus === 'out-of-stock'),
    sorted.map((m) => `${m.name}:${m.stockStatus}`).join(', '),
  );
});

test('an unknown sort is refused with 400', async () => {
  const res = await app.inject({ url: '/api/medicine?search=malaria&sort=cheapest' });
  assert.equal(res.statusCode, 400, res.body);
});
