// A refill plan's charge meets the clinical checks on its day, for the person the plan is for: a
// medicine that now interacts (added to the person's regular medicines since the plan was made)
// pauses the plan without charging, the shopper is mailed (no medicine name in the subject), a
// pharmacist sees the hold, and their override lets the refill be charged on the next run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { payments, refillCycles } from '../../src/platform/db/schema/index';
import { addDays, lagosDay } from '../../src/domains/refills/refill-dates';
import { api, checkoutBody, LAGOS_ADDRESS, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, makePharmacist } from '../helpers/users';
import { addProfile, fillCart, stockSeededMedicines } from './helpers';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const med = await stockSeededMedicines(app);
const pharmacist = await makePharmacist(app, await createAdmin(app), 'PCN/077777');
const at = (day: string) => new Date(`${day}T09:00:00+01:00`);

test('a refill that now meets an interaction is paused, not charged, the shopper told and a pharmacist shown it; the override lets it go ahead', async () => {
  const shopper = await createUser(app);
  const address = await api(apiUrl, shopper, 'POST', '/api/delivery/addresses', LAGOS_ADDRESS);
  // Mum takes Felvin every 4 weeks; the shopper pays for it with a card they keep for her refills.
  const mum = await addProfile(app, apiUrl, shopper, { relationship: 'parent', label: 'Mum', dateOfBirth: '1958-02-11', sex: 'female' });
  await fillCart(apiUrl, shopper, [[med['Felvin 20mg Capsules (20)'], 1]]);
  const quote = (await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const init = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', {
    ...checkoutBody(shopper, quote.total),
    saveCard: true,
    profileId: mum.id,
  });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  assert.equal((await api(apiUrl, shopper, 'GET', `/api/payment/verify/${init.json.data.reference}`)).json.data.status, 'success');
  const card = (await api(apiUrl, shopper, 'GET', '/api/refills/cards')).json.items[0];
  const other = await createUser(app);
  const foreign = await addProfile(app, apiUrl, other, { relationship: 'child', label: 'Kemi', dateOfBirth: '2015-01-01', sex: 'female' });
  const body = { medicineId: med['Felvin 20mg Capsules (20)'], quantity: 1, everyWeeks: 4, addressId: address.json.id, cardId: card.id };
  assert.equal((await api(apiUrl, shopper, 'POST', '/api/refills', { ...body, autoPay: true, profileId: foreign.id })).status, 404);
  const created = await api(apiUrl, shopper, 'POST', '/api/refills', { ...body, autoPay: true, profileId: mum.id });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const plan = created.json;
  assert.equal(plan.profileId, mum.id);

  // Since then Mum's regular medicines include ibuprofen: with Felvin (piroxicam), two NSAIDs.
  const profile = (await api(apiUrl, shopper, 'GET', `/api/medication-profiles/${mum.id}`)).json;
  const edited = await api(apiUrl, shopper, 'PUT', `/api/medication-profiles/${mum.id}`, {
    version: profile.version,
    label: 'Mum',
    dateOfBirth: '1958-02-11',
    sex: 'female',
    medicines: [{ medicineId: med['Emzor Ibuprofen 400mg (24)'] }],
  });
  assert.equal(edited.status, 200, JSON.stringify(edited.json));

  const runOn = plan.nextRunOn as string;
  await app.refillRun.tick(at(addDays(runOn, -3)));
  const report = await app.refillRun.tick(at(runOn));
  assert.equal(report.placed, 0);
  const refillCharges = () =>
    app.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, shopper.user.id), eq(payments.paymentType, 'refill')));
  assert.equal((await refillCharges()).length, 0, 'nothing charged');
  const paused = (await api(apiUrl, shopper, 'GET', '/api/refills')).json.items.find((p: { id: string }) => p.id === plan.id);
  assert.equal(paused.status, 'paused');
  assert.match(paused.lastCycle.reason, /pharmacist must check/);
  const mail = readOutbox(app).find(
    (m) => m.to.includes(shopper.user.email) && m.subject === "Your refill is waiting for a pharmacist's check",
  );
  assert.ok(mail, 'the shopper is told');
  assert.ok(!/Felvin/i.test(mail.subject), 'no medicine name in the subject');
  assert.ok(mail.text.includes('Felvin'));
  // Paying now from the plan is no way round it.
  assert.equal((await api(apiUrl, shopper, 'POST', `/api/refills/${plan.id}/pay`)).status, 409);

  const hold = (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/safety-holds')).json.items.find(
    (h: { refillPlanId: string | null }) => h.refillPlanId === plan.id,
  );
  assert.ok(hold, 'a pharmacist sees it');
  assert.equal(hold.source, 'refill');
  assert.equal(hold.alerts[0].kind, 'interaction');
  const item = (await api(apiUrl, pharmacist, 'GET', `/api/pharmacist/safety-holds/${hold.id}`)).json;
  assert.deepEqual(
    item.profile.medicines.map((m: { medicineId: string }) => m.medicineId),
    [med['Emzor Ibuprofen 400mg (24)']],
  );
  // Another run the same day: still held, one mail, one hold.
  await app.refillRun.tick(at(runOn));
  assert.equal((await refillCharges()).length, 0);
  const overridden = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/safety-holds/${hold.id}`, {
    override: true,
    reason: 'Ibuprofen stopped last week per her doctor; profile to be updated. Refill Felvin.',
  });
  assert.equal(overridden.status, 200, JSON.stringify(overridden.json));
  const resumed = (await api(apiUrl, shopper, 'GET', '/api/refills')).json.items.find((p: { id: string }) => p.id === plan.id);
  assert.equal(resumed.status, 'active');

  const next = await app.refillRun.tick(at(runOn));
  assert.equal(next.placed, 1, JSON.stringify(next));
  const charges = await refillCharges();
  assert.equal(charges.length, 1);
  assert.equal(charges[0].status, 'success');
  assert.equal(charges[0].cartSnapshot?.safety?.profileId, mum.id, 'the refill order is for Mum');
  const cycles = await app.db.select().from(refillCycles).where(eq(refillCycles.planId, plan.id));
  assert.ok(cycles.some((c) => c.status === 'placed'));
  assert.ok(lagosDay(new Date()) <= runOn);
});
