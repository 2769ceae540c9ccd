// The shopper's saved cards page (issue 47): only cards they saved on their own checkout are listed,
// each with where it came from and the refill plans using it; removing one deletes its authorization
// (nothing can charge it again), another shopper's card answers 404 exactly as a card that does not
// exist, and a plan that charged the removed card mails a pay link at its next run instead.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cardAuthorizations, orders, payments, refillCycles, refillPlans } from '../../src/platform/db/schema/index';
import { addDays, lagosDay } from '../../src/domains/refills/refill-dates';
import { api, checkoutBody, createMedicines, LAGOS_ADDRESS, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createUser, type TestUser } from '../helpers/users';

const { app, apiUrl, sandbox, sandboxUrl } = await startCommerce();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers read field by field
type Json = Record<string, any>;

/** 09:00 in Lagos on a day. */
const at = (day: string) => new Date(`${day}T09:00:00+01:00`);

/** A shopper who paid at their own checkout with "save this card" ticked: the card is saved. */
async function shopperWithCard(medicineId: string, price: number) {
  const user = await createUser(app);
  const address = await api(apiUrl, user, 'POST', '/api/delivery/addresses', LAGOS_ADDRESS);
  assert.equal(address.status, 201, JSON.stringify(address.json));
  assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity: 1, userId: user.user.id })).status, 200);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, price), saveCard: true });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const reference = init.json.data.reference as string;
  assert.equal((await api(apiUrl, user, 'GET', `/api/payment/verify/${reference}`)).json.data.status, 'success');
  const cards = (await api(apiUrl, user, 'GET', '/api/account/cards')).json.items as Json[];
  assert.equal(cards.length, 1);
  return { user, addressId: address.json.id as string, card: cards[0], reference };
}

async function planFor(user: TestUser, body: Record<string, unknown>) {
  const res = await api(apiUrl, user, 'POST', '/api/refills', body);
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json as Json;
}

const cardRows = (userId: string) => app.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.userId, userId));
const cardCharges = (email: string) => [...sandbox.sandbox.transactions.values()].filter((t) => t.authorizationCode && t.email === email);

test('my saved card is listed with where it came from and the plans using it, never its code; removed, it is gone', async () => {
  const [med] = await createMedicines(app, [{ name: 'Saved-card amlodipine', price: 1500 }]);
  const { user, addressId, card, reference } = await shopperWithCard(med.id, 1500);
  const [order] = await app.db.select().from(orders).where(eq(orders.paymentReference, reference));
  const number = `EPH-${String(order.orderNumber).padStart(6, '0')}`;
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos' }).format(new Date());
  assert.equal(card.last4, '4081');
  assert.equal(card.savedAtOrder, number);
  assert.equal(card.savedFrom, `Saved at checkout ${number} on ${today}`);
  assert.ok(Math.abs(Date.parse(card.savedAt) - Date.now()) < 5 * 60_000, 'saved just now');
  assert.deepEqual(card.plans, []);
  const [row] = await cardRows(user.user.id);
  assert.ok(sandbox.sandbox.authorizations.has(row.authorizationCode), 'the provider knows the card');
  const listed = await api(apiUrl, user, 'GET', '/api/account/cards');
  assert.equal(listed.status, 200);
  assert.match(listed.headers.get('cache-control') ?? '', /no-store/);
  assert.equal(JSON.stringify(listed.json).includes('AUTH_'), false, 'never the authorization code');
  assert.equal(JSON.stringify(listed.json).includes(reference), false, 'nor the payment reference');
  // The plan form's list still answers the same cards.
  assert.deepEqual(
    (await api(apiUrl, user, 'GET', '/api/refills/cards')).json.items.map((c: Json) => c.id),
    [card.id],
  );

  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 4, addressId, cardId: card.id, autoPay: true });
  const [withPlan] = (await api(apiUrl, user, 'GET', '/api/account/cards')).json.items as Json[];
  assert.deepEqual(withPlan.plans, [{ id: plan.id, medicineName: 'Saved-card amlodipine', status: 'active', autoPay: true }]);

  assert.equal((await api(apiUrl, null, 'DELETE', `/api/account/cards/${card.id}`)).status, 401);
  const removed = await api(apiUrl, user, 'DELETE', `/api/account/cards/${card.id}`);
  assert.equal(removed.status, 200, JSON.stringify(removed.json));
  assert.deepEqual(removed.json, {
    id: card.id,
    brand: card.brand,
    last4: '4081',
    plans: [{ id: plan.id, medicineName: 'Saved-card amlodipine', status: 'active', autoPay: false }],
  });
  assert.deepEqual((await api(apiUrl, user, 'GET', '/api/account/cards')).json.items, []);
  assert.deepEqual((await api(apiUrl, user, 'GET', '/api/refills/cards')).json.items, []);
  assert.deepEqual(await cardRows(user.user.id), [], 'the authorization code is deleted');
  // Paystack was told to deactivate it: a charge with its code is refused there too.
  assert.equal(sandbox.sandbox.authorizations.has(row.authorizationCode), false, 'deactivated at the provider');
  const charged = await fetch(`${sandboxUrl}/transaction/charge_authorization`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.sandbox.options.secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: row.email, amount: 150_000, authorization_code: row.authorizationCode }),
  });
  assert.equal(charged.status, 400);
  assert.equal(((await charged.json()) as Json).code, 'invalid_authorization_code');
  // Removed once: a second removal finds nothing.
  assert.equal((await api(apiUrl, user, 'DELETE', `/api/account/cards/${card.id}`)).status, 404);
});

test("another shopper's card id answers 404 as a card that does not exist, and the card stays", async () => {
  const [med] = await createMedicines(app, [{ name: 'Stranger-card metformin', price: 900 }]);
  const owner = await shopperWithCard(med.id, 900);
  const stranger = await createUser(app);
  const theirs = await api(apiUrl, stranger, 'DELETE', `/api/account/cards/${owner.card.id}`);
  const none = await api(apiUrl, stranger, 'DELETE', `/api/account/cards/${crypto.randomUUID()}`);
  assert.equal(theirs.status, 404);
  assert.equal(none.status, 404);
  assert.deepEqual(theirs.json, none.json, 'the same answer: nothing tells that the card exists');
  assert.deepEqual((await api(apiUrl, stranger, 'GET', '/api/account/cards')).json.items, []);
  const still = (await api(apiUrl, owner.user, 'GET', '/api/account/cards')).json.items as Json[];
  assert.deepEqual(
    still.map((c) => c.id),
    [owner.card.id],
  );
  assert.equal((await cardRows(owner.user.user.id)).length, 1);
  assert.equal((await api(apiUrl, stranger, 'DELETE', '/api/account/cards/not-a-card')).status, 400);
});

test('a card not saved by its shopper (no consent, e.g. typed by someone else) is never listed', async () => {
  const user = await createUser(app);
  await app.db.insert(cardAuthorizations).values({
    userId: user.user.id,
    email: user.user.email,
    authorizationCode: 'AUTH_someone_else',
    signature: `SIG_${crypto.randomUUID()}`,
    last4: '1111',
    expMonth: '01',
    expYear: '2031',
    brand: 'visa',
    reusable: true,
    sourceReference: `POD-${crypto.randomUUID()}`,
    consentedAt: null,
  });
  const listed = await api(apiUrl, user, 'GET', '/api/account/cards');
  assert.equal(listed.status, 200);
  assert.deepEqual(listed.json.items, []);
});

test('a plan that charged the removed card is not charged at its next run: it mails a pay link instead', async () => {
  const [med] = await createMedicines(app, [{ name: 'Removed-card lisinopril', price: 1200, stock: 20 }]);
  const { user, addressId, card } = await shopperWithCard(med.id, 1200);
  const plan = await planFor(user, { medicineId: med.id, quantity: 1, everyWeeks: 4, addressId, cardId: card.id, autoPay: true });
  assert.equal(plan.autoPay, true);
  const runOn = plan.nextRunOn as string;
  // The notice went out (the card would be charged on the day), then the shopper removes the card.
  await app.refillRun.tick(at(addDays(runOn, -3)));
  assert.equal(readOutbox(app).filter((m) => m.to.includes(user.user.email) && /^We will charge/.test(m.subject)).length, 1);
  assert.equal((await api(apiUrl, user, 'DELETE', `/api/account/cards/${card.id}`)).status, 200);

  const shown = (await api(apiUrl, user, 'GET', '/api/refills')).json.items.find((p: Json) => p.id === plan.id);
  assert.equal(shown.autoPay, false);
  assert.equal(shown.card, null);
  const [row] = await app.db.select().from(refillPlans).where(eq(refillPlans.id, plan.id));
  assert.equal(row.cardAuthorizationId, null);
  assert.equal(row.autoPayConsentAt, null, 'the consent to charge went with the card');

  await app.refillRun.tick(at(runOn));
  assert.equal(cardCharges(user.user.email).length, 0, 'Charge Authorization was never called');
  const refillPayments = (await app.db.select().from(payments).where(eq(payments.userId, user.user.id))).filter(
    (p) => p.paymentType === 'refill',
  );
  assert.deepEqual(refillPayments, []);
  const [cycle] = await app.db.select().from(refillCycles).where(eq(refillCycles.planId, plan.id));
  assert.equal(cycle.status, 'asked');
  assert.equal(readOutbox(app).filter((m) => m.to.includes(user.user.email) && /ready to pay/.test(m.subject)).length, 1);
  // The removed card cannot be put back on the plan.
  const refused = await api(apiUrl, user, 'PATCH', `/api/refills/${plan.id}`, { cardId: card.id, autoPay: true });
  assert.equal(refused.status, 400, JSON.stringify(refused.json));
  assert.ok(lagosDay(new Date()) <= runOn);
});

test('a card is removed for the shopper even when the provider refuses to deactivate it (already gone there), and the refusal is logged', async () => {
  const [med] = await createMedicines(app, [{ name: 'Saved-card losartan', price: 1800 }]);
  const { user, card } = await shopperWithCard(med.id, 1800);
  const [row] = await cardRows(user.user.id);
  // Deactivated on the dashboard already: the provider answers 404 for it.
  sandbox.sandbox.authorizations.delete(row.authorizationCode);
  const errors: unknown[][] = [];
  const log = app.payments.savedCards['log'];
  const logError = log.error;
  log.error = ((...args: unknown[]) => void errors.push(args)) as typeof logError;
  try {
    const removed = await api(apiUrl, user, 'DELETE', `/api/account/cards/${card.id}`);
    assert.equal(removed.status, 200, JSON.stringify(removed.json));
  } finally {
    log.error = logError;
  }
  assert.deepEqual(await cardRows(user.user.id), [], 'removed here at once');
  assert.ok(
    errors.some((args) => String(args[1]).includes('could not be deactivated at Paystack')),
    'the pharmacy is told to finish it on the dashboard',
  );
});
