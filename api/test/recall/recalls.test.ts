import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { CENTRAL_WAREHOUSE_ID, pharmacies, stockBatches } from '../../src/platform/db/schema/index';
import { expiryCutoff } from '../../src/domains/stock/batches';
import { gs1CheckDigit } from '../../src/domains/stock/gs1';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD, unitsOnHandOf } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// Recalls by batch: in one transaction the batch leaves sale, unsent orders get other batches or
// are refunded, and each affected shopper is mailed once even when the recall is sent twice at
// the same moment. On PGlite, and on PostgreSQL (real parallel transactions) when DATABASE_URL is set.

const { app, sandbox, apiUrl } = await startCommerce();
sandbox.sandbox.options.webhookUrl = null;
const admin = await createAdmin(app);
type Json = Record<string, any>;

const SUPPLIER = { name: 'Emzor Distribution Ltd', licenceNumber: 'PCN/W/2025/0412' };
/** A valid GTIN-14 from 13 digits (check digit added). */
const gtin = (first13: string) => `${first13}${gs1CheckDigit(first13)}`;
/** The date `days` from today (Lagos), YYYY-MM-DD. */
const inDays = (days: number) => expiryCutoff(days);

const receive = (medicineId: string, body: Json, user: TestUser = admin) =>
  api(apiUrl, user, 'POST', `/api/medicine/${medicineId}/batches`, { supplier: SUPPLIER, ...body });

async function paidCheckout(user: TestUser, lines: [string, number, number][], deliveryAddress?: object) {
  for (const [medicineId, quantity] of lines) {
    const added = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(added.status, 200, JSON.stringify(added.json));
  }
  const amount = lines.reduce((sum, [, q, price]) => sum + q * price, 0);
  const body = { ...checkoutBody(user, amount), ...(deliveryAddress ? { deliveryAddress } : {}) };
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', body);
  assert.equal(init.status, 200, JSON.stringify(init.json));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  return init.json.data.reference as string;
}
const place = (user: TestUser, reference: string) => api(apiUrl, user, 'POST', '/api/Order/place', { userId: user.user.id, reference });
/** The medicine's received batches (the test medicines' empty opening balance left out), by lot. */
const batchRows = async (medicineId: string) =>
  (await app.db.select().from(stockBatches).where(eq(stockBatches.medicineId, medicineId)).orderBy(stockBatches.lotNumber)).filter(
    (b) => !b.openingBalance,
  );

const recall = (batchId: string, body: Json = { reason: 'Failed dissolution test', nafdacReference: 'PA/2026/118' }) =>
  api(apiUrl, admin, 'POST', `/api/admin/batches/${batchId}/recall`, body);
const mailsTo = (email: string) => readOutbox(app).filter((m) => m.to.includes(email) && m.subject.startsWith('Recall:'));

test('a recall sent twice at once: 0 units sellable, the unsent order gets another batch, the sent one is told, each shopper mailed once', async () => {
  const [m] = await createMedicines(app, [{ name: 'Augmentin 625', price: 3000, stock: 0 }]);
  const early = await receive(m.id, { gtin: gtin('0615110004444'), lotNumber: 'AUG-E', expiryDate: inDays(300), quantity: 3 });
  await receive(m.id, { gtin: gtin('0615110004444'), lotNumber: 'AUG-L', expiryDate: inDays(600), quantity: 10 });
  const [ada, bola] = [await createUser(app), await createUser(app)];
  const sent = (await place(ada, await paidCheckout(ada, [[m.id, 2, 3000]]))).json.orderId;
  for (const status of ['Processing', 'Shipped']) {
    assert.equal((await api(apiUrl, admin, 'PUT', `/api/Order/${sent}`, { status })).status, 200);
  }
  const unsent = (await place(bola, await paidCheckout(bola, [[m.id, 1, 3000]]))).json.orderId;
  assert.equal(await unitsOnHandOf(app, m.id), 10);

  const [first, second] = await Promise.all([recall(early.json.id), recall(early.json.id)]);
  assert.deepEqual([first.status, second.status], [200, 200], JSON.stringify([first.json, second.json]));
  assert.deepEqual([first.json.created, second.json.created].sort(), [false, true], 'one recall is recorded');
  assert.equal(await unitsOnHandOf(app, m.id), 9, 'none of the recalled batch is sellable; the unsent order took 1 of the other');
  const rows = await batchRows(m.id);
  assert.deepEqual(
    rows.map((b) => [b.lotNumber, b.status, b.quantity]),
    [
      ['AUG-E', 'recalled', 1],
      ['AUG-L', 'sellable', 9],
    ],
  );
  const bolaOrder = (await api(apiUrl, bola, 'GET', `/api/Order/${unsent}`)).json;
  assert.deepEqual(bolaOrder.orderItems[0].batches, [{ lotNumber: 'AUG-L', expiryDate: inDays(600), quantity: 1 }]);
  const view = (await api(apiUrl, admin, 'GET', '/api/admin/recalls')).json.find((r: Json) => r.batch.id === early.json.id);
  assert.deepEqual(
    view.orders.map((o: Json) => [o.orderId, o.outcome, o.status, o.mailedAt !== null]).sort(),
    [
      [sent, 'received', 'Shipped', true],
      [unsent, 'reallocated', 'Pending', true],
    ].sort(),
  );
  assert.equal(view.nafdacReference, 'PA/2026/118');
  assert.equal(mailsTo(ada.user.email).length, 1, 'the shopper who received it is mailed once');
  assert.equal(mailsTo(bola.user.email).length, 1, 'the shopper whose order was re-allocated is mailed once');
  assert.match(mailsTo(ada.user.email)[0].text, /stop using/);
  assert.match(mailsTo(ada.user.email)[0].text, /0800-162-3322/);

  // Again later: the same recall, nobody mailed again.
  const again = await recall(early.json.id);
  assert.equal(again.json.created, false);
  assert.equal(mailsTo(ada.user.email).length, 1);
  assert.equal((await recall(early.json.id, { reason: 'x' })).status, 400);
});

test('a recalled batch with nothing left to replace it: the unsent order is cancelled and refunded', async () => {
  const [m] = await createMedicines(app, [{ name: 'Ciprotab 500', price: 1500, stock: 0 }]);
  const only = await receive(m.id, { gtin: gtin('0615110003333'), lotNumber: 'CIP-1', expiryDate: inDays(365), quantity: 2 });
  const chidi = await createUser(app);
  const orderId = (await place(chidi, await paidCheckout(chidi, [[m.id, 2, 1500]]))).json.orderId;
  const answer = await recall(only.json.id);
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  assert.deepEqual(
    answer.json.recall.orders.map((o: Json) => [o.orderId, o.outcome, o.status]),
    [[orderId, 'refunded', 'Canceled']],
  );
  const order = (await api(apiUrl, chidi, 'GET', `/api/Order/${orderId}`)).json;
  assert.equal(order.status, 'Canceled');
  assert.ok(order.refundStatus !== null, 'the payment is being refunded');
  assert.equal(await unitsOnHandOf(app, m.id), 0);
  assert.deepEqual(
    (await batchRows(m.id)).map((b) => [b.status, b.quantity]),
    [['recalled', 2]],
    'the units came back into the recalled batch, not into sale',
  );
  assert.equal(mailsTo(chidi.user.email).length, 1);
  assert.match(mailsTo(chidi.user.email)[0].text, /refunded/);
});

test("a recall refills an unsent order from its own location's batches only; short there, the order is refunded, not filled from the warehouse", async () => {
  const [m] = await createMedicines(app, [{ name: 'Coartem 80/480', price: 2500, stock: 0 }]);
  const [kano] = await app.db
    .insert(pharmacies)
    .values({ name: 'Recall Kano', location: 'Kano', contact: '+234 803 000 0001', deliveryRange: '', state: 'Kano' })
    .returning();
  await app.db
    .update(pharmacies)
    .set({ deliveryStates: ['Kano'], latitude: 12.0, longitude: 8.53 })
    .where(eq(pharmacies.id, kano.id));
  const code = gtin('0615110005555');
  const early = await receive(m.id, { gtin: code, lotNumber: 'COA-K1', expiryDate: inDays(300), quantity: 2, locationId: kano.id });
  await receive(m.id, { gtin: code, lotNumber: 'COA-K2', expiryDate: inDays(500), quantity: 1, locationId: kano.id });
  await receive(m.id, { gtin: code, lotNumber: 'COA-W', expiryDate: inDays(200), quantity: 20 });
  const kanoAddress = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' };
  const [ada, bola] = [await createUser(app), await createUser(app)];
  const first = (await place(ada, await paidCheckout(ada, [[m.id, 1, 2500]], kanoAddress))).json.orderId;
  const second = (await place(bola, await paidCheckout(bola, [[m.id, 1, 2500]], kanoAddress))).json.orderId;
  const lot = async (orderId: string, user: TestUser) =>
    (await api(apiUrl, user, 'GET', `/api/Order/${orderId}`)).json.orderItems[0].batches.map((b: Json) => b.lotNumber);
  assert.deepEqual([await lot(first, ada), await lot(second, bola)], [['COA-K1'], ['COA-K1']], 'both packed in Kano');

  const answer = await recall(early.json.id);
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  const outcomes = new Map(answer.json.recall.orders.map((o: Json) => [o.orderId, o.outcome]));
  // Kano's other lot holds one unit: one order is refilled from it, the other is refunded (the warehouse's 20 untouched).
  assert.deepEqual([...outcomes.values()].sort(), ['reallocated', 'refunded']);
  const refilled = outcomes.get(first) === 'reallocated' ? { id: first, user: ada } : { id: second, user: bola };
  assert.deepEqual(await lot(refilled.id, refilled.user), ['COA-K2']);
  const rows = await batchRows(m.id);
  const byLot = new Map(rows.map((b) => [b.lotNumber, b]));
  assert.equal(byLot.get('COA-W')!.quantity, 20, 'nothing taken from the warehouse for a Kano order');
  assert.equal(byLot.get('COA-W')!.locationId, CENTRAL_WAREHOUSE_ID);
  assert.equal(byLot.get('COA-K2')!.quantity, 0);
  const audit = (await api(apiUrl, admin, 'GET', `/api/admin/audit?entityType=medicine&entityId=${m.id}`)).json;
  const entry = audit.find((e: Json) => e.action === 'batch recalled');
  assert.ok(
    entry.changes.some((c: Json) => c.field === 'notReplacedAtLocation' && c.from === kano.id),
    'the audit names the location that was short',
  );
});
