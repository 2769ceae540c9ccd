// The rider of a shipped order (issue 30, item 16): an admin names them when moving the order to
// Shipped; the packing slip and the shopper's tracking page show them. Only admins, only with
// Shipped, and the phone is a Nigerian mobile number like the delivery phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 3300, stock: 50 }]);
const admin = await createAdmin(app);

/** A shopper pays for two packs of paracetamol; answers the order. */
async function buy(user: TestUser) {
  await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId: paracetamol.id, quantity: 2, userId: user.user.id });
  const quote = (await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, quote.total));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  return (await api(apiUrl, user, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
}

const move = (who: TestUser, orderId: string, body: object) => api(apiUrl, who, 'PUT', `/api/Order/${orderId}`, body);

test('an admin ships with a rider: the admin answer and the shopper’s track answer carry the rider', async () => {
  const ada = await createUser(app);
  const order = await buy(ada);
  assert.equal(order.rider, null, 'no rider before shipping');
  assert.equal((await move(admin, order.orderId, { status: 'Processing' })).status, 200);
  const shipped = await move(admin, order.orderId, { status: 'Shipped', rider: { name: '  Musa Ibrahim ', phone: '0803 123 4567' } });
  assert.equal(shipped.status, 200, JSON.stringify(shipped.json));
  assert.deepEqual(shipped.json.rider, { name: 'Musa Ibrahim', phone: '+2348031234567' });
  const adminRead = await api(apiUrl, admin, 'GET', `/api/Order/${order.orderId}`);
  assert.deepEqual(adminRead.json.rider, { name: 'Musa Ibrahim', phone: '+2348031234567' });
  const tracked = await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`);
  assert.equal(tracked.status, 200);
  assert.deepEqual(tracked.json.rider, { name: 'Musa Ibrahim', phone: '+2348031234567' });
  // Delivered later keeps the rider.
  assert.equal((await move(admin, order.orderId, { status: 'Delivered' })).status, 200);
  assert.equal((await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`)).json.rider.name, 'Musa Ibrahim');
});

test('shipping without a rider still works and answers rider null', async () => {
  const ada = await createUser(app);
  const order = await buy(ada);
  assert.equal((await move(admin, order.orderId, { status: 'Processing' })).status, 200);
  const shipped = await move(admin, order.orderId, { status: 'Shipped' });
  assert.equal(shipped.status, 200);
  assert.equal(shipped.json.rider, null);
});

test('a rider phone that is not a Nigerian mobile number is refused with 400 and the order does not move', async () => {
  const ada = await createUser(app);
  const order = await buy(ada);
  assert.equal((await move(admin, order.orderId, { status: 'Processing' })).status, 200);
  for (const phone of ['12345', '+44 7700 900123', '0803 123 456']) {
    const bad = await move(admin, order.orderId, { status: 'Shipped', rider: { name: 'Musa Ibrahim', phone } });
    assert.equal(bad.status, 400, phone);
    assert.match(JSON.stringify(bad.json), /Nigerian mobile number/);
  }
  const after = await api(apiUrl, admin, 'GET', `/api/Order/${order.orderId}`);
  assert.equal(after.json.status, 'Processing');
  assert.equal(after.json.rider, null);
});

test('a rider with any status but Shipped is refused with 400', async () => {
  const ada = await createUser(app);
  const order = await buy(ada);
  const rider = { name: 'Musa Ibrahim', phone: '0803 123 4567' };
  for (const status of ['Processing', 'Canceled']) {
    const bad = await move(admin, order.orderId, { status, rider });
    assert.equal(bad.status, 400, status);
    assert.match(bad.json.message, /only when the order is Shipped/);
  }
  const after = await api(apiUrl, admin, 'GET', `/api/Order/${order.orderId}`);
  assert.equal(after.json.status, 'Pending', 'nothing moved, nothing refunded');
  assert.equal(after.json.refundedAmount, 0);
});

test('a shopper cannot name a rider for their own order', async () => {
  const ada = await createUser(app);
  const order = await buy(ada);
  assert.equal((await move(admin, order.orderId, { status: 'Processing' })).status, 200);
  const denied = await move(ada, order.orderId, { status: 'Shipped', rider: { name: 'Me', phone: '0803 123 4567' } });
  assert.equal(denied.status, 403);
  const cancelWithRider = await move(ada, order.orderId, { status: 'Canceled', rider: { name: 'Me', phone: '0803 123 4567' } });
  assert.equal(cancelWithRider.status, 403);
  assert.equal((await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`)).json.rider, null);
});
