// The clinical checks at every sale that is not a refill: the cart and product pages read the
// alerts; card checkout and pay on delivery run them on the server for the person the order is for.
// Blocking alerts hold the sale for a pharmacist (override with a reason, audited, or refuse), major
// ones need the shopper's confirmation and send the order to pharmacist review, and calling
// initiate or pay on delivery directly never gets round them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { withdrawHealthConsent } from '../helpers/consents';
import { createAdmin, createUser, makePharmacist, type TestUser } from '../helpers/users';
import { addProfile, fieldOf, fillCart, initiate, paymentsOf, stockSeededMedicines, warningsOf, yearsAgo } from './helpers';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const med = await stockSeededMedicines(app);
const pharmacist = await makePharmacist(app, await createAdmin(app, { firstName: 'Ngozi', lastName: 'Eze' }), 'PCN/054321');
const auditor = await createAdmin(app);

async function payAndPlace(user: TestUser, authorizationUrl: string, reference: string) {
  await payOnCheckoutPage(authorizationUrl, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.json.data.status, 'success', JSON.stringify(verified.json));
  const order = await app.orders.byPaymentReference(reference);
  assert.ok(order, 'the order is placed');
  return order;
}

/** Ada, the shopper's partner, allergic to penicillins: a profile of someone they buy for. */
const adaAllergicToPenicillins = (shopper: TestUser) =>
  addProfile(app, apiUrl, shopper, {
    relationship: 'partner',
    label: 'Ada',
    dateOfBirth: '1990-04-01',
    sex: 'female',
    allergies: { ingredients: [], classes: ['penicillins'] },
  });

const auditOf = async (entityId: string) =>
  (await api(apiUrl, auditor, 'GET', `/api/admin/audit?entityId=${entityId}`)).json as {
    action: string;
    actorId: string;
    entityType: string;
    changes: { field: string; to: unknown }[];
  }[];

test('paracetamol in several products and quantities: one major alert; paying needs the warnings confirmed, and the order goes to pharmacist review with every alert and its source', async () => {
  const shopper = await createUser(app);
  // One paracetamol product, however many packs: no alert.
  await fillCart(apiUrl, shopper, [[med['Emzor Paracetamol 500mg Tablets (96)'], 5]]);
  assert.deepEqual((await api(apiUrl, shopper, 'GET', '/api/medication-safety/cart')).json.alerts, []);

  await fillCart(apiUrl, shopper, [
    [med['Panadol Extra Tablets (24)'], 2],
    [med['Emzor Paracetamol 500mg Tablets (96)'], 3],
  ]);
  const cart = (await api(apiUrl, shopper, 'GET', '/api/medication-safety/cart')).json;
  assert.equal(cart.alerts.length, 1, JSON.stringify(cart));
  const [alert] = cart.alerts;
  assert.equal(alert.severity, 'major');
  assert.equal(alert.kind, 'duplicate-ingredient');
  assert.equal(alert.ingredient, 'paracetamol');
  assert.match(alert.source, /BNF: Paracetamol/);
  assert.ok(alert.message.en && alert.message.pcm);
  assert.ok(cart.acknowledgement.length > 0);

  // Initiate called directly, without or with a wrong acknowledgement: 409 with the warnings in both languages; nothing charged.
  const bare = await initiate(apiUrl, shopper);
  assert.equal(bare.status, 409);
  assert.equal(bare.json.code, 'safety-acknowledgement-required');
  assert.equal(fieldOf(bare.json, 'safetyAcknowledged'), cart.acknowledgement);
  assert.deepEqual(warningsOf(bare.json), [`${alert.message.en} | ${alert.message.pcm}`]);
  assert.equal(
    (await initiate(apiUrl, shopper, { safetyAcknowledged: 'not-what-was-shown' })).json.code,
    'safety-acknowledgement-required',
  );
  assert.equal((await paymentsOf(app, shopper.user.id)).length, 0, 'nothing opened at the provider');

  const paid = await initiate(apiUrl, shopper, { safetyAcknowledged: cart.acknowledgement });
  assert.equal(paid.status, 200, JSON.stringify(paid.json));
  const order = await payAndPlace(shopper, paid.json.data.authorization_url, paid.json.data.reference);
  assert.equal(order.status, 'AwaitingReview', 'a major alert sends the order to a pharmacist');

  const item = await api(apiUrl, pharmacist, 'GET', `/api/pharmacist/reviews/${order.orderId}`);
  assert.equal(item.status, 200, JSON.stringify(item.json));
  assert.equal(item.json.safety.review, true);
  assert.equal(item.json.safety.acknowledged, true);
  assert.deepEqual(
    item.json.safety.alerts.map((a: { id: string; source: string }) => [a.id, a.source]),
    [[alert.id, alert.source]],
  );
  // Every line is decided (none is prescription-only): all approved, the order goes on.
  const decided = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/reviews/${order.orderId}`, {
    lines: order.orderItems.map((l) => ({ lineId: l.lineId, approved: true })),
  });
  assert.equal(decided.status, 200, JSON.stringify(decided.json));
  assert.equal(decided.json.status, 'Pending');
});

test('a product page: "Contains paracetamol: you already have 2 products with paracetamol in your cart"', async () => {
  const shopper = await createUser(app);
  await fillCart(apiUrl, shopper, [
    [med['Panadol Extra Tablets (24)'], 1],
    [med['Boska Tablets (12)'], 1],
  ]);
  const page = await api(apiUrl, shopper, 'GET', `/api/medication-safety/check?medicineId=${med['Emzor Paracetamol 500mg Tablets (96)']}`);
  assert.equal(page.status, 200, JSON.stringify(page.json));
  assert.deepEqual(
    page.json.summary.map((s: { en: string }) => s.en),
    ['Contains paracetamol: you already have 2 products with paracetamol in your cart.'],
  );
  assert.ok(page.json.summary[0].pcm.includes('paracetamol'));
  const ibuprofen = await api(apiUrl, shopper, 'GET', `/api/medication-safety/check?medicineId=${med['Emzor Ibuprofen 400mg (24)']}`);
  assert.deepEqual(ibuprofen.json.alerts, [], 'the cart’s own duplicate is not about ibuprofen');
  assert.equal((await api(apiUrl, shopper, 'GET', `/api/medication-safety/check?medicineId=${crypto.randomUUID()}`)).status, 404);
  assert.equal((await api(apiUrl, null, 'GET', `/api/medication-safety/check?medicineId=${med['Boska Tablets (12)']}`)).status, 401);
});

test('a penicillin allergy blocks Augmentin for that person: not charged, not even on delivery, until a pharmacist overrides with a reason (audited), used once', async () => {
  const shopper = await createUser(app);
  const ada = await adaAllergicToPenicillins(shopper);
  await fillCart(apiUrl, shopper, [[med['Augmentin 625mg Tablets (14)'], 1]]);
  // For the shopper themself (no allergy recorded) nothing blocks; for Ada it does.
  assert.deepEqual((await api(apiUrl, shopper, 'GET', '/api/medication-safety/cart')).json.alerts, []);
  const forAda = (await api(apiUrl, shopper, 'GET', `/api/medication-safety/cart?profileId=${ada.id}`)).json;
  assert.equal(forAda.blocking, true);
  assert.equal(forAda.alerts[0].kind, 'allergy-class');

  const held = await initiate(apiUrl, shopper, { profileId: ada.id });
  assert.equal(held.status, 409, JSON.stringify(held.json));
  assert.equal(held.json.code, 'safety-review-required');
  const holdId = fieldOf(held.json, 'safetyHoldId')!;
  assert.match(warningsOf(held.json)[0], /\|/, 'the warning in English | Pidgin');
  // Asking again, or on delivery, is the same hold; nothing is opened at the provider.
  assert.equal(fieldOf((await initiate(apiUrl, shopper, { profileId: ada.id })).json, 'safetyHoldId'), holdId);
  const quote = (await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const pod = await api(apiUrl, shopper, 'POST', '/api/checkout/pay-on-delivery', {
    amount: quote.total,
    email: shopper.user.email,
    paymentType: 'medicine',
    deliveryAddress: { zone: 'lagos-mainland', city: 'Ikeja', street: '3 Oba Akran', phone: '0803 555 0199' },
    userId: shopper.user.id,
    profileId: ada.id,
  });
  assert.equal(pod.status, 409);
  assert.equal(pod.json.code, 'safety-review-required');
  assert.equal((await paymentsOf(app, shopper.user.id)).length, 0);
  // Another shopper's profile is not one to name.
  const other = await createUser(app);
  await fillCart(apiUrl, other, [[med['Boska Tablets (12)'], 1]]);
  assert.equal((await initiate(apiUrl, other, { profileId: ada.id })).status, 404);

  // The pharmacist's queue and the hold: the profile (that read audited) and the alert with its source.
  const queue = (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/safety-holds')).json.items;
  const queued = queue.find((h: { id: string }) => h.id === holdId);
  assert.equal(queued.customerName, `${shopper.user.firstName} ${shopper.user.lastName}`.trim());
  assert.equal(queued.person.label, 'Ada');
  assert.equal(queued.person.relationship, 'partner');
  assert.equal(typeof queued.person.ageYears, 'number');
  assert.equal((await api(apiUrl, shopper, 'GET', '/api/pharmacist/safety-holds')).status, 403);
  const one = await api(apiUrl, pharmacist, 'GET', `/api/pharmacist/safety-holds/${holdId}`);
  assert.equal(one.status, 200, JSON.stringify(one.json));
  assert.deepEqual(one.json.profile.allergies.classes, ['penicillins']);
  assert.match(one.json.alerts[0].source, /Penicillins/);
  assert.ok((await auditOf(shopper.user.id)).some((e) => e.entityType === 'medication-profile' && e.action === 'read'));

  const noReason = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/safety-holds/${holdId}`, { override: true, reason: ' ' });
  assert.equal(noReason.status, 400);
  const reason = 'Ada confirmed by phone: a childhood rash, tolerated amoxicillin since; counselled.';
  const overridden = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/safety-holds/${holdId}`, { override: true, reason });
  assert.equal(overridden.status, 200, JSON.stringify(overridden.json));
  assert.equal(overridden.json.status, 'overridden');
  const [entry] = await auditOf(holdId);
  assert.equal(entry.action, 'safety-override');
  assert.equal(entry.actorId, pharmacist.user.id);
  assert.equal(entry.changes.find((c) => c.field === 'reason')?.to, reason);
  assert.ok(readOutbox(app).some((m) => m.to.includes(shopper.user.email) && m.subject === 'A pharmacist checked your order'));

  const paid = await initiate(apiUrl, shopper, { profileId: ada.id });
  assert.equal(paid.status, 200, JSON.stringify(paid.json));
  const order = await payAndPlace(shopper, paid.json.data.authorization_url, paid.json.data.reference);
  assert.equal(order.status, 'Pending');
  const mine = (await api(apiUrl, shopper, 'GET', '/api/medication-safety/holds')).json.items;
  assert.equal(mine.find((h: { id: string }) => h.id === holdId).status, 'used');
  // Used once: the same cart again waits for a pharmacist again.
  await fillCart(apiUrl, shopper, [[med['Augmentin 625mg Tablets (14)'], 1]]);
  assert.equal((await initiate(apiUrl, shopper, { profileId: ada.id })).json.code, 'safety-review-required');
});

test('codeine for a child under 12 is refused by the pharmacist: the shopper is told why and asking again is refused', async () => {
  const shopper = await createUser(app);
  const tobi = await addProfile(app, apiUrl, shopper, { relationship: 'child', label: 'Tobi', dateOfBirth: yearsAgo(8), sex: 'male' });
  await fillCart(apiUrl, shopper, [[med['Codeine Phosphate 30mg Tablets (28)'], 1]]);
  const held = await initiate(apiUrl, shopper, { profileId: tobi.id });
  assert.equal(held.json.code, 'safety-review-required');
  const holdId = fieldOf(held.json, 'safetyHoldId')!;
  const item = (await api(apiUrl, pharmacist, 'GET', `/api/pharmacist/safety-holds/${holdId}`)).json;
  assert.equal(item.alerts[0].kind, 'age-limit');
  assert.match(item.alerts[0].source, /MHRA/);
  assert.equal(item.profile.ageYears, 8);
  const reason = 'Codeine is not for children under 12 (MHRA); please see a doctor for Tobi’s pain.';
  const refused = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/safety-holds/${holdId}`, { override: false, reason });
  assert.equal(refused.json.status, 'refused');
  assert.equal((await auditOf(holdId))[0].action, 'safety-refuse');
  const mail = readOutbox(app).find((m) => m.to.includes(shopper.user.email) && /cannot be sold/.test(m.text + m.subject));
  assert.ok(mail, 'the shopper is told');
  assert.ok(mail.text.includes(reason));
  const again = await initiate(apiUrl, shopper, { profileId: tobi.id });
  assert.equal(again.status, 409);
  assert.equal(again.json.code, 'safety-refused');
  assert.ok(again.json.message.includes(reason));
  assert.equal((await paymentsOf(app, shopper.user.id)).length, 0);
  // A second decision is refused.
  const twice = await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/safety-holds/${holdId}`, { override: true, reason: 'Changed mind' });
  assert.equal(twice.json.code, 'review-decided');
});

test('an interacting pair (ibuprofen with piroxicam) is sent to pharmacist review after the shopper confirms the warning; not on delivery', async () => {
  const shopper = await createUser(app);
  await fillCart(apiUrl, shopper, [
    [med['Emzor Ibuprofen 400mg (24)'], 1],
    [med['Felvin 20mg Capsules (20)'], 1],
  ]);
  const cart = (await api(apiUrl, shopper, 'GET', '/api/medication-safety/cart')).json;
  assert.deepEqual(
    cart.alerts.map((a: { kind: string; severity: string }) => [a.kind, a.severity]),
    [['interaction', 'major']],
  );
  const quote = (await api(apiUrl, shopper, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const pod = await api(apiUrl, shopper, 'POST', '/api/checkout/pay-on-delivery', {
    amount: quote.total,
    email: shopper.user.email,
    paymentType: 'medicine',
    deliveryAddress: { zone: 'lagos-mainland', city: 'Ikeja', street: '3 Oba Akran', phone: '0803 555 0198' },
    userId: shopper.user.id,
    safetyAcknowledged: cart.acknowledgement,
  });
  assert.equal(pod.status, 409);
  assert.equal(pod.json.code, 'pod-safety-review');
  assert.equal((await initiate(apiUrl, shopper)).json.code, 'safety-acknowledgement-required');
  const paid = await initiate(apiUrl, shopper, { safetyAcknowledged: cart.acknowledgement });
  assert.equal(paid.status, 200, JSON.stringify(paid.json));
  const order = await payAndPlace(shopper, paid.json.data.authorization_url, paid.json.data.reference);
  assert.equal(order.status, 'AwaitingReview');
  const queue = (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/reviews')).json.items;
  const item = queue.find((i: { orderId: string }) => i.orderId === order.orderId);
  assert.ok(item, 'in the pharmacist review queue');
  assert.equal(item.safety.alerts[0].kind, 'interaction');
  assert.ok(item.safety.alerts[0].source.length > 0);
});

test("without the shopper's health-data consent the profile's health data is not read; duplicates and interactions still are", async () => {
  const shopper = await createUser(app);
  const ada = await adaAllergicToPenicillins(shopper);
  await withdrawHealthConsent(app, shopper, 'prescriptions');
  await fillCart(apiUrl, shopper, [
    [med['Augmentin 625mg Tablets (14)'], 1],
    [med['Panadol Extra Tablets (24)'], 1],
    [med['Boska Tablets (12)'], 1],
  ]);
  const cart = (await api(apiUrl, shopper, 'GET', `/api/medication-safety/cart?profileId=${ada.id}`)).json;
  assert.equal(cart.healthData, false);
  assert.equal(cart.profileId, ada.id);
  assert.deepEqual(
    cart.alerts.map((a: { kind: string }) => a.kind),
    ['duplicate-ingredient'],
    'no allergy read without consent; the duplicate is still found',
  );
});

test("one override, two checkouts paid on it (two tabs): the order that takes it second waits for a pharmacist's review", async () => {
  const shopper = await createUser(app);
  const ada = await adaAllergicToPenicillins(shopper);
  await fillCart(apiUrl, shopper, [[med['Augmentin 625mg Tablets (14)'], 1]]);
  const holdId = fieldOf((await initiate(apiUrl, shopper, { profileId: ada.id })).json, 'safetyHoldId')!;
  const reason = 'Ada confirmed by phone: tolerated co-amoxiclav last year; counselled.';
  assert.equal((await api(apiUrl, pharmacist, 'POST', `/api/pharmacist/safety-holds/${holdId}`, { override: true, reason })).status, 200);

  // A checkout opens on the override; in another tab the shopper adds a painkiller and opens a
  // second checkout (another cart, another payment). Both are paid, and both verified at once.
  const tabs = [await initiate(apiUrl, shopper, { profileId: ada.id })];
  await fillCart(apiUrl, shopper, [
    [med['Augmentin 625mg Tablets (14)'], 1],
    [med['Emzor Paracetamol 500mg Tablets (96)'], 1],
  ]);
  tabs.push(await initiate(apiUrl, shopper, { profileId: ada.id }));
  for (const tab of tabs) assert.equal(tab.status, 200, JSON.stringify(tab.json));
  const references = tabs.map((t) => t.json.data.reference as string);
  assert.notEqual(references[0], references[1], 'two checkouts');
  for (const tab of tabs) await payOnCheckoutPage(tab.json.data.authorization_url, SUCCESS_CARD);
  await Promise.all(references.map((reference) => api(apiUrl, shopper, 'GET', `/api/payment/verify/${reference}`)));
  const placed = await Promise.all(references.map((reference) => app.orders.byPaymentReference(reference)));
  assert.deepEqual(
    placed.map((o) => o?.status).sort(),
    ['AwaitingReview', 'Pending'],
    'one order goes through on the override, the other waits for a pharmacist',
  );
  const second = placed.find((o) => o?.status === 'AwaitingReview')!;
  const queue = (await api(apiUrl, pharmacist, 'GET', '/api/pharmacist/reviews')).json.items;
  const item = queue.find((i: { orderId: string }) => i.orderId === second.orderId);
  assert.ok(item, 'in the pharmacist review queue');
  assert.equal(item.safety.alerts[0].kind, 'allergy-class');
  const mine = (await api(apiUrl, shopper, 'GET', '/api/medication-safety/holds')).json.items;
  assert.equal(mine.find((h: { id: string }) => h.id === holdId).status, 'used');
});
