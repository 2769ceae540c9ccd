import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { lowStockDigests } from '../../src/platform/db/schema/index';
import { StockAlertsRepository } from '../../src/domains/stock-alerts/stock-alerts-repository';
import { LowStockDigest } from '../../src/workflows/admin-home/low-stock-digest';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { insertOrders } from '../helpers/seeded-orders';
import { createAdmin, createUser } from '../helpers/users';

const app = await buildTestApp();
const admins = [await createAdmin(app), await createAdmin(app)];
const shopper = await createUser(app);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Stock on hand, the level the admin sets (null: the default from sales) and units sold in the last 30 days.
const plan = [
  { name: 'Paracetamol 500mg', stock: 500, level: null, sold: 0 }, // no sales: default level 0, not low
  { name: 'Amoxicillin 500mg', stock: 3, level: 10, sold: 0 }, // under the level set
  { name: 'Vitamin C 1000mg', stock: 0, level: null, sold: 0 }, // out of stock
  { name: 'ORS sachets', stock: 40, level: 40, sold: 0 }, // at the level set
  { name: 'Zinc 20mg', stock: 20, level: 5, sold: 60 }, // over the level set, whatever the sales
  { name: 'Loratadine 10mg', stock: 5, level: null, sold: 30 }, // default: ceil(30 x 14 / 30) = 14
  { name: 'Ibuprofen 400mg', stock: 15, level: null, sold: 30 }, // default 14: over it
] as const;
const medicines = await createMedicines(
  app,
  plan.map((p) => ({ name: p.name, price: 100, stock: p.stock })),
);
await insertOrders(
  app,
  shopper.user.id,
  plan.flatMap((p, i) =>
    p.sold
      ? [
          {
            createdAt: new Date(Date.now() - 3 * DAY),
            status: 'Delivered' as const,
            deliveryFeeKobo: 0,
            lines: [{ medicineId: medicines[i].id, medicineName: p.name, unitPriceKobo: 10_000, quantity: p.sold }],
          },
        ]
      : [],
  ),
);

const setLevel = (medicineId: string, reorderLevel: unknown, headers = admins[0].headers) =>
  app.inject({ method: 'PUT', url: `/api/medicine/${medicineId}/reorder-level`, headers, payload: { reorderLevel } });

/** 10:00 in Lagos on the day `days` from today. */
const lagosMorning = (days: number) => {
  const day = new Date(Date.now() + HOUR).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T09:00:00Z`) + days * DAY);
};
const digests = () => readOutbox(app).filter((m) => m.subject.startsWith('Low stock'));

test('only an admin sets a reorder level, a whole number from 0; null goes back to the default', async () => {
  assert.equal((await setLevel(medicines[1].id, 10, shopper.headers)).statusCode, 403);
  assert.equal((await setLevel(medicines[1].id, -1)).statusCode, 400);
  assert.equal((await setLevel(medicines[1].id, 2.5)).statusCode, 400);
  assert.equal((await setLevel('00000000-0000-4000-8000-000000000000', 3)).statusCode, 404);
  for (const [i, p] of plan.entries()) {
    const res = await setLevel(medicines[i].id, p.level);
    assert.equal(res.statusCode, 204, res.body);
  }
  const read = async (i: number) =>
    (await app.inject({ method: 'GET', url: `/api/medicine/${medicines[i].id}/reorder-level`, headers: admins[0].headers })).json();
  assert.deepEqual(await read(1), { reorderLevel: 10, defaultLevel: 0, effective: 10, soldLast30Days: 0 });
  assert.deepEqual(await read(5), { reorderLevel: null, defaultLevel: 14, effective: 14, soldLast30Days: 30 });
  const audit = await app.inject({ method: 'GET', url: `/api/admin/audit?entityId=${medicines[1].id}`, headers: admins[0].headers });
  assert.match(audit.body, /reorder level set/);
});

test('the daily digest mails every admin exactly the medicines at or under their level; a second run that day sends nothing', async () => {
  const expected = plan
    .filter((p) => {
      const level = p.level ?? Math.ceil((p.sold * 14) / 30);
      return p.stock === 0 || p.stock <= level;
    })
    .map((p) => p.name)
    .sort();
  assert.deepEqual(expected, ['Amoxicillin 500mg', 'Loratadine 10mg', 'ORS sachets', 'Vitamin C 1000mg']);

  // Before 07:00 in Lagos nothing is sent.
  assert.equal(await app.runLowStockDigest(new Date(lagosMorning(0).getTime() - 4 * HOUR)), null);
  assert.equal(digests().length, 0);

  const report = await app.runLowStockDigest(lagosMorning(0));
  assert.ok(report?.sent);
  assert.deepEqual([...report.medicines].sort(), expected);
  const mails = digests();
  assert.deepEqual(mails.map((m) => m.to.toLowerCase()).sort(), admins.map((a) => a.user.email.toLowerCase()).sort());
  for (const mail of mails) {
    const listed = plan.map((p) => p.name).filter((name) => mail.text.includes(`- ${name}:`));
    assert.deepEqual(listed.sort(), expected, 'the mail lists exactly those medicines');
  }
  const [row] = await app.db.select().from(lowStockDigests).where(eq(lowStockDigests.day, report.day));
  assert.equal(row.medicineCount, expected.length);

  // Again the same day, and two replicas at once: nothing more is sent.
  const replica = () => new LowStockDigest(app.adminHome, new StockAlertsRepository(app.db), app.mailer, app.config.publicUrl, app.log);
  const again = await Promise.all([
    app.runLowStockDigest(new Date(lagosMorning(0).getTime() + 5 * HOUR)),
    replica().run(lagosMorning(0)),
    replica().run(lagosMorning(0)),
  ]);
  assert.deepEqual(
    again.map((r) => r?.sent),
    [false, false, false],
  );
  assert.equal(digests().length, admins.length);

  // The next day the digest goes out again.
  assert.ok((await app.runLowStockDigest(lagosMorning(1)))?.sent);
  assert.equal(digests().length, 2 * admins.length);
});
