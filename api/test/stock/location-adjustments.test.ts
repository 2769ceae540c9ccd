import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CENTRAL_WAREHOUSE_ID } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin } from '../helpers/users';

// An adjustment or count chooses its location: without a batch it applies to that location's
// batch (the warehouse's when none is named); each batch says where it is held.

const { app, apiUrl } = await startCommerce();
const [amoxil] = await createMedicines(app, [{ name: 'Amoxil 500mg', price: 2000, stock: 50 }]);
const { pharmacy } = locationFixtures(app, apiUrl);
const lekki = await pharmacy('Count Lekki', 'Lagos', [6.4474, 3.4723], [[amoxil.id, 10]]);
const admin = await createAdmin(app);
const adjust = (body: object) => api(apiUrl, admin, 'POST', `/api/medicine/${amoxil.id}/stock`, body);
const batches = async () =>
  (await api(apiUrl, admin, 'GET', `/api/medicine/${amoxil.id}/batches`)).json as { locationId: string; quantity: number }[];
const at = async (locationId: string) => (await batches()).filter((b) => b.locationId === locationId).reduce((n, b) => n + b.quantity, 0);

test('a count at Lekki sets Lekki’s units only; left out, the warehouse’s', async () => {
  const warehouse = await at(CENTRAL_WAREHOUSE_ID);
  const counted = await adjust({ reason: 'count-correction', quantity: 7, locationId: lekki.id });
  assert.equal(counted.status, 200, JSON.stringify(counted.json));
  assert.deepEqual([await at(lekki.id), await at(CENTRAL_WAREHOUSE_ID)], [7, warehouse]);
  assert.equal(counted.json.stockQuantity, warehouse + 7);
  const damaged = await adjust({ reason: 'damaged', quantity: 2 });
  assert.equal(damaged.status, 200);
  assert.deepEqual([await at(lekki.id), await at(CENTRAL_WAREHOUSE_ID)], [7, warehouse - 2]);
});

test('the locations, warehouse first, for admins only', async () => {
  const list = await api(apiUrl, admin, 'GET', '/api/locations');
  assert.equal(list.status, 200);
  assert.equal(list.json[0].id, CENTRAL_WAREHOUSE_ID);
  assert.ok(list.json.some((l: { id: string; name: string }) => l.id === lekki.id && l.name === 'Count Lekki'));
  assert.equal((await api(apiUrl, null, 'GET', '/api/locations')).status, 401);
});

test('a batch held elsewhere, or an unknown location, is refused at its field', async () => {
  const warehouseBatch = (await api(apiUrl, admin, 'GET', `/api/medicine/${amoxil.id}/batches`)).json.find(
    (b: { locationId: string }) => b.locationId === CENTRAL_WAREHOUSE_ID,
  );
  const elsewhere = await adjust({ reason: 'damaged', quantity: 1, batchId: warehouseBatch.id, locationId: lekki.id });
  assert.deepEqual([elsewhere.status, elsewhere.json.errors?.[0]?.field], [400, 'locationId']);
  const nowhere = await adjust({ reason: 'received', quantity: 1, locationId: crypto.randomUUID() });
  assert.deepEqual([nowhere.status, nowhere.json.errors?.[0]?.field], [400, 'locationId']);
});
