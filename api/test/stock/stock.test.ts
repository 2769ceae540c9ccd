import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders, stockMovements } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD, unitsOnHandOf } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const { app, sandbox, apiUrl } = await startCommerce();
// Orders are placed through the browser's calls only (no webhook racing the test).
sandbox.sandbox.options.webhookUrl = null;
const admin = await createAdmin(app);

type Json = Record<string, any>;

const addToCart = (user: TestUser, medicineId: string, quantity: number) =>
  api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });

/** Fills the cart, initiates and pays with the test card; returns the payment reference (no order yet). */
async function paidCheckout(user: TestUser, lines: [string, number, number][]) {
  for (const [medicineId, quantity] of lines) assert.equal((await addToCart(user, medicineId, quantity)).status, 200);
  const amount = lines.reduce((sum, [, q, price]) => sum + q * price, 0);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, amount));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const paid = await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  assert.equal(paid.status, 303);
  return init.json.data.reference as string;
}

const place = (user: TestUser, reference: string) => api(apiUrl, user, 'POST', '/api/Order/place', { userId: user.user.id, reference });
const onHand = (id: string) => unitsOnHandOf(app, id);
const adjust = (id: string, body: Json, user: TestUser = admin) => api(apiUrl, user, 'POST', `/api/medicine/${id}/stock`, body);

test('admins adjust stock with a reason: received adds, damaged and expired take away, a count sets; each is recorded', async () => {
  const [m] = await createMedicines(app, [{ name: 'Coartem 80/480', price: 4500, stock: 10 }]);
  assert.equal((await adjust(m.id, { reason: 'received', quantity: 24, note: 'Invoice 118' })).json.stockQuantity, 34);
  assert.equal((await adjust(m.id, { reason: 'damaged', quantity: 2 })).json.stockQuantity, 32);
  assert.equal((await adjust(m.id, { reason: 'expired', quantity: 5 })).json.stockQuantity, 27);
  assert.equal((await adjust(m.id, { reason: 'count-correction', quantity: 25 })).json.stockQuantity, 25);
  const tooMany = await adjust(m.id, { reason: 'damaged', quantity: 26 });
  assert.equal(tooMany.status, 400);
  assert.equal(tooMany.json.errors[0].field, 'quantity');
  assert.match(tooMany.json.message, /Only 25/);
  assert.equal((await adjust(m.id, { reason: 'stolen', quantity: 1 })).status, 400);
  assert.equal((await adjust(m.id, { reason: 'received', quantity: -3 })).status, 400);
  assert.equal((await adjust(m.id, { reason: 'received', quantity: 0 })).status, 400);
  assert.equal((await adjust(m.id, { reason: 'received', quantity: 1 }, await createUser(app))).status, 403);
  assert.equal(await onHand(m.id), 25);
  const history = await api(apiUrl, admin, 'GET', `/api/medicine/${m.id}/stock`);
  assert.deepEqual(
    history.json.map((h: Json) => [h.reason, h.change, h.quantityAfter]),
    [
      ['count-correction', -2, 25],
      ['expired', -5, 27],
      ['damaged', -2, 32],
      ['received', 24, 34],
    ],
  );
});

test('the shop shows In stock, Only N left, Out of stock', async () => {
  const [m] = await createMedicines(app, [{ name: 'Lonart DS', price: 3000, stock: 11 }]);
  const shown = async () => (await api(apiUrl, null, 'GET', `/api/medicine/${m.id}`)).json;
  assert.deepEqual([(await shown()).stockStatus, (await shown()).stockLeft], ['in-stock', null]);
  await adjust(m.id, { reason: 'count-correction', quantity: 2 });
  assert.deepEqual([(await shown()).stockStatus, (await shown()).stockLeft], ['low-stock', 2]);
  await adjust(m.id, { reason: 'count-correction', quantity: 0 });
  assert.deepEqual([(await shown()).stockStatus, (await shown()).stockLeft], ['out-of-stock', 0]);
});

test('the cart refuses more than is in stock, with a clear message', async () => {
  const [m] = await createMedicines(app, [{ name: 'Ventolin Inhaler', price: 3500, stock: 2 }]);
  const ada = await createUser(app);
  assert.equal((await addToCart(ada, m.id, 2)).status, 200);
  const third = await addToCart(ada, m.id, 1);
  assert.equal(third.status, 400);
  assert.equal(third.json.errors[0].field, 'quantity');
  assert.equal(third.json.message, 'Only 2 of "Ventolin Inhaler" are in stock; you already have 2 in your cart.');
  const cart = await api(apiUrl, ada, 'GET', `/api/carts/getcartitems?userId=${ada.user.id}`);
  const [item] = cart.json;
  assert.equal(item.quantity, 2);
  const raise = await api(apiUrl, ada, 'PUT', '/api/carts/updateCartItem', {
    cartItemId: item.cartItemId,
    quantity: 3,
    userId: ada.user.id,
  });
  assert.equal(raise.status, 400, JSON.stringify(raise.json));
  await adjust(m.id, { reason: 'count-correction', quantity: 0 });
  const out = await addToCart(await createUser(app), m.id, 1);
  assert.equal(out.status, 400);
  assert.equal(out.json.message, '"Ventolin Inhaler" is out of stock.');
});

test('20 shoppers who paid for the last unit, placing at once: exactly one unit is sold, 19 orders are flagged, stock never below 0', async () => {
  const [m] = await createMedicines(app, [{ name: 'Last Unit Syrup', price: 1000, stock: 1 }]);
  const shoppers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
  const references: string[] = [];
  for (const shopper of shoppers) references.push(await paidCheckout(shopper, [[m.id, 1, 1000]]));
  const answers = await Promise.all(shoppers.map((shopper, i) => place(shopper, references[i])));
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(20).fill(201),
    'every paid order is placed',
  );
  assert.equal(await onHand(m.id), 0);
  const sold = (await app.db.select().from(stockMovements).where(eq(stockMovements.medicineId, m.id))).filter((s) => s.reason === 'sold');
  assert.equal(sold.length, 1);
  assert.equal(sold[0].change, -1);
  const shortfalls = (await api(apiUrl, admin, 'GET', '/api/admin/stock-shortfalls?open=true')).json.filter(
    (s: Json) => s.medicineId === m.id,
  );
  assert.equal(shortfalls.length, 19);
  const orderIds = new Set(answers.map((a) => a.json.orderId));
  assert.ok(shortfalls.every((s: Json) => orderIds.has(s.orderId) && s.quantityShort === 1));
  assert.ok(!shortfalls.some((s: Json) => s.orderId === sold[0].orderId), 'the order that got the unit is not flagged');
});

test('a shortfall is refunded (the order is cancelled and refunded) or back-ordered, by the admin', async () => {
  const [m] = await createMedicines(app, [{ name: 'Scarce Drops', price: 500, stock: 2 }]);
  const [ada, bola] = [await createUser(app), await createUser(app)];
  const refA = await paidCheckout(ada, [[m.id, 2, 500]]);
  const refB = await paidCheckout(bola, [[m.id, 2, 500]]);
  assert.equal((await place(ada, refA)).status, 201);
  const bolaOrder = (await place(bola, refB)).json;
  const [shortfall] = (await api(apiUrl, admin, 'GET', '/api/admin/stock-shortfalls?open=true')).json.filter(
    (s: Json) => s.orderId === bolaOrder.orderId,
  );
  assert.equal(shortfall.quantityShort, 2);
  assert.equal(
    (await api(apiUrl, bola, 'POST', `/api/admin/stock-shortfalls/${shortfall.id}/resolve`, { resolution: 'refund' })).status,
    403,
  );
  const refunded = await api(apiUrl, admin, 'POST', `/api/admin/stock-shortfalls/${shortfall.id}/resolve`, { resolution: 'refund' });
  assert.equal(refunded.status, 200, JSON.stringify(refunded.json));
  assert.equal(refunded.json.resolution, 'refund');
  assert.equal((await api(apiUrl, admin, 'GET', `/api/Order/${bolaOrder.orderId}`)).json.status, 'Canceled');
  const again = await api(apiUrl, admin, 'POST', `/api/admin/stock-shortfalls/${shortfall.id}/resolve`, { resolution: 'backorder' });
  assert.equal(again.status, 409);
  assert.equal(await onHand(m.id), 0, 'the refunded order took nothing, so gives nothing back');

  const chidi = await createUser(app);
  await adjust(m.id, { reason: 'received', quantity: 1 });
  const refC = await paidCheckout(chidi, [[m.id, 1, 500]]);
  await adjust(m.id, { reason: 'count-correction', quantity: 0 });
  const chidiOrder = (await place(chidi, refC)).json;
  const [open] = (await api(apiUrl, admin, 'GET', '/api/admin/stock-shortfalls?open=true')).json.filter(
    (s: Json) => s.orderId === chidiOrder.orderId,
  );
  const backordered = await api(apiUrl, admin, 'POST', `/api/admin/stock-shortfalls/${open.id}/resolve`, { resolution: 'backorder' });
  assert.equal(backordered.json.resolution, 'backorder');
  assert.equal((await api(apiUrl, admin, 'GET', `/api/Order/${chidiOrder.orderId}`)).json.status, 'Pending');
  const audit = (await api(apiUrl, admin, 'GET', `/api/admin/audit?entityType=order&entityId=${chidiOrder.orderId}`)).json;
  assert.equal(audit[0].action, 'shortfall back-ordered');
});

test('cancelling an order gives its units back', async () => {
  const [m] = await createMedicines(app, [{ name: 'Returnable Tabs', price: 700, stock: 5 }]);
  const ada = await createUser(app);
  const { orderId } = (await place(ada, await paidCheckout(ada, [[m.id, 3, 700]]))).json;
  assert.equal(await onHand(m.id), 2);
  const cancel = await api(apiUrl, ada, 'PUT', `/api/Order/${orderId}`, { status: 'Canceled' });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.json));
  assert.equal(await onHand(m.id), 5);
  const history = (await api(apiUrl, admin, 'GET', `/api/medicine/${m.id}/stock`)).json;
  assert.deepEqual(
    history.slice(0, 2).map((h: Json) => [h.reason, h.change, h.orderId]),
    [
      ['order-canceled', 3, orderId],
      ['sold', -3, orderId],
    ],
  );
});

test('a price change applies to carts from then on (the old total is refused at payment), never to past orders', async () => {
  const [m] = await createMedicines(app, [{ name: 'Repriced Caps', price: 1000, stock: 50 }]);
  const ada = await createUser(app);
  const { orderId } = (await place(ada, await paidCheckout(ada, [[m.id, 2, 1000]]))).json;
  const bola = await createUser(app);
  await addToCart(bola, m.id, 1);
  const version = (await api(apiUrl, admin, 'GET', `/api/admin/medicines/${m.id}`)).json.version;
  const repriced = await api(apiUrl, admin, 'PATCH', `/api/medicine/${m.id}`, { version, price: 1250 });
  assert.equal(repriced.status, 200);
  const cart = await api(apiUrl, bola, 'GET', `/api/carts/getcartitems?userId=${bola.user.id}`);
  assert.equal(cart.json[0].price, 1250, 'the cart shows the new price before checkout');
  const oldTotal = await api(apiUrl, bola, 'POST', '/api/payment/initiate', checkoutBody(bola, 1000));
  assert.equal(oldTotal.status, 409);
  assert.match(oldTotal.json.message, /changed/);
  const past = await api(apiUrl, ada, 'GET', `/api/Order/${orderId}`);
  assert.equal(past.json.orderItems[0].price, 1000);
  assert.equal(past.json.totalPrice, 2000);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  assert.equal(order.totalKobo, 200000);
  const audit = (await api(apiUrl, admin, 'GET', `/api/admin/audit?entityId=${m.id}`)).json;
  assert.deepEqual(audit[0].changes, [{ field: 'price', from: 1000, to: 1250 }]);
});

test('a medicine in a past order cannot be deleted (hide it instead)', async () => {
  const [m] = await createMedicines(app, [{ name: 'Ordered Once', price: 300, stock: 5 }]);
  const ada = await createUser(app);
  await place(ada, await paidCheckout(ada, [[m.id, 1, 300]]));
  const refused = await api(apiUrl, admin, 'DELETE', `/api/medicine/${m.id}?version=1`);
  assert.equal(refused.status, 409);
  assert.match(refused.json.message, /hide it instead/);
  const hidden = await api(apiUrl, admin, 'PATCH', `/api/medicine/${m.id}`, { version: 1, hidden: true });
  assert.equal(hidden.status, 200);
  const history = await api(apiUrl, ada, 'GET', `/api/Order/user/${ada.user.id}`);
  assert.equal(history.json[0].orderItems[0].medicineName, 'Ordered Once', 'past orders keep it');
});
