import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, desc, eq, like } from 'drizzle-orm';
import { notificationOutbox, orders, pharmacyStaff, users } from '../../src/platform/db/schema/index';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { api, createMedicines, startCommerce, startMessaging } from '../helpers/commerce';
import { pharmacyWithStock } from '../helpers/locations';
import { readOutbox } from '../helpers/outbox';
import { readUntil } from '../helpers/wait-for';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// Pay on delivery, as each person meets it: the quote of a Kano order packed in Kano (Kano's
// same-state window and fee), the receipt and the order saying what is due to the rider (never
// "Total paid"), the rider's link made by the packing pharmacy's staff, and texted to the phone
// the order carries (with the SMS consent, at most 3 times). On PGlite, and on PostgreSQL when
// DATABASE_URL is set.

const messaging = await startMessaging({ receiptDelayMs: 20, whatsapp: false });
const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 10_000_000, messaging: messaging.config });
const admin = await createAdmin(app);
const [localMedicine, warehouseOnly] = await createMedicines(app, [
  { name: 'Handoff ORS', price: 4500, stock: 40 },
  { name: 'Handoff Zinc', price: 700, stock: 40 },
]);
// Kano's pharmacy holds the ORS; the Zinc is only at the central warehouse (in Lagos).
const kano = await pharmacyWithStock(app, 'Handoff Kano', 'Kano', [12.0, 8.53], [[localMedicine.id, 10]]);
const ikeja = await pharmacyWithStock(app, 'Handoff Ikeja', 'Lagos', [6.6, 3.35], [[localMedicine.id, 10]]);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let seq = 10;
async function fill(user: TestUser, medicineId: string) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clear/${user.user.id}`);
  assert.equal((await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity: 1, userId: user.user.id })).status, 200);
}

/** A shopper whose phone is proved by the SMS code (read from the outbox), in their language. */
async function shopper(locale: 'en' | 'pcm' = 'en'): Promise<{ user: TestUser; phone: string }> {
  const user = await createUser(app);
  if (locale !== 'en') await app.db.update(users).set({ locale }).where(eq(users.id, user.user.id));
  const phone = `0803 666 01${seq++}`;
  assert.equal((await api(apiUrl, user, 'POST', '/api/account/phone-verification', { phone })).status, 200);
  const row = await readUntil(
    async () =>
      (
        await app.db
          .select()
          .from(notificationOutbox)
          .where(and(eq(notificationOutbox.userId, user.user.id), eq(notificationOutbox.channel, 'sms')))
          .orderBy(desc(notificationOutbox.createdAt))
          .limit(1)
      )[0],
    (r) => Boolean(r),
  );
  const code = /(\d{6})/.exec((row.payload as { text: string }).text)![1];
  assert.equal((await api(apiUrl, user, 'POST', '/api/account/phone-verification/confirm', { phone, code })).status, 200);
  return { user, phone };
}

async function podOrder(who: { user: TestUser; phone: string }, medicineId: string): Promise<Json> {
  await fill(who.user, medicineId);
  const quote = await api(apiUrl, who.user, 'POST', '/api/checkout/quote', { zone: 'kano' });
  const placed = await api(apiUrl, who.user, 'POST', '/api/checkout/pay-on-delivery', {
    amount: quote.json.total,
    email: who.user.user.email,
    paymentType: 'medicine',
    userId: who.user.user.id,
    deliveryAddress: { zone: 'kano', city: 'Kano', street: `${seq} Zoo Road`, phone: who.phone },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.json));
  return placed.json;
}

test("a Kano order packed at a Kano pharmacy is quoted Kano's same-state window and fee; one from the warehouse the zone's", async () => {
  const ada = await createUser(app);
  await fill(ada, localMedicine.id);
  const local = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' });
  assert.equal(local.status, 200, JSON.stringify(local.json));
  assert.equal(local.json.deliveryFee, 3000, "Kano's fee");
  assert.deepEqual([local.json.window.minDays, local.json.window.maxDays], [0, 1], 'packed in Kano: the same or the next day');
  await fill(ada, warehouseOnly.id);
  const shipped = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'kano' });
  assert.equal(shipped.json.deliveryFee, 3000);
  assert.deepEqual([shipped.json.window.minDays, shipped.json.window.maxDays], [3, 5], "from the warehouse: Kano zone's window");
  // A Lagos order of the same medicine is never given Kano's terms (Lagos's own zone).
  await fill(ada, localMedicine.id);
  const lagos = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' });
  assert.notEqual(lagos.json.deliveryFee, 3000);

  // Paid on delivery, the order keeps the window it was quoted.
  const order = await podOrder(await shopper(), localMedicine.id);
  const read = await api(apiUrl, admin, 'GET', `/api/Order/${order.orderId}`);
  assert.deepEqual([read.json.deliveryWindow.minDays, read.json.deliveryWindow.maxDays], [0, 1]);
  const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
  assert.equal(row.fulfilmentLocationId, kano.id, 'packed in Kano');
});

test('the receipt, the order and the staff queue say what is due to the rider, never what was paid', async () => {
  const bola = await shopper();
  const placed = await podOrder(bola, localMedicine.id);
  assert.equal(placed.amount, 7500);
  const order = await api(apiUrl, bola.user, 'GET', `/api/Order/${placed.orderId}`);
  assert.deepEqual(order.json.payOnDelivery, { state: 'open', toPay: 7500 });
  assert.equal(order.json.amountPaid, 0, 'nothing paid yet');
  const tracked = await api(apiUrl, bola.user, 'GET', `/api/Order/track/${placed.orderId}`);
  assert.deepEqual(tracked.json.payOnDelivery, { state: 'open', toPay: 7500 });
  const mail = await readUntil(
    async () => readOutbox(app).filter((m) => m.to.includes(bola.user.user.email)),
    (mails) => mails.some((m) => m.subject.includes(order.json.orderNumber)),
  );
  const receipt = mail.find((m) => m.subject.includes(order.json.orderNumber))!;
  assert.match(receipt.text, /To pay the rider: N7,500/);
  assert.doesNotMatch(receipt.text, /Total paid|We received your payment/);

  const pcm = await shopper('pcm');
  const theirs = await podOrder(pcm, localMedicine.id);
  const number = (await api(apiUrl, pcm.user, 'GET', `/api/Order/${theirs.orderId}`)).json.orderNumber;
  const pidgin = await readUntil(
    async () => readOutbox(app).filter((m) => m.to.includes(pcm.user.user.email)),
    (mails) => mails.some((m) => m.subject.includes(number)),
  );
  assert.match(pidgin.find((m) => m.subject.includes(number))!.text, /Money wey you go pay the rider: N7,500/);

  const staff = await createUser(app);
  await app.db.insert(pharmacyStaff).values({ userId: staff.user.id, pharmacyId: kano.id });
  const queue = await api(apiUrl, staff, 'GET', '/api/staff/orders?stage=to-pack');
  assert.equal(queue.status, 200, JSON.stringify(queue.json));
  assert.equal(queue.json.find((o: Json) => o.id === placed.orderId)?.toPay, 7500);
});

test("the packing pharmacy's staff make the rider's link and text it, with the customer's SMS consent, at most 3 times", async () => {
  const chidi = await shopper();
  const placed = await podOrder(chidi, localMedicine.id);
  const staff = await createUser(app);
  await app.db.insert(pharmacyStaff).values({ userId: staff.user.id, pharmacyId: kano.id });
  const elsewhere = await createUser(app);
  await app.db.insert(pharmacyStaff).values({ userId: elsewhere.user.id, pharmacyId: ikeja.id });
  const link = `/api/Order/${placed.orderId}/pay-on-delivery/link`;
  assert.equal((await api(apiUrl, chidi.user, 'POST', link)).status, 403, 'not a shopper');
  assert.equal((await api(apiUrl, elsewhere, 'POST', link)).status, 404, "never another pharmacy's order");
  const made = await api(apiUrl, staff, 'POST', link);
  assert.equal(made.status, 200, JSON.stringify(made.json));
  assert.equal(made.json.amount, 7500);
  assert.equal((await api(apiUrl, admin, 'POST', link)).json.authorizationUrl, made.json.authorizationUrl, 'one page per order');

  const text = `${link}/text`;
  const refused = await api(apiUrl, staff, 'POST', text);
  assert.deepEqual([refused.status, refused.json.code], [409, 'no-sms-consent'], 'no text without the consent');
  assert.equal((await api(apiUrl, elsewhere, 'POST', text)).status, 404);
  const given = await api(apiUrl, chidi.user, 'POST', '/api/account/consents', {
    purpose: 'order-updates',
    channel: 'sms',
    wordingVersion: CONSENT_WORDING_VERSION,
    phone: chidi.phone,
  });
  assert.equal(given.status, 200, JSON.stringify(given.json));
  for (const n of [1, 2, 3]) {
    const sent = await api(apiUrl, staff, 'POST', text);
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    assert.deepEqual(sent.json, { sentTo: chidi.phone, texts: n, textsLeft: 3 - n });
  }
  const fourth = await api(apiUrl, staff, 'POST', text);
  assert.deepEqual([fourth.status, fourth.json.code], [429, 'link-texts-used']);
  const digits = chidi.phone.replace(/\D/g, '').slice(1);
  const texts = await readUntil(
    async () => (await messaging.messages()).filter((m) => m.to.endsWith(digits) && (m.text ?? '').includes(made.json.authorizationUrl)),
    (found) => found.length === 3,
  );
  assert.match(texts[0].text!, /^e-pharmacy: pay the rider N7,500 for order EPH-\d+ here: /);
  const rows = await app.db
    .select()
    .from(notificationOutbox)
    .where(like(notificationOutbox.eventKey, `order:${placed.orderId}:pod-link:%`));
  assert.equal(rows.length, 3, 'once per text, capped');
});
