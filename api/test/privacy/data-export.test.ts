import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_FILES } from '../../src/domains/privacy/export-files';
import { NOT_SHOPPER_TABLES, SHOPPER_TABLES } from '../../src/domains/privacy/shopper-data';
import { buildTestApp } from '../helpers/build-test-app';
import { createMedicines } from '../helpers/commerce';
import { insertOrders } from '../helpers/seeded-orders';
import { rowKey, seedShopperRows, tablesHoldingShopperData } from '../helpers/shopper-rows';
import { createUser } from '../helpers/users';

const app = await buildTestApp();
const [med] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 500 }]);
const lines = (file: Uint8Array) => strFromU8(file).trim().split('\r\n');

describe('the data export', () => {
  it('lists every table the schema says holds a shopper’s data, as exported or as not the shopper’s with a reason', () => {
    const exported = new Set(SHOPPER_TABLES.map((t) => t.name));
    for (const entry of SHOPPER_TABLES) assert.equal(getTableConfig(entry.table).name, entry.name);
    const missing = tablesHoldingShopperData().filter((name) => !exported.has(name) && !NOT_SHOPPER_TABLES[name]);
    assert.deepEqual(
      missing,
      [],
      'tables holding a shopper’s data that the export leaves out (add them to src/domains/privacy/shopper-data.ts)',
    );
  });

  it('hands the shopper a zip with their row from every such table, as JSON and CSV, and nobody else’s', async () => {
    const shopper = await createUser(app, { firstName: 'Export', lastName: 'Shopper' });
    const other = await createUser(app);
    const seeded = await seedShopperRows(app, {
      id: shopper.user.id,
      email: shopper.user.email,
      phone: '+2348031110001',
      name: 'Export Shopper',
    });

    const phoneSet = await app.inject({
      method: 'PUT',
      url: `/api/user/edit-profile?userId=${shopper.user.id}`,
      headers: shopper.headers,
      payload: { phone: '0803 111 0001' },
    });
    assert.equal(phoneSet.statusCode, 200);
    const res = await app.inject({ method: 'GET', url: '/api/account/data-export', headers: shopper.headers });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/zip');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="e-pharmacy-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json'])) as { userId: string; tables: Record<string, Record<string, unknown>[]> };
    assert.equal(data.userId, shopper.user.id);
    for (const name of tablesHoldingShopperData().filter((n) => !NOT_SHOPPER_TABLES[n])) {
      const key = rowKey(name);
      const row = seeded.get(name)!;
      assert.ok(
        data.tables[name]?.some((r) => r[key] === row[key]),
        `data.json holds the shopper's ${name} row`,
      );
      const file = EXPORT_FILES[name].file;
      assert.ok(lines(files[file]).length >= 2, `${file} holds the shopper's ${name} row`);
    }
    assert.equal(data.tables.users?.[0]?.phone, '+2348031110001', 'the phone on the account is exported');
    assert.ok(strFromU8(files['account.csv']).includes('+2348031110001'), 'account.csv holds the phone');
    assert.ok(!strFromU8(files['data.json']).includes(other.user.id), "no other shopper's rows");
    assert.ok(!/passwordHash|tokenHash|authorizationCode/.test(strFromU8(files['data.json'])), 'no secrets');
  });

  it('names its files for a person, with headings in words, Lagos times and naira, and a README for each file', async () => {
    const shopper = await createUser(app, { firstName: 'Amaka', lastName: 'Nwosu' });
    await insertOrders(app, shopper.user.id, [
      {
        createdAt: new Date('2026-12-06T23:30:00Z'),
        status: 'Delivered',
        deliveryFeeKobo: 150_000,
        lines: [{ medicineId: med.id, medicineName: 'Paracetamol 500mg', unitPriceKobo: 50_000, quantity: 2 }],
      },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/account/data-export', headers: shopper.headers });
    assert.equal(res.statusCode, 200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    for (const name of ['README.txt', 'orders.csv', 'order-items.csv', 'prescriptions.csv', 'addresses.csv', 'account.csv', 'data.json'])
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    assert.equal(names.length, SHOPPER_TABLES.length + 2, 'a file per kind of data, README.txt and data.json');
    for (const name of names.filter((n) => n.endsWith('.csv'))) {
      assert.match(name, /^[a-z]+(-[a-z]+)*\.csv$/, 'named in words, at the top of the archive');
      const [header] = lines(files[name]);
      for (const heading of header.split(','))
        assert.ok(
          /^[A-Z]/.test(heading) && !/_|[a-z][A-Z]|\bId\b|\bid\b|Kobo/.test(heading),
          `${name}: "${heading}" is a heading in words`,
        );
    }
    const [header, order] = lines(files['orders.csv']).map((l) => l.split(','));
    const column = (heading: string) => order[header.indexOf(heading)];
    assert.match(column('Order number'), /^EPH-\d{6}$/);
    assert.equal(column('Placed (Lagos time)'), '07/12/2026 00:30');
    assert.equal(column('Total (₦)'), '2500.00');
    assert.equal(column('Delivery fee (₦)'), '1500.00');
    const [itemHeader, item] = lines(files['order-items.csv']).map((l) => l.split(','));
    assert.equal(item[itemHeader.indexOf('Order number')], column('Order number'));
    assert.equal(item[itemHeader.indexOf('Medicine name')], 'Paracetamol 500mg');
    const readme = strFromU8(files['README.txt']);
    for (const name of names.filter((n) => n !== 'README.txt')) assert.ok(readme.includes(name), `README.txt explains ${name}`);
    assert.match(readme, /orders\.csv\s+your orders.*\(1 row\)/);
    // Nothing owed is dropped: data.json keeps every stored column, ids included.
    const data = JSON.parse(strFromU8(files['data.json'])) as { tables: Record<string, Record<string, unknown>[]> };
    assert.equal(data.tables.orders.length, 1);
    assert.ok('id' in data.tables.orders[0] && 'totalKobo' in data.tables.orders[0]);
  });

  it('is for the signed-in shopper only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account/data-export' });
    assert.equal(res.statusCode, 401);
  });
});
