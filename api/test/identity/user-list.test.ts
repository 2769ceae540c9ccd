import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admin = await createAdmin(app);

// Five accounts on one mail domain (oldest first), so a search for the domain finds exactly these.
const PEOPLE = [
  { firstName: 'Ngozi', lastName: 'Eze', userName: 'ngozi_e', email: 'ngozi@list-test.ng' },
  { firstName: 'Musa', lastName: 'Bello', userName: 'musab', email: 'musa.bello@list-test.ng' },
  { firstName: 'Chiamaka', lastName: 'Obi', userName: 'chi_obi', email: 'chiamaka@list-test.ng' },
  { firstName: 'Tolu', lastName: 'Ade_Bayo', userName: 'tolu100', email: 'tolu@list-test.ng' },
  { firstName: 'Emeka', lastName: 'Nwosu', userName: 'emeka_n', email: 'emeka@list-test.ng' },
];
for (const person of PEOPLE) await createUser(app, person);

const list = (query = '', headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'GET', url: `/api/user${query}`, headers });
const userNames = (res: Awaited<ReturnType<typeof list>>) => res.json().map((u: { userName: string }) => u.userName);

test('without a query the list is every user, as before', async () => {
  const res = await list();
  assert.equal(res.statusCode, 200);
  const names = userNames(res);
  for (const person of PEOPLE) assert.ok(names.includes(person.userName));
  assert.equal(res.headers['x-total-count'], String(names.length));
  assert.equal(res.headers['x-page'], undefined);
});

test('search finds users by first, last or full name, username or email, in any case', async () => {
  assert.deepEqual(userNames(await list('?search=ngozi')), ['ngozi_e']);
  assert.deepEqual(userNames(await list('?search=BELLO')), ['musab']);
  assert.deepEqual(userNames(await list('?search=' + encodeURIComponent('Chiamaka Obi'))), ['chi_obi']);
  assert.deepEqual(userNames(await list('?search=tolu100')), ['tolu100']);
  assert.deepEqual(userNames(await list('?search=emeka%40list-test')), ['emeka_n']);
  const none = await list('?search=nobody-here');
  assert.equal(none.statusCode, 200);
  assert.deepEqual(none.json(), []);
  assert.equal(none.headers['x-total-count'], '0');
});

test('search takes % and _ literally', async () => {
  assert.deepEqual(userNames(await list('?search=%25')), []);
  assert.deepEqual(userNames(await list('?search=e_b')), ['tolu100']);
});

test('pages come in account order with the total in the headers, and do not overlap', async () => {
  const first = await list('?search=list-test.ng&page=1&pageSize=2');
  const second = await list('?search=list-test.ng&page=2&pageSize=2');
  const third = await list('?search=list-test.ng&page=3&pageSize=2');
  for (const res of [first, second, third]) {
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-total-count'], '5');
    assert.equal(res.headers['x-total-pages'], '3');
    assert.equal(res.headers['x-page-size'], '2');
  }
  assert.deepEqual(userNames(first), ['ngozi_e', 'musab']);
  assert.deepEqual(userNames(second), ['chi_obi', 'tolu100']);
  assert.deepEqual(userNames(third), ['emeka_n']);
  assert.equal(second.headers['x-page'], '2');
  const past = await list('?search=list-test.ng&page=9&pageSize=2');
  assert.deepEqual(past.json(), []);
  assert.equal(past.headers['x-total-count'], '5');
});

test('a malformed query is a clear 400, and only admins may list', async () => {
  for (const query of ['?pageSize=0', '?page=0', '?page=x', `?search=${'a'.repeat(101)}`]) {
    const res = await list(query);
    assert.equal(res.statusCode, 400, query);
    assert.ok(res.json().message, query);
  }
  const shopper = await createUser(app);
  assert.equal((await list('?search=ngozi', shopper.headers)).statusCode, 403);
  assert.equal((await list('?search=ngozi', {})).statusCode, 401);
});
