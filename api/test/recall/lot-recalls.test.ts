import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { CENTRAL_WAREHOUSE_ID, pharmacies, stockBatches } from '../../src/platform/db/schema/index';
import { expiryCutoff } from '../../src/domains/stock/batches';
import { gs1CheckDigit } from '../../src/domains/stock/gs1';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD, unitsOnHandOf } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// A recall is of the lot, not of one location's row: one lot held at three locations and sold from
// two; one recall stops every row and reaches every order that got the lot, each shopper told once.
// On PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, sandbox, apiUrl } = await startCommerce();
sandbox.sandbox.options.webhookUrl = null;
const admin = await createAdmin(app);
type Json = Record<string, any>;

const SUPPLIER = { name: 'Emzor Distribution Ltd', licenceNumber: 'PCN/W/2025/0412' };
const GTIN = `0615110007777${gs1CheckDigit('0615110007777')}`;

async function location(name: string, state: string, at: [number, number]) {
  const [row] = await app.db
    .insert(pharmacies)
    .values({
      name,
      location: state,
      contact: '+234 803 000 0002',
      deliveryRange: '',
      state,
      deliveryStates: [state],
      latitude: at[0],
      longitude: at[1],
    })
    .returning();
  return row;
}
const receive = (medicineId: string, body: Json) =>
  api(apiUrl, admin, 'POST', `/api/medicine/${medicineId}/batches`, { supplier: SUPPLIER, gtin: GTIN, ...body });

async function buy(user: TestUser, medicineId: string, quantity: number, price: number, deliveryAddress?: object) {
  assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id })).status, 200);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', {
    ...checkoutBody(user, quantity * price),
    ...(deliveryAddress ? { deliveryAddress } : {}),
  });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  const placed = await api(apiUrl, user, 'POST', '/api/Order/place', { userId: user.user.id, reference: init.json.data.reference });
  assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
  return placed.json.orderId as string;
}
const lotsOf = async (orderId: string, user: TestUser) =>
  (await api(apiUrl, user, 'GET', `/api/Order/${orderId}`)).json.orderItems[0].batches.map((b: Json) => b.lotNumber);
const mailsTo = (email: string) => readOutbox(app).filter((m) => m.to.includes(email) && m.subject.startsWith('Recall:'));

test('one recall of a lot held at three locations stops every row and reaches both orders that got it, each shopper once', async () => {
  const [m] = await createMedicines(app, [{ name: 'Lonart DS', price: 2000, stock: 0 }]);
  const kano = await location('Lot Kano', 'Kano', [12.0, 8.53]);
  const rivers = await location('Lot Port Harcourt', 'Rivers', [4.82, 7.03]);
  const expiryDate = expiryCutoff(400);
  const atWarehouse = await receive(m.id, { lotNumber: 'LON-77', expiryDate, quantity: 5 });
  assert.equal(atWarehouse.status, 200, JSON.stringify(atWarehouse.json));
  assert.equal((await receive(m.id, { lotNumber: 'LON-77', expiryDate, quantity: 4, locationId: kano.id })).status, 200);
  assert.equal((await receive(m.id, { lotNumber: 'LON-77', expiryDate, quantity: 6, locationId: rivers.id })).status, 200);
  // Another lot in Kano, to refill Kano's unsent order.
  assert.equal((await receive(m.id, { lotNumber: 'LON-80', expiryDate: expiryCutoff(500), quantity: 3, locationId: kano.id })).status, 200);

  const [ada, bola] = [await createUser(app), await createUser(app)];
  const fromWarehouse = await buy(ada, m.id, 2, 2000);
  for (const status of ['Processing', 'Shipped']) {
    assert.equal((await api(apiUrl, admin, 'PUT', `/api/Order/${fromWarehouse}`, { status })).status, 200);
  }
  const fromKano = await buy(bola, m.id, 1, 2000, { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' });
  assert.deepEqual([await lotsOf(fromWarehouse, ada), await lotsOf(fromKano, bola)], [['LON-77'], ['LON-77']]);
  assert.equal(await unitsOnHandOf(app, m.id), 5 - 2 + 4 - 1 + 6 + 3);

  // The admin recalls the warehouse's row: the lot is recalled everywhere.
  const answer = await api(apiUrl, admin, 'POST', `/api/admin/batches/${atWarehouse.json.id}/recall`, { reason: 'Out of specification' });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  assert.equal(answer.json.created, true);
  const rows = (await app.db.select().from(stockBatches).where(eq(stockBatches.medicineId, m.id))).filter((b) => !b.openingBalance);
  const lot = rows.filter((b) => b.lotNumber === 'LON-77');
  assert.deepEqual(
    lot.map((b) => b.status),
    ['recalled', 'recalled', 'recalled'],
    'every location stops selling the lot',
  );
  assert.deepEqual(new Set(lot.map((b) => b.locationId)), new Set([CENTRAL_WAREHOUSE_ID, kano.id, rivers.id]));
  assert.equal(await unitsOnHandOf(app, m.id), 3 - 1, "only the other lot is on sale (less the unit Kano's order took from it)");
  assert.deepEqual(
    answer.json.recall.orders.map((o: Json) => [o.orderId, o.outcome, o.mailedAt !== null]).sort(),
    [
      [fromWarehouse, 'received', true],
      [fromKano, 'reallocated', true],
    ].sort(),
  );
  assert.deepEqual(await lotsOf(fromKano, bola), ['LON-80'], "Kano's unsent order refilled from Kano's other lot");
  assert.equal(mailsTo(ada.user.email).length, 1, 'the shopper who received the lot from the warehouse is told once');
  assert.equal(mailsTo(bola.user.email).length, 1, 'the shopper whose Kano order held the lot is told once');

  // Recalling another location's row of the same lot is the same recall: nobody told again.
  const kanoRow = lot.find((b) => b.locationId === kano.id)!;
  const again = await api(apiUrl, admin, 'POST', `/api/admin/batches/${kanoRow.id}/recall`, { reason: 'Out of specification' });
  assert.equal(again.status, 200, JSON.stringify(again.json));
  assert.equal(again.json.created, false);
  assert.equal(again.json.recall.id, answer.json.recall.id);
  assert.equal(mailsTo(ada.user.email).length + mailsTo(bola.user.email).length, 2);
});
