// Issue 30, item 16: a medicine an admin hides is gone from open shop tabs within seconds. With the
// read cache on, hiding clears it at once (every replica through Redis: replica-caches.test.ts), and
// browsers may keep a catalogue answer but must ask again before reusing it (no-cache with an ETag),
// so their next read answers 404 instead of a copy kept for up to a minute.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { createAdmin } from '../helpers/users';

const app = await buildTestApp({ config: { catalogueCacheSeconds: 30 } });

test('hiding a medicine takes it out of cached reads at once; browsers are told to ask again before reuse', async () => {
  const admin = await createAdmin(app);
  const categoryId = (await addCategory(app, admin.headers, { name: 'Heart & Blood Pressure' })).medicineCategoryId;
  const { id } = await addMedicine(app, admin.headers, { name: 'Lisinopril 10mg Tablets (28)', price: 1500, categoryId });

  const page = await app.inject({ url: `/api/medicine/${id}` });
  assert.equal(page.statusCode, 200);
  assert.equal(page.headers['cache-control'], 'public, no-cache');
  const list = await app.inject({ url: '/api/medicine' });
  assert.ok((list.json() as { id: string }[]).some((m) => m.id === id));
  assert.equal(
    (await app.inject({ url: `/api/medicine/${id}`, headers: { 'if-none-match': page.headers.etag as string } })).statusCode,
    304,
  );

  const version = (await app.inject({ url: `/api/admin/medicines/${id}`, headers: admin.headers })).json().version;
  const hidden = await app.inject({
    method: 'PATCH',
    url: `/api/medicine/${id}`,
    headers: admin.headers,
    payload: { version, hidden: true },
  });
  assert.equal(hidden.statusCode, 200);

  const again = await app.inject({ url: `/api/medicine/${id}`, headers: { 'if-none-match': page.headers.etag as string } });
  assert.equal(again.statusCode, 404, 'the browser asking again learns it is gone');
  assert.ok(!((await app.inject({ url: '/api/medicine' })).json() as { id: string }[]).some((m) => m.id === id));
});
