import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const [paracetamol, amoxil] = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 1500 },
  { name: 'Amoxil 250mg', price: 3250.5 },
]);

async function add(user: Awaited<ReturnType<typeof createUser>>, medicineId: string, quantity: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/carts/add',
    headers: user.headers,
    payload: { medicineId, quantity, userId: user.user.id },
  });
}

async function items(user: Awaited<ReturnType<typeof createUser>>) {
  const res = await app.inject({ method: 'GET', url: `/api/carts/getcartitems?userId=${user.user.id}`, headers: user.headers });
  assert.equal(res.statusCode, 200);
  return res.json() as {
    cartItemId: string;
    medicineId: string;
    quantity: number;
    price: number;
    medicine: { name: string; price: number; imageUrl: string };
  }[];
}

test('adding a medicine answers the updated cart with catalogue prices; adding it again raises the quantity', async () => {
  const ada = await createUser(app);
  const first = await add(ada, paracetamol.id, 2);
  assert.equal(first.statusCode, 200);
  assert.equal(first.json().message, 'Medicine "Paracetamol 500mg" added to cart!');
  assert.equal(first.json().totalItems, 2);
  assert.equal(first.json().totalPrice, 3000);

  const again = await add(ada, paracetamol.id, 3);
  assert.equal(again.json().items.length, 1);
  assert.equal(again.json().items[0].quantity, 5);
  await add(ada, amoxil.id, 1);

  const list = await items(ada);
  assert.equal(list.length, 2);
  assert.deepEqual(
    list.map((i) => [i.medicine.name, i.quantity, i.price]),
    [
      ['Paracetamol 500mg', 5, 1500],
      ['Amoxil 250mg', 1, 3250.5],
    ],
  );
  assert.equal(list[0].medicine.price, 1500);
  assert.match(list[0].medicine.imageUrl, /paracetamol/);
});

test('quantities 0, -1, 1.5, 1000 and "abc" are refused with a field error and change nothing', async () => {
  const ada = await createUser(app);
  await add(ada, paracetamol.id, 1);
  for (const bad of [0, -1, 1.5, 1000, 'abc', null]) {
    const res = await add(ada, paracetamol.id, bad);
    assert.equal(res.statusCode, 400, `add ${JSON.stringify(bad)}`);
    assert.equal(res.json().errors[0].field, 'quantity');
  }
  const [item] = await items(ada);
  for (const bad of [0, -1, 1.5, 1000, 'abc']) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/carts/updateCartItem',
      headers: ada.headers,
      payload: { cartItemId: item.cartItemId, quantity: bad },
    });
    assert.equal(res.statusCode, 400, `update ${JSON.stringify(bad)}`);
    assert.equal(res.json().errors[0].field, 'quantity');
  }
  assert.equal((await items(ada))[0].quantity, 1);
});

test('the quantity of one medicine is capped at 99 with a clear message', async () => {
  const ada = await createUser(app);
  assert.equal((await add(ada, paracetamol.id, 98)).statusCode, 200);
  const over = await add(ada, paracetamol.id, 2);
  assert.equal(over.statusCode, 400);
  assert.equal(over.json().errors[0].field, 'quantity');
  assert.match(over.json().message, /at most 99 .*you already have 98, so you can add 1 more/);
  assert.equal((await add(ada, paracetamol.id, 1)).json().items[0].quantity, 99);
});

test("a client price is ignored: the price is always the catalogue's", async () => {
  const ada = await createUser(app);
  await add(ada, amoxil.id, 1);
  const [item] = await items(ada);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/carts/updateCartItem',
    headers: ada.headers,
    payload: { ...item, quantity: 4, price: 1 },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().items[0].price, 3250.5);
  assert.equal(res.json().totalPrice, 13002);
  await app.db.update(medicines).set({ priceKobo: 400000 }).where(eq(medicines.id, amoxil.id));
  assert.equal((await items(ada))[0].price, 4000);
  await app.db.update(medicines).set({ priceKobo: 325050 }).where(eq(medicines.id, amoxil.id));
});

test('an unknown medicine is refused', async () => {
  const ada = await createUser(app);
  const res = await add(ada, '00000000-0000-4000-8000-000000000001', 1);
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errors[0].field, 'medicineId');
});

test('remove one item and clear the cart', async () => {
  const ada = await createUser(app);
  await add(ada, paracetamol.id, 1);
  await add(ada, amoxil.id, 2);
  const [first] = await items(ada);
  const removed = await app.inject({ method: 'DELETE', url: `/api/carts/removecartitem/${first.cartItemId}`, headers: ada.headers });
  assert.equal(removed.statusCode, 200);
  assert.equal(removed.json().items.length, 1);
  assert.equal(
    (await app.inject({ method: 'DELETE', url: `/api/carts/removecartitem/${first.cartItemId}`, headers: ada.headers })).statusCode,
    404,
  );
  const cleared = await app.inject({ method: 'DELETE', url: `/api/carts/clearcart/${ada.user.id}`, headers: ada.headers });
  assert.equal(cleared.statusCode, 200);
  assert.equal(cleared.json().message, 'Cart cleared successfully.');
  assert.deepEqual(await items(ada), []);
});

test("another user's cart is refused; an admin may look after it", async () => {
  const ada = await createUser(app);
  const bayo = await createUser(app);
  const admin = await createAdmin(app);
  await add(ada, paracetamol.id, 3);
  const [item] = await items(ada);

  const read = await app.inject({ method: 'GET', url: `/api/carts/getcartitems?userId=${ada.user.id}`, headers: bayo.headers });
  assert.equal(read.statusCode, 403);
  const addTo = await app.inject({
    method: 'POST',
    url: '/api/carts/add',
    headers: bayo.headers,
    payload: { medicineId: amoxil.id, quantity: 1, userId: ada.user.id },
  });
  assert.equal(addTo.statusCode, 403);
  const update = await app.inject({
    method: 'PUT',
    url: '/api/carts/updateCartItem',
    headers: bayo.headers,
    payload: { cartItemId: item.cartItemId, quantity: 9 },
  });
  assert.equal(update.statusCode, 403);
  const remove = await app.inject({ method: 'DELETE', url: `/api/carts/removecartitem/${item.cartItemId}`, headers: bayo.headers });
  assert.equal(remove.statusCode, 403);
  const clear = await app.inject({ method: 'DELETE', url: `/api/carts/clearcart/${ada.user.id}`, headers: bayo.headers });
  assert.equal(clear.statusCode, 403);
  const anonymous = await app.inject({ method: 'GET', url: `/api/carts/getcartitems?userId=${ada.user.id}` });
  assert.equal(anonymous.statusCode, 401);

  const mine = await items(ada);
  assert.equal(mine.length, 1);
  assert.equal(mine[0].quantity, 3);

  const asAdmin = await app.inject({ method: 'GET', url: `/api/carts/getcartitems?userId=${ada.user.id}`, headers: admin.headers });
  assert.equal(asAdmin.statusCode, 200);
  assert.equal(asAdmin.json().length, 1);
});

test('paths match case-insensitively, as the storefront mixes them', async () => {
  const ada = await createUser(app);
  const res = await app.inject({ method: 'GET', url: `/api/Carts/GetCartItems?userId=${ada.user.id}`, headers: ada.headers });
  assert.equal(res.statusCode, 200);
});
