// "Check first, pay after approval": a prescription sent against the cart before paying, decided
// by a pharmacist (audited), bound to exactly the cart's prescription-only lines, and used once by
// the order its payment places, without a second review. Paying for prescription-only medicine
// without an attached prescription or such an approval is refused as before.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, SHOP_URL, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';
import { makePrescriptionOnly, png, upload } from '../prescriptions/helpers';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const [amoxil, amlodipine, paracetamol] = await createMedicines(app, [
  { name: 'Amoxil 500mg Capsules', price: 2500, stock: 50 },
  { name: 'Amlodipine 10mg Tablets', price: 1800, stock: 50 },
  { name: 'Paracetamol 500mg', price: 500, stock: 50 },
]);
await makePrescriptionOnly(app, amoxil.id);
await makePrescriptionOnly(app, amlodipine.id);

// A pharmacist with the name patients read, granted by another admin.
const pharmacist = await createAdmin(app, { firstName: 'Store', lastName: 'Admin' });
const granter = await createAdmin(app);
assert.equal((await grantPharmacist(app, granter, pharmacist.user.id, 'PCN/012345')).status, 200);
const named = await api(apiUrl, pharmacist, 'PUT', `/api/users/${pharmacist.user.id}/pharmacist-profile`, {
  displayName: 'Pharm. Ada Example',
});
assert.equal(named.status, 200, JSON.stringify(named.json));

async function fillCart(user: TestUser, lines: [string, number][]) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clearcart/${user.user.id}`);
  for (const [medicineId, quantity] of lines) {
    const added = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(added.status, 200, JSON.stringify(added.json));
  }
}

async function initiate(user: TestUser, extra: Record<string, unknown> = {}) {
  const quote = (await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  return { quote, res: await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, quote.total), ...extra }) };
}

async function requestCheck(user: TestUser) {
  const { json: rx } = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png' });
  const res = await api(apiUrl, user, 'POST', '/api/cart-approvals', { prescriptionId: rx.id, phone: '0803 555 0101' });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json;
}

const auditOf = async (entityId: string) =>
  (await api(apiUrl, granter, 'GET', `/api/admin/audit?entityId=${entityId}`)).json as {
    action: string;
    actorId: string;
    entityType: string;
    changes: { field: string; to: unknown }[];
  }[];

test('paying for prescription-only medicine is refused without a prescription or an approval covering it; a request awaiting a pharmacist is not one', async () => {
  const shopper = await createUser(app);
  await fillCart(shopper, [[amoxil.id, 1]]);
  const without = await initiate(shopper);
  assert.equal(without.res.status, 409);
  assert.equal(without.res.json.code, 'prescription-required');
  assert.equal(without.quote.approvedBeforePayment, null);
  const check = await requestCheck(shopper);
  assert.equal(check.status, 'awaiting');
  assert.ok(check.reviewFromText.length > 0 && !Number.isNaN(Date.parse(check.reviewFrom)), 'the shopper is told when it is checked');
  const awaiting = await initiate(shopper);
  assert.equal(awaiting.res.status, 409, 'awaiting a pharmacist is no approval');
  assert.equal(awaiting.res.json.code, 'prescription-required');
});

test('approved before payment: audited, mailed with a pay link, bound to the prescription-only lines, and the order placed without a second review', async () => {
  const shopper = await createUser(app, { firstName: 'Chidi', lastName: 'Okeke' });
  await fillCart(shopper, [
    [amoxil.id, 2],
    [paracetamol.id, 1],
  ]);
  const check = await requestCheck(shopper);
  assert.deepEqual(
    check.lines.map((l: { medicineName: string; quantity: number }) => [l.medicineName, l.quantity]),
    [['Amoxil 500mg Capsules', 2]],
    'only the prescription-only lines are checked',
  );

  // In the pharmacist's queue, with the shopper's phone; refused to a plain admin and to the shopper.
  const queue = await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/cart-approvals');
  const item = queue.json.items.find((i: { approvalId: string }) => i.approvalId === check.approvalId);
  assert.ok(item, 'the check is in the queue');
  assert.equal(item.customerPhone, '08035550101');
  assert.equal(item.customerName, 'Chidi Okeke');
  assert.equal((await api(apiUrl, granter, 'GET', '/api/pharmacist/cart-approvals')).status, 403);
  assert.equal((await api(apiUrl, shopper, 'POST', `/api/pharmacist/cart-approvals/${check.approvalId}`, { approved: true })).status, 403);

  const decided = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${check.approvalId}`, { approved: true });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  assert.equal(decided.json.status, 'approved');
  const again = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${check.approvalId}`, {
    approved: false,
    reason: 'No.',
  });
  assert.equal(again.status, 409);
  assert.equal(again.json.code, 'review-decided');

  const entries = await auditOf(check.approvalId);
  assert.equal(entries.length, 1, 'one audit entry for the one decision');
  assert.equal(entries[0]!.action, 'review-approved');
  assert.equal(entries[0]!.entityType, 'prescription-check');
  assert.equal(entries[0]!.actorId, pharmacist.user.id);
  assert.equal(entries[0]!.changes.find((c) => c.field === 'pharmacist')?.to, 'Pharm. Ada Example, PCN/012345');

  const mail = readOutbox(app).find((m) => m.to.includes(shopper.user.email) && /Prescription approved/.test(m.subject));
  assert.ok(mail, 'the shopper is mailed');
  assert.ok(mail.text.includes('Pharm. Ada Example, PCN/012345'));
  assert.ok(mail.links.includes(`${SHOP_URL}/approved-cart?approval=${check.approvalId}`), 'with the pay link');

  // A changed prescription-only line is not covered: more of it, or another one added.
  await fillCart(shopper, [
    [amoxil.id, 3],
    [paracetamol.id, 1],
  ]);
  assert.equal((await api(apiUrl, shopper, 'GET', `/api/cart-approvals/${check.approvalId}`)).json.coversCart, false);
  const changed = await initiate(shopper);
  assert.equal(changed.res.status, 409, 'three were not approved');
  assert.equal(changed.res.json.code, 'prescription-required');
  await fillCart(shopper, [
    [amoxil.id, 2],
    [amlodipine.id, 1],
  ]);
  assert.equal((await initiate(shopper)).res.status, 409, 'Amlodipine was not approved');

  // The approved lines again (the non-prescription line may differ): covered, paid, placed already approved.
  await fillCart(shopper, [[amoxil.id, 2]]);
  const page = await api(apiUrl, shopper, 'GET', `/api/cart-approvals/${check.approvalId}`);
  assert.equal(page.json.coversCart, true);
  assert.equal(page.json.payLink, `${SHOP_URL}/approved-cart?approval=${check.approvalId}`);
  assert.equal((await api(apiUrl, createUserToken(), 'GET', `/api/cart-approvals/${check.approvalId}`)).status, 401);
  const paying = await initiate(shopper);
  assert.equal(paying.quote.approvedBeforePayment.pharmacistName, 'Pharm. Ada Example');
  assert.equal(paying.res.status, 200, JSON.stringify(paying.res.json));
  await payOnCheckoutPage(paying.res.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, shopper, 'GET', `/api/payment/verify/${paying.res.json.data.reference}`);
  const order = (await api(apiUrl, shopper, 'GET', `/api/Order/${verified.json.data.orderId}`)).json;
  assert.equal(order.status, 'Pending', 'no second review');
  assert.equal(order.review.pharmacistName, 'Pharm. Ada Example');
  assert.equal(order.review.pharmacistRegistration, 'PCN/012345');
  assert.equal(order.review.beforePayment, true);
  assert.equal(order.prescriptionId, check.prescriptionId);
  const reviewQueue = await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/reviews');
  assert.ok(!reviewQueue.json.items.some((i: { orderId: string }) => i.orderId === order.orderId), 'not in the review queue');

  // Used once: the same lines again need a new check.
  await fillCart(shopper, [[amoxil.id, 2]]);
  assert.equal((await api(apiUrl, shopper, 'GET', `/api/cart-approvals/${check.approvalId}`)).json.status, 'used');
  assert.equal((await initiate(shopper)).res.status, 409);
});

test("one approval, two checkouts paid on it (two tabs): the order that takes it second waits for the pharmacist's review", async () => {
  const shopper = await createUser(app);
  await fillCart(shopper, [[amoxil.id, 1]]);
  const check = await requestCheck(shopper);
  assert.equal(
    (await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${check.approvalId}`, { approved: true })).status,
    200,
  );

  // A checkout opens on the approval; in another tab a painkiller is added and a second checkout
  // opens (another cart, another payment), still covered. Both are paid, and verified at once.
  const tabs = [(await initiate(shopper)).res];
  await fillCart(shopper, [
    [amoxil.id, 1],
    [paracetamol.id, 1],
  ]);
  tabs.push((await initiate(shopper)).res);
  for (const tab of tabs) assert.equal(tab.status, 200, JSON.stringify(tab.json));
  const references = tabs.map((t) => t.json.data.reference as string);
  assert.notEqual(references[0], references[1], 'two checkouts');
  for (const tab of tabs) await payOnCheckoutPage(tab.json.data.authorization_url, SUCCESS_CARD);
  const verified = await Promise.all(references.map((reference) => api(apiUrl, shopper, 'GET', `/api/payment/verify/${reference}`)));
  const placed = await Promise.all(
    verified.map(
      async (v) => (await api(apiUrl, shopper, 'GET', `/api/Order/${v.json.data.orderId}`)).json as { orderId: string; status: string },
    ),
  );
  assert.deepEqual(
    placed.map((o) => o.status).sort(),
    ['AwaitingReview', 'Pending'],
    'one order goes through on the approval, the other waits for a pharmacist',
  );
  const second = placed.find((o) => o.status === 'AwaitingReview')!;
  const reviewQueue = await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/reviews');
  assert.ok(
    reviewQueue.json.items.some((i: { orderId: string }) => i.orderId === second.orderId),
    'in the review queue',
  );
  assert.equal((await api(apiUrl, shopper, 'GET', `/api/cart-approvals/${check.approvalId}`)).json.status, 'used');
});

test('a rejection needs a reason, is audited and mailed; a pharmacist never checks their own', async () => {
  const shopper = await createUser(app);
  await fillCart(shopper, [[amlodipine.id, 1]]);
  const check = await requestCheck(shopper);
  const noReason = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${check.approvalId}`, { approved: false });
  assert.equal(noReason.status, 400);
  assert.equal((await auditOf(check.approvalId)).length, 0, 'nothing decided, nothing audited');
  const rejected = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${check.approvalId}`, {
    approved: false,
    reason: 'The prescription is not signed.',
  });
  assert.equal(rejected.status, 200);
  const entries = await auditOf(check.approvalId);
  assert.equal(entries.length, 1);
  assert.equal(entries[0]!.action, 'review-rejected');
  assert.equal(entries[0]!.changes.find((c) => c.field === 'reason')?.to, 'The prescription is not signed.');
  assert.equal((await initiate(shopper)).res.status, 409);
  assert.ok(readOutbox(app).some((m) => m.to.includes(shopper.user.email) && /Prescription not approved/.test(m.subject)));

  await fillCart(pharmacist, [[amoxil.id, 1]]);
  const own = await requestCheck(pharmacist);
  assert.ok(
    !(await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/cart-approvals')).json.items.some(
      (i: { approvalId: string }) => i.approvalId === own.approvalId,
    ),
  );
  const self = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${own.approvalId}`, { approved: true });
  assert.equal(self.status, 403);
  assert.equal(self.json.code, 'review-own-order');
});

/** No token at all. */
function createUserToken(): null {
  return null;
}
