// A refill plan for a prescription-only medicine started from its product page: tied to one of the
// shopper's own prescriptions still usable (those a pharmacist approved for the medicine first),
// never more at a time than a pharmacist approved on it, one live plan per prescription and
// medicine, and a clear answer when the shopper has none; the server enforces every rule.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addMonths, lagosToday } from '../../src/domains/prescriptions/prescription-dates';
import { addDays } from '../../src/domains/refills/refill-dates';
import { api, createMedicines, LAGOS_ADDRESS, startCommerce } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser, grantPharmacist } from '../helpers/users';
import { makePrescriptionOnly, png, upload } from '../prescriptions/helpers';

const { app, apiUrl } = await startCommerce();
const [pom] = await createMedicines(app, [{ name: 'Losartan 50mg', price: 1600, stock: 30 }]);
await makePrescriptionOnly(app, pom.id);

const granter = await createAdmin(app);
const pharmacist = await createAdmin(app, { firstName: 'Ngozi', lastName: 'Eze' });
const granted = await grantPharmacist(app, granter, pharmacist.user.id, 'PCN/054322');
assert.equal(granted.status, 200, JSON.stringify(granted.json));

async function shopper() {
  const user = await createUser(app);
  const address = await api(apiUrl, user, 'POST', '/api/delivery/addresses', LAGOS_ADDRESS);
  assert.equal(address.status, 201, JSON.stringify(address.json));
  return { user, addressId: address.json.id as string };
}

async function prescriptionOf(user: TestUser, writtenOn?: string) {
  const res = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png', type: 'image/png' }, writtenOn ? { writtenOn } : {});
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.id as string;
}

/** A pharmacist checks the prescription against `quantity` of the medicine in the cart before paying, and approves it. */
async function approvedFor(user: TestUser, quantity: number) {
  const rx = await prescriptionOf(user);
  assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId: pom.id, quantity, userId: user.user.id })).status, 200);
  const asked = await api(apiUrl, user, 'POST', '/api/cart-approvals', { prescriptionId: rx, phone: '0803 555 0101' });
  assert.equal(asked.status, 200, JSON.stringify(asked.json));
  const decided = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/cart-approvals/${asked.json.approvalId}`, { approved: true });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  return rx;
}

const choicesOf = async (user: TestUser) => {
  const res = await api(apiUrl, user, 'GET', `/api/refills/prescriptions?medicineId=${pom.id}`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.items as { id: string; approvedQuantity: number | null; planId: string | null }[];
};
const planBody = (addressId: string, extra: Record<string, unknown>) => ({
  medicineId: pom.id,
  quantity: 1,
  everyWeeks: 4,
  addressId,
  ...extra,
});

test('without a usable prescription the plan is refused, saying to upload one', async () => {
  const { user, addressId } = await shopper();
  assert.deepEqual(await choicesOf(user), []);
  const refused = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, {}));
  assert.equal(refused.status, 409);
  assert.equal(refused.json.code, 'prescription-required');
  assert.match(refused.json.message, /Upload one/);
  // One that has lapsed by the refills' day does not count, and cannot be given either.
  const old = await prescriptionOf(user, addDays(addMonths(lagosToday(), -6), 5));
  app.refillClock.set(new Date(Date.now() + 10 * 24 * 3600 * 1000));
  try {
    assert.deepEqual(await choicesOf(user), []);
    const expired = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: old }));
    assert.equal(expired.status, 409);
    assert.equal(expired.json.code, 'prescription-expired');
  } finally {
    app.refillClock.set(new Date());
  }
  assert.equal((await choicesOf(user)).length, 1);
  // Nor someone else's.
  const other = await shopper();
  const theirs = await prescriptionOf(other.user);
  const stolen = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: theirs }));
  assert.equal(stolen.status, 409);
  assert.equal(stolen.json.code, 'prescription-invalid');
  assert.equal((await api(apiUrl, user, 'GET', '/api/refills')).json.items.length, 0);
});

test('the approved prescription is offered first; a plan never takes more at a time than approved, nor more than the units the pharmacist allows', async () => {
  const { user, addressId } = await shopper();
  const approved = await approvedFor(user, 2);
  const uploaded = await prescriptionOf(user);
  const choices = await choicesOf(user);
  assert.deepEqual(
    choices.map((c) => [c.id, c.approvedQuantity, c.planId]),
    [
      [approved, 2, null],
      [uploaded, null, null],
    ],
  );
  const tooMany = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: approved, quantity: 3 }));
  assert.equal(tooMany.status, 400);
  assert.match(JSON.stringify(tooMany.json), /allows 2 at a time/);

  const made = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: approved, quantity: 2 }));
  assert.equal(made.status, 201, JSON.stringify(made.json));
  assert.equal(made.json.prescriptionId, approved);
  // A pharmacist sets the units the prescription allows before the first refill.
  assert.equal(made.json.status, 'needs-prescription');
  assert.equal(made.json.prescribedUnitsLeft, 0);
  // One live plan per prescription and medicine: its units are that plan's.
  assert.equal((await choicesOf(user))[0].planId, made.json.id);
  const second = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: approved, quantity: 1 }));
  assert.equal(second.status, 409);
  assert.equal(second.json.code, 'prescription-in-use');

  const queue = (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/refills')).json.items as { id: string }[];
  assert.ok(queue.some((p) => p.id === made.json.id));
  const reviewed = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/refills/${made.json.id}/review`, {
    approve: true,
    unitsAllowed: 4,
  });
  assert.equal(reviewed.status, 200, JSON.stringify(reviewed.json));
  assert.equal(reviewed.json.status, 'active');
  const raised = await api(apiUrl, user, 'PATCH', `/api/refills/${made.json.id}`, { quantity: 5 });
  assert.equal(raised.status, 400);
  assert.match(JSON.stringify(raised.json), /allows 4 more/);

  // A prescription not approved for it yet may serve a plan too: the pharmacist checks it first.
  const fromUpload = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: uploaded, quantity: 1 }));
  assert.equal(fromUpload.status, 201, JSON.stringify(fromUpload.json));
  assert.equal(fromUpload.json.status, 'needs-prescription');
});

test("a plan waiting for a prescription takes only its shopper's own, usable prescription, and goes back to the pharmacist", async () => {
  const { user, addressId } = await shopper();
  const made = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: await prescriptionOf(user) }));
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const rejected = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/refills/${made.json.id}/review`, {
    approve: false,
    reason: 'The prescriber is not named.',
  });
  assert.equal(rejected.status, 200, JSON.stringify(rejected.json));
  assert.equal(rejected.json.prescriptionId, null);
  const attach = (who: TestUser, prescriptionId: string) =>
    api(apiUrl, who, 'POST', `/api/refills/${made.json.id}/prescription`, { prescriptionId });

  // Someone else's prescription on my plan, my prescription on someone else's plan: both refused, nothing changes.
  const other = await createUser(app);
  const theirs = await prescriptionOf(other);
  const notMine = await attach(user, theirs);
  assert.equal(notMine.status, 409, JSON.stringify(notMine.json));
  assert.equal(notMine.json.code, 'prescription-invalid');
  const notTheirPlan = await attach(other, theirs);
  assert.equal(notTheirPlan.status, 403, JSON.stringify(notTheirPlan.json));
  const unchanged = (await api(apiUrl, user, 'GET', '/api/refills')).json.items.find((p: { id: string }) => p.id === made.json.id);
  assert.equal(unchanged.prescriptionId, null);

  // A prescription serving my other plan for this medicine is refused too: one prescription, one plan.
  const second = await api(apiUrl, user, 'POST', '/api/refills', planBody(addressId, { prescriptionId: await prescriptionOf(user) }));
  assert.equal(second.status, 201, JSON.stringify(second.json));
  const inUse = await attach(user, second.json.prescriptionId);
  assert.equal(inUse.status, 409, JSON.stringify(inUse.json));
  assert.equal(inUse.json.code, 'prescription-in-use');

  const mine = await prescriptionOf(user);
  const attached = await attach(user, mine);
  assert.equal(attached.status, 200, JSON.stringify(attached.json));
  assert.equal(attached.json.prescriptionId, mine);
  assert.equal(attached.json.status, 'needs-prescription');
  const queue = (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/refills')).json.items as { id: string }[];
  assert.ok(queue.some((p) => p.id === made.json.id));
});
