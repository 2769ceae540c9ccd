import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce } from '../helpers/commerce';
import { locationFixtures } from '../helpers/locations';
import { createAdmin, createUser } from '../helpers/users';

// Staff accounts bound to one pharmacy: an admin binds them; they see and work only that pharmacy's
// orders and stock (403 to anyone not staff, 404 for another pharmacy's order). PGlite and PostgreSQL.

const { app, apiUrl } = await startCommerce();
const [amoxil] = await createMedicines(app, [{ name: 'Amoxil 500mg', price: 2000, stock: 50 }]);
const { pharmacy, buy } = locationFixtures(app, apiUrl);
const lekki = await pharmacy('Staff Lekki', 'Lagos', [6.4474, 3.4723], [[amoxil.id, 10]]);
const ikeja = await pharmacy('Staff Ikeja', 'Lagos', [6.6018, 3.3515], [[amoxil.id, 10]]);
const admin = await createAdmin(app);
const shopper = await createUser(app);
const lekkiStaff = await createUser(app, { firstName: 'Kemi' });
const ikejaStaff = await createUser(app, { firstName: 'Musa' });

const pickupAt = (pharmacyId: string) => ({ pickup: { pharmacyId, phone: '0803 123 4567' } });
const stage = async (who: typeof shopper, name: string) => api(apiUrl, who, 'GET', `/api/staff/orders?stage=${name}`);

test('only an admin binds staff; an unknown user or pharmacy is 404; null takes it back', async () => {
  const bind = (who: typeof admin, userId: string, pharmacyId: string | null) =>
    api(apiUrl, who, 'PUT', `/api/admin/users/${userId}/pharmacy`, { pharmacyId });
  assert.equal((await bind(shopper, shopper.user.id, lekki.id)).status, 403);
  assert.equal((await bind(admin, crypto.randomUUID(), lekki.id)).status, 404);
  assert.equal((await bind(admin, lekkiStaff.user.id, crypto.randomUUID())).status, 404);
  assert.equal((await bind(admin, lekkiStaff.user.id, 'not-an-id')).status, 400);
  const bound = await bind(admin, lekkiStaff.user.id, lekki.id);
  assert.deepEqual([bound.status, bound.json], [200, { userId: lekkiStaff.user.id, pharmacyId: lekki.id }]);
  assert.equal((await bind(admin, ikejaStaff.user.id, ikeja.id)).status, 200);
  const list = await api(apiUrl, admin, 'GET', '/api/admin/pharmacy-staff');
  assert.deepEqual(
    list.json
      .filter((b: { userId: string }) => [lekkiStaff.user.id, ikejaStaff.user.id].includes(b.userId))
      .map((b: { pharmacyName: string }) => b.pharmacyName),
    ['Staff Ikeja', 'Staff Lekki'],
  );
  const mine = await api(apiUrl, lekkiStaff, 'GET', '/api/staff/pharmacy');
  assert.deepEqual([mine.status, mine.json.name], [200, 'Staff Lekki']);

  const temp = await createUser(app);
  assert.equal((await bind(admin, temp.user.id, ikeja.id)).status, 200);
  assert.equal((await api(apiUrl, temp, 'GET', '/api/staff/pharmacy')).status, 200);
  assert.equal((await bind(admin, temp.user.id, null)).status, 200);
  assert.equal((await api(apiUrl, temp, 'GET', '/api/staff/pharmacy')).status, 403, 'taken back at once');
});

test('staff see only their pharmacy’s orders and stock; others are 403; a foreign order’s hand-over is 404', async () => {
  const atLekki = await buy(shopper, [[amoxil.id, 1]], pickupAt(lekki.id));
  const atIkeja = await buy(shopper, [[amoxil.id, 2]], pickupAt(ikeja.id));

  const lekkiQueue = await stage(lekkiStaff, 'to-pack');
  assert.equal(lekkiQueue.status, 200);
  const ids = lekkiQueue.json.map((o: { id: string }) => o.id);
  assert.ok(ids.includes(atLekki.orderId));
  assert.ok(!ids.includes(atIkeja.orderId), 'never another pharmacy’s order');
  const lekkiOrder = lekkiQueue.json.find((o: { id: string }) => o.id === atLekki.orderId);
  assert.deepEqual(lekkiOrder.lines, [{ medicineName: 'Amoxil 500mg', quantity: 1 }]);
  assert.match(lekkiOrder.number, /^EPH-\d+$/);
  assert.ok(!(await stage(ikejaStaff, 'to-pack')).json.some((o: { id: string }) => o.id === atLekki.orderId));

  for (const who of [shopper, admin]) assert.equal((await stage(who, 'to-pack')).status, 403, 'not a pharmacy’s staff');
  assert.equal((await stage(lekkiStaff, 'everything')).status, 400);

  const stock = await api(apiUrl, lekkiStaff, 'GET', '/api/staff/stock');
  assert.equal(stock.status, 200);
  assert.deepEqual(
    stock.json.map((b: { medicineName: string; quantity: number }) => [b.medicineName, b.quantity]),
    [['Amoxil 500mg', 9]],
  );
  assert.equal((await api(apiUrl, shopper, 'GET', '/api/staff/stock')).status, 403);

  // The Ikeja order is not Lekki's: 404 to Lekki's staff, as if it did not exist; Ikeja's staff work it.
  assert.equal((await api(apiUrl, lekkiStaff, 'POST', `/api/Order/${atIkeja.orderId}/pickup/ready`)).status, 404);
  assert.equal((await api(apiUrl, shopper, 'POST', `/api/Order/${atIkeja.orderId}/pickup/ready`)).status, 403);
  assert.equal((await api(apiUrl, ikejaStaff, 'POST', `/api/Order/${atIkeja.orderId}/pickup/ready`)).status, 204);
  const pin = (await api(apiUrl, shopper, 'GET', `/api/Order/${atIkeja.orderId}/pickup-pin`)).json.pin;
  assert.equal((await api(apiUrl, lekkiStaff, 'POST', `/api/Order/${atIkeja.orderId}/pickup/handover`, { pin })).status, 404);
  const [untouched] = await app.db.select().from(orders).where(eq(orders.id, atIkeja.orderId));
  assert.deepEqual([untouched.pickedUpAt, untouched.pickupPinAttempts], [null, 0], 'a foreign staff member’s try counts nothing');

  const ready = await stage(ikejaStaff, 'ready-for-pickup');
  assert.deepEqual(
    ready.json.map((o: { id: string }) => o.id),
    [atIkeja.orderId],
  );
  assert.equal((await api(apiUrl, ikejaStaff, 'POST', `/api/Order/${atIkeja.orderId}/pickup/handover`, { pin })).status, 204);
  assert.deepEqual((await stage(ikejaStaff, 'ready-for-pickup')).json, []);
  assert.equal((await stage(lekkiStaff, 'handed-to-rider')).status, 200);
});
