// Two API replicas on one database (and, when configured, one Redis), as behind nginx: a catalogue
// change through one clears the read caches of both at once. Needs PostgreSQL (DATABASE_URL) for
// the shared database and REDIS_URL for the shared channel; CI sets both.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { postgresUrl, redisUrl } from '../helpers/postgres-only';
import { createAdmin } from '../helpers/users';

// Two replicas share one database only on PostgreSQL; the shared channel is Redis.
postgresUrl();
const sharedRedis = redisUrl();

const names = async (app: FastifyInstance, url = '/api/medicine') =>
  ((await app.inject({ url })).json() as { name: string }[]).map((m) => m.name);

/** Reads on `app` until `expected` shows or `withinMs` passes; returns what it read last. */
async function readUntil(app: FastifyInstance, expected: string[], withinMs: number, url?: string) {
  const deadline = Date.now() + withinMs;
  let seen = await names(app, url);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    seen = await names(app, url);
  }
  return seen;
}

test('with Redis, a medicine added through one replica shows on the other at once', async () => {
  const redisUrl = sharedRedis;
  const one = await buildTestApp({ config: { catalogueCacheSeconds: 60, redisUrl } });
  const two = await buildTestApp({
    config: { catalogueCacheSeconds: 60, redisUrl, databaseUrl: one.config.databaseUrl, jwtSecret: one.config.jwtSecret },
  });
  const admin = await createAdmin(one);
  const { medicineCategoryId: categoryId } = await addCategory(one, admin.headers, { name: 'Pain Relief' });
  await addMedicine(one, admin.headers, { name: 'Paracetamol 500mg', price: 500, categoryId });
  // Both replicas cache the list and the category (60 s).
  assert.deepEqual(await readUntil(two, ['Paracetamol 500mg'], 1000), ['Paracetamol 500mg']);
  assert.deepEqual(await names(two, `/api/medicine/category/${categoryId}`), ['Paracetamol 500mg']);
  assert.deepEqual(await names(one), ['Paracetamol 500mg']);

  const started = Date.now();
  await addMedicine(one, admin.headers, { name: 'Ibuprofen 400mg', price: 1200, categoryId });
  const expected = ['Ibuprofen 400mg', 'Paracetamol 500mg'];
  assert.deepEqual(await readUntil(two, expected, 1000), expected, 'the other replica still serves its cached list');
  assert.ok(Date.now() - started < 1000);
  assert.deepEqual(await names(two, `/api/medicine/category/${categoryId}`), expected);
  assert.deepEqual(await names(one), expected);

  // And the other way round.
  await addMedicine(two, admin.headers, { name: 'Aspirin 75mg', price: 300, categoryId });
  assert.deepEqual(await readUntil(one, ['Aspirin 75mg', ...expected], 1000), ['Aspirin 75mg', ...expected]);
});

test('with Redis, a medicine hidden or repriced through one replica is gone or repriced on the other at once', async () => {
  const redisUrl = sharedRedis;
  const one = await buildTestApp({ config: { catalogueCacheSeconds: 60, redisUrl } });
  const two = await buildTestApp({
    config: { catalogueCacheSeconds: 60, redisUrl, databaseUrl: one.config.databaseUrl, jwtSecret: one.config.jwtSecret },
  });
  const admin = await createAdmin(one);
  const { medicineCategoryId: categoryId } = await addCategory(one, admin.headers, { name: 'Malaria' });
  const kept = await addMedicine(one, admin.headers, { name: 'Coartem 80/480', price: 2500, categoryId });
  const recalled = await addMedicine(one, admin.headers, { name: 'Recalled Batch Tablets', price: 900, categoryId });
  const both = ['Coartem 80/480', 'Recalled Batch Tablets'];
  assert.deepEqual(await readUntil(two, both, 1000), both);

  const patch = (id: string, payload: Record<string, unknown>) =>
    one.inject({ method: 'PATCH', url: `/api/medicine/${id}`, headers: admin.headers, payload });
  assert.equal((await patch(recalled.id, { version: 1, hidden: true })).statusCode, 200);
  assert.deepEqual(
    await readUntil(two, ['Coartem 80/480'], 1000),
    ['Coartem 80/480'],
    'the hidden medicine left the other replica at once',
  );
  assert.deepEqual(await names(two, `/api/medicine/category/${categoryId}`), ['Coartem 80/480']);

  assert.equal((await patch(kept.id, { version: 1, price: 2750 })).statusCode, 200);
  const deadline = Date.now() + 1000;
  let price = 0;
  while (price !== 2750 && Date.now() < deadline) {
    price = ((await two.inject({ url: `/api/medicine/${kept.id}` })).json() as { price: number }).price;
  }
  assert.equal(price, 2750, 'the new price shows on the other replica at once');
});

test('without Redis each replica keeps its own cache until it expires (the one-process behaviour)', async () => {
  const one = await buildTestApp({ config: { catalogueCacheSeconds: 60, redisUrl: null } });
  const two = await buildTestApp({ config: { catalogueCacheSeconds: 60, redisUrl: null, databaseUrl: one.config.databaseUrl } });
  const admin = await createAdmin(one);
  const { medicineCategoryId: categoryId } = await addCategory(one, admin.headers, { name: 'Allergy' });
  await addMedicine(one, admin.headers, { name: 'Loratadine 10mg', price: 800, categoryId });
  assert.deepEqual(await names(two), ['Loratadine 10mg']);
  await addMedicine(one, admin.headers, { name: 'Cetirizine 10mg', price: 700, categoryId });
  assert.deepEqual(await names(one), ['Cetirizine 10mg', 'Loratadine 10mg']);
  assert.deepEqual(await readUntil(two, ['Cetirizine 10mg', 'Loratadine 10mg'], 300), ['Loratadine 10mg']);
});
