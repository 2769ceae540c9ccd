// Redis configured but not answering (restarting, a network break): the shop keeps selling. Logins
// count their limits in this process, the global limit lets calls through, catalogue reads and
// changes work (the other replicas' caches expire on their own).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { createAdmin, createUser, TEST_PASSWORD } from '../helpers/users';

// Nothing listens on port 1.
const app = await buildTestApp({ config: { redisUrl: 'redis://127.0.0.1:1', catalogueCacheSeconds: 10 } });

test('with Redis unreachable, logins, catalogue reads and admin changes still work', { timeout: 30_000 }, async () => {
  const shopper = await createUser(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { username: shopper.user.userName, password: TEST_PASSWORD },
  });
  assert.equal(login.statusCode, 200, login.body);
  const admin = await createAdmin(app);
  const { medicineCategoryId: categoryId } = await addCategory(app, admin.headers, { name: 'Cold and Flu' });
  await addMedicine(app, admin.headers, { name: 'Vitamin C 1000mg', price: 1500, categoryId });
  const list = await app.inject({ url: '/api/medicine' });
  assert.equal(list.statusCode, 200);
  assert.deepEqual(
    (list.json() as { name: string }[]).map((m) => m.name),
    ['Vitamin C 1000mg'],
  );
});
