import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { CENTRAL_WAREHOUSE_ID } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// Issue 51, cold chain: a medicine stored at 2–8 °C with its most minutes out of the fridge, set by an admin (audited, checked).

const app = await buildTestApp();
const seeded = await buildTestApp({ seed: true });

let admin: TestUser;
let shopper: TestUser;
let diabetes: string;

before(async () => {
  admin = await createAdmin(app, { firstName: 'Kemi', lastName: 'Adeyemi' });
  shopper = await createUser(app);
  diabetes = (await addCategory(app, admin.headers, { name: 'Diabetes Care' })).medicineCategoryId;
});

type Json = Record<string, any>;
const call = async (method: string, url: string, user: TestUser | null, payload?: unknown) => {
  const res = await app.inject({ method: method as 'GET', url, headers: user ? user.headers : {}, payload: payload as Json });
  return { status: res.statusCode, json: (res.body ? res.json() : null) as any };
};

describe('cold chain in the catalogue', () => {
  test('an admin adds a fridge medicine; the shop and the admin read coldChain with its minutes', async () => {
    const added = await call('POST', '/api/medicine/add-medicine', admin, {
      name: 'Actrapid Vial',
      price: 11500,
      categoryId: diabetes,
      medicineClass: 'pom',
      nafdacNumber: 'A4-1234',
      coldChainMaxMinutesOut: 240,
    });
    assert.equal(added.status, 201, JSON.stringify(added.json));
    assert.deepEqual((await call('GET', `/api/medicine/${added.json.id}`, null)).json.coldChain, { maxMinutesOut: 240 });
    assert.deepEqual((await call('GET', `/api/admin/medicines/${added.json.id}`, admin)).json.coldChain, { maxMinutesOut: 240 });
    const plain = await addMedicine(app, admin.headers, { name: 'Room Temperature Tablets', price: 500, categoryId: diabetes });
    assert.equal((await call('GET', `/api/medicine/${plain.id}`, null)).json.coldChain, null);
  });

  test('an admin marks a medicine cold chain, changes its minutes, then clears it: each change audited', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Insulatard Vial', price: 11500, categoryId: diabetes });
    const marked = await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 1, coldChainMaxMinutesOut: 240 });
    assert.equal(marked.status, 200, JSON.stringify(marked.json));
    assert.deepEqual(marked.json.coldChain, { maxMinutesOut: 240 });
    assert.equal((await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 2, coldChainMaxMinutesOut: 120 })).status, 200);
    const cleared = await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 3, coldChainMaxMinutesOut: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.json.coldChain, null);
    const entries = (await call('GET', `/api/admin/audit?entityType=medicine&entityId=${medicine.id}`, admin)).json as Json[];
    const changes = entries
      .filter((e) => e.action === 'update')
      .map((e) => e.changes.find((c: Json) => c.field === 'coldChainMaxMinutesOut'));
    assert.deepEqual(changes, [
      { field: 'coldChainMaxMinutesOut', from: 120, to: null },
      { field: 'coldChainMaxMinutesOut', from: 240, to: 120 },
      { field: 'coldChainMaxMinutesOut', from: null, to: 240 },
    ]);
  });

  test('minutes that are not a whole number from 1 to 43200 are a 400 naming the field, and nothing changes', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Mixtard Vial', price: 11500, categoryId: diabetes });
    for (const bad of [0, -5, 43201, 12.5, 'soon']) {
      const res = await call('PATCH', `/api/medicine/${medicine.id}`, admin, { version: 1, coldChainMaxMinutesOut: bad });
      assert.equal(res.status, 400, `coldChainMaxMinutesOut=${bad}`);
      assert.ok(JSON.stringify(res.json).includes('coldChainMaxMinutesOut'), JSON.stringify(res.json));
    }
    const after = (await call('GET', `/api/admin/medicines/${medicine.id}`, admin)).json;
    assert.equal(after.version, 1);
    assert.equal(after.coldChain, null);
  });

  test('only admins set it', async () => {
    const medicine = await addMedicine(app, admin.headers, { name: 'Vaccine', price: 9500, categoryId: diabetes });
    assert.equal((await call('PATCH', `/api/medicine/${medicine.id}`, shopper, { version: 1, coldChainMaxMinutesOut: 60 })).status, 403);
    assert.equal((await call('PATCH', `/api/medicine/${medicine.id}`, null, { version: 1, coldChainMaxMinutesOut: 60 })).status, 401);
  });
});

describe('the seeded fridge medicines', () => {
  test('human insulins (vials and a pen) and a hepatitis B vaccine: prescription-only, priced, in stock at pharmacies', async () => {
    const medicines = (await seeded.inject({ url: '/api/medicine' })).json() as Json[];
    const cold = medicines.filter((m) => m.coldChain);
    assert.deepEqual(cold.map((m) => m.name).sort(), [
      'Actrapid 100 IU/ml Vial (10 ml)',
      'Engerix-B 20mcg/1ml Hepatitis B Vaccine',
      'Insulatard 100 IU/ml Vial (10 ml)',
      'Mixtard 30 100 IU/ml Vial (10 ml)',
      'Mixtard 30 FlexPen 100 IU/ml (5 x 3 ml)',
    ]);
    for (const m of cold) {
      assert.equal(m.medicineClass, 'pom', m.name);
      assert.ok(m.price > 0 && m.coldChain.maxMinutesOut > 0, m.name);
      assert.equal(m.stockStatus, 'in-stock', m.name);
    }
    // Held by the pharmacies themselves (where same-day delivery and pickup happen), not only the warehouse.
    const rows = await seeded.db.execute(
      `SELECT m.name, count(DISTINCT b.location_id)::int AS pharmacies FROM medicines m
         JOIN stock_batches b ON b.medicine_id = m.id AND b.location_id <> '${CENTRAL_WAREHOUSE_ID}'
        WHERE m.cold_chain_max_minutes_out IS NOT NULL GROUP BY m.name`,
    );
    const held = ((rows as unknown as { rows?: unknown[] }).rows ?? rows) as { name: string; pharmacies: number }[];
    assert.equal(held.length, 5);
    assert.ok(
      held.every((r) => r.pharmacies >= 1),
      JSON.stringify(held),
    );
  });
});
