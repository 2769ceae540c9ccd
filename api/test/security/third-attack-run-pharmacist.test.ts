// Issue 29 item 3 of the third outside attack run: a pharmacist approved their own prescription
// order (POST /api/pharmacist/reviews/{own order} -> 200), and an admin could make themselves a
// pharmacist. Two people now: another pharmacist reviews a pharmacist's own order (or one for
// their own prescription), another admin grants the role, and every grant and revoke is audited.
// Over real HTTP with the Paystack sandbox; PGlite, and PostgreSQL when DATABASE_URL is set.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditEntries, orders, users } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, grantPharmacist, makePharmacist, type TestUser } from '../helpers/users';
import { makePrescriptionOnly, png, upload } from '../prescriptions/helpers';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const [amoxil] = await createMedicines(app, [{ name: 'Amoxil 500mg Capsules', price: 2500, stock: 50 }]);
await makePrescriptionOnly(app, amoxil.id);

/** A pharmacist, made one by another admin (the only way now). */
async function pharmacist(firstName: string, pcn: string): Promise<TestUser> {
  const granter = await createAdmin(app);
  const user = await createUser(app, { firstName, lastName: 'Pharm' });
  const granted = await grantPharmacist(app, granter, user.user.id, pcn);
  assert.equal(granted.status, 200, JSON.stringify(granted.json));
  return user;
}

/** `user` buys one Amoxil with their own uploaded prescription: the order awaits review. */
async function buyWithPrescription(user: TestUser) {
  await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId: amoxil.id, quantity: 1, userId: user.user.id });
  const quote = (await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const { json: rx } = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png' });
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, quote.total), prescriptionId: rx.id });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  const order = (await api(apiUrl, user, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
  assert.equal(order.status, 'AwaitingReview');
  return order as { orderId: string; orderItems: { lineId: string }[] };
}

const approve = (order: { orderItems: { lineId: string }[] }) => ({ lines: [{ lineId: order.orderItems[0].lineId, approved: true }] });
const queueIds = async (user: TestUser) =>
  (await api(apiUrl, user, 'GET', '/api/pharmacist/reviews')).json.items.map((i: { orderId: string }) => i.orderId);

test('a pharmacist cannot review their own order (403, not in their queue); another pharmacist can', async () => {
  const musa = await pharmacist('Musa', 'PCN/070001');
  const ngozi = await pharmacist('Ngozi', 'PCN/070002');
  const own = await buyWithPrescription(musa);

  const decided = await api(apiUrl, musa, 'POST', `/api/pharmacist/reviews/${own.orderId}`, approve(own));
  assert.equal(decided.status, 403, JSON.stringify(decided.json));
  assert.equal(decided.json.code, 'review-own-order');
  assert.match(decided.json.message, /another pharmacist/);
  assert.equal((await api(apiUrl, musa, 'GET', `/api/pharmacist/reviews/${own.orderId}`)).status, 403);
  assert.ok(!(await queueIds(musa)).includes(own.orderId), "not in the pharmacist's own queue");
  const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, own.orderId));
  assert.equal(row.status, 'AwaitingReview', 'the refused decision changed nothing');

  assert.ok((await queueIds(ngozi)).includes(own.orderId), "in another pharmacist's queue");
  const byOther = await api(apiUrl, ngozi, 'POST', `/api/pharmacist/reviews/${own.orderId}`, approve(own));
  assert.equal(byOther.status, 200, JSON.stringify(byOther.json));
  assert.equal(byOther.json.status, 'Pending');
});

test('a pharmacist cannot review an order for their own prescription, whoever placed it', async () => {
  const musa = await pharmacist('Musa', 'PCN/070003');
  const ada = await createUser(app);
  const order = await buyWithPrescription(ada);
  // The order names a prescription of the pharmacist (as a prescription shared in the family would).
  const { json: musasRx } = await upload(apiUrl, musa, { bytes: await png(), name: 'mine.png' });
  await app.db.update(orders).set({ prescriptionId: musasRx.id }).where(eq(orders.id, order.orderId));

  const decided = await api(apiUrl, musa, 'POST', `/api/pharmacist/reviews/${order.orderId}`, approve(order));
  assert.equal(decided.status, 403, JSON.stringify(decided.json));
  assert.equal(decided.json.code, 'review-own-order');
  assert.ok(!(await queueIds(musa)).includes(order.orderId));
});

test('an admin cannot grant themselves the pharmacist role (403, nothing changed or audited); another admin can, and every grant and revoke is audited', async () => {
  const tunde = await createAdmin(app, { firstName: 'Tunde', lastName: 'Bakare' });
  const self = await api(apiUrl, tunde, 'PUT', `/api/admin/users/${tunde.user.id}/pharmacist`, {
    pharmacist: true,
    pcnRegistrationNumber: 'PCN/080001',
  });
  assert.equal(self.status, 403, JSON.stringify(self.json));
  assert.match(self.json.message, /another admin/);
  const [after] = await app.db.select({ isPharmacist: users.isPharmacist }).from(users).where(eq(users.id, tunde.user.id));
  assert.equal(after.isPharmacist, false);
  assert.equal((await api(apiUrl, tunde, 'GET', '/api/pharmacist/reviews')).status, 403);

  const bola = await createAdmin(app, { firstName: 'Bola', lastName: 'Ade' });
  // Since issue 47, a grant is a request a second pharmacist approves (fourth-attack-run-abuse 10).
  const approver = await makePharmacist(app, await createUser(app, { firstName: 'Ngozi', lastName: 'Pharm' }));
  const granted = await grantPharmacist(app, bola, tunde.user.id, 'PCN/080001', approver);
  assert.equal(granted.status, 200, JSON.stringify(granted.json));
  assert.equal((await api(apiUrl, tunde, 'GET', '/api/pharmacist/reviews')).status, 200);
  const revoked = await api(apiUrl, bola, 'PUT', `/api/admin/users/${tunde.user.id}/pharmacist`, { pharmacist: false });
  assert.equal(revoked.status, 200);

  const entries = await app.db
    .select({ actorId: auditEntries.actorId, action: auditEntries.action, changes: auditEntries.changes })
    .from(auditEntries)
    .where(eq(auditEntries.entityId, tunde.user.id))
    .orderBy(auditEntries.at);
  assert.deepEqual(
    entries.map((e) => [e.actorId, e.action, e.changes.isPharmacist]),
    [
      [bola.user.id, 'request-pharmacist', undefined],
      [approver.user.id, 'approve-pharmacist', { from: false, to: true }],
      [bola.user.id, 'revoke-pharmacist', { from: true, to: false }],
    ],
    'the refused self-grant left no entry; the grant and the revoke name the admin who made them',
  );
});
