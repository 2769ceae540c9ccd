// Profile addresses (issue 30, item 14): a shopper adds, edits and makes default their own saved
// addresses, never another's; the first saved is the default, one default at a time; checkout can pick one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/users';

const app = await buildTestApp();

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: user?.headers ?? {}, payload: payload as object | undefined });

const KANO = {
  label: 'Home',
  zone: 'kano',
  city: 'Nassarawa',
  street: '4 Zoo Road',
  landmark: 'Opposite Kano Zoo',
  phone: '0803 123 4567',
};
const IKEJA = { label: 'Office', zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', landmark: '', phone: '0805 555 0101' };

type Saved = { id: string; label: string; isDefault: boolean; city: string; landmark: string; state: string; phone: string };

test('add, edit and make default: the first address is the default, one default at a time, default listed first', async () => {
  const ada = await createUser(app);
  const home = (await call(ada, 'POST', '/api/delivery/addresses', KANO)).json() as Saved;
  assert.equal(home.isDefault, true, 'the first saved address is the default');
  assert.equal(home.landmark, 'Opposite Kano Zoo', 'kept as typed');
  assert.equal(home.state, 'Kano');
  const office = (await call(ada, 'POST', '/api/delivery/addresses', IKEJA)).json() as Saved;
  assert.equal(office.isDefault, false);

  const edited = await call(ada, 'PUT', `/api/delivery/addresses/${office.id}`, { ...IKEJA, street: '14 Allen Avenue', label: 'Work' });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal(edited.json().label, 'Work');
  assert.equal(edited.json().phone, '+2348055550101', 'normalised as a new one is');

  const made = await call(ada, 'PUT', `/api/delivery/addresses/${office.id}/default`);
  assert.equal(made.statusCode, 200, made.body);
  const list = made.json() as Saved[];
  assert.deepEqual(
    list.map((a) => [a.label, a.isDefault]),
    [
      ['Work', true],
      ['Home', false],
    ],
  );
  // Saving a new one as default moves the default again.
  const third = (await call(ada, 'POST', '/api/delivery/addresses', { ...KANO, label: 'Mum', isDefault: true })).json() as Saved;
  const after = (await call(ada, 'GET', '/api/delivery/addresses')).json() as Saved[];
  assert.equal(after.filter((a) => a.isDefault).length, 1);
  assert.equal(after[0].id, third.id);
  // Deleting the default hands it to the newest left.
  assert.equal((await call(ada, 'DELETE', `/api/delivery/addresses/${third.id}`)).statusCode, 204);
  const left = (await call(ada, 'GET', '/api/delivery/addresses')).json() as Saved[];
  assert.equal(left.filter((a) => a.isDefault).length, 1);
});

test("another shopper's address can be neither read, edited, made default nor deleted; a bad edit changes nothing", async () => {
  const ada = await createUser(app);
  const bayo = await createUser(app);
  const home = (await call(ada, 'POST', '/api/delivery/addresses', KANO)).json() as Saved;

  assert.deepEqual((await call(bayo, 'GET', '/api/delivery/addresses')).json(), []);
  assert.equal((await call(bayo, 'PUT', `/api/delivery/addresses/${home.id}`, IKEJA)).statusCode, 404);
  assert.equal((await call(bayo, 'PUT', `/api/delivery/addresses/${home.id}/default`)).statusCode, 404);
  assert.equal((await call(bayo, 'DELETE', `/api/delivery/addresses/${home.id}`)).statusCode, 404);
  assert.equal((await call(null, 'PUT', `/api/delivery/addresses/${home.id}`, IKEJA)).statusCode, 401);
  // Bayo cannot use it at checkout either.
  const quote = await call(bayo, 'POST', '/api/checkout/quote', { addressId: home.id });
  assert.ok([400, 404].includes(quote.statusCode), `quote with another's address: ${quote.statusCode}`);

  const bad = await call(ada, 'PUT', `/api/delivery/addresses/${home.id}`, { ...KANO, phone: '12345' });
  assert.equal(bad.statusCode, 400);
  const still = (await call(ada, 'GET', '/api/delivery/addresses')).json() as Saved[];
  assert.deepEqual(
    still.map((a) => [a.city, a.landmark, a.phone, a.isDefault]),
    [['Nassarawa', 'Opposite Kano Zoo', '+2348031234567', true]],
  );
  // And the owner's quote from the saved address works.
  const mine = await call(ada, 'POST', '/api/checkout/quote', { addressId: home.id });
  assert.equal(mine.statusCode, 200, mine.body);
});
