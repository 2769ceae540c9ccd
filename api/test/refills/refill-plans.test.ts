// Refill plans end to end against the Paystack sandbox, with the scheduler's clock moved by the test:
// a card paid through Paystack is kept (reusable authorizations only), a plan charges it with
// Charge Authorization after the notice, exactly once under concurrent runs, and asks instead of
// charging on a price rise; a declined card reserves nothing and mails once; cancelling just before
// the run charges nothing; mailed links work once, for their own purpose only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  cardAuthorizations,
  medicines,
  orders,
  payments,
  refillCycles,
  refillPlans,
  stockAllocations,
  stockMovements,
  stockReservations,
} from '../../src/platform/db/schema/index';
import { makePrescriptionOnly, png, upload } from '../prescriptions/helpers';
import { addDays, lagosDay } from '../../src/domains/refills/refill-dates';
import {
  api,
  checkoutBody,
  createMedicines,
  LAGOS_ADDRESS,
  payOnCheckoutPage,
  startCommerce,
  SUCCESS_CARD,
  unitsOnHandOf,
} from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createUser, type TestUser } from '../helpers/users';

const { app, apiUrl, sandbox } = await startCommerce();

/** 09:00 in Lagos on a day. */
const at = (day: string) => new Date(`${day}T09:00:00+01:00`);
const today = lagosDay(new Date());

async function shopperWithCard(medicineId: string, price: number, card = SUCCESS_CARD) {
  const user = await createUser(app);
  const address = await api(apiUrl, user, 'POST', '/api/delivery/addresses', LAGOS_ADDRESS);
  assert.equal(address.status, 201, JSON.stringify(address.json));
  assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity: 1, userId: user.user.id })).status, 200);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, price), saveCard: true });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, card);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${init.json.data.reference}`);
  assert.equal(verified.json.data.status, 'success');
  const cards = await api(apiUrl, user, 'GET', '/api/refills/cards');
  return { user, addressId: address.json.id as string, cards: cards.json.items as { id: string; last4: string }[] };
}

async function planFor(user: TestUser, body: Record<string, unknown>) {
  const res = await api(apiUrl, user, 'POST', '/api/refills', body);
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json as { id: string; nextRunOn: string; status: string; nextAmount: number; autoPay: boolean };
}

const mailsTo = (user: TestUser) => readOutbox(app).filter((m) => m.to.includes(user.user.email));
const refillCharges = async (userId: string) =>
  app.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.paymentType, 'refill')));
const movementsOf = (medicineId: string, reason: 'reserved' | 'reservation-released') =>
  app.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.medicineId, medicineId), eq(stockMovements.reason, reason)));
const reservedOf = async (medicineId: string) =>
  (await app.db.select().from(stockReservations).where(eq(stockReservations.medicineId, medicineId))).reduce((n, r) => n + r.quantity, 0);
const sandboxCharges = (email: string) =>
  [...sandbox.sandbox.transactions.values()].filter((t) => t.authorizationCode && t.email === email);

test('a card paid through Paystack is kept (its authorization is reusable) and only its shopper may charge it', async () => {
  const [med] = await createMedicines(app, [{ name: 'Amlodipine 5mg', price: 1500 }]);
  const { user, cards } = await shopperWithCard(med.id, 1500);
  assert.equal(cards.length, 1);
  assert.equal(cards[0].last4, '4081');
  const stored = await app.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.userId, user.user.id));
  assert.equal(stored.length, 1);
  assert.match(stored[0].authorizationCode, /^AUTH_/);
  // The answer never carries the authorization code.
  assert.equal(JSON.stringify(cards).includes('AUTH_'), false);
  // Another shopper cannot use this card on their plan.
  const eve = await shopperWithCard(med.id, 1500);
  const refused = await api(apiUrl, eve.user, 'POST', '/api/refills', {
    medicineId: med.id,
    quantity: 1,
    everyWeeks: 4,
    addressId: eve.addressId,
    cardId: cards[0].id,
    autoPay: true,
  });
  assert.equal(refused.status, 400);
});

test('notice 3 days before, then one charge and one order per cycle under 10 concurrent runs', async () => {
  const [med] = await createMedicines(app, [{ name: 'Metformin 500mg', price: 2000, stock: 40 }]);
  const { user, addressId, cards } = await shopperWithCard(med.id, 2000);
  const plan = await planFor(user, { medicineId: med.id, quantity: 2, everyWeeks: 4, addressId, cardId: cards[0].id, autoPay: true });
  assert.equal(plan.nextRunOn, addDays(today, 28));
  assert.equal(plan.autoPay, true);
  assert.equal(plan.nextAmount, 4000);
  const runOn = plan.nextRunOn;

  // A week before: the reminder, once, whatever the number of runs.
  await Promise.all([1, 2, 3].map(() => app.refillRun.tick(at(addDays(runOn, -7)))));
  assert.equal(mailsTo(user).filter((m) => /refill is due on/.test(m.subject)).length, 1);
  // On the day before the notice would have gone, nothing is charged: no notice, no charge.
  await app.refillRun.tick(at(addDays(runOn, -4)));
  assert.equal((await refillCharges(user.user.id)).length, 0);
  // 3 days before: the notice with the amount and the card, once.
  await Promise.all([1, 2, 3].map(() => app.refillRun.tick(at(addDays(runOn, -3)))));
  const notices = mailsTo(user).filter((m) => /^We will charge/.test(m.subject));
  assert.equal(notices.length, 1);
  assert.match(notices[0].text, /N4,000/);
  assert.match(notices[0].text, /ending 4081/);

  const stockBefore = await unitsOnHandOf(app, med.id);
  const reports = await Promise.all(Array.from({ length: 10 }, () => app.refillRun.tick(at(runOn))));
  assert.equal(
    reports.reduce((n, r) => n + r.placed, 0),
    1,
  );
  const charges = await refillCharges(user.user.id);
  assert.equal(charges.length, 1);
  assert.equal(charges[0].status, 'success');
  assert.equal(charges[0].amountKobo, 400_000);
  assert.equal(sandboxCharges(user.user.email).length, 1);
  const placed = await app.db.select().from(orders).where(eq(orders.paymentReference, charges[0].reference));
  assert.equal(placed.length, 1);
  assert.equal(await unitsOnHandOf(app, med.id), stockBefore - 2);
  // The 2 units were reserved before the charge and handed to the order: taken once.
  const allocated = await app.db.select().from(stockAllocations).where(eq(stockAllocations.orderId, placed[0].id));
  assert.equal(
    allocated.reduce((n, a) => n + a.quantity, 0),
    2,
  );
  assert.deepEqual(await reservedOf(med.id), 0);
  assert.equal((await movementsOf(med.id, 'reserved')).length, 1);
  // The receipt went out, and the plan moved on by its interval.
  assert.ok(mailsTo(user).some((m) => m.text.includes(placed[0].id) || /receipt|order/i.test(m.subject)));
  const after = (await api(apiUrl, user, 'GET', '/api/refills')).json.items[0];
  assert.equal(after.nextRunOn, addDays(runOn, 28));
  assert.equal(after.lastCycle.status, 'placed');
  const badge = await api(apiUrl, user, 'GET', '/api/refills/orders');
  assert.deepEqual(badge.json.items, [{ orderId: placed[0].id, planId: plan.id }]);
  // The same day again: nothing more.
  await app.refillRun.tick(at(runOn));
  assert.equal((await refillCharges(user.user.id)).length, 1);
});

test('a price rise over 10 % asks the shopper instead of charging; confirmed, the refill goes ahead', async () => {
  const [med] = await createMedicines(app, [{ name: 'Lisinopril 10mg', price: 1000 }]);
  const { user, addressId, cards } = await shopperWithCard(med.id, 1000);
  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 2, addressId, cardId: cards[0].id, autoPay: true });
  await app.refillRun.tick(at(addDays(plan.nextRunOn, -3)));
  await app.db.update(medicines).set({ priceKobo: 111_000 }).where(eq(medicines.id, med.id));
  await app.refillRun.tick(at(plan.nextRunOn));
  assert.equal((await refillCharges(user.user.id)).length, 0);
  const asked = (await api(apiUrl, user, 'GET', '/api/refills')).json.items[0];
  assert.equal(asked.status, 'needs-confirmation');
  assert.equal(mailsTo(user).filter((m) => /confirm the new price/.test(m.subject)).length, 1);
  // A rise of exactly 10 % would have charged; the shopper agrees to the new price.
  const confirmed = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/confirm-price`);
  assert.equal(confirmed.json.status, 'active');
  await app.refillRun.tick(at(plan.nextRunOn));
  const charges = await refillCharges(user.user.id);
  assert.equal(charges.length, 1);
  assert.equal(charges[0].amountKobo, 111_000);
});

test('a declined card (insufficient funds) reserves nothing, mails once, retries with backoff, then dunning and pause', async () => {
  const [med] = await createMedicines(app, [{ name: 'Glibenclamide 5mg', price: 800, stock: 30 }]);
  const { user, addressId, cards } = await shopperWithCard(med.id, 800);
  const code = (await app.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.userId, user.user.id)))[0].authorizationCode;
  sandbox.sandbox.authorizationOutcomes.set(code, 'insufficient_funds');
  const plan = await planFor(user, { medicineId: med.id, quantity: 3, everyWeeks: 4, addressId, cardId: cards[0].id, autoPay: true });
  await app.refillRun.tick(at(addDays(plan.nextRunOn, -3)));
  const stock = await unitsOnHandOf(app, med.id);
  await Promise.all([1, 2, 3].map(() => app.refillRun.tick(at(plan.nextRunOn))));
  assert.equal(await unitsOnHandOf(app, med.id), stock);
  // Reserved before the charge, given back when it was declined.
  assert.deepEqual(
    (await movementsOf(med.id, 'reserved')).map((m) => m.change),
    [-3],
  );
  assert.deepEqual(
    (await movementsOf(med.id, 'reservation-released')).map((m) => m.change),
    [3],
  );
  assert.equal(await reservedOf(med.id), 0);
  const ordersOf = await app.db.select().from(orders).where(eq(orders.userId, user.user.id));
  assert.equal(ordersOf.length, 1); // the first purchase only
  const failedMails = () => mailsTo(user).filter((m) => /could not charge your card/.test(m.subject));
  assert.equal(failedMails().length, 1);
  assert.match(failedMails()[0].text, /Insufficient Funds/);
  // Tried again a day later (declined again: no second failure mail), then two days later: given up.
  await app.refillRun.tick(new Date(at(plan.nextRunOn).getTime() + 25 * 3600 * 1000));
  assert.equal(failedMails().length, 1);
  await app.refillRun.tick(new Date(at(plan.nextRunOn).getTime() + 4 * 24 * 3600 * 1000));
  assert.equal(sandboxCharges(user.user.email).length, 3);
  assert.equal(mailsTo(user).filter((m) => /plan is paused/.test(m.subject)).length, 1);
  assert.equal((await api(apiUrl, user, 'GET', '/api/refills')).json.items[0].status, 'paused');
  const failures = await api(apiUrl, await adminOf(), 'GET', '/api/admin/refills/failures');
  assert.ok(failures.json.items.some((f: { planId: string; status: string }) => f.planId === plan.id && f.status === 'failed'));
  assert.equal(await unitsOnHandOf(app, med.id), stock);
});

test('stock is reserved before each charge: two plans for the last unit make one charge and one order, never an oversell', async () => {
  // 2 units: each shopper's first purchase takes one... so 3, leaving 1 for two plans due the same day.
  const [med] = await createMedicines(app, [{ name: 'Bisoprolol 5mg', price: 900, stock: 3 }]);
  const a = await shopperWithCard(med.id, 900);
  const b = await shopperWithCard(med.id, 900);
  assert.equal(await unitsOnHandOf(app, med.id), 1);
  const plans: Awaited<ReturnType<typeof planFor>>[] = [];
  for (const s of [a, b])
    plans.push(
      await planFor(s.user, {
        medicineId: med.id,
        quantity: 1,
        everyWeeks: 4,
        addressId: s.addressId,
        cardId: s.cards[0].id,
        autoPay: true,
      }),
    );
  const runOn = plans[0].nextRunOn;
  await app.refillRun.tick(at(addDays(runOn, -3)));
  const reports = await Promise.all(Array.from({ length: 6 }, () => app.refillRun.tick(at(runOn))));
  assert.equal(
    reports.reduce((n, r) => n + r.placed, 0),
    1,
  );
  assert.equal(await unitsOnHandOf(app, med.id), 0);
  // Only the shopper whose units were reserved was charged; the other waits (out of stock), uncharged.
  const charged = [...(await refillCharges(a.user.user.id)), ...(await refillCharges(b.user.user.id))];
  assert.equal(charged.length, 1);
  assert.equal(sandboxCharges(a.user.user.email).length + sandboxCharges(b.user.user.email).length, 1);
  const waiting = await app.db.select().from(refillCycles).where(eq(refillCycles.status, 'retrying'));
  assert.ok(waiting.some((c) => plans.some((p) => p.id === c.planId) && /out of stock/.test(c.reason ?? '')));
});

test('an expired prescription stops the charge and asks for a new one, which a pharmacist reviews before anything is charged', async () => {
  const [otc, pom] = await createMedicines(app, [
    { name: 'Vitamin C 1000mg', price: 500 },
    { name: 'Enalapril 10mg', price: 1400, stock: 20 },
  ]);
  await makePrescriptionOnly(app, pom.id);
  const { user, addressId, cards } = await shopperWithCard(otc.id, 500);
  // Usable for two weeks more, so it lapses before the refill 4 weeks from now.
  const writtenOn = addDays(addMonthsTo(today, -6), 14);
  const old = await upload(apiUrl, user, { bytes: await png(), name: 'rx.png', type: 'image/png' }, { writtenOn });
  assert.equal(old.status, 201, JSON.stringify(old.json));
  const plan = await planFor(user, {
    medicineId: pom.id,
    quantity: 2,
    everyWeeks: 4,
    addressId,
    cardId: cards[0].id,
    autoPay: true,
    prescriptionId: old.json.id,
  });
  assert.equal(plan.status, 'needs-prescription');
  const pharmacist = await pharmacistOf();
  const queue = async () => (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/refills')).json.items as { id: string }[];
  assert.ok((await queue()).some((p) => p.id === plan.id));
  const approved = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/refills/${plan.id}/review`, { approve: true, unitsAllowed: 4 });
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
  assert.equal(approved.json.status, 'active');

  const stock = await unitsOnHandOf(app, pom.id);
  await app.refillRun.tick(at(addDays(plan.nextRunOn, -3)));
  const report = await app.refillRun.tick(at(plan.nextRunOn));
  assert.equal(report.placed, 0);
  assert.equal((await refillCharges(user.user.id)).length, 0);
  assert.equal(sandboxCharges(user.user.email).length, 0);
  assert.equal(await unitsOnHandOf(app, pom.id), stock);
  const stopped = (await api(apiUrl, user, 'GET', '/api/refills')).json.items.find((p: { id: string }) => p.id === plan.id);
  assert.equal(stopped.status, 'needs-prescription');
  assert.equal(stopped.prescriptionId, null);
  assert.match(stopped.lastCycle.reason, /six months/);
  assert.equal(mailsTo(user).filter((m) => /needs a new prescription/.test(m.subject)).length, 1);
  // The expired prescription cannot be attached again; a new one goes to the pharmacist.
  const setClock = await api(apiUrl, await adminOf(), 'POST', '/api/admin/refills/run', { at: at(plan.nextRunOn).toISOString() });
  assert.equal(setClock.status, 200);
  assert.equal((await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/prescription`, { prescriptionId: old.json.id })).status, 409);
  const fresh = await upload(apiUrl, user, { bytes: await png(), name: 'rx2.png', type: 'image/png' });
  assert.equal((await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/prescription`, { prescriptionId: fresh.json.id })).status, 200);
  app.refillClock.set(new Date());
  assert.ok((await queue()).some((p) => p.id === plan.id));
  await app.refillRun.tick(at(plan.nextRunOn));
  assert.equal((await refillCharges(user.user.id)).length, 0); // not before the review
  const again = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/refills/${plan.id}/review`, { approve: true, unitsAllowed: 2 });
  assert.equal(again.json.status, 'active');
  assert.equal((await app.refillRun.tick(at(plan.nextRunOn))).placed, 1);
  const [charge] = await refillCharges(user.user.id);
  assert.equal(charge.status, 'success');
  // The new prescription's 2 units are used up: the next refill stops and asks again.
  const [row] = await app.db.select().from(refillPlans).where(eq(refillPlans.id, plan.id));
  assert.equal(row.prescribedUnitsLeft, 0);
});

test('the bank asking for the customer (send_otp) charges nothing and mails a pay link instead', async () => {
  const [med] = await createMedicines(app, [{ name: 'Nifedipine 20mg', price: 1200 }]);
  const { user, addressId, cards } = await shopperWithCard(med.id, 1200);
  const code = (await app.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.userId, user.user.id)))[0].authorizationCode;
  sandbox.sandbox.authorizationOutcomes.set(code, 'send_otp');
  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 4, addressId, cardId: cards[0].id, autoPay: true });
  await app.refillRun.tick(at(addDays(plan.nextRunOn, -3)));
  await app.refillRun.tick(at(plan.nextRunOn));
  const [charge] = await refillCharges(user.user.id);
  assert.equal(charge.status, 'failed');
  assert.equal(charge.providerStatus, 'send_otp');
  assert.equal(mailsTo(user).filter((m) => /ready to pay/.test(m.subject)).length, 1);
  assert.equal((await app.db.select().from(orders).where(eq(orders.userId, user.user.id))).length, 1);
});

test("pay now: without a saved card the refill's pay link opens Paystack's checkout page for the signed-in shopper; paid, one order", async () => {
  const [med] = await createMedicines(app, [{ name: 'Gliclazide 80mg', price: 700, stock: 20 }]);
  const { user, addressId } = await shopperWithCard(med.id, 700);
  const plan = await planFor(user, { medicineId: med.id, quantity: 2, everyWeeks: 4, addressId });
  assert.equal(plan.autoPay, false);
  await app.refillRun.tick(at(plan.nextRunOn));
  const mail = mailsTo(user).find((m) => /ready to pay/.test(m.subject))!;
  assert.ok(mail, 'the pay link mail');
  const token = new URL(mail.links.find((l) => l.includes('action=pay'))!).searchParams.get('token')!;
  const path = `/api/refill-links/${encodeURIComponent(token)}/pay`;
  // Only the plan's shopper, signed in, and only with a pay link.
  assert.equal((await api(apiUrl, null, 'POST', path)).status, 401);
  assert.equal((await api(apiUrl, await createUser(app), 'POST', path)).status, 403);
  const skipToken = new URL(mail.links.find((l) => l.includes('action=skip'))!).searchParams.get('token')!;
  assert.equal((await api(apiUrl, user, 'POST', `/api/refill-links/${encodeURIComponent(skipToken)}/pay`)).status, 403);
  const opened = await api(apiUrl, user, 'POST', path);
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  assert.match(opened.json.reference, /^RFP-/);
  // Asked again (the page closed, the link tapped again): the same page.
  const again = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/pay`);
  assert.equal(again.json.reference, opened.json.reference);
  const [pending] = await app.db.select().from(payments).where(eq(payments.reference, opened.json.reference));
  assert.equal(pending.amountKobo, 140_000);
  assert.equal(pending.paymentType, 'refill');
  // The 2 units are held from the moment the pay link's page is made.
  const stock = (await unitsOnHandOf(app, med.id)) + 2;
  await payOnCheckoutPage(opened.json.authorizationUrl, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${opened.json.reference}`);
  assert.equal(verified.json.data.status, 'success');
  const placed = await app.db.select().from(orders).where(eq(orders.paymentReference, opened.json.reference));
  assert.equal(placed.length, 1);
  assert.equal(await unitsOnHandOf(app, med.id), stock - 2);
  const after = (await api(apiUrl, user, 'GET', '/api/refills')).json.items[0];
  assert.equal(after.lastCycle.status, 'placed');
  assert.equal(after.lastCycle.orderId, placed[0].id);
  assert.equal(after.nextRunOn, addDays(plan.nextRunOn, 28));
  // Paid: nothing more to pay for that refill, and the scheduler places nothing more.
  assert.equal((await app.refillRun.tick(at(plan.nextRunOn))).placed, 0);
  assert.equal((await app.db.select().from(orders).where(eq(orders.userId, user.user.id))).length, 2);
});

test('cancelling just before the run charges nothing', async () => {
  const [med] = await createMedicines(app, [{ name: 'Atorvastatin 20mg', price: 2500 }]);
  const { user, addressId, cards } = await shopperWithCard(med.id, 2500);
  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 4, addressId, cardId: cards[0].id, autoPay: true });
  await app.refillRun.tick(at(addDays(plan.nextRunOn, -3)));
  const cancelled = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/cancel`);
  assert.equal(cancelled.json.status, 'cancelled');
  await Promise.all([1, 2, 3].map(() => app.refillRun.tick(at(plan.nextRunOn))));
  assert.equal((await refillCharges(user.user.id)).length, 0);
  assert.equal(sandboxCharges(user.user.email).length, 0);
  const cycles = await app.db.select().from(refillCycles).where(eq(refillCycles.planId, plan.id));
  assert.deepEqual(
    cycles.map((c) => c.status),
    ['cancelled'],
  );
});

test('mailed links work once, for their own purpose only, without logging in', async () => {
  const [med] = await createMedicines(app, [{ name: 'Losartan 50mg', price: 1800 }]);
  const { user, addressId, cards } = await shopperWithCard(med.id, 1800);
  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 4, addressId, cardId: cards[0].id, autoPay: true });
  await app.refillRun.tick(at(addDays(plan.nextRunOn, -7)));
  const reminder = mailsTo(user).find((m) => /refill is due on/.test(m.subject))!;
  const tokenOf = (action: string) => {
    const link = reminder.links.find((l) => l.includes(`action=${action}`))!;
    return new URL(link).searchParams.get('token')!;
  };
  const skip = tokenOf('skip');
  const cancel = tokenOf('cancel');
  // Reading a link says what it is for and does not use it.
  const described = await api(apiUrl, null, 'GET', `/api/refill-links/${encodeURIComponent(skip)}`);
  assert.equal(described.status, 200);
  assert.equal(described.json.purpose, 'skip');
  // The skip link cannot cancel, and a forged signature is refused.
  assert.equal((await api(apiUrl, null, 'POST', `/api/refill-links/${encodeURIComponent(skip)}/cancel`)).status, 403);
  const forged = `${skip.split('.')[0]}.${'A'.repeat(43)}`;
  assert.equal((await api(apiUrl, null, 'POST', `/api/refill-links/${encodeURIComponent(forged)}/skip`)).status, 403);
  const used = await api(apiUrl, null, 'POST', `/api/refill-links/${encodeURIComponent(skip)}/skip`);
  assert.equal(used.status, 200);
  assert.equal(used.json.nextRunOn, addDays(plan.nextRunOn, 28));
  assert.equal((await api(apiUrl, null, 'POST', `/api/refill-links/${encodeURIComponent(skip)}/skip`)).status, 410);
  // The cancel link works (once).
  assert.equal((await api(apiUrl, null, 'POST', `/api/refill-links/${encodeURIComponent(cancel)}/cancel`)).json.status, 'cancelled');
  assert.equal((await api(apiUrl, null, 'POST', `/api/refill-links/${encodeURIComponent(cancel)}/cancel`)).status, 410);
});

test("I still have N days' worth moves the date; plans are the shopper's own", async () => {
  const [med] = await createMedicines(app, [{ name: 'Hydrochlorothiazide 25mg', price: 600, stock: 1 }]);
  const { user, addressId } = await shopperWithCard(med.id, 600);
  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 8, addressId, daysLeft: 10 });
  assert.equal(plan.nextRunOn, addDays(today, 7));
  assert.equal(plan.autoPay, false);
  const upcoming = await api(apiUrl, await adminOf(), 'GET', '/api/admin/refills/upcoming');
  assert.equal(upcoming.status, 200);
  const row = upcoming.json.items.find((i: { medicineId: string }) => i.medicineId === med.id);
  assert.equal(row.units, 1);
  // The shopper bought the last unit: the refill due this week needs one more on the shelf.
  assert.equal(row.unitsOnHand, 0);
  assert.equal(row.short, 1);
  const moved = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/days-left`, { daysLeft: 20 });
  assert.equal(moved.json.nextRunOn, addDays(today, 17));
  const other = await createUser(app);
  assert.equal((await api(apiUrl, other, 'POST', `/api/refills/${plan.id}/cancel`)).status, 403);
  assert.equal((await api(apiUrl, null, 'GET', '/api/refills')).status, 401);
});

const addMonthsTo = (day: string, months: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

let pharmacist: TestUser | null = null;
async function pharmacistOf() {
  if (pharmacist) return pharmacist;
  const { createAdmin, grantPharmacist } = await import('../helpers/users');
  pharmacist = await createAdmin(app, { firstName: 'Ngozi', lastName: 'Eze' });
  const granted = await grantPharmacist(app, await adminOf(), pharmacist.user.id, 'PCN/054321');
  assert.equal(granted.status, 200, JSON.stringify(granted.json));
  return pharmacist;
}

let admin: TestUser | null = null;
async function adminOf() {
  const { createAdmin } = await import('../helpers/users');
  admin ??= await createAdmin(app);
  return admin;
}
