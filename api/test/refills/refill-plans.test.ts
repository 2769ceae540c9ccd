// Refill plans end to end against the Paystack sandbox, with the scheduler's clock moved by the test:
// a card paid through Paystack is kept (reusable authorizations only), a plan charges it with
// Charge Authorization after the notice, exactly once under concurrent runs, and asks instead of
// charging on a price rise; a declined card reserves nothing and mails once; cancelling just before
// the run charges nothing; mailed links work once, for their own purpose only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { cardAuthorizations, medicines, orders, payments, refillCycles } from '../../src/db/schema/index';
import { addDays, lagosDay } from '../../src/refills/refill-dates';
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
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', checkoutBody(user, price));
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
  const [med] = await createMedicines(app, [{ name: 'Hydrochlorothiazide 25mg', price: 600 }]);
  const { user, addressId } = await shopperWithCard(med.id, 600);
  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 8, addressId, daysLeft: 10 });
  assert.equal(plan.nextRunOn, addDays(today, 7));
  assert.equal(plan.autoPay, false);
  const upcoming = await api(apiUrl, await adminOf(), 'GET', '/api/admin/refills/upcoming');
  assert.equal(upcoming.status, 200);
  assert.ok(upcoming.json.items.some((i: { medicineId: string; units: number }) => i.medicineId === med.id && i.units === 1));
  const moved = await api(apiUrl, user, 'POST', `/api/refills/${plan.id}/days-left`, { daysLeft: 20 });
  assert.equal(moved.json.nextRunOn, addDays(today, 17));
  const other = await createUser(app);
  assert.equal((await api(apiUrl, other, 'POST', `/api/refills/${plan.id}/cancel`)).status, 403);
  assert.equal((await api(apiUrl, null, 'GET', '/api/refills')).status, 401);
});

let admin: TestUser | null = null;
async function adminOf() {
  const { createAdmin } = await import('../helpers/users');
  admin ??= await createAdmin(app);
  return admin;
}
