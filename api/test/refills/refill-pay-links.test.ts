// Refills paid through a pay link (shoppers paying by transfer or USSD): the units are reserved when
// the link's Paystack page is made, as before a card charge; the refill is recorded paid the moment
// the payment is verified (the verify call, the provider's event or the reconciliation, all through
// the checkout's placement), exactly once under duplicate events and concurrent verify calls; a
// payment that fails, or a page that expires unpaid, gives the units back.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { orders, payments, refillCycles, refillPlans, stockAllocations, stockReservations } from '../../src/platform/db/schema/index';
import { SANDBOX_SECRET_KEY } from '../../src/domains/payments/paystack-client';
import {
  api,
  createMedicines,
  DECLINE_CARD,
  LAGOS_ADDRESS,
  payOnCheckoutPage,
  startCommerce,
  SUCCESS_CARD,
  unitsOnHandOf,
} from '../helpers/commerce';
import { createUser } from '../helpers/users';
import { png, upload } from '../prescriptions/helpers';

const { app, apiUrl } = await startCommerce();

const at = (day: string) => new Date(`${day}T09:00:00+01:00`);

/** A shopper with no saved card and a plan paid by pay link, its refill due (the pay link mailed). */
async function dueRefill(name: string, quantity: number, stock = 20) {
  const [med] = await createMedicines(app, [{ name, price: 900, stock }]);
  const user = await createUser(app);
  const address = await api(apiUrl, user, 'POST', '/api/delivery/addresses', LAGOS_ADDRESS);
  assert.equal(address.status, 201, JSON.stringify(address.json));
  const created = await api(apiUrl, user, 'POST', '/api/refills', {
    medicineId: med.id,
    quantity,
    everyWeeks: 4,
    addressId: address.json.id,
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  assert.equal(created.json.autoPay, false);
  await app.refillRun.tick(at(created.json.nextRunOn));
  return { med, user, plan: created.json as { id: string; nextRunOn: string } };
}

const reservedBy = async (cycleId: string) =>
  (
    await app.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.holder, `refill:${cycleId}`))
  ).reduce((n, r) => n + r.quantity, 0);
const cyclesOf = (planId: string) => app.db.select().from(refillCycles).where(eq(refillCycles.planId, planId));

function chargeSuccessEvent(reference: string, amountKobo: number) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { id: 1, status: 'success', reference, amount: amountKobo, currency: 'NGN', paid_at: new Date().toISOString() },
  });
  return () =>
    fetch(`${apiUrl}/api/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': crypto.createHmac('sha512', SANDBOX_SECRET_KEY).update(body).digest('hex'),
      },
      body,
    });
}

test('the pay link reserves the units; verified, the refill is recorded paid at once, exactly once under concurrent verify calls and duplicate events', async () => {
  const { med, user, plan } = await dueRefill('Amlodipine 10mg', 3);
  const stock = await unitsOnHandOf(app, med.id);
  const opened = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`);
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  const [cycle] = await cyclesOf(plan.id);
  // Held as the card path holds them: off the shelf, under the cycle's name.
  assert.equal(await reservedBy(cycle.id), 3);
  assert.equal(await unitsOnHandOf(app, med.id), stock - 3);
  // Opened again: the same page, nothing more held.
  assert.equal((await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`)).json.reference, opened.json.reference);
  assert.equal(await reservedBy(cycle.id), 3);

  await payOnCheckoutPage(opened.json.authorizationUrl, SUCCESS_CARD);
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, opened.json.reference));
  const webhook = chargeSuccessEvent(opened.json.reference, payment.amountKobo);
  const answers = await Promise.all([
    ...Array.from({ length: 6 }, () => api(apiUrl, user, 'GET', `/api/payment/verify/${opened.json.reference}`)),
    ...Array.from({ length: 4 }, () => webhook().then((r) => ({ status: r.status, json: null }))),
  ]);
  for (const a of answers) assert.equal(a.status, 200, JSON.stringify(a.json));

  // No scheduler run and no visit to My refill plans since: the cycle is already recorded.
  const placed = await app.db.select().from(orders).where(eq(orders.paymentReference, opened.json.reference));
  assert.equal(placed.length, 1);
  const [after] = await cyclesOf(plan.id);
  assert.equal(after.status, 'placed');
  assert.equal(after.orderId, placed[0].id);
  assert.equal(after.amountKobo, payment.amountKobo);
  // The reserved units became the order's: taken once.
  assert.equal(await reservedBy(cycle.id), 0);
  const allocated = await app.db.select().from(stockAllocations).where(eq(stockAllocations.orderId, placed[0].id));
  assert.equal(
    allocated.reduce((n, a) => n + a.quantity, 0),
    3,
  );
  assert.equal(await unitsOnHandOf(app, med.id), stock - 3);
  // Later runs and looks change nothing.
  assert.equal((await app.refillRun.tick(at(plan.nextRunOn))).placed, 0);
  assert.equal((await api(apiUrl, user, 'GET', '/api/refills')).json.items[0].lastCycle.status, 'placed');
  assert.equal((await app.db.select().from(orders).where(eq(orders.paymentReference, opened.json.reference))).length, 1);
});

test('a prescription-only refill paid by pay link uses the prescription once, whoever verifies first', async () => {
  const { user, plan } = await dueRefill('Lisinopril 5mg', 2);
  // Dispensed against the shopper's prescription, 6 units allowed (as a pharmacist's review sets it).
  const rx = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png', type: 'image/png' });
  assert.equal(rx.status, 201, JSON.stringify(rx.json));
  await app.db.update(refillPlans).set({ prescriptionId: rx.json.id, prescribedUnitsLeft: 6 }).where(eq(refillPlans.id, plan.id));
  const opened = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`);
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  await payOnCheckoutPage(opened.json.authorizationUrl, SUCCESS_CARD);
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, opened.json.reference));
  const webhook = chargeSuccessEvent(opened.json.reference, payment.amountKobo);
  await Promise.all([
    webhook(),
    webhook(),
    api(apiUrl, user, 'GET', `/api/payment/verify/${opened.json.reference}`),
    app.reconcilePayments(),
    app.refillRun.settlePayLinks(null),
  ]);
  const [row] = await app.db.select().from(refillPlans).where(eq(refillPlans.id, plan.id));
  assert.equal(row.prescribedUnitsLeft, 4);
  assert.equal((await cyclesOf(plan.id)).filter((c) => c.status === 'placed').length, 1);
});

test('a failed pay-link payment gives the units back; paying again holds them again', async () => {
  const { med, user, plan } = await dueRefill('Hydrochlorothiazide 25mg', 2);
  const stock = await unitsOnHandOf(app, med.id);
  const opened = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`);
  const [cycle] = await cyclesOf(plan.id);
  assert.equal(await unitsOnHandOf(app, med.id), stock - 2);
  await payOnCheckoutPage(opened.json.authorizationUrl, DECLINE_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${opened.json.reference}`);
  assert.equal(verified.json.data.status, 'failed');
  await app.refillRun.tick(at(plan.nextRunOn));
  assert.equal(await reservedBy(cycle.id), 0);
  assert.equal(await unitsOnHandOf(app, med.id), stock);
  const [waiting] = await cyclesOf(plan.id);
  assert.equal(waiting.status, 'asked');
  assert.match(waiting.reason ?? '', /did not go through/);
  // A second run gives nothing back twice.
  await app.refillRun.tick(at(plan.nextRunOn));
  assert.equal(await unitsOnHandOf(app, med.id), stock);

  const again = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`);
  assert.equal(again.status, 200, JSON.stringify(again.json));
  assert.notEqual(again.json.reference, opened.json.reference);
  assert.equal(await reservedBy(cycle.id), 2);
  await payOnCheckoutPage(again.json.authorizationUrl, SUCCESS_CARD);
  assert.equal((await api(apiUrl, user, 'GET', `/api/payment/verify/${again.json.reference}`)).json.data.status, 'success');
  const [paid] = await cyclesOf(plan.id);
  assert.equal(paid.status, 'placed');
  assert.equal(await unitsOnHandOf(app, med.id), stock - 2);
});

test('a pay link that expires unpaid gives the units back once the reconciliation closes its payment', async () => {
  const { med, user, plan } = await dueRefill('Bisoprolol 5mg', 1);
  const stock = await unitsOnHandOf(app, med.id);
  const opened = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`);
  const [cycle] = await cyclesOf(plan.id);
  assert.equal(await reservedBy(cycle.id), 1);
  // Still payable: the units stay held.
  await app.refillRun.tick(at(plan.nextRunOn));
  assert.equal(await reservedBy(cycle.id), 1);
  // The provider's page lapsed (its 30 minutes passed) without a payment.
  await app.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '40 minutes'` })
    .where(eq(payments.reference, opened.json.reference));
  await app.reconcilePayments();
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, opened.json.reference));
  assert.equal(payment.status, 'abandoned');
  await app.refillRun.tick(at(plan.nextRunOn));
  assert.equal(await reservedBy(cycle.id), 0);
  assert.equal(await unitsOnHandOf(app, med.id), stock);
});

test('two pays of one refill at once (two tabs, two API replicas) open one Paystack page and hold the units once', async () => {
  const { med, user, plan } = await dueRefill('Losartan 50mg', 2);
  const stock = await unitsOnHandOf(app, med.id);
  const answers = await Promise.all([1, 2, 3].map(() => api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`)));
  // The first page wins; a pay that lost the race is told to use it (409), never given a second page.
  for (const one of answers) assert.ok([200, 409].includes(one.status), JSON.stringify(one.json));
  const opened = answers.filter((a) => a.status === 200);
  assert.ok(opened.length >= 1);
  assert.equal(new Set(opened.map((o) => o.json.reference)).size, 1, `one page, got ${opened.map((o) => o.json.reference).join(', ')}`);
  const again = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`);
  assert.equal(again.json.reference, opened[0].json.reference, 'asked again: the same page');
  const [cycle] = await cyclesOf(plan.id);
  assert.equal(cycle.paymentReference, opened[0].json.reference);
  const pages = await app.db
    .select()
    .from(payments)
    .where(sql`${payments.reference} like ${`RFP-${cycle.id.replace(/-/g, '').slice(0, 20).toUpperCase()}-%`}`);
  assert.equal(pages.length, 1, 'one payment for the refill');
  assert.equal(await reservedBy(cycle.id), 2);
  assert.equal(await unitsOnHandOf(app, med.id), stock - 2);
});
