// Every pharmacist decision on an order is in the audit log (approve, partial, reject), the review
// shows the shopper's phone, and the patient reads the pharmacist's name and PCN number, not the
// account's name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';
import { makePrescriptionOnly, png, upload } from '../prescriptions/helpers';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const [amoxil, amlodipine] = await createMedicines(app, [
  { name: 'Amoxil 500mg Capsules', price: 2500, stock: 50 },
  { name: 'Amlodipine 10mg Tablets', price: 1800, stock: 50 },
]);
await makePrescriptionOnly(app, amoxil.id);
await makePrescriptionOnly(app, amlodipine.id);

const pharmacist = await createAdmin(app, { firstName: 'Store', lastName: 'Admin' });
const granter = await createAdmin(app);
await grantPharmacist(app, granter, pharmacist.user.id, 'PCN/012345');

async function orderAwaitingReview(user: TestUser, lines: [string, number][]) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clearcart/${user.user.id}`);
  for (const [medicineId, quantity] of lines)
    await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
  const quote = (await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const { json: rx } = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png' });
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, quote.total), prescriptionId: rx.id });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  return (await api(apiUrl, user, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
}

const auditOf = async (entityId: string) =>
  (await api(apiUrl, granter, 'GET', `/api/admin/audit?entityType=order&entityId=${entityId}`)).json as {
    action: string;
    actorId: string;
    changes: { field: string; to: unknown }[];
  }[];

test('the review shows the shopper’s phone; the pharmacist’s display name, set by an admin, is what the patient reads', async () => {
  const shopper = await createUser(app);
  const order = await orderAwaitingReview(shopper, [[amoxil.id, 1]]);
  const item = await api(apiUrl, pharmacist, 'GET', `/api/pharmacist/reviews/${order.orderId}`);
  assert.equal(item.json.customerPhone, '+2348031234567', 'the phone given with the delivery address');

  const byShopper = await api(apiUrl, shopper, 'PUT', `/api/users/${pharmacist.user.id}/pharmacist-profile`, {
    displayName: 'Someone Else',
  });
  assert.equal(byShopper.status, 403, 'a shopper cannot name a pharmacist');
  const byAdmin = await api(apiUrl, granter, 'PUT', `/api/users/${pharmacist.user.id}/pharmacist-profile`, {
    displayName: 'Pharm. Ada Example',
  });
  assert.equal(byAdmin.status, 200, JSON.stringify(byAdmin.json));
  assert.equal(byAdmin.json.pharmacistDisplayName, 'Pharm. Ada Example');

  const decided = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: [{ lineId: order.orderItems[0].lineId, approved: true }],
  });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  const seen = (await api(apiUrl, shopper, 'GET', `/api/Order/${order.orderId}`)).json;
  assert.equal(seen.review.pharmacistName, 'Pharm. Ada Example');
  assert.equal(seen.review.pharmacistRegistration, 'PCN/012345');
  assert.equal(seen.review.beforePayment, false);
});

test('every decision writes one audit entry, in its transaction: approved, partial and rejected', async () => {
  await api(apiUrl, pharmacist, 'PUT', `/api/users/${pharmacist.user.id}/pharmacist-profile`, { displayName: 'Pharm. Ada Example' });
  const shopper = await createUser(app);
  const cases = [
    { lines: [[amoxil.id, 1]] as [string, number][], approve: [true], action: 'review-approved', status: 'Pending' },
    {
      lines: [
        [amoxil.id, 1],
        [amlodipine.id, 1],
      ] as [string, number][],
      approve: [true, false],
      action: 'review-partial',
      status: 'Pending',
    },
    { lines: [[amlodipine.id, 1]] as [string, number][], approve: [false], action: 'review-rejected', status: 'Canceled' },
  ];
  for (const c of cases) {
    const order = await orderAwaitingReview(shopper, c.lines);
    assert.deepEqual(await auditOf(order.orderId), [], 'nothing before the decision');
    const body = {
      lines: order.orderItems.map((l: { lineId: string; medicineName: string }, i: number) => ({
        lineId: l.lineId,
        approved: c.approve[i],
      })),
      reason: 'Not on the prescription.',
    };
    // A refused decision (a missing reason) writes nothing.
    if (c.approve.includes(false)) {
      const bad = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/reviews/${order.orderId}`, { lines: body.lines });
      assert.equal(bad.status, 400);
      assert.deepEqual(await auditOf(order.orderId), []);
    }
    const res = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/reviews/${order.orderId}`, body);
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const entries = await auditOf(order.orderId);
    assert.equal(entries.length, 1, `${c.action}: one entry`);
    assert.equal(entries[0]!.action, c.action);
    assert.equal(entries[0]!.actorId, pharmacist.user.id);
    assert.equal(entries[0]!.changes.find((ch) => ch.field === 'status')?.to, c.status);
    assert.equal(entries[0]!.changes.find((ch) => ch.field === 'pharmacist')?.to, 'Pharm. Ada Example, PCN/012345');
  }
});
