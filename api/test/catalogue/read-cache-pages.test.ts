// With the read cache on, a page of the shop's list is loaded and kept on its own: a page miss
// reads that page, not the whole list (which it used to load, and keep, to cut the page from).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medicineCategories, medicines } from '../../src/platform/db/schema/catalogue';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp({ config: { catalogueCacheSeconds: 30 } });
const [category] = await app.db.insert(medicineCategories).values({ name: 'Pain Relief' }).returning();
await app.db.insert(medicines).values(
  Array.from({ length: 9 }, (_, i) => ({
    name: `Medicine ${i + 1}`,
    priceKobo: 1000 + i,
    categoryId: category.id,
    medicineClass: 'otc' as const,
  })),
);

const names = async (url: string) => {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, res.body);
  return { names: (res.json() as { name: string }[]).map((m) => m.name), total: Number(res.headers['x-total-count']) };
};

test('a page miss loads that page alone; the whole list, read later, is loaded then', async () => {
  assert.deepEqual(await names('/api/medicine?page=2&pageSize=3'), { names: ['Medicine 4', 'Medicine 5', 'Medicine 6'], total: 9 });
  // Written behind the API's back (no cache clearing): the whole list was not loaded by the page
  // read above, so reading it now shows the new row.
  await app.db.insert(medicines).values({ name: 'Aspirin 75mg', priceKobo: 500, categoryId: category.id, medicineClass: 'otc' });
  const whole = await names('/api/medicine');
  assert.equal(whole.names[0], 'Aspirin 75mg');
  assert.equal(whole.total, 10);
  // With the whole list in the cache, pages are cut from it (consistent with it).
  assert.deepEqual(await names('/api/medicine?page=1&pageSize=3'), { names: ['Aspirin 75mg', 'Medicine 1', 'Medicine 2'], total: 10 });
  assert.deepEqual(await names('/api/medicine?page=2&pageSize=3'), { names: ['Medicine 3', 'Medicine 4', 'Medicine 5'], total: 10 });
});

test('a page past the end of a cached list is empty and carries the total', async () => {
  const { total } = await names('/api/medicine');
  assert.deepEqual(await names('/api/medicine/GetAllMedicines?page=9&pageSize=5'), { names: [], total });
  assert.deepEqual(await names(`/api/medicine/category/${category.id}?page=9&pageSize=5`), { names: [], total });
});
