import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { NOT_SHOPPER_TABLES, SHOPPER_TABLES } from '../../src/privacy/shopper-data';
import { buildTestApp } from '../helpers/build-test-app';
import { rowKey, seedShopperRows, tablesHoldingShopperData } from '../helpers/shopper-rows';
import { createUser } from '../helpers/users';

const app = await buildTestApp();

describe('the data export', () => {
  it('lists every table the schema says holds a shopper’s data, as exported or as not the shopper’s with a reason', () => {
    const exported = new Set(SHOPPER_TABLES.map((t) => t.name));
    for (const entry of SHOPPER_TABLES) assert.equal(getTableConfig(entry.table).name, entry.name);
    const missing = tablesHoldingShopperData().filter((name) => !exported.has(name) && !NOT_SHOPPER_TABLES[name]);
    assert.deepEqual(missing, [], 'tables holding a shopper’s data that the export leaves out (add them to src/privacy/shopper-data.ts)');
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
      assert.ok(strFromU8(files[`csv/${name}.csv`]).includes(String(row[key])), `csv/${name}.csv holds the shopper's ${name} row`);
    }
    assert.equal(data.tables.users?.[0]?.phone, '+2348031110001', 'the phone on the account is exported');
    assert.ok(strFromU8(files['csv/users.csv']).includes('+2348031110001'), 'csv/users.csv holds the phone');
    assert.ok(!strFromU8(files['data.json']).includes(other.user.id), "no other shopper's rows");
    assert.ok(!/passwordHash|tokenHash|authorizationCode/.test(strFromU8(files['data.json'])), 'no secrets');
  });

  it('is for the signed-in shopper only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account/data-export' });
    assert.equal(res.statusCode, 401);
  });
});
