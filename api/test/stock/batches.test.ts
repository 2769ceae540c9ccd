import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { stockAllocations, stockBatches } from '../../src/platform/db/schema/index';
import { expiryCutoff } from '../../src/domains/stock/batches';
import { gs1CheckDigit } from '../../src/domains/stock/gs1';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD, unitsOnHandOf } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// Stock by batch: receiving (typed or GS1), first expiry first out with the expiry margin, the
// batches an order got, and 20 parallel placements never overselling a batch. On PGlite, and on
// PostgreSQL (real parallel transactions) when DATABASE_URL is set.

const { app, sandbox, apiUrl } = await startCommerce();
sandbox.sandbox.options.webhookUrl = null;
const admin = await createAdmin(app);
type Json = Record<string, any>;

const SUPPLIER = { name: 'Emzor Distribution Ltd', licenceNumber: 'PCN/W/2025/0412' };
/** A valid GTIN-14 from 13 digits (check digit added). */
const gtin = (first13: string) => `${first13}${gs1CheckDigit(first13)}`;
/** The date `days` from today (Lagos), YYYY-MM-DD. */
const inDays = (days: number) => expiryCutoff(days);
/** The same as GS1 writes it: YYMMDD. */
const gs1Day = (date: string) => date.slice(2).replaceAll('-', '');

const receive = (medicineId: string, body: Json, user: TestUser = admin) =>
  api(apiUrl, user, 'POST', `/api/medicine/${medicineId}/batches`, { supplier: SUPPLIER, ...body });

async function paidCheckout(user: TestUser, lines: [string, number, number][]) {
  for (const [medicineId, quantity] of lines) {
    const added = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(added.status, 200, JSON.stringify(added.json));
  }
  const amount = lines.reduce((sum, [, q, price]) => sum + q * price, 0);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, amount));
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

test('an admin receives a batch typed or as a GS1 code: GTIN, lot, expiry, supplier and receiver are kept', async () => {
  const [m] = await createMedicines(app, [{ name: 'Amoxil 500', price: 1200, stock: 0 }]);
  const code = `(01)${gtin('0615110001234')}(17)${gs1Day(inDays(400))}(10)AMX0425`;
  const scanned = await receive(m.id, { gs1: code, quantity: 30 });
  assert.equal(scanned.status, 200, JSON.stringify(scanned.json));
  assert.deepEqual(
    [scanned.json.gtin, scanned.json.lotNumber, scanned.json.expiryDate, scanned.json.quantity, scanned.json.status],
    [gtin('0615110001234'), 'AMX0425', inDays(400), 30, 'sellable'],
  );
  assert.deepEqual(scanned.json.supplier, { id: scanned.json.supplier.id, ...SUPPLIER });
  const typed = await receive(m.id, { gtin: gtin('0615110001234'), lotNumber: 'AMX0611', expiryDate: inDays(500), quantity: 12 });
  assert.equal(typed.status, 200, JSON.stringify(typed.json));
  assert.equal(await unitsOnHandOf(app, m.id), 42);
  const [row] = (await batchRows(m.id)).filter((b) => b.lotNumber === 'AMX0425');
  assert.equal(row.receivedBy, admin.user.id);
  // The same lot again adds to it; with another expiry it is refused.
  assert.equal((await receive(m.id, { gs1: code, quantity: 5 })).json.quantity, 35);
  const otherExpiry = await receive(m.id, { gtin: gtin('0615110001234'), lotNumber: 'AMX0425', expiryDate: inDays(401), quantity: 1 });
  assert.equal(otherExpiry.status, 400);
  assert.equal(otherExpiry.json.errors[0].field, 'expiryDate');

  const badCheck = await receive(m.id, { gs1: '(01)06151100012345(17)270531(10)AB1234', quantity: 1 });
  assert.equal(badCheck.status, 400);
  assert.equal(badCheck.json.errors[0].field, 'gtin');
  const badDate = await receive(m.id, { gs1: `(01)${gtin('0615110001234')}(17)271341(10)AB1234`, quantity: 1 });
  assert.equal(badDate.status, 400);
  assert.equal(badDate.json.errors[0].field, 'expiryDate');
  const typedBadDate = await receive(m.id, { gtin: gtin('0615110001234'), lotNumber: 'X1', expiryDate: '2027-02-30', quantity: 1 });
  assert.equal(typedBadDate.json.errors[0].field, 'expiryDate');
  const expired = await receive(m.id, { gtin: gtin('0615110001234'), lotNumber: 'X2', expiryDate: inDays(-1), quantity: 1 });
  assert.match(expired.json.message, /expired/);
  const noSupplier = await api(apiUrl, admin, 'POST', `/api/medicine/${m.id}/batches`, { gs1: code, quantity: 1 });
  assert.equal(noSupplier.json.errors[0].field, 'supplierId');
  assert.equal((await receive(m.id, { gs1: code, quantity: 1 }, await createUser(app))).status, 403);
  assert.equal(await unitsOnHandOf(app, m.id), 47, 'nothing refused was received');
  const history = (await api(apiUrl, admin, 'GET', `/api/medicine/${m.id}/stock`)).json;
  assert.equal(history[0].lotNumber, 'AMX0425');
  assert.equal(history[0].reason, 'received');
});

test('two batches: the earlier expiry is sold first; a batch within the margin or expired never; the order shows what it got', async () => {
  const [m] = await createMedicines(app, [{ name: 'Coartem 20/120', price: 2000, stock: 0 }]);
  await receive(m.id, { gtin: gtin('0615110009999'), lotNumber: 'LATE', expiryDate: inDays(700), quantity: 10 });
  await receive(m.id, { gtin: gtin('0615110009999'), lotNumber: 'EARLY', expiryDate: inDays(300), quantity: 3 });
  await receive(m.id, { gtin: gtin('0615110009999'), lotNumber: 'NEAR', expiryDate: inDays(60), quantity: 20 });
  await app.db
    .update(stockBatches)
    .set({ expiryDate: inDays(-5) })
    .where(eq(stockBatches.lotNumber, 'NEAR'));
  await receive(m.id, { gtin: gtin('0615110009999'), lotNumber: 'MARGIN', expiryDate: inDays(90), quantity: 20 });

  const shown = await api(apiUrl, null, 'GET', `/api/stock/expiry?medicineIds=${m.id}`);
  assert.equal(shown.json[0].expiryDate, inDays(300));
  assert.match(shown.json[0].label, /^Expiry: \w+ \d{4} or later$/);

  const ada = await createUser(app);
  const placed = await place(ada, await paidCheckout(ada, [[m.id, 5, 2000]]));
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  const batches = (await batchRows(m.id)).map((b) => [b.lotNumber, b.quantity]);
  assert.deepEqual(batches, [
    ['EARLY', 0],
    ['LATE', 8],
    ['MARGIN', 20],
    ['NEAR', 20],
  ]);
  const order = (await api(apiUrl, ada, 'GET', `/api/Order/${placed.json.orderId}`)).json;
  assert.deepEqual(order.orderItems[0].batches, [
    { lotNumber: 'EARLY', expiryDate: inDays(300), quantity: 3 },
    { lotNumber: 'LATE', expiryDate: inDays(700), quantity: 2 },
  ]);

  // A chronic medicine's course length (here 800 days) widens the margin beyond 90 days.
  assert.equal((await api(apiUrl, admin, 'PUT', `/api/medicine/${m.id}/course-days`, { courseDays: 800 })).status, 204);
  assert.equal((await api(apiUrl, null, 'GET', `/api/stock/expiry?medicineIds=${m.id}`)).json[0].expiryDate, null);
  const bola = await createUser(app);
  const short = await place(bola, await paidCheckout(bola, [[m.id, 1, 2000]]));
  const [shortfall] = (await api(apiUrl, admin, 'GET', '/api/admin/stock-shortfalls?open=true')).json.filter(
    (s: Json) => s.orderId === short.json.orderId,
  );
  assert.equal(shortfall.quantityShort, 1, 'no batch outlasts the course: nothing is sold');
  await api(apiUrl, admin, 'PUT', `/api/medicine/${m.id}/course-days`, { courseDays: null });

  // Cancelled, the units go back to the batches they came from.
  const cancel = await api(apiUrl, ada, 'PUT', `/api/Order/${placed.json.orderId}`, { status: 'Canceled' });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.json));
  assert.deepEqual(
    (await batchRows(m.id)).map((b) => [b.lotNumber, b.quantity]),
    [
      ['EARLY', 3],
      ['LATE', 10],
      ['MARGIN', 20],
      ['NEAR', 20],
    ],
  );
});

test('adjustments name the batch: with several batches one must be named', async () => {
  const [m] = await createMedicines(app, [{ name: 'Flagyl 400', price: 800, stock: 4 }]);
  const batch = await receive(m.id, { gtin: gtin('0615110007777'), lotNumber: 'FLG1', expiryDate: inDays(365), quantity: 6 });
  const unnamed = await api(apiUrl, admin, 'POST', `/api/medicine/${m.id}/stock`, { reason: 'damaged', quantity: 1 });
  assert.equal(unnamed.status, 400);
  assert.equal(unnamed.json.errors[0].field, 'batchId');
  const named = await api(apiUrl, admin, 'POST', `/api/medicine/${m.id}/stock`, { reason: 'damaged', quantity: 2, batchId: batch.json.id });
  assert.equal(named.status, 200, JSON.stringify(named.json));
  assert.equal(named.json.stockQuantity, 8);
  assert.equal(named.json.movement.lotNumber, 'FLG1');
  const tooMany = await api(apiUrl, admin, 'POST', `/api/medicine/${m.id}/stock`, {
    reason: 'expired',
    quantity: 5,
    batchId: batch.json.id,
  });
  assert.match(tooMany.json.message, /Only 4 .* in batch FLG1/);
});

test('20 parallel placements never oversell a batch, and never touch one within the margin', async () => {
  const [m] = await createMedicines(app, [{ name: 'Paracetamol 500 (parallel)', price: 100, stock: 0 }]);
  await receive(m.id, { gtin: gtin('0615110005555'), lotNumber: 'P-A', expiryDate: inDays(200), quantity: 5 });
  await receive(m.id, { gtin: gtin('0615110005555'), lotNumber: 'P-B', expiryDate: inDays(400), quantity: 7 });
  await receive(m.id, { gtin: gtin('0615110005555'), lotNumber: 'P-C', expiryDate: inDays(30), quantity: 50 });
  const shoppers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
  const references: string[] = [];
  for (const shopper of shoppers) references.push(await paidCheckout(shopper, [[m.id, 1, 100]]));
  const answers = await Promise.all(shoppers.map((shopper, i) => place(shopper, references[i])));
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(20).fill(201),
  );
  assert.deepEqual(
    (await batchRows(m.id)).map((b) => [b.lotNumber, b.quantity]),
    [
      ['P-A', 0],
      ['P-B', 0],
      ['P-C', 50],
    ],
  );
  const [{ allocated, orders }] = (
    (await app.db.execute(sql`
      SELECT coalesce(sum(a.quantity), 0)::int AS allocated, count(DISTINCT a.order_id)::int AS orders
      FROM ${stockAllocations} a WHERE a.medicine_id = ${m.id}`)) as unknown as { rows: { allocated: number; orders: number }[] }
  ).rows;
  assert.deepEqual({ allocated, orders }, { allocated: 12, orders: 12 }, 'each unit sold once, one per order');
  const shortfalls = (await api(apiUrl, admin, 'GET', '/api/admin/stock-shortfalls?open=true')).json.filter(
    (s: Json) => s.medicineId === m.id,
  );
  assert.equal(shortfalls.length, 8);
  assert.equal(await unitsOnHandOf(app, m.id), 50, 'only the within-margin batch is left');
});
