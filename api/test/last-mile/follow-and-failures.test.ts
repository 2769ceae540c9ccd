import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { SandboxMessage } from '../../../paystack-sandbox/src/messaging/messaging-sandbox';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { deliveryFailures, orderParcels, orders, payOnDeliveryOrders, refunds, stockBatches } from '../../src/platform/db/schema/index';
import { api, createMedicines, startCommerce, startMessaging } from '../helpers/commerce';
import { provePhone } from '../helpers/consents';
import { locationFixtures } from '../helpers/locations';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

// The shopper follows the rider ("Your rider is Musa, 0803 …, on the way", "arriving in about 20
// minutes", "delivered at 14:32" Lagos time) on the order page and in the notices, in English and
// Pidgin; a failed try is told, rebooked or switched to pickup; after the set number of tries
// (2) the parcel comes back and staff check it in: units back in stock at that pharmacy, the
// payment refunded or the pay-on-delivery hold released, each once however often and however
// concurrently the check-in is sent. On PGlite, and on PostgreSQL when DATABASE_URL is set.

const messaging = await startMessaging({ receiptDelayMs: 20 });
const { app, apiUrl } = await startCommerce({ config: { messaging: messaging.config } });
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 1000, stock: 0 }]);
const fixtures = locationFixtures(app, apiUrl);
const { pharmacy, buy } = fixtures;
const kano = await pharmacy('Follow Kano', 'Kano', [12.0, 8.5167], [[paracetamol.id, 200]]);
const elsewhere = await pharmacy('Follow Abuja', 'FCT', [9.07, 7.49], []);
const admin = await createAdmin(app);
const KANO_ADDRESS = { zone: 'kano', city: 'Kano', street: '4 Zoo Road', phone: '0803 123 4567' };

const staffOf = (pharmacyId: string) => fixtures.staffOf(admin, pharmacyId);
const staff = await staffOf(kano.id);
const otherStaff = await staffOf(elsewhere.id);
const musa = await createUser(app, { firstName: 'Musa' });
assert.equal((await api(apiUrl, staff, 'POST', '/api/staff/riders', { email: musa.user.email, phone: '0803 111 2222' })).status, 200);

let phoneSeq = 300;
/** A shopper who consented to order updates by SMS and WhatsApp on their own phone. */
async function consentingShopper(locale?: 'pcm'): Promise<{ user: TestUser; phone: string; e164: string }> {
  const user = await createUser(app, { firstName: 'Tola' });
  const phone = `0803 777 0${phoneSeq++}`;
  await provePhone(app, user.user.id, phone);
  for (const channel of ['sms', 'whatsapp'])
    assert.equal(
      (
        await api(apiUrl, user, 'POST', '/api/account/consents', {
          purpose: 'order-updates',
          channel,
          wordingVersion: CONSENT_WORDING_VERSION,
          phone,
          via: 'account',
        })
      ).status,
      200,
    );
  if (locale) assert.equal((await api(apiUrl, user, 'PUT', '/api/user/language', { locale })).status < 300, true);
  return { user, phone, e164: `+234${phone.replace(/\s/g, '').slice(1)}` };
}

async function parcelOf(shopper: TestUser, quantity = 1) {
  const order = await buy(shopper, [[paracetamol.id, quantity]], { deliveryAddress: KANO_ADDRESS });
  const [parcel] = await app.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.orderId));
  assert.equal(parcel.locationId, kano.id);
  return { orderId: order.orderId, parcelId: parcel.id };
}

type Delivery = { id: string; state: string; line: string; code: string | null; canRebook: boolean; deliveredAt: string | null };
const deliveriesOf = async (shopper: TestUser, orderId: string): Promise<Delivery> => {
  const res = await api(apiUrl, shopper, 'GET', `/api/Order/${orderId}/deliveries`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json[0];
};
const assign = async (parcelId: string) => {
  const res = await api(apiUrl, staff, 'POST', '/api/staff/deliveries/assign', { parcelId, riderId: musa.user.id });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json as { id: string };
};
const rider = (id: string, step: string, body: object = {}) => api(apiUrl, musa, 'POST', `/api/rider/deliveries/${id}/${step}`, body);
const textsTo = async (e164: string, pattern: RegExp) =>
  readUntil(
    async () =>
      (await messaging.messages()).filter((m: SandboxMessage) => m.to === e164 && m.channel === 'sms' && pattern.test(m.text ?? '')),
    (found) => found.length > 0,
  );
const mailed = (shopper: TestUser, subject: RegExp) =>
  readUntil(
    async () => readOutbox(app).filter((m) => m.to.includes(shopper.user.email) && subject.test(m.subject)),
    (found) => found.length > 0,
  );
/** Lagos is UTC+1 all year (no summer time). */
const lagosClock = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 60 * 60 * 1000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const shelfAt = async (locationId: string) =>
  (await app.db.select().from(stockBatches).where(eq(stockBatches.locationId, locationId)))
    .filter((b) => b.medicineId === paracetamol.id)
    .reduce((n, b) => n + b.quantity, 0);

test('the shopper follows the rider: on the way with the code, arriving in about 20 minutes, delivered at the Lagos time; page and texts', async () => {
  const { user: tola, e164 } = await consentingShopper();
  const parcel = await parcelOf(tola);
  const { id } = await assign(parcel.parcelId);
  const onTheWay = await deliveriesOf(tola, parcel.orderId);
  assert.equal(onTheWay.line, 'Your rider is Musa, 0803 111 2222, on the way.');
  const number = (await api(apiUrl, tola, 'GET', `/api/Order/${parcel.orderId}`)).json.orderNumber as string;
  const [sms] = await textsTo(e164, /your rider is Musa/);
  assert.equal(
    sms.text,
    `e-pharmacy: your rider is Musa, 0803 111 2222, on the way with order ${number}. Give the rider code ${onTheWay.code}. Reply STOP to end texts.`,
  );
  const [mail] = await mailed(tola, /your rider is on the way/);
  assert.match(mail.text, /Your rider is Musa, 0803 111 2222, on the way\./);
  assert.match(mail.text, new RegExp(`delivery code: ${onTheWay.code}`));

  assert.equal((await rider(id, 'start')).status, 200);
  assert.equal((await deliveriesOf(tola, parcel.orderId)).line, 'Musa is arriving in about 20 minutes.');
  await textsTo(e164, /Musa is arriving in about 20 minutes/);

  const done = await rider(id, 'deliver', { code: onTheWay.code });
  assert.equal(done.status, 200, JSON.stringify(done.json));
  const delivered = await deliveriesOf(tola, parcel.orderId);
  assert.equal(delivered.line, `Delivered at ${lagosClock(delivered.deliveredAt!)}.`);
  assert.equal(done.json.deliveredAtLagos, lagosClock(delivered.deliveredAt!));
  const [deliveredSms] = await textsTo(e164, /was delivered at/);
  assert.equal(
    deliveredSms.text,
    `e-pharmacy: order ${number} was delivered at ${lagosClock(delivered.deliveredAt!)}. Reply STOP to end texts.`,
  );
  // Each notice once: the rider's list no longer holds it, and no second "on the way" was sent.
  assert.equal((await textsTo(e164, /your rider is Musa/)).length, 1);
  assert.ok(!((await api(apiUrl, musa, 'GET', '/api/rider/deliveries')).json as { id: string }[]).some((s) => s.id === id));
});

test('given to another rider before the stop starts: the shopper is told the new rider, once each', async () => {
  const { user: tola, e164 } = await consentingShopper();
  const bala = await createUser(app, { firstName: 'Bala' });
  assert.equal((await api(apiUrl, staff, 'POST', '/api/staff/riders', { email: bala.user.email, phone: '0803 333 4444' })).status, 200);
  const parcel = await parcelOf(tola);
  await assign(parcel.parcelId);
  await textsTo(e164, /your rider is Musa/);
  const moved = await api(apiUrl, staff, 'POST', '/api/staff/deliveries/assign', { parcelId: parcel.parcelId, riderId: bala.user.id });
  assert.equal(moved.status, 200, JSON.stringify(moved.json));
  assert.equal((await deliveriesOf(tola, parcel.orderId)).line, 'Your rider is Bala, 0803 333 4444, on the way.');
  const [sms] = await textsTo(e164, /your rider is Bala, 0803 333 4444/);
  assert.ok(sms);
  assert.equal((await textsTo(e164, /your rider is Musa/)).length, 1);
  // Musa no longer has it; Bala does.
  assert.ok(!((await api(apiUrl, musa, 'GET', '/api/rider/deliveries')).json as { id: string }[]).some((s) => s.id === moved.json.id));
  assert.ok(((await api(apiUrl, bala, 'GET', '/api/rider/deliveries')).json as { id: string }[]).some((s) => s.id === moved.json.id));
});

test('in Pidgin: the page and the texts say it in Pidgin, with the minutes the rider gave', async () => {
  const { user: tola, e164 } = await consentingShopper('pcm');
  const parcel = await parcelOf(tola);
  const { id } = await assign(parcel.parcelId);
  assert.equal((await deliveriesOf(tola, parcel.orderId)).line, 'Your rider na Musa, 0803 111 2222, e dey come.');
  await textsTo(e164, /your rider na Musa/);
  assert.equal((await rider(id, 'start', { minutes: 35 })).status, 200);
  assert.equal((await deliveriesOf(tola, parcel.orderId)).line, 'Musa go reach your place in about 35 minutes.');
  assert.equal((await rider(id, 'fail', { reason: 'no-one-home' })).status, 200);
  assert.match((await deliveriesOf(tola, parcel.orderId)).line, /^We no fit deliver am: nobody dey house\./);
  await textsTo(e164, /we no fit deliver order .* \(nobody dey house\)/);
});

test('a failed try is told; the shopper rebooks a day and the rider delivers; after 2 failed tries the parcel comes back', async () => {
  const { user: tola, e164 } = await consentingShopper();
  const parcel = await parcelOf(tola);
  const { id } = await assign(parcel.parcelId);
  const { code } = await deliveriesOf(tola, parcel.orderId);
  assert.equal((await rider(id, 'fail', { reason: 'lost-it' })).status, 400);
  const failed = await rider(id, 'fail', { reason: 'no-one-home' });
  assert.deepEqual([failed.status, failed.json.state, failed.json.failedTries], [200, 'failed', 1]);
  const page = await deliveriesOf(tola, parcel.orderId);
  assert.equal(page.line, 'We could not deliver it: no one was home. Rebook a time or collect it at the pharmacy.');
  assert.equal(page.canRebook, true);
  await textsTo(e164, /could not deliver order .* \(no one was home\)/);
  await mailed(tola, /could not be delivered/);
  // Off the rider's list until rebooked; the code no longer opens it meanwhile.
  assert.ok(!((await api(apiUrl, musa, 'GET', '/api/rider/deliveries')).json as { id: string }[]).some((s) => s.id === id));
  assert.equal((await rider(id, 'deliver', { code })).status, 409);
  // Only its customer rebooks, for a day from today to a week ahead.
  const eve = await createUser(app);
  const rebook = (who: TestUser, body: object) => api(apiUrl, who, 'POST', `/api/Order/${parcel.orderId}/deliveries/${id}/rebook`, body);
  assert.equal((await rebook(eve, { day: tomorrow(), slot: 'morning' })).status, 404);
  assert.deepEqual((await rebook(tola, { day: '2020-01-01', slot: 'morning' })).status, 400);
  assert.equal((await rebook(tola, { day: tomorrow(), slot: 'noon' })).status, 400);
  const rebooked = await rebook(tola, { day: tomorrow(), slot: 'evening' });
  assert.deepEqual([rebooked.status, rebooked.json.state], [200, 'rebooked']);
  assert.equal((await rebook(tola, { day: tomorrow(), slot: 'morning' })).status, 409, 'rebooked once per failed try');
  assert.ok(
    ((await api(apiUrl, musa, 'GET', '/api/rider/deliveries')).json as { id: string }[]).some((s) => s.id === id),
    'back on the list',
  );
  const second = await rider(id, 'deliver', { code });
  assert.deepEqual([second.status, second.json.state], [200, 'delivered']);

  // Another parcel fails twice: it comes back (the shopper is told), and the rider can no longer hand it over or fail it.
  const other = await parcelOf(tola);
  const { id: otherId } = await assign(other.parcelId);
  assert.equal((await rider(otherId, 'fail', { reason: 'address-not-found' })).status, 200);
  assert.equal(
    (await api(apiUrl, tola, 'POST', `/api/Order/${other.orderId}/deliveries/${otherId}/rebook`, { day: tomorrow(), slot: 'morning' }))
      .status,
    200,
  );
  const back = await rider(otherId, 'fail', { reason: 'refused' });
  assert.deepEqual([back.status, back.json.state, back.json.failedTries, back.json.maxTries], [200, 'returning', 2, 2]);
  assert.equal((await rider(otherId, 'fail', { reason: 'refused' })).status, 409);
  assert.equal((await deliveriesOf(tola, other.orderId)).line, 'After 2 failed tries it goes back to the pharmacy; your money comes back.');
  await textsTo(e164, /is going back to the pharmacy/);
  const tries = await app.db.select().from(deliveryFailures).where(eq(deliveryFailures.assignmentId, otherId));
  assert.deepEqual(tries.map((t) => [t.tryNumber, t.reason]).sort(), [
    [1, 'address-not-found'],
    [2, 'refused'],
  ]);
});

/** A parcel failed twice by the rider: on its way back to the pharmacy. */
async function returning(shopper: TestUser, quantity: number) {
  const parcel = await parcelOf(shopper, quantity);
  const { id } = await assign(parcel.parcelId);
  assert.equal((await rider(id, 'fail', { reason: 'no-one-home' })).status, 200);
  const rebooked = await api(apiUrl, shopper, 'POST', `/api/Order/${parcel.orderId}/deliveries/${id}/rebook`, {
    day: tomorrow(),
    slot: 'afternoon',
  });
  assert.equal(rebooked.status, 200);
  assert.equal((await rider(id, 'fail', { reason: 'no-one-home' })).status, 200);
  return { ...parcel, id };
}
const refundsOf = async (orderId: string) => {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return app.db.select().from(refunds).where(eq(refunds.paymentReference, order.paymentReference));
};
const checkIn = (who: TestUser, id: string) => api(apiUrl, who, 'POST', `/api/staff/deliveries/${id}/check-in`);

test('a returned parcel checked in: units back at the pharmacy, the payment refunded and the order cancelled, once (repeated)', async () => {
  const ada = await createUser(app);
  const before = await shelfAt(kano.id);
  const parcel = await returning(ada, 3);
  assert.equal(await shelfAt(kano.id), before - 3);
  // Only the pharmacy's staff (or an admin) check it in.
  assert.equal((await checkIn(otherStaff, parcel.id)).status, 404);
  assert.equal((await checkIn(musa, parcel.id)).status, 403);
  assert.equal((await checkIn(ada, parcel.id)).status, 403);
  const first = await checkIn(staff, parcel.id);
  assert.deepEqual([first.status, first.json.state], [200, 'returned'], JSON.stringify(first.json));
  const [paid] = await app.db.select().from(orders).where(eq(orders.id, parcel.orderId));
  assert.equal(first.json.refunded, paid.totalKobo / 100, 'the whole order (its only parcel) is refunded');
  const again = await checkIn(staff, parcel.id);
  assert.deepEqual([again.status, again.json.code], [409, 'already-returned']);
  assert.equal(await shelfAt(kano.id), before, 'the units are back on the shelf, once');
  assert.equal((await refundsOf(parcel.orderId)).length, 1, 'refunded once');
  const [order] = await app.db.select().from(orders).where(eq(orders.id, parcel.orderId));
  assert.equal(order.status, 'Canceled');
  assert.equal((await deliveriesOf(ada, parcel.orderId)).line, 'It is back at the pharmacy; your money has been given back.');
});

test('check-ins racing: three at once return the units and refund the payment exactly once', async () => {
  const ada = await createUser(app);
  const before = await shelfAt(kano.id);
  const parcel = await returning(ada, 2);
  const answers = await Promise.all([checkIn(staff, parcel.id), checkIn(staff, parcel.id), checkIn(admin, parcel.id)]);
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409], JSON.stringify(answers.map((a) => a.json)));
  assert.equal(await shelfAt(kano.id), before);
  assert.equal((await refundsOf(parcel.orderId)).length, 1);
});

test('a failed delivery switched to pickup: the order becomes a pickup at the pharmacy with its PIN', async () => {
  const ada = await createUser(app);
  const parcel = await parcelOf(ada);
  const { id } = await assign(parcel.parcelId);
  assert.equal(
    (await api(apiUrl, ada, 'POST', `/api/Order/${parcel.orderId}/deliveries/${id}/pickup`)).status,
    409,
    'only after a failed try',
  );
  assert.equal((await rider(id, 'fail', { reason: 'unsafe' })).status, 200);
  const switched = await api(apiUrl, ada, 'POST', `/api/Order/${parcel.orderId}/deliveries/${id}/pickup`);
  assert.deepEqual([switched.status, switched.json.state], [200, 'to-pickup']);
  const { pin } = (await api(apiUrl, ada, 'GET', `/api/Order/${parcel.orderId}/pickup-pin`)).json;
  assert.match(pin, /^\d{6}$/);
  assert.equal((await api(apiUrl, staff, 'POST', `/api/Order/${parcel.orderId}/pickup/ready`)).status, 204);
  assert.equal((await api(apiUrl, staff, 'POST', `/api/Order/${parcel.orderId}/pickup/handover`, { pin })).status, 204);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, parcel.orderId));
  assert.deepEqual([order.status, order.fulfilment], ['Delivered', 'pickup']);
  assert.equal((await rider(id, 'deliver', { code: '000000' })).status, 409, 'the rider no longer hands it over');
});

test('a returned pay-on-delivery parcel: units back and the pay-on-delivery hold released, nothing refunded, once', async () => {
  const { user: ada, phone } = await consentingShopper();
  const before = await shelfAt(kano.id);
  await api(apiUrl, ada, 'DELETE', `/api/carts/clearcart/${ada.user.id}`);
  assert.equal(
    (await api(apiUrl, ada, 'POST', '/api/carts/add', { medicineId: paracetamol.id, quantity: 2, userId: ada.user.id })).status,
    200,
  );
  const quote = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' });
  const placed = await api(apiUrl, ada, 'POST', '/api/checkout/pay-on-delivery', {
    amount: quote.json.total,
    email: ada.user.email,
    paymentType: 'medicine',
    userId: ada.user.id,
    deliveryAddress: { zone: 'kano', city: 'Kano', street: '9 Zoo Road', phone },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  const orderId = placed.json.orderId as string;
  const [p] = await app.db.select().from(orderParcels).where(eq(orderParcels.orderId, orderId));
  const stop = await assign(p.id);
  const listed = ((await api(apiUrl, musa, 'GET', '/api/rider/deliveries')).json as { id: string; toPay: number | null }[]).find(
    (s) => s.id === stop.id,
  );
  assert.equal(listed?.toPay, quote.json.total, 'the rider sees what to collect');
  assert.equal((await rider(stop.id, 'fail', { reason: 'no-one-home' })).status, 200);
  assert.equal(
    (await api(apiUrl, ada, 'POST', `/api/Order/${orderId}/deliveries/${stop.id}/rebook`, { day: tomorrow(), slot: 'morning' })).status,
    200,
  );
  assert.equal((await rider(stop.id, 'fail', { reason: 'no-one-home' })).status, 200);
  const answers = await Promise.all([checkIn(staff, stop.id), checkIn(staff, stop.id)]);
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
  const [pod] = await app.db.select().from(payOnDeliveryOrders).where(eq(payOnDeliveryOrders.orderId, orderId));
  assert.equal(pod.state, 'cancelled', 'the hold is released: the rider’s link is closed');
  assert.equal((await refundsOf(orderId)).length, 0, 'nothing was paid, nothing refunded');
  assert.equal(await shelfAt(kano.id), before);
  // A new pay-on-delivery order for the same phone is allowed again (no open one holds it).
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  assert.equal(order.status, 'Canceled');
});
