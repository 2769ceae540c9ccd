import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeJwt } from 'jose';
import type { SandboxMessage } from '../../../paystack-sandbox/src/messaging/messaging-sandbox';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { api, createMedicines, startCommerce, startMessaging } from '../helpers/commerce';
import { provePhone } from '../helpers/consents';
import { locationFixtures } from '../helpers/locations';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, login, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

// Click-and-collect hand-offs that reach the person: "ready for pickup" goes to the customer (mail,
// and SMS and WhatsApp where they consented) with the pharmacy's hours and a reminder to bring the
// PIN; the receipt says where to collect with the PIN, never a rider; the staff card has the
// customer's phone; pharmacies in the shopper's state come first, and one lacking an item promises
// it after a transfer, not today; a pharmacy's staff member's token says so (their landing screen).

const messaging = await startMessaging({ receiptDelayMs: 20 });
const { app, apiUrl } = await startCommerce({ config: { messaging: messaging.config } });
const [amoxil, zinc] = await createMedicines(app, [
  { name: 'Amoxil 500mg', price: 2000, stock: 50 },
  { name: 'Zinc 20mg', price: 500, stock: 50 },
]);
const { pharmacy, buy } = locationFixtures(app, apiUrl);
// Lekki holds both medicines; Kano only Amoxil (its Zinc comes from the warehouse by transfer).
const lekki = await pharmacy(
  'Hand-off Lekki',
  'Lagos',
  [6.4474, 3.4723],
  [
    [amoxil.id, 10],
    [zinc.id, 10],
  ],
);
const kano = await pharmacy('Hand-off Kano', 'Kano', [12.0, 8.5167], [[amoxil.id, 10]]);
const admin = await createAdmin(app);

const PHONE = '0803 555 0199';
const PHONE_E164 = '+2348035550199';
const messagesTo = async (phone: string): Promise<SandboxMessage[]> => (await messaging.messages()).filter((m) => m.to === phone);

/** A shopper who consented to order updates by SMS and WhatsApp on PHONE. */
async function consentingShopper(): Promise<TestUser> {
  const user = await createUser(app, { firstName: 'Tola' });
  await provePhone(app, user.user.id, PHONE);
  for (const channel of ['sms', 'whatsapp'])
    assert.equal(
      (
        await api(apiUrl, user, 'POST', '/api/account/consents', {
          purpose: 'order-updates',
          channel,
          wordingVersion: CONSENT_WORDING_VERSION,
          phone: PHONE,
          via: 'account',
        })
      ).status,
      200,
    );
  return user;
}

const mailsTo = (user: TestUser, subject: RegExp) =>
  readOutbox(app).filter((m) => m.to.includes(user.user.email) && subject.test(m.subject));
/** The mails with this subject, once the first has reached the outbox (a notice is sent after the answer). */
const mailed = (user: TestUser, subject: RegExp) =>
  readUntil(
    async () => mailsTo(user, subject),
    (found) => found.length > 0,
  );

test('ready for pickup reaches the customer once: mail with the hours and the PIN, SMS and WhatsApp with the hours and “bring your PIN”', async () => {
  const tola = await consentingShopper();
  const order = await buy(tola, [[amoxil.id, 1]], { pickup: { pharmacyId: lekki.id, phone: PHONE } });
  const pin = (await api(apiUrl, tola, 'GET', `/api/Order/${order.orderId}/pickup-pin`)).json.pin as string;
  const number = (await api(apiUrl, tola, 'GET', `/api/Order/${order.orderId}`)).json.orderNumber as string;

  // The receipt: where to collect, the hours and the PIN; never a rider.
  const [receipt] = await mailed(tola, /confirmed/);
  assert.ok(receipt, 'the receipt was mailed');
  assert.match(receipt.text, /Collect at:\s+Hand-off Lekki/);
  assert.match(receipt.text, /Opening hours: Mon–Sat 8:00–20:00/);
  assert.match(receipt.text, new RegExp(`Bring your pickup PIN: ${pin}`));
  assert.match(receipt.text, /Collection at Hand-off Lekki: free/);
  assert.doesNotMatch(receipt.text, /Rider will call|Delivery address/);

  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/ready`)).status, 204);
  const [ready] = await mailed(tola, /ready for pickup/);
  assert.ok(ready, 'the ready-for-pickup mail went out');
  assert.equal(ready.subject, `Order ${number} is ready for pickup`);
  assert.match(ready.text, /waiting for you at Hand-off Lekki/);
  assert.match(ready.text, /Opening hours: Mon–Sat 8:00–20:00/);
  assert.match(ready.text, new RegExp(`Bring your pickup PIN: ${pin}`));

  const texts = await readUntil(
    () => messagesTo(PHONE_E164),
    (sent) => sent.some((m) => m.template?.name === 'pickup_ready_v1') && sent.some((m) => /ready for pickup/.test(m.text ?? '')),
  );
  const sms = texts.filter((m) => m.channel === 'sms' && /ready for pickup/.test(m.text ?? ''));
  assert.deepEqual(
    sms.map((m) => m.text),
    [`e-pharmacy: order ${number} is ready for pickup at Hand-off Lekki, Mon-Sat 8-20. Bring your PIN. Reply STOP to end texts.`],
  );
  const whatsapp = texts.filter((m) => m.channel === 'whatsapp' && m.template?.name === 'pickup_ready_v1');
  assert.deepEqual(
    whatsapp.map((m) => m.template!.params),
    [[number, 'Hand-off Lekki', 'Mon-Sat 8-20']],
  );
  for (const m of [...sms, ...whatsapp]) assert.ok(!JSON.stringify(m).includes(pin), 'the PIN never goes on a lock screen');

  // Once: a second "ready" is refused and sends nothing more.
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/ready`)).status, 409);
  assert.equal(mailsTo(tola, /ready for pickup/).length, 1);

  // Handed over: "collected", never "delivered" or a rider.
  assert.equal((await api(apiUrl, admin, 'POST', `/api/Order/${order.orderId}/pickup/handover`, { pin })).status, 204);
  const [collected] = await mailed(tola, /collected/);
  assert.ok(collected, 'the collected mail went out');
  assert.match(collected.text, /You collected your order at Hand-off Lekki/);
  const after = await readUntil(
    () => messagesTo(PHONE_E164),
    (sent) => sent.some((m) => m.channel === 'sms' && /is now collected/.test(m.text ?? '')),
  );
  assert.ok(after.some((m) => m.channel === 'sms' && /is now collected/.test(m.text ?? '')));

  // My orders lists it as a pickup, collected: the list reads "Collected", not "Delivered".
  const listed = (await api(apiUrl, tola, 'GET', `/api/Order/user/${tola.user.id}`)).json.find(
    (o: { orderId: string }) => o.orderId === order.orderId,
  );
  assert.equal(listed.status, 'Delivered');
  assert.equal(listed.fulfilment.kind, 'pickup');
  assert.equal(listed.fulfilment.location.name, 'Hand-off Lekki');
  assert.ok(listed.fulfilment.readyAt && listed.fulfilment.pickedUpAt, 'ready and collected times on the list');
});

test('the staff card carries the customer’s phone; a staff member’s token says they are a pharmacy’s staff', async () => {
  const tola = await createUser(app, { firstName: 'Ngozi' });
  const order = await buy(tola, [[amoxil.id, 1]], { pickup: { pharmacyId: lekki.id, phone: '0803 123 4567' } });
  const staff = await createUser(app, { firstName: 'Kemi' });
  assert.equal((await api(apiUrl, admin, 'PUT', `/api/admin/users/${staff.user.id}/pharmacy`, { pharmacyId: lekki.id })).status, 200);
  const queue = await api(apiUrl, staff, 'GET', '/api/staff/orders?stage=to-pack');
  const card = queue.json.find((o: { id: string }) => o.id === order.orderId);
  assert.equal(card.customerPhone, '+2348031234567');

  const signedIn = await login(app, staff.user.email, staff.password);
  assert.equal(decodeJwt(signedIn.accessToken).pharmacyStaff, true);
  const shopper = await login(app, tola.user.email, tola.password);
  assert.equal(decodeJwt(shopper.accessToken).pharmacyStaff, undefined);
});

test('pharmacies in the shopper’s state come first; one lacking an item is ready after a transfer, not today', async () => {
  const bayo = await createUser(app);
  await api(apiUrl, bayo, 'DELETE', `/api/carts/clear/${bayo.user.id}`);
  for (const medicineId of [amoxil.id, zinc.id])
    await api(apiUrl, bayo, 'POST', '/api/carts/add', { medicineId, quantity: 1, userId: bayo.user.id });

  const inKano = await api(apiUrl, bayo, 'GET', '/api/pickup-points?near=Kano');
  assert.equal(inKano.status, 200);
  const mine = inKano.json.filter((p: { name: string }) => p.name.startsWith('Hand-off'));
  assert.deepEqual(
    mine.map((p: { name: string; inYourState: boolean }) => [p.name, p.inYourState]),
    [
      ['Hand-off Kano', true],
      ['Hand-off Lekki', false],
    ],
  );
  assert.equal(inKano.json[0].state, 'Kano', 'the shopper’s state first');
  const [atKano, atLekki] = mine;
  assert.deepEqual([atKano.readiness, atKano.hasYourCart], ['transfer', false]);
  assert.deepEqual([atKano.readyWindow.minDays, atKano.readyWindow.maxDays], [2, 3]);
  assert.deepEqual([atLekki.readiness, atLekki.readyWindow.minDays, atLekki.readyWindow.maxDays], ['now', 0, 1]);

  // Without `near`, the shopper's default saved address says where they are.
  const saved = await api(apiUrl, bayo, 'POST', '/api/delivery/addresses', {
    zone: 'kano',
    city: 'Kano',
    street: '4 Zoo Road',
    phone: '0803 123 4567',
    isDefault: true,
  });
  assert.ok([200, 201].includes(saved.status), JSON.stringify(saved.json));
  const byAddress = await api(apiUrl, bayo, 'GET', '/api/pickup-points');
  assert.equal(byAddress.json[0].state, 'Kano');

  // The quote and the order promise the same: 2–3 working days at Kano, not today.
  const quote = await api(apiUrl, bayo, 'POST', '/api/checkout/quote', { pickupPharmacyId: kano.id });
  assert.deepEqual([quote.json.window.minDays, quote.json.window.maxDays], [2, 3]);
  const atHand = await api(apiUrl, bayo, 'POST', '/api/checkout/quote', { pickupPharmacyId: lekki.id });
  assert.deepEqual([atHand.json.window.minDays, atHand.json.window.maxDays], [0, 1]);
  const order = await buy(
    bayo,
    [
      [amoxil.id, 1],
      [zinc.id, 1],
    ],
    { pickup: { pharmacyId: kano.id, phone: '0803 123 4567' } },
  );
  const placed = await api(apiUrl, bayo, 'GET', `/api/Order/${order.orderId}`);
  assert.deepEqual([placed.json.deliveryWindow.minDays, placed.json.deliveryWindow.maxDays], [2, 3]);
  const [receipt] = await mailed(bayo, /confirmed/);
  assert.match(receipt?.text ?? '', /Ready for pickup: 2–3 working days/);
});

test('near may be a delivery zone’s code or a state; one naming neither leaves the saved address to say', async () => {
  const chika = await createUser(app);
  const firstState = async (query: string) => {
    const answer = await api(apiUrl, chika, 'GET', `/api/pickup-points${query}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    return [answer.json[0].state, answer.json[0].inYourState];
  };
  // The cart's delivery zone and the product page's area are kept as zone codes.
  assert.deepEqual(await firstState('?near=kano'), ['Kano', true]);
  assert.deepEqual(await firstState('?near=lagos-island'), ['Lagos', true]);
  assert.deepEqual(await firstState('?near=Kano'), ['Kano', true]);

  const saved = await api(apiUrl, chika, 'POST', '/api/delivery/addresses', {
    zone: 'kano',
    city: 'Kano',
    street: '9 Bello Road',
    phone: '0803 765 4321',
    isDefault: true,
  });
  assert.ok([200, 201].includes(saved.status), JSON.stringify(saved.json));
  assert.deepEqual(await firstState('?near=nowhere'), ['Kano', true]);
  assert.deepEqual(await firstState('?near=lagos-mainland'), ['Lagos', true], 'the area chosen now wins over the saved address');
});
