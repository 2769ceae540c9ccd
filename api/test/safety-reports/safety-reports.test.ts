import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { medicines } from '../../src/platform/db/schema/index';
import { expiryCutoff } from '../../src/domains/stock/batches';
import { gs1CheckDigit } from '../../src/domains/stock/gs1';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';

// Side-effect and suspected-fake reports: only from the shopper's own delivered order (or a product
// page), a batch number only if the order received it; pharmacists triage them oldest first. Also the
// controlled flag's rule on edit: controlled means prescription-only. PGlite, and PostgreSQL when set.

const { app, sandbox, apiUrl } = await startCommerce();
sandbox.sandbox.options.webhookUrl = null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers read field by field
type Json = Record<string, any>;
const admin = await createAdmin(app);
const pharmacist = await createAdmin(app);
assert.equal((await grantPharmacist(app, admin, pharmacist.user.id, 'PCN/061234')).status, 200);

const [amoxil, other] = await createMedicines(app, [
  { name: 'Amoxil 500mg Capsules', price: 2000, stock: 0 },
  { name: 'Vitamin C 1000mg', price: 800, stock: 20 },
]);
const gtin = `0615110007777${gs1CheckDigit('0615110007777')}`;
const received = await api(apiUrl, admin, 'POST', `/api/medicine/${amoxil.id}/batches`, {
  supplier: { name: 'Emzor Distribution Ltd', licenceNumber: 'PCN/W/2025/0412' },
  gtin,
  lotNumber: 'AMX-2207',
  expiryDate: expiryCutoff(400),
  quantity: 10,
});
assert.equal(received.status, 200, JSON.stringify(received.json));

/** A paid, placed order of one unit of the medicine, moved on to `upTo` by the admin. */
async function order(user: TestUser, upTo: string[]) {
  const added = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId: amoxil.id, quantity: 1, userId: user.user.id });
  assert.equal(added.status, 200, JSON.stringify(added.json));
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, 2000));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  const placed = await api(apiUrl, user, 'POST', '/api/Order/place', { userId: user.user.id, reference: init.json.data.reference });
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  for (const status of upTo) assert.equal((await api(apiUrl, admin, 'PUT', `/api/Order/${placed.json.orderId}`, { status })).status, 200);
  return placed.json.orderId as string;
}

const report = (user: TestUser | null, body: Json) => api(apiUrl, user, 'POST', '/api/safety-reports', body);
const queue = async (which = 'open') =>
  (await api(apiUrl, pharmacist, 'GET', `/api/pharmacist/safety-reports?which=${which}`)).json.items as Json[];

const ada = await createUser(app);
const bola = await createUser(app);
const delivered = await order(ada, ['Processing', 'Shipped', 'Delivered']);
const shipped = await order(bola, ['Processing', 'Shipped']);

test('a side effect and a suspected fake from a delivered order reach the pharmacist, oldest first', async () => {
  const sideEffect = await report(ada, {
    kind: 'side-effect',
    orderId: delivered,
    medicineId: amoxil.id,
    description: 'An itchy rash on both arms the day after the first capsule.',
    contactPhone: '0803 123 4567',
  });
  assert.equal(sideEffect.status, 201, JSON.stringify(sideEffect.json));
  const fake = await report(ada, {
    kind: 'suspected-fake',
    orderId: delivered,
    medicineId: amoxil.id,
    lotNumber: 'amx-2207',
    description: 'The capsules are a different colour from my last pack.',
  });
  assert.equal(fake.status, 201, JSON.stringify(fake.json));

  const items = (await queue()).filter((r) => [sideEffect.json.id, fake.json.id].includes(r.id));
  assert.deepEqual(
    items.map((r) => [r.id, r.kind, r.state, r.medicineName, r.lotNumber, r.customerEmail]),
    [
      [sideEffect.json.id, 'side-effect', 'new', amoxil.name, '', ada.user.email],
      [fake.json.id, 'suspected-fake', 'new', amoxil.name, 'amx-2207', ada.user.email],
    ],
  );
  assert.match(items[0].orderNumber, /^EPH-\d{6}$/);

  // Triage: closed reports leave the open queue but stay in "all".
  const closed = await api(apiUrl, pharmacist, 'PATCH', `/api/pharmacist/safety-reports/${fake.json.id}`, {
    state: 'sent-to-nafdac',
    note: 'Sent on the NAFDAC e-reporting form.',
  });
  assert.equal(closed.status, 200, JSON.stringify(closed.json));
  assert.equal((await queue()).find((r) => r.id === fake.json.id)?.state, 'sent-to-nafdac');
  await api(apiUrl, pharmacist, 'PATCH', `/api/pharmacist/safety-reports/${fake.json.id}`, { state: 'closed' });
  assert.equal(
    (await queue()).find((r) => r.id === fake.json.id),
    undefined,
  );
  assert.equal((await queue('all')).find((r) => r.id === fake.json.id)?.triageNote, 'Sent on the NAFDAC e-reporting form.');
});

test("another shopper's order, an order not yet delivered, a batch the order did not get and bad lengths are refused", async () => {
  const base = { kind: 'side-effect', medicineId: amoxil.id, description: 'Dizzy and sick after each dose.' };
  const notMine = await report(bola, { ...base, orderId: delivered });
  assert.equal(notMine.status, 404, JSON.stringify(notMine.json));
  const notDelivered = await report(bola, { ...base, orderId: shipped });
  assert.equal(notDelivered.status, 409, JSON.stringify(notDelivered.json));
  assert.match(notDelivered.json.message, /once it has been delivered/);
  const wrongMedicine = await report(ada, { ...base, orderId: delivered, medicineId: other.id });
  assert.equal(wrongMedicine.status, 400, JSON.stringify(wrongMedicine.json));
  const wrongLot = await report(ada, { ...base, kind: 'suspected-fake', orderId: delivered, lotNumber: 'AMX-9999' });
  assert.equal(wrongLot.status, 400, JSON.stringify(wrongLot.json));
  assert.equal(wrongLot.json.code, 'lot-not-received');
  const fakeWithoutLot = await report(ada, { ...base, kind: 'suspected-fake', orderId: delivered });
  assert.equal(fakeWithoutLot.status, 400, JSON.stringify(fakeWithoutLot.json));
  for (const bad of [
    { ...base, description: 'rash' },
    { ...base, description: 'x'.repeat(2001) },
    { ...base, lotNumber: 'L'.repeat(41) },
    { ...base, contactPhone: 'call me maybe' },
    { ...base, kind: 'complaint' },
  ]) {
    assert.equal((await report(ada, bad)).status, 400, JSON.stringify(bad).slice(0, 80));
  }
  assert.equal((await report(null, base)).status, 401);
  assert.equal((await api(apiUrl, ada, 'GET', '/api/pharmacist/safety-reports')).status, 403, 'shoppers cannot read the queue');
  assert.equal((await api(apiUrl, admin, 'GET', '/api/pharmacist/safety-reports')).status, 403, 'nor admins who are not pharmacists');
  // From a product page (no order): a typed batch number is kept as given.
  const fromProduct = await report(bola, { ...base, kind: 'suspected-fake', lotNumber: 'XK 0042' });
  assert.equal(fromProduct.status, 201, JSON.stringify(fromProduct.json));
  assert.equal((await queue()).find((r) => r.id === fromProduct.json.id)?.orderId, null);
});

test('the controlled flag means prescription-only: an edit that breaks it is refused, and nothing changes', async () => {
  const edit = async (payload: Json) => {
    const [row] = await app.db.select().from(medicines).where(eq(medicines.id, other.id));
    return app.inject({
      method: 'PATCH',
      url: `/api/medicine/${other.id}`,
      headers: admin.headers,
      payload: { version: row.version, ...payload },
    });
  };
  const flagOtc = await edit({ controlled: true });
  assert.equal(flagOtc.statusCode, 409, flagOtc.body);
  assert.match(flagOtc.json().message, /controlled medicine must be prescription-only/);
  const flagged = await edit({ controlled: true, medicineClass: 'pom' });
  assert.equal(flagged.statusCode, 200, flagged.body);
  const downgrade = await edit({ medicineClass: 'otc' });
  assert.equal(downgrade.statusCode, 409, downgrade.body);
  const [after] = await app.db.select().from(medicines).where(eq(medicines.id, other.id));
  assert.deepEqual([after.controlled, after.medicineClass], [true, 'pom']);
});
