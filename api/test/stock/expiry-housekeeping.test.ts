import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { stockBatches, stockMovements } from '../../src/platform/db/schema/index';
import { expiryCutoff } from '../../src/domains/stock/batches';
import { gs1CheckDigit } from '../../src/domains/stock/gs1';
import { ExpiryHousekeeping } from '../../src/workflows/expiry/expiry-housekeeping';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines, unitsOnHandOf } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// Expiry housekeeping: the daily job quarantining batches at their expiry margin (once, however
// many replicas run it) and mailing the day's expiry report once; write-offs with a reason;
// returns to the distributor; the admins' stock reports. On PGlite, and on PostgreSQL (real
// parallel transactions) when DATABASE_URL is set.

const app = await buildTestApp();
const admins = [await createAdmin(app), await createAdmin(app)];
const [admin] = admins;
const shopper = await createUser(app);
type Json = Record<string, any>;

const SUPPLIER = { name: 'Fidson Distribution Ltd', licenceNumber: 'PCN/L/2025/1187' };
const GTIN = `0615110009876${gs1CheckDigit('0615110009876')}`;
const HOUR = 3_600_000;
/** 10:00 in Lagos today. */
const lagosMorning = () => new Date(Date.parse(`${new Date(Date.now() + HOUR).toISOString().slice(0, 10)}T09:00:00Z`));

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json, user: TestUser = admin) => {
  const res = await app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, json: res.body ? (res.json() as Json) : null };
};
const receive = async (medicineId: string, lotNumber: string, expiryInDays: number, quantity: number) => {
  const res = await call('POST', `/api/medicine/${medicineId}/batches`, {
    gtin: GTIN,
    lotNumber,
    expiryDate: expiryCutoff(expiryInDays),
    quantity,
    supplier: SUPPLIER,
  });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json!.id as string;
};
const batchRow = async (id: string) => (await app.db.select().from(stockBatches).where(eq(stockBatches.id, id)))[0];
const allBatches = async () => app.db.select().from(stockBatches).orderBy(stockBatches.id);
const expiryMails = () => readOutbox(app).filter((m) => m.subject.startsWith('Expiry report'));

const [plain, chronic, other] = await createMedicines(app, [
  { name: 'Lisinopril 10mg', price: 900, stock: 7 },
  { name: 'Metformin 500mg', price: 600, stock: 0 },
  { name: 'Cetirizine 10mg', price: 400, stock: 0 },
]);
// Margin 90 days (the default); the chronic medicine's course is 120 days, so its margin is 120.
assert.equal((await call('PUT', `/api/medicine/${chronic.id}/course-days`, { courseDays: 120 })).status, 204);
const atMargin = await receive(plain.id, 'LIS-AT90', 90, 12);
const pastMargin = await receive(plain.id, 'LIS-AT91', 91, 8);
const farOff = await receive(plain.id, 'LIS-FAR', 500, 30);
const chronicAtCourse = await receive(chronic.id, 'MET-AT100', 100, 20);
const chronicPast = await receive(chronic.id, 'MET-AT121', 121, 15);
const otherBatch = await receive(other.id, 'CET-1', 400, 10);

test('the job quarantines exactly the batches at their margin, once under concurrent runs, and mails the report once a day', async () => {
  const before = await allBatches();
  const now = lagosMorning();
  const replica = () => new ExpiryHousekeeping(app.db, app.stock, app.mailer, app.config.publicUrl, app.log);
  const runs = await Promise.all([app.runExpiryHousekeeping(now), replica().run(now), replica().run(now)]);

  const quarantined = runs.flatMap((r) => r.quarantined.map((q) => q.batchId)).sort();
  assert.deepEqual(quarantined, [atMargin, chronicAtCourse].sort(), 'each batch at its margin quarantined by exactly one run');
  const after = await allBatches();
  for (const b of after) {
    const was = before.find((x) => x.id === b.id)!;
    const expected = [atMargin, chronicAtCourse].includes(b.id) ? 'quarantined' : was.status;
    assert.equal(b.status, expected, `batch ${b.lotNumber}`);
    assert.equal(b.quantity, was.quantity, 'no unit leaves a batch by quarantine');
  }
  for (const id of [atMargin, chronicAtCourse]) {
    const moves = await app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.batchId, id), eq(stockMovements.reason, 'quarantined')));
    assert.equal(moves.length, 1, 'one quarantine movement per batch');
  }
  // Sellable stock: the opening balance 7 + 8 + 30 for the plain medicine, 15 for the chronic one.
  assert.equal(await unitsOnHandOf(app, plain.id), 7 + 8 + 30);
  assert.equal(await unitsOnHandOf(app, chronic.id), 15);
  assert.equal(await unitsOnHandOf(app, other.id), 10);

  assert.deepEqual(runs.map((r) => r.mailed).sort(), [false, false, true]);
  const mails = expiryMails();
  assert.deepEqual(mails.map((m) => m.to.toLowerCase()).sort(), admins.map((a) => a.user.email.toLowerCase()).sort());
  const text = mails[0].text;
  assert.match(text, /Quarantined at their expiry margin[^]*LIS-AT90: 12 units[^]*MET-AT100: 20 units/);
  // The margin is 90 days, so no sellable batch expires within 90: the batch at 91 days is not listed.
  assert.doesNotMatch(text, /Sellable, expiring|LIS-AT91|LIS-FAR|MET-AT121|CET-1/);

  // Later the same day: nothing more is quarantined or mailed.
  const again = await app.runExpiryHousekeeping(new Date(now.getTime() + 3 * HOUR));
  assert.deepEqual([again.quarantined, again.mailed], [[], false]);
  assert.equal(expiryMails().length, admins.length);
  // Admins may run it by hand (outside production as of a moment): nothing is left to do today.
  assert.equal((await call('POST', '/api/admin/stock/expiry-run', {}, shopper)).status, 403);
  const byHand = await call('POST', '/api/admin/stock/expiry-run', { at: new Date(now.getTime() + HOUR).toISOString() });
  assert.equal(byHand.status, 200, JSON.stringify(byHand.json));
  assert.deepEqual([byHand.json!.quarantined, byHand.json!.mailed], [[], false]);
  assert.equal(expiryMails().length, admins.length);
  // A quarantined batch is not received into again.
  const reReceive = await call('POST', `/api/medicine/${plain.id}/batches`, {
    gtin: GTIN,
    lotNumber: 'LIS-AT90',
    expiryDate: expiryCutoff(90),
    quantity: 1,
    supplier: SUPPLIER,
  });
  assert.equal(reReceive.status, 409);
  void pastMargin;
  void farOff;
  void chronicPast;
  void otherBatch;
});

test('a write-off needs a reason and the units; never more than the batch holds, never twice', async () => {
  const url = `/api/admin/batches/${farOff}/write-off`;
  assert.equal((await call('POST', url, { quantity: 2 })).status, 400);
  assert.equal((await call('POST', url, { quantity: 2, reason: '   ' })).status, 400);
  assert.equal((await call('POST', url, { reason: 'Broken in the store' })).status, 400);
  assert.equal((await call('POST', url, { quantity: 2, reason: 'Broken in the store' }, shopper)).status, 403);
  assert.equal((await call('POST', '/api/admin/batches/not-a-uuid/write-off', { quantity: 2, reason: 'Broken' })).status, 400);
  assert.equal((await call('POST', `/api/admin/batches/${crypto.randomUUID()}/write-off`, { quantity: 2, reason: 'Broken' })).status, 404);
  const tooMany = await call('POST', url, { quantity: 31, reason: 'Flooded shelf' });
  assert.equal(tooMany.status, 409);
  assert.match(tooMany.json!.message, /holds 30 units/);

  // The same form sent twice at once (it saw 30 units): one write-off, the other refused.
  const twice = await Promise.all(
    [1, 2].map(() => call('POST', url, { quantity: 3, reason: 'Broken in the store', expectedQuantity: 30 })),
  );
  assert.deepEqual(twice.map((r) => r.status).sort(), [200, 409]);
  const done = twice.find((r) => r.status === 200)!.json!;
  assert.deepEqual(done, { batchId: farOff, quantity: 27, status: 'sellable', stockQuantity: 7 + 8 + 27 });
  assert.equal((await batchRow(farOff)).quantity, 27);
  const [move] = await app.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.batchId, farOff), eq(stockMovements.reason, 'written-off')));
  assert.deepEqual([move.change, move.note, move.actorId], [-3, 'Broken in the store', admin.user.id]);
  const audit = await call('GET', `/api/admin/audit?entityId=${plain.id}`);
  assert.match(JSON.stringify(audit.json), /batch written off[^]*Broken in the store/);

  // A quarantined batch's units are out of sale already: writing them off leaves the sellable stock alone.
  const quarantined = await call('POST', `/api/admin/batches/${atMargin}/write-off`, {
    quantity: 12,
    reason: 'Expiry within margin, destroyed',
  });
  assert.equal(quarantined.status, 200, JSON.stringify(quarantined.json));
  assert.deepEqual([quarantined.json!.quantity, quarantined.json!.status, quarantined.json!.stockQuantity], [0, 'quarantined', 42]);
  assert.equal((await call('POST', `/api/admin/batches/${atMargin}/write-off`, { quantity: 1, reason: 'Again' })).status, 409);
});

test('a batch, or part of it, goes back to its distributor: never more than it holds', async () => {
  const url = `/api/admin/batches/${chronicAtCourse}/return`;
  assert.equal((await call('POST', url, { quantity: 21 })).status, 409);
  const part = await call('POST', url, { quantity: 5, note: 'Credit note CN-204' });
  assert.equal(part.status, 200, JSON.stringify(part.json));
  assert.deepEqual([part.json!.quantity, part.json!.status, part.json!.stockQuantity], [15, 'quarantined', 15]);
  // A sellable batch returned whole: its units leave the sellable stock and it is marked returned.
  const whole = await call('POST', `/api/admin/batches/${otherBatch}/return`, {});
  assert.equal(whole.status, 200, JSON.stringify(whole.json));
  assert.deepEqual([whole.json!.quantity, whole.json!.status, whole.json!.stockQuantity], [0, 'returned', 0]);
  assert.equal(await unitsOnHandOf(app, other.id), 0);
  assert.equal((await call('POST', `/api/admin/batches/${otherBatch}/return`, {})).status, 409);
  // The opening balance has no distributor recorded.
  const [opening] = await app.db
    .select()
    .from(stockBatches)
    .where(and(eq(stockBatches.medicineId, plain.id), eq(stockBatches.openingBalance, true)));
  const noSupplier = await call('POST', `/api/admin/batches/${opening.id}/return`, { quantity: 1 });
  assert.equal(noSupplier.status, 409);
  assert.match(noSupplier.json!.message, /No distributor/);
  const [move] = await app.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.batchId, chronicAtCourse), eq(stockMovements.reason, 'returned-to-supplier')));
  assert.deepEqual([move.change, move.note], [-5, `Returned to ${SUPPLIER.name} (${SUPPLIER.licenceNumber}): Credit note CN-204`]);
});

test("the stock reports' sums match the batches", async () => {
  for (const path of ['on-hand', 'expiring', 'written-off']) {
    assert.equal((await call('GET', `/api/admin/stock-reports/${path}`, undefined, shopper)).status, 403);
  }
  const sums = (
    (await app.db.execute(sql`
      select status, sum(quantity)::int as units from stock_batches where quantity > 0 group by status`)) as unknown as {
      rows: { status: string; units: number }[];
    }
  ).rows;
  const onHand = await call('GET', '/api/admin/stock-reports/on-hand');
  assert.equal(onHand.status, 200);
  const totals = onHand.json!.totals;
  for (const status of ['sellable', 'quarantined', 'recalled', 'returned']) {
    assert.equal(totals[status], Number(sums.find((s) => s.status === status)?.units ?? 0), status);
  }
  assert.equal(
    totals.units,
    onHand.json!.batches.reduce((n: number, b: Json) => n + b.quantity, 0),
  );
  const levels = (await app.db.execute(sql`select coalesce(sum(quantity), 0)::int as n from stock_levels`)) as unknown as {
    rows: { n: number }[];
  };
  assert.equal(totals.sellable, Number(levels.rows[0].n), 'the sellable batches make up the stock on sale');
  const lisinopril = onHand
    .json!.batches.filter((b: Json) => b.medicineId === plain.id)
    .map((b: Json) => [b.lotNumber, b.quantity, b.status]);
  assert.deepEqual(lisinopril, [
    ['OPENING-BALANCE', 7, 'sellable'],
    ['LIS-AT91', 8, 'sellable'],
    ['LIS-FAR', 27, 'sellable'],
  ]);

  const expiring = await call('GET', '/api/admin/stock-reports/expiring?days=120');
  assert.equal(expiring.status, 200);
  assert.deepEqual(
    expiring.json!.batches.map((b: Json) => [b.lotNumber, b.quantity, b.status, b.daysLeft]),
    [
      ['LIS-AT91', 8, 'sellable', 91],
      ['MET-AT100', 15, 'quarantined', 100],
    ],
  );
  assert.equal(expiring.json!.units, 23);
  assert.equal((await call('GET', '/api/admin/stock-reports/expiring?days=90')).json!.units, 0);

  const off = await call('GET', '/api/admin/stock-reports/written-off');
  assert.equal(off.status, 200);
  assert.deepEqual(off.json!.totals, { units: 3 + 12 + 5 + 10, writtenOff: 3 + 12, returned: 5 + 10 });
  assert.equal(
    off.json!.entries.reduce((n: number, e: Json) => n + e.units, 0),
    off.json!.totals.units,
  );
  const writeOff = off.json!.entries.find((e: Json) => e.lotNumber === 'LIS-FAR');
  assert.deepEqual([writeOff.kind, writeOff.units, writeOff.note], ['written-off', 3, 'Broken in the store']);
  assert.ok(writeOff.by, 'the admin who wrote it off is named');
  const yesterday = expiryCutoff(-1);
  assert.equal((await call('GET', `/api/admin/stock-reports/written-off?to=${yesterday}`)).json!.totals.units, 0);
  assert.equal((await call('GET', '/api/admin/stock-reports/written-off?from=2026-02-30')).status, 400);
  assert.equal((await call('GET', `/api/admin/stock-reports/written-off?from=${expiryCutoff(1)}&to=${yesterday}`)).status, 400);
});
