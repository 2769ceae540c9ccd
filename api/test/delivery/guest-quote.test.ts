// A visitor not signed in is quoted the delivery fee, total and window for the basket on their
// device (or one medicine on its page), as a signed-in shopper is for their cart: priced by the
// server, never by the browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { createUser } from '../helpers/users';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 100_000 });
const [paracetamol, monitor, withdrawn] = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 1500 },
  { name: 'BP monitor', price: 50_000 },
  { name: 'Old syrup', price: 900 },
]);
await app.db.update(medicines).set({ hidden: true }).where(eq(medicines.id, withdrawn.id));

test('a visitor is quoted fee, total and window for the basket they name, the same as a shopper with that cart', async () => {
  const guest = await api(apiUrl, null, 'POST', '/api/checkout/quote', {
    zone: 'kano',
    items: [{ medicineId: paracetamol.id, quantity: 2 }],
  });
  assert.equal(guest.status, 200, JSON.stringify(guest.json));
  assert.deepEqual([guest.json.itemsTotal, guest.json.deliveryFee, guest.json.total], [3000, 3000, 6000]);
  assert.equal(guest.json.zone.code, 'kano');
  assert.match(guest.json.window.text, /working days/);

  const ada = await createUser(app);
  const added = await api(apiUrl, ada, 'POST', '/api/carts/add', { medicineId: paracetamol.id, quantity: 2, userId: ada.user.id });
  assert.equal(added.status, 200);
  const shopper = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' });
  assert.deepEqual(
    [shopper.json.itemsTotal, shopper.json.deliveryFee, shopper.json.total, shopper.json.window.text],
    [guest.json.itemsTotal, guest.json.deliveryFee, guest.json.total, guest.json.window.text],
  );
});

test('the server prices the basket: free delivery from the threshold, whatever price the browser sends', async () => {
  const answer = await api(apiUrl, null, 'POST', '/api/checkout/quote', {
    zone: 'lagos-mainland',
    items: [{ medicineId: monitor.id, quantity: 2, price: 1, unitPrice: 1 }],
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  assert.deepEqual([answer.json.itemsTotal, answer.json.deliveryFee, answer.json.total], [100_000, 0, 100_000]);
});

test('a visitor gets a clear error for a zone not delivered, a missing zone, or a medicine not sold; the cart itself needs a login', async () => {
  const one = [{ medicineId: paracetamol.id, quantity: 1 }];
  const borno = await api(apiUrl, null, 'POST', '/api/checkout/quote', { zone: 'borno', items: one });
  assert.equal(borno.status, 400);
  const noZone = await api(apiUrl, null, 'POST', '/api/checkout/quote', { items: one });
  assert.equal(noZone.status, 400);
  assert.deepEqual(noZone.json.errors, [{ field: 'zone', message: 'Choose the state to deliver to.' }]);
  const hidden = await api(apiUrl, null, 'POST', '/api/checkout/quote', {
    zone: 'kano',
    items: [{ medicineId: withdrawn.id, quantity: 1 }],
  });
  assert.equal(hidden.status, 400);
  assert.equal(hidden.json.errors[0].field, 'items');
  const tooMany = await api(apiUrl, null, 'POST', '/api/checkout/quote', {
    zone: 'kano',
    items: [{ medicineId: paracetamol.id, quantity: 0 }],
  });
  assert.equal(tooMany.status, 400);
  const cart = await api(apiUrl, null, 'POST', '/api/checkout/quote', { zone: 'kano' });
  assert.equal(cart.status, 401);
});
