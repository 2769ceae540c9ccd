import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refunds } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { insertOrders, randomFrom } from '../helpers/seeded-orders';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admin = await createAdmin(app);
const shopper = await createUser(app);
const meds = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 150.5 },
  { name: 'Vitamin C 1000mg', price: 1200 },
  { name: 'Oral rehydration salts', price: 99.99 },
]);
const random = randomFrom(77);
const DAY = 86_400_000;
const STATUSES = ['Pending', 'Processing', 'Delivered', 'Canceled'] as const;
const seeded = await insertOrders(
  app,
  shopper.user.id,
  Array.from({ length: 240 }, (_, i) => ({
    createdAt: new Date(Date.UTC(2026, 9, 1) + Math.floor(random() * 30 * DAY)),
    status: STATUSES[i % STATUSES.length],
    deliveryFeeKobo: i % 2 ? 150_000 : 0,
    lines: meds
      .filter((_, k) => (i + k) % 3 !== 0)
      .map((m, k) => ({ medicineId: m.id, medicineName: m.name, unitPriceKobo: m.priceKobo, quantity: 1 + ((i + k) % 4) })),
  })),
);

const parse = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));
const kobo = (naira: string | number) => Math.round(Number(naira) * 100);
async function csv(name: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/admin/reports/${name}.csv${query}`, headers: admin.headers });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv/);
  const [header, ...rows] = parse(res.body);
  return { header, rows, col: (name: string) => header.indexOf(name) };
}

test('the payments CSV lists the payments list and its totals (paid, refunded)', async () => {
  // Two processed refunds and one pending, on three paid payments.
  const refs = await app.db.execute(`select reference from payments order by created_at limit 3`);
  const [a, b, c] = (refs as unknown as { rows: { reference: string }[] }).rows.map((r) => r.reference);
  await app.db.insert(refunds).values([
    { paymentReference: a, amountKobo: 10_000, status: 'processed', providerRefundId: 'rf-1' },
    { paymentReference: b, amountKobo: 5_050, status: 'processed', providerRefundId: 'rf-2' },
    { paymentReference: c, amountKobo: 7_000, status: 'pending', providerRefundId: 'rf-3' },
  ]);
  const { rows, col } = await csv('payments');
  const list = await app.inject({ method: 'GET', url: '/api/payment/transactions', headers: admin.headers });
  const items = list.json() as { transactionReference: string; amount: number; refundedAmount: number; refundingAmount: number }[];
  assert.equal(rows.length, items.length);
  assert.equal(rows.length, seeded.length);
  const byRef = new Map(items.map((p) => [p.transactionReference, p]));
  for (const r of rows) {
    const p = byRef.get(r[col('reference')]);
    assert.ok(p, r[col('reference')]);
    assert.deepEqual(
      [kobo(r[col('amount_naira')]), kobo(r[col('refunded_naira')]), kobo(r[col('refunding_naira')])],
      [kobo(p.amount), kobo(p.refundedAmount), kobo(p.refundingAmount)],
    );
  }
  const totals = (await app.inject({ method: 'GET', url: '/api/payment/totals', headers: admin.headers })).json() as {
    paid: number;
    refunded: number;
  };
  const paid = rows.filter((r) => r[col('status')] === 'success');
  assert.equal(
    paid.reduce((n, r) => n + kobo(r[col('amount_naira')]), 0),
    kobo(totals.paid),
  );
  assert.equal(
    paid.reduce((n, r) => n + kobo(r[col('refunded_naira')]), 0),
    kobo(totals.refunded),
  );
  assert.equal(kobo(totals.refunded), 15_050);

  const refundRows = (await csv('refunds')).rows;
  assert.deepEqual(refundRows.map((r) => r[0]).sort(), [a, b, c].sort());
});

test('sales by medicine and by category equal sums computed from the seeded orders', async () => {
  const from = '2026-10-08';
  const to = '2026-10-20';
  const start = Date.parse(`${from}T00:00:00+01:00`);
  const end = Date.parse(`${to}T00:00:00+01:00`) + DAY;
  const expected = new Map<string, { units: number; kobo: number; orders: number }>();
  for (const o of seeded) {
    if (o.status === 'Canceled' || o.createdAt.getTime() < start || o.createdAt.getTime() >= end) continue;
    for (const l of o.lines) {
      const e = expected.get(l.medicineId) ?? { units: 0, kobo: 0, orders: 0 };
      e.units += l.quantity;
      e.kobo += l.quantity * l.unitPriceKobo;
      e.orders += 1;
      expected.set(l.medicineId, e);
    }
  }
  const byMedicine = await csv('sales-by-medicine', `?from=${from}&to=${to}`);
  assert.equal(byMedicine.rows.length, expected.size);
  for (const r of byMedicine.rows) {
    const e = expected.get(r[byMedicine.col('medicine_id')]);
    assert.ok(e);
    assert.deepEqual(
      [Number(r[byMedicine.col('units')]), kobo(r[byMedicine.col('sales_naira')]), Number(r[byMedicine.col('orders')])],
      [e.units, e.kobo, e.orders],
    );
  }
  const byCategory = await csv('sales-by-category', `?from=${from}&to=${to}`);
  assert.equal(byCategory.rows.length, 1);
  const all = [...expected.values()].reduce((n, e) => n + e.kobo, 0);
  assert.equal(kobo(byCategory.rows[0][byCategory.col('sales_naira')]), all);
});

test('the stock movements CSV holds each medicine’s ledger', async () => {
  for (const m of meds) {
    for (const quantity of [5, 12]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/medicine/${m.id}/stock`,
        headers: admin.headers,
        payload: { reason: 'received', quantity, note: 'delivery, "boxes"' },
      });
      assert.equal(res.statusCode, 200, res.body);
    }
  }
  const res = await app.inject({ method: 'GET', url: '/api/admin/reports/stock-movements.csv', headers: admin.headers });
  // The note has a comma and quotes: read it as a spreadsheet would.
  assert.match(res.body, /"delivery, ""boxes"""/);
  for (const m of meds) {
    const ledger = (await app.inject({ method: 'GET', url: `/api/medicine/${m.id}/stock`, headers: admin.headers })).json() as {
      change: number;
      quantityAfter: number;
    }[];
    const lines = res.body.split('\r\n').filter((l) => l.includes(m.id));
    assert.equal(lines.length, ledger.length);
    const changes = lines.map((l) => Number(l.split(',')[4]));
    assert.deepEqual(changes, ledger.map((e) => e.change).reverse());
  }
});

test('the audit CSV lists the audit log’s entries', async () => {
  const list = (await app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers })).json() as {
    id: string;
    action: string;
  }[];
  assert.ok(list.length >= 6);
  const { rows } = await csv('audit');
  assert.deepEqual(
    rows.map((r) => r[0]),
    list.map((e) => e.id).reverse(),
  );
  const shopperRes = await app.inject({ method: 'GET', url: '/api/admin/reports/audit.csv', headers: shopper.headers });
  assert.equal(shopperRes.statusCode, 403);
  const bad = await app.inject({
    method: 'GET',
    url: '/api/admin/reports/audit.csv?from=2026-10-09&to=2026-10-01',
    headers: admin.headers,
  });
  assert.equal(bad.statusCode, 400);
});
