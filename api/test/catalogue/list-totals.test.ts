import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { medicineCategories, medicines } from '../../src/platform/db/schema/catalogue';
import { buildTestApp } from '../helpers/build-test-app';

// A paged list's total (X-Total-Count) comes from per-category counts kept by triggers on
// medicines (migration 0013), not from counting rows: it must follow every write that changes
// what the shop shows, including writes straight to the table, in bulk and in one statement.
const app = await buildTestApp();

async function listed(url: string) {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200);
  return { total: Number(res.headers['x-total-count']), ids: (res.json() as { id: string }[]).map((m) => m.id) };
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every shown medicine by name, read whole (no total from the counts), against the paged totals. */
async function assertTotals(categoryIds: string[]) {
  // The kept counts equal a count of the rows, category by category (none left over).
  assert.deepEqual(
    await rowsOf(sql`SELECT category_id, shown_count FROM medicine_category_counts WHERE shown_count <> 0 ORDER BY category_id`),
    await rowsOf(
      sql`SELECT category_id, count(*)::int AS shown_count FROM medicines WHERE NOT hidden GROUP BY category_id ORDER BY category_id`,
    ),
  );
  const whole = await listed('/api/medicine/GetAllMedicines');
  const paged = await listed('/api/medicine/GetAllMedicines?page=2&pageSize=3');
  assert.equal(paged.total, whole.ids.length);
  assert.deepEqual(paged.ids, whole.ids.slice(3, 6));
  for (const id of categoryIds) {
    const [category] = await app.db.select().from(medicineCategories).where(eq(medicineCategories.id, id));
    if (category.hidden) continue;
    const all = await listed(`/api/medicine/category/${id}`);
    const page = await listed(`/api/medicine/category/${id}?page=1&pageSize=2`);
    assert.equal(page.total, all.ids.length);
    assert.deepEqual(page.ids, all.ids.slice(0, 2));
  }
}

test('list totals follow adds, hides, moves, hidden categories and deletes', async () => {
  const cats = await app.db
    .insert(medicineCategories)
    .values([{ name: 'Pain Relief' }, { name: 'Antimalarials' }, { name: 'Vitamins' }])
    .returning();
  const ids = cats.map((c) => c.id);
  const added = await app.db
    .insert(medicines)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Medicine ${String(i).padStart(2, '0')}`,
        priceKobo: 100 + i,
        categoryId: ids[i % 3],
        medicineClass: 'otc' as const,
      })),
    )
    .returning();
  await assertTotals(ids);
  assert.equal((await listed('/api/medicine/GetAllMedicines?page=1&pageSize=5')).total, 30);

  // Hide some (one statement), a price edit that moves nothing, a move between categories.
  await app.db
    .update(medicines)
    .set({ hidden: true })
    .where(inArray(medicines.id, [added[0].id, added[1].id, added[5].id]));
  await app.db.update(medicines).set({ priceKobo: sql`${medicines.priceKobo} + 1` });
  await app.db
    .update(medicines)
    .set({ categoryId: ids[2] })
    .where(inArray(medicines.id, [added[3].id, added[1].id]));
  await assertTotals(ids);
  assert.equal((await listed('/api/medicine/GetAllMedicines?page=1&pageSize=5')).total, 27);

  // A hidden category takes its medicines out of the shop; unhiding a medicine brings it back.
  await app.db.update(medicineCategories).set({ hidden: true }).where(eq(medicineCategories.id, ids[1]));
  await app.db.update(medicines).set({ hidden: false }).where(eq(medicines.id, added[0].id));
  await assertTotals(ids);
  assert.equal((await listed('/api/medicine/GetAllMedicines?page=1&pageSize=5')).total, 28 - 10 + 1);

  // Deletes, and a move and an unhide in one statement.
  await app.db.delete(medicines).where(inArray(medicines.id, [added[2].id, added[8].id, added[5].id]));
  await app.db.update(medicines).set({ hidden: false, categoryId: ids[0] }).where(eq(medicines.id, added[1].id));
  await assertTotals(ids);
  const [{ shown }] = (
    (await app.db.execute(
      sql`SELECT count(*)::int AS shown FROM medicines m JOIN medicine_categories c ON c.id = m.category_id WHERE NOT m.hidden AND NOT c.hidden`,
    )) as unknown as { rows: { shown: number }[] }
  ).rows;
  assert.equal((await listed('/api/medicine/GetAllMedicines?page=1&pageSize=5')).total, shown);
});
