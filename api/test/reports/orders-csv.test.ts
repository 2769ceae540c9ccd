import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ORDER_STATUSES } from '../../src/platform/db/schema/index';
import { csvField, csvLagosTime } from '../../src/platform/lib/csv';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { insertOrders, randomFrom } from '../helpers/seeded-orders';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admin = await createAdmin(app);
const shopper = await createUser(app);
const [med] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 150.5 }]);
const random = randomFrom(35);
const DAY = 86_400_000;
// More orders than one read batch (1000), so the export pages through them.
await insertOrders(
  app,
  shopper.user.id,
  Array.from({ length: 1203 }, (_, i) => ({
    createdAt: new Date(Date.UTC(2026, 9, 1) + Math.floor(random() * 40 * DAY)),
    status: ORDER_STATUSES[i % ORDER_STATUSES.length],
    deliveryFeeKobo: i % 2 ? 150_000 : 0,
    lines: [{ medicineId: med.id, medicineName: med.name, unitPriceKobo: med.priceKobo, quantity: 1 + (i % 3) }],
  })),
);

/** dd/mm/yyyy HH:mm (Lagos) back to a moment, to check the order. */
const lagosTime = (text: string) => {
  const [d, m, y, h, min] = text.split(/[/ :]/).map(Number);
  return Date.UTC(y, m - 1, d, h - 1, min);
};

const parse = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

test('the orders CSV lists the same orders with the same totals as the orders list', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/reports/orders.csv', headers: admin.headers });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv/);
  const [header, ...rows] = parse(res.body);
  assert.deepEqual(header, [
    'Order number',
    'Placed (Lagos time)',
    'Status',
    'Delivery state',
    'Items (₦)',
    'Discount (₦)',
    'Delivery fee (₦)',
    'Total (₦)',
    'Discount code',
    'Payment reference',
  ]);
  const list = await app.inject({ method: 'GET', url: '/api/Order', headers: admin.headers });
  assert.equal(list.statusCode, 200, list.body);
  const orders = list.json() as {
    orderNumber: string;
    totalPrice: number;
    deliveryFee: number;
    itemsTotal: number;
    status: string;
    orderDate: string;
  }[];
  assert.equal(rows.length, orders.length);
  assert.equal(rows.length, 1203);
  const byNumber = new Map(orders.map((o) => [o.orderNumber, o]));
  for (const r of rows) {
    const o = byNumber.get(r[0]);
    assert.ok(o, r[0]);
    assert.deepEqual(
      [r[1], r[2], Number(r[4]), Number(r[6]), Number(r[7])],
      [csvLagosTime(o.orderDate), o.status, o.itemsTotal, o.deliveryFee, o.totalPrice],
    );
  }
  const sum = (xs: number[]) => Math.round(xs.reduce((n, x) => n + x * 100, 0));
  assert.equal(sum(rows.map((r) => Number(r[7]))), sum(orders.map((o) => o.totalPrice)));
  // Oldest first.
  const times = rows.map((r) => lagosTime(r[1]));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => a - b),
  );
});

test('a date range exports only the orders placed on those Lagos days', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/reports/orders.csv?from=2026-10-05&to=2026-10-06',
    headers: admin.headers,
  });
  assert.equal(res.statusCode, 200);
  const rows = parse(res.body).slice(1);
  assert.ok(rows.length > 0);
  for (const r of rows) {
    assert.ok(r[1].startsWith('05/10/2026 ') || r[1].startsWith('06/10/2026 '), r[1]);
  }
  const shopperRes = await app.inject({ method: 'GET', url: '/api/admin/reports/orders.csv', headers: shopper.headers });
  assert.equal(shopperRes.statusCode, 403);
});

test('an order placed at 23:30 UTC shows the next Lagos day at 00:30', async () => {
  await insertOrders(app, shopper.user.id, [
    {
      createdAt: new Date('2026-12-06T23:30:00Z'),
      status: 'Pending',
      lines: [{ medicineId: med.id, medicineName: med.name, unitPriceKobo: med.priceKobo, quantity: 1 }],
    },
  ]);
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/reports/orders.csv?from=2026-12-07&to=2026-12-07',
    headers: admin.headers,
  });
  assert.equal(res.statusCode, 200, res.body);
  const rows = parse(res.body).slice(1);
  assert.equal(rows.length, 1);
  assert.equal(rows[0][1], '07/12/2026 00:30');
  assert.equal(csvLagosTime('2026-06-01T13:32:00Z'), '01/06/2026 14:32');
});

test('CSV fields are quoted and defused for spreadsheets', () => {
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  assert.equal(csvField('-12.50'), '-12.50');
  assert.equal(csvField(null), '');
});
