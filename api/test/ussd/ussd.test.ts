import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { payments, phoneVerifications, users } from '../../src/platform/db/schema/index';
import { api, createMedicines, LAGOS_ADDRESS, payOnCheckoutPage, startCommerce, startMessaging, SUCCESS_CARD } from '../helpers/commerce';
import { provePhone } from '../helpers/consents';
import { createUser, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';

// Track and repeat by USSD, through the gateway's callback as Africa's Talking posts it (form fields,
// answers beginning CON or END), the real checkout, the Paystack sandbox and the messaging sandbox.
const SECRET = 'ussd-test-secret';
const messaging = await startMessaging({ receiptDelayMs: 20 });
const { app, apiUrl } = await startCommerce({
  freeDeliveryFromNaira: 1_000_000,
  messaging: { ...messaging.config, ussd: { secret: SECRET, allowedIps: [], pharmacistPhone: '0700 111 2222' } },
});
const [zinc, ors] = await createMedicines(app, [
  { name: 'Zinc Sulphate 20mg Tablets', price: 350 },
  { name: 'ORS Sachets', price: 200 },
]);

let session = 0;
/** One USSD session on a phone: each call sends the choices typed so far, `*`-joined. */
function dial(phoneNumber: string, key: string | null = SECRET) {
  session += 1;
  const sessionId = `ATUid_test_${session}`;
  return async (text: string) => {
    const res = await fetch(`${apiUrl}/api/ussd${key === null ? '' : `?key=${encodeURIComponent(key)}`}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sessionId, serviceCode: '*384*1234#', phoneNumber, text }).toString(),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };
}

/** A shopper with a proved number, a saved Lagos address and one paid order of 2 zinc + 1 ORS. */
async function shopperWithOrder(phone: string) {
  const user = await createUser(app);
  await provePhone(app, user.user.id, phone);
  // Delivered to the proved number, as pay on delivery asks.
  const saved = await api(apiUrl, user, 'POST', '/api/delivery/addresses', { ...LAGOS_ADDRESS, phone, label: 'Home' });
  assert.equal(saved.status, 201);
  for (const [medicine, quantity] of [
    [zinc, 2],
    [ors, 1],
  ] as const)
    assert.equal(
      (await api(apiUrl, user, 'POST', '/api/carts/add', { userId: user.user.id, medicineId: medicine.id, quantity })).status,
      200,
    );
  const order = await payFor(user, saved.json.id, 1);
  return { user, addressId: saved.json.id as string, order };
}
async function payFor(user: TestUser, addressId: string, orderCount: number) {
  const quote = await api(apiUrl, user, 'POST', '/api/checkout/quote', { addressId });
  const opened = await api(apiUrl, user, 'POST', '/api/payment/initiate', {
    amount: quote.json.total,
    email: user.user.email,
    paymentType: 'medicine',
    userId: user.user.id,
    addressId,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.json));
  await payOnCheckoutPage(opened.json.data.authorization_url, SUCCESS_CARD);
  return ordersUntil(user, orderCount);
}
async function ordersUntil(user: TestUser, count: number) {
  const orders = await readUntil(
    async () => (await api(apiUrl, user, 'GET', `/api/Order/user/${user.user.id}`)).json,
    (o) => Array.isArray(o) && o.length >= count,
  );
  assert.equal(orders.length, count);
  return orders[0];
}

describe('USSD', () => {
  it('refuses an unknown number politely and shows it nothing, even a number typed on an account but never proved', async () => {
    const { order } = await shopperWithOrder('+2348071230001');
    // Emeka typed Ada's number on his profile and asked for a code he never typed back.
    const emeka = await createUser(app);
    await app.db.update(users).set({ phone: '+2348071230009' }).where(eq(users.id, emeka.user.id));
    await app.db.insert(phoneVerifications).values({
      userId: emeka.user.id,
      phone: '+2348071230001',
      codeHash: 'never-typed',
      expiresAt: new Date(Date.now() + 600_000),
    });
    for (const phone of ['+2348071230009', '08099998888']) {
      const step = dial(phone);
      for (const text of ['', '1', '2', '2*1']) {
        const answer = await step(text);
        assert.equal(answer.status, 200);
        assert.match(answer.text, /^END Sorry, this number is not linked to an e-pharmacy account\..*Thank you\.$/);
        assert.doesNotMatch(answer.text, new RegExp(order.orderNumber));
      }
    }
  });

  it("refuses a caller without the gateway's secret", async () => {
    assert.equal((await dial('+2348071230001', null)('')).status, 403);
    assert.equal((await dial('+2348071230001', 'guess')('')).status, 403);
  });

  it("shows a verified number its last order's status and repeats it with a payment link by SMS", async () => {
    const phone = '+2348071230002';
    const { user, order } = await shopperWithOrder(phone);
    const step = dial(phone);
    const menu = await step('');
    assert.match(menu.type!, /^text\/plain/);
    assert.equal(menu.text, 'CON e-pharmacy\n1. My last orders\n2. Repeat my last order\n3. Call a pharmacist\n4. Pidgin');
    const status = await dial(phone)('1');
    assert.match(status.text, new RegExp(`^END ${order.orderNumber}: `));
    // Items N900 and the Lagos delivery fee, as the order was charged.
    const total = `N${order.totalPrice.toLocaleString('en-NG')}`;
    assert.ok(order.totalPrice > 900);
    assert.match(status.text, new RegExp(`, ${total}$`));

    const asked = await step('2');
    assert.match(asked.text, new RegExp(`^CON Repeat ${order.orderNumber} \\(3 items\\)\\?`));
    const linked = await step('2*1');
    assert.equal(linked.text, `END We have sent a payment link for ${total} by SMS. Your order follows once you pay.`);
    const [sms] = await readUntil(
      () => messaging.smsTo(phone),
      (m) => m.length > 0,
    );
    const url = /https?:\/\/\S+/.exec(sms.text!)?.[0];
    assert.ok(url, sms.text!);
    // The link is for exactly the last order's lines at today's prices (the server's own amount).
    const opened = await app.db.select().from(payments).where(eq(payments.userId, user.user.id));
    const open = opened.find((p) => p.status !== 'success');
    assert.equal(open?.amountKobo, Math.round(order.totalPrice * 100));
    // The gateway posting the last screen again repeats nothing.
    assert.match((await step('2*1')).text, /^END Already done/);
    await payOnCheckoutPage(url, SUCCESS_CARD);
    const repeated = await ordersUntil(user, 2);
    assert.notEqual(repeated.orderNumber, order.orderNumber);
    assert.deepEqual(
      repeated.orderItems.map((l: { medicineId: string; quantity: number }) => [l.medicineId, l.quantity]).sort(),
      order.orderItems.map((l: { medicineId: string; quantity: number }) => [l.medicineId, l.quantity]).sort(),
    );
  });

  it('repeats the last order to pay on delivery, through the pay-on-delivery rules', async () => {
    const phone = '+2348071230004';
    const { user, order } = await shopperWithOrder(phone);
    const answer = await dial(phone)('2*2');
    assert.match(answer.text, /^END Order EPH-/);
    const placed = await ordersUntil(user, 2);
    assert.equal(
      answer.text,
      `END Order ${placed.orderNumber} placed. Pay N${order.totalPrice.toLocaleString('en-NG')} when it is delivered to 12 Allen Avenue.`,
    );
    assert.equal(placed.totalPrice, order.totalPrice);
  });

  it('gives the pharmacist’s number', async () => {
    await shopperWithOrder('+2348071230003');
    const answer = await dial('+2348071230003')('3');
    assert.match(answer.text, /^END Call our pharmacist on 0700 111 2222/);
    assert.match(answer.text, /112/);
  });

  it('answers in Pidgin for an account kept in Pidgin, through a whole repeat, and switches language on choice 4', async () => {
    const phone = '+2348071230005';
    const { user, order } = await shopperWithOrder(phone);
    await app.identity.setLocale(user.user.id, 'pcm');
    const step = dial(phone);
    assert.equal((await step('')).text, 'CON e-pharmacy\n1. My last orders\n2. Buy my last order again\n3. Call pharmacist\n4. English');
    const total = `N${order.totalPrice.toLocaleString('en-NG')}`;
    // The order's status in the notices' own Pidgin word.
    assert.match((await step('1')).text, new RegExp(`^END ${order.orderNumber}: [^,]+, ${total}$`));
    assert.equal((await step('2')).text.split('\n')[0], `CON Buy ${order.orderNumber} again (3 items)?`);
    assert.match((await step('2')).text, /\n2\. Pay when e reach you\n0\. Cancel$/);
    assert.equal((await step('2*0')).text, 'END We no order anything.');
    // (Pay on delivery is taken by the earlier test's order to the same street: the link, told by SMS in Pidgin.)
    assert.equal((await step('2*1')).text, `END We don send payment link for ${total} by SMS. Your order go follow once you pay.`);
    const [sms] = await readUntil(
      () => messaging.smsTo(phone),
      (m) => m.length > 0,
    );
    assert.match(sms.text!, new RegExp(`^e-pharmacy: pay ${total} for the order wey you wan buy again here: https?://`));
    assert.equal((await step('2*1')).text, 'END We don do am already for dis session: check your SMS or My orders.');
    // Choice 4 switches to English for the session, and back.
    const other = dial(phone);
    assert.match((await other('4')).text, /^CON e-pharmacy\n1\. My last orders\n2\. Repeat my last order\n.*\n4\. Pidgin$/s);
    assert.match((await other('4*3')).text, /^END Call our pharmacist on 0700 111 2222/);
    assert.match((await other('4*4')).text, /\n4\. English$/);
    assert.equal((await other('4*4*9')).text, 'END Dat choice no correct. Abeg dial again.');
  });

  it('switches an English account to Pidgin on choice 4, for the rest of the session only', async () => {
    const phone = '+2348071230006';
    const { order } = await shopperWithOrder(phone);
    const step = dial(phone);
    assert.match((await step('4')).text, /^CON e-pharmacy\n1\. My last orders\n2\. Buy my last order again/);
    assert.match((await step('4*3')).text, /^END Call our pharmacist for 0700 111 2222 .*767 for Lagos/);
    assert.match((await step('4*1')).text, new RegExp(`^END ${order.orderNumber}: `));
    assert.match((await dial(phone)('')).text, /\n4\. Pidgin$/);
  });
});
