import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { medicines } from '../../src/platform/db/schema/catalogue';
import { ReadCache } from '../../src/platform/lib/read-cache';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { createAdmin, type TestUser } from '../helpers/users';

const app = await buildTestApp({ config: { catalogueCacheSeconds: 30 } });
let admin: TestUser;
let categoryId: string;

before(async () => {
  admin = await createAdmin(app);
  categoryId = (await addCategory(app, admin.headers, { name: 'Pain Relief' })).medicineCategoryId;
  await addMedicine(app, admin.headers, { name: 'Paracetamol 500mg', price: 500, categoryId });
});

/** A clock the ReadCache tests move by hand: expiry follows it, never the machine's speed. */
function manualClock() {
  let at = 1_000_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

/** Lets the promise callbacks already due run (a load that settled records its answer). */
const settle = () => new Promise((r) => setImmediate(r));

const names = async (url: string) => ((await app.inject({ url })).json() as { name: string }[]).map((m) => m.name);

test('with the catalogue cache on, reads are reused, and an admin add through the API shows at once', async () => {
  assert.deepEqual(await names('/api/medicine'), ['Paracetamol 500mg']);
  // A row written behind the API's back is not seen while the cached answer lives...
  await app.db.insert(medicines).values({ name: 'Aspirin 75mg', priceKobo: 30000, categoryId, medicineClass: 'otc' });
  assert.deepEqual(await names('/api/medicine'), ['Paracetamol 500mg']);
  // ...but adding through the API clears the cache, so the admin and shoppers see it immediately.
  await addMedicine(app, admin.headers, { name: 'Ibuprofen 400mg', price: 1200, categoryId });
  assert.deepEqual(await names('/api/medicine'), ['Aspirin 75mg', 'Ibuprofen 400mg', 'Paracetamol 500mg']);
  assert.deepEqual(await names(`/api/medicine/category/${categoryId}`), ['Aspirin 75mg', 'Ibuprofen 400mg', 'Paracetamol 500mg']);
  assert.deepEqual(await names('/api/medicine/GetAllMedicines?search=ibuprofin'), ['Ibuprofen 400mg']);
});

test('a missing medicine is not remembered as missing', async () => {
  const id = '7d0c2b1e-4a8f-4c55-9e1a-0b9d7f3c2a11';
  assert.equal((await app.inject({ url: `/api/medicine/${id}` })).statusCode, 404);
  await app.db.insert(medicines).values({ id, name: 'Late Arrival', priceKobo: 10000, categoryId, medicineClass: 'otc' });
  assert.equal((await app.inject({ url: `/api/medicine/${id}` })).statusCode, 200);
});

test('ReadCache: shares one load between concurrent callers, expires, forgets failures, clears', async () => {
  const clock = manualClock();
  const cache = new ReadCache(50, 100_000, clock.now);
  let loads = 0;
  const load = async () => {
    loads += 1;
    await new Promise((r) => setTimeout(r, 5));
    return loads;
  };
  assert.deepEqual(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]), [1, 1, 1]);
  clock.pass(49);
  assert.equal(await cache.get('k', load), 1);
  clock.pass(61); // 110 ms: more than twice the TTL, so no stale answer
  assert.equal(await cache.get('k', load), 2);
  cache.clear();
  assert.equal(await cache.get('k', load), 3);
  await assert.rejects(cache.get('bad', async () => Promise.reject(new Error('db down'))));
  assert.equal(await cache.get('bad', async () => 'recovered'), 'recovered');
  const off = new ReadCache(0);
  assert.equal(await off.get('k', load), 4);
  assert.equal(await off.get('k', load), 5);
});

test('ReadCache: just after expiry, callers get the answer at once while one reload runs behind them', { timeout: 5_000 }, async () => {
  const clock = manualClock();
  const cache = new ReadCache(100, 100_000, clock.now);
  let loads = 0;
  let release: (() => void) | null = null;
  const load = () => {
    loads += 1;
    const n = loads;
    return n === 1 ? Promise.resolve(n) : new Promise<number>((resolve) => (release = () => resolve(n)));
  };
  assert.equal(await cache.get('k', load), 1);
  await settle();
  clock.pass(120); // expired, within the second TTL
  assert.deepEqual(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]), [1, 1, 1]);
  assert.equal(loads, 2, 'one reload for all of them');
  release!();
  await new Promise((r) => setImmediate(r));
  assert.equal(await cache.get('k', load), 2);
  assert.equal(loads, 2);
});

test(
  'ReadCache: a reload that fails keeps the stale answer for the next caller to retry; a write during a reload wins',
  { timeout: 5_000 },
  async () => {
    const clock = manualClock();
    const cache = new ReadCache(100, 100_000, clock.now);
    assert.equal(await cache.get('k', async () => 'first'), 'first');
    await settle();
    clock.pass(120);
    assert.equal(await cache.get('k', async () => Promise.reject(new Error('db down'))), 'first');
    await new Promise((r) => setImmediate(r));
    assert.equal(await cache.get('k', async () => 'second'), 'first'); // served stale; this reload succeeds
    await new Promise((r) => setImmediate(r));
    assert.equal(await cache.get('k', async () => 'unused'), 'second');

    clock.pass(120);
    let release!: () => void;
    assert.equal(
      await cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('read before the write')))),
      'second',
    );
    cache.clear(); // an admin adds something while the reload runs
    release();
    await new Promise((r) => setImmediate(r));
    assert.equal(await cache.get('k', async () => 'after the write'), 'after the write');
  },
);

test('ReadCache: an answer loaded while a write happened is not kept', async () => {
  const cache = new ReadCache(10_000);
  let release!: () => void;
  const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('before the write'))));
  cache.clear();
  release();
  assert.equal(await slow, 'before the write');
  assert.equal(await cache.get('k', async () => 'after the write'), 'after the write');
});

test('with the cache on, pages are cut from the whole list and match it', async () => {
  const all = await names('/api/medicine');
  const page = await app.inject({ url: '/api/medicine?page=2&pageSize=2' });
  assert.deepEqual(
    page.json().map((m: { name: string }) => m.name),
    all.slice(2, 4),
  );
  assert.equal(page.headers['x-total-count'], String(all.length));
  const search = await app.inject({ url: '/api/medicine?search=mg&page=1&pageSize=1' });
  assert.equal(search.json().length, 1);
  assert.equal(search.headers['x-total-count'], String(all.filter((n) => n.includes('mg')).length));
});

test('ReadCache: stays within its weight, oldest first', async () => {
  const cache = new ReadCache(10_000, 10);
  let loads = 0;
  const list = (n: number) => async () => {
    loads += 1;
    return Array.from({ length: n }, (_, i) => i);
  };
  const weigh = (items: number[]) => items.length;
  await cache.get('a', list(4), weigh);
  await cache.get('b', list(4), weigh);
  await cache.get('c', list(4), weigh); // over 10: 'a' goes
  await new Promise((r) => setImmediate(r));
  const before = loads;
  await cache.get('b', list(4), weigh);
  await cache.get('c', list(4), weigh);
  assert.equal(loads, before);
  await cache.get('a', list(4), weigh);
  assert.equal(loads, before + 1);
  await cache.get('huge', list(50), weigh); // heavier than the whole cache: served, not kept, evicts nothing
  await new Promise((r) => setImmediate(r));
  await cache.get('huge', list(50), weigh);
  assert.equal(loads, before + 3);
  await cache.get('c', list(4), weigh);
  await cache.get('a', list(4), weigh);
  assert.equal(loads, before + 3);
});
