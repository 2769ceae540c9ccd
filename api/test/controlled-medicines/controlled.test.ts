import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { medicines } from '../../src/platform/db/schema/index';
import { NEW_ID } from '../helpers/catalogue';
import { api, checkoutBody, createMedicines, LAGOS_ADDRESS, startCommerce } from '../helpers/commerce';
import { insertOrders } from '../helpers/seeded-orders';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';

// Controlled medicines (codeine, tramadol): prescription-only, at most 2 per order and 4 in 30 days
// per person, per phone and per delivery address whichever accounts bought them; tramadol above
// 100 mg per unit cannot be listed. On PGlite, and on PostgreSQL when DATABASE_URL is set.

const { app, apiUrl } = await startCommerce();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers read field by field
type Json = Record<string, any>;
const admin = await createAdmin(app);
const granter = await createAdmin(app);
assert.equal((await grantPharmacist(app, granter, admin.user.id, 'PCN/054321')).status, 200);

const [tramadol, paracetamol] = await createMedicines(app, [
  { name: 'Tramadol 50mg Capsules', price: 1500, stock: 100 },
  { name: 'Paracetamol 500mg', price: 500, stock: 100 },
]);
await app.db
  .update(medicines)
  .set({ medicineClass: 'pom', controlled: true, activeIngredients: 'Tramadol hydrochloride', strength: '50 mg' })
  .where(eq(medicines.id, tramadol.id));

const flagged = async () => (await api(apiUrl, admin, 'GET', '/api/pharmacist/controlled-attempts')).json.items as Json[];

/** The cart holds these lines, then the shopper starts paying with this address. */
async function initiate(user: TestUser, lines: [string, number, number][], address: Json = LAGOS_ADDRESS) {
  await app.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${user.user.id}::uuid`).catch(() => undefined);
  for (const [medicineId, quantity] of lines) {
    const added = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(added.status, 200, JSON.stringify(added.json));
  }
  const amount = lines.reduce((sum, [, q, price]) => sum + q * price, 0);
  return api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, amount), deliveryAddress: address });
}

/** An order of `quantity` tramadol placed `daysAgo` days ago, delivered to this address. */
async function bought(user: TestUser, quantity: number, address: Json, daysAgo = 3, status: 'Pending' | 'Canceled' = 'Pending') {
  const [order] = await insertOrders(app, user.user.id, [
    {
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      status,
      lines: [{ medicineId: tramadol.id, medicineName: tramadol.name, unitPriceKobo: 150_000, quantity }],
    },
  ]);
  const phone = `+234${address.phone.replace(/\D/g, '').replace(/^0/, '')}`;
  await app.db.execute(
    sql`UPDATE orders SET delivery_address = ${JSON.stringify({ recipient: 'A', state: 'Lagos', zoneName: 'Lagos Mainland', landmark: '', ...address, phone })}::jsonb WHERE id = ${order.id}::uuid`,
  );
}

const refusedForCap = (res: { status: number; json: Json }) => res.status === 409 && res.json.code === 'controlled-cap';

test('over the per-order cap: refused with a clear message and flagged for the pharmacist', async () => {
  const ada = await createUser(app);
  const res = await initiate(ada, [[tramadol.id, 3, 1500]]);
  assert.ok(refusedForCap(res), JSON.stringify(res.json));
  assert.match(res.json.message, /controlled medicine: at most 2 per order/);
  const attempt = (await flagged()).find((a) => a.userId === ada.user.id);
  assert.ok(attempt, 'the attempt is in the pharmacist queue');
  assert.deepEqual([attempt.cap, attempt.quantity, attempt.capLimit, attempt.phone], ['per-order', 3, 2, '+2348031234567']);
  // 2 is within the cap: no cap refusal (the prescription is what is asked for next).
  const within = await initiate(ada, [[tramadol.id, 2, 1500]]);
  assert.ok(!refusedForCap(within), JSON.stringify(within.json));
  // Shoppers cannot read the queue.
  assert.equal((await api(apiUrl, ada, 'GET', '/api/pharmacist/controlled-attempts')).status, 403);
});

test('the 30-day cap holds across two accounts at one address, per phone and per person', async () => {
  const street = `${Math.floor(Math.random() * 900) + 100} Awolowo Road`;
  const home = { zone: 'lagos-mainland', city: 'Ikeja', street, phone: '0803 111 2222' };
  const ada = await createUser(app);
  const bola = await createUser(app);
  await bought(ada, 2, home);
  await bought(ada, 1, home, 10);
  await bought(ada, 5, home, 40); // older than 30 days: not counted
  await bought(ada, 2, home, 2, 'Canceled'); // cancelled: not counted

  // Bola, another account with another phone, typing the same address differently: 3 + 2 > 4.
  const sameAddress = { ...home, street: street.toUpperCase().replace(' ', '  '), phone: '0805 999 8888' };
  const res = await initiate(bola, [[tramadol.id, 2, 1500]], sameAddress);
  assert.ok(refusedForCap(res), JSON.stringify(res.json));
  assert.match(res.json.message, /at most 4 in 30 days per delivery address, and 3 have already gone to this address/);
  const attempt = (await flagged()).find((a) => a.userId === bola.user.id);
  assert.deepEqual([attempt?.cap, attempt?.alreadyBought], ['address-30-days', 3]);
  // One more is within every cap, and a paracetamol alongside changes nothing.
  const one = await initiate(
    bola,
    [
      [tramadol.id, 1, 1500],
      [paracetamol.id, 1, 500],
    ],
    sameAddress,
  );
  assert.ok(!refusedForCap(one), JSON.stringify(one.json));

  // Chidi, at another address but with Ada's phone number.
  const chidi = await createUser(app);
  const byPhone = await initiate(chidi, [[tramadol.id, 2, 1500]], { ...LAGOS_ADDRESS, street: '7 Broad Street', phone: home.phone });
  assert.ok(refusedForCap(byPhone), JSON.stringify(byPhone.json));
  assert.match(byPhone.json.message, /per phone number/);

  // Ada herself, at a new address with a new phone: her own 3 count.
  const byPerson = await initiate(ada, [[tramadol.id, 2, 1500]], { ...LAGOS_ADDRESS, street: '1 Marina', phone: '0809 000 1111' });
  assert.ok(refusedForCap(byPerson), JSON.stringify(byPerson.json));
  assert.match(byPerson.json.message, /per person, and you have had 3 already/);
});

test('tramadol above 100 mg per unit cannot be listed; a controlled medicine must be prescription-only', async () => {
  const addMedicine = (payload: Json) =>
    app.inject({ method: 'POST', url: '/api/medicine/add-medicine', headers: admin.headers, payload: { id: NEW_ID, ...payload } });
  const base = {
    price: 2000,
    categoryId: tramadol.categoryId,
    medicineClass: 'pom',
    controlled: true,
    activeIngredients: 'Tramadol hydrochloride',
    dosageForm: 'capsule',
    nafdacNumber: 'A4-1234',
  };
  const strong = await addMedicine({ ...base, name: 'Tramadol 200mg Capsules', strength: '200 mg' });
  assert.equal(strong.statusCode, 409, strong.body);
  assert.match(strong.json().message, /Tramadol above 100 mg per unit \(this is 200 mg\) cannot be listed/);

  const notPom = await addMedicine({ ...base, name: 'Tramadol 50mg Caps', strength: '50 mg', medicineClass: 'pharmacy' });
  assert.equal(notPom.statusCode, 409, notPom.body);
  assert.match(notPom.json().message, /controlled medicine must be prescription-only/);

  const ok = await addMedicine({ ...base, name: 'Tramadol 100mg Tablets', strength: '100 mg', dosageForm: 'tablet' });
  assert.equal(ok.statusCode, 201, ok.body);
  const [row] = await app.db.select().from(medicines).where(eq(medicines.id, ok.json().id));
  assert.equal(row.controlled, true);

  // Editing it up to 200 mg is refused too, and nothing changes.
  const edit = await app.inject({
    method: 'PATCH',
    url: `/api/medicine/${row.id}`,
    headers: admin.headers,
    payload: { version: row.version, strength: '200 mg' },
  });
  assert.equal(edit.statusCode, 409, edit.body);
  const [after] = await app.db.select().from(medicines).where(eq(medicines.id, row.id));
  assert.equal(after.strength, '100 mg');
});
