import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { cartItems, medicines, payments, phoneVerifications, users } from '../../src/platform/db/schema/index';
import { api, createMedicines, LAGOS_ADDRESS, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { provePhone } from '../helpers/consents';
import { createUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';
import { choices, whatsappPhone } from '../helpers/whatsapp-phone';

// The shop's conversation on WhatsApp, through the real webhook, the real search, cart and checkout,
// the Paystack sandbox and the messaging sandbox (the replies asserted as the Cloud API's JSON).
const { app, apiUrl, texts } = await startCommerce({ messaging: true, freeDeliveryFromNaira: 1_000_000 });
const [paracetamol, paracetamolSyrup, ibuprofen] = await createMedicines(app, [
  { name: 'Paracetamol 500mg Tablets', price: 450 },
  { name: 'Paracetamol Syrup 120mg', price: 800, stock: 2 },
  { name: 'Ibuprofen 400mg Tablets', price: 600 },
]);
const [amoxicillin] = await createMedicines(app, [{ name: 'Amoxicillin 500mg Capsules', price: 1500 }]);
await app.db.update(medicines).set({ medicineClass: 'pom' }).where(eq(medicines.id, amoxicillin.id));

/** A shopper whose number is proved on their account, with a saved Lagos address. */
async function verifiedShopper(phone: string) {
  const user = await createUser(app);
  await provePhone(app, user.user.id, phone);
  const saved = await api(apiUrl, user, 'POST', '/api/delivery/addresses', { ...LAGOS_ADDRESS, label: 'Home' });
  assert.equal(saved.status, 201, JSON.stringify(saved.json));
  return user;
}
const cartOf = (userId: string) => app.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('shopping on WhatsApp', () => {
  it('searches, picks from a list, chooses a quantity, sees the cart and pays by a Paystack link for exactly that cart', async () => {
    const phone = '+2348051230001';
    const ada = await verifiedShopper(phone);
    const chat = whatsappPhone(apiUrl, texts, phone);

    const [found] = await chat.write('paracetamol');
    assert.equal(found.kind, 'interactive');
    assert.equal(found.interactive?.type, 'list');
    const rows = choices(found);
    assert.ok(rows.length >= 2 && rows.length <= 10, `${rows.length} rows`);
    assert.ok(rows.every((r) => r.title.length <= 24));
    const row = rows.find((r) => r.id === `med:${paracetamol.id}`);
    assert.ok(row, 'the tablets are a row of the list');
    assert.ok(!rows.some((r) => r.id === `med:${ibuprofen.id}`), 'the search is the shop’s: ibuprofen is not paracetamol');

    const [asked] = await chat.tap('list', row.id, row.title);
    assert.equal(asked.interactive?.type, 'button');
    assert.deepEqual(
      choices(asked).map((b) => b.title),
      ['1', '2', '3'],
    );
    assert.match(asked.text!, /₦450\.00/);

    const [added] = await chat.tap('button', 'qty:2', '2');
    assert.match(added.text!, /2 × Paracetamol 500mg Tablets/);
    assert.match(added.text!, /Total: ₦900\.00/);
    assert.deepEqual(
      (await cartOf(ada.user.id)).map((l) => [l.medicineId, l.quantity]),
      [[paracetamol.id, 2]],
    );

    // A second medicine, its quantity typed; then the cart asked for in Pidgin.
    const [list2] = await chat.write('ibuprofen');
    await chat.tap('list', choices(list2).find((r) => r.id === `med:${ibuprofen.id}`)!.id);
    const [added2] = await chat.write('1');
    assert.match(added2.text!, /Total: ₦1,500\.00/);
    const [cart] = await chat.write('wetin dey my cart');
    assert.match(cart.text!, /^Wetin dey your cart:/);
    assert.match(cart.text!, /Total: ₦1,500\.00/);

    // Checkout: the saved address, then the link. The amount is the server's (items + Lagos fee), never the chat's.
    const [where] = await chat.tap('button', 'cmd:checkout', 'Checkout');
    const home = choices(where).find((r) => r.id.startsWith('addr:'));
    assert.ok(home, 'the saved address is offered');
    const [link] = await chat.tap('list', home.id, home.title);
    const url = /https?:\/\/\S+/.exec(link.text!)?.[0];
    assert.ok(url, link.text!);
    const [payment] = await app.db.select().from(payments).where(eq(payments.userId, ada.user.id));
    const quote = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { addressId: home.id.slice(5) });
    assert.equal(quote.json.itemsTotal, 1500);
    assert.equal(payment.amountKobo, Math.round(quote.json.total * 100));
    assert.match(link.text!, new RegExp(`₦${quote.json.total.toLocaleString('en-NG', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));

    // Paid on the Paystack sandbox: the order follows as any order.
    const paid = await payOnCheckoutPage(url, SUCCESS_CARD);
    assert.equal(paid.status, 303);
    const orders = await readUntil(
      async () => (await api(apiUrl, ada, 'GET', `/api/Order/user/${ada.user.id}`)).json,
      (o) => Array.isArray(o) && o.length === 1,
    );
    assert.equal(orders.length, 1);
    const [tracked] = await chat.write('track');
    assert.match(tracked.text!, new RegExp(orders[0].orderNumber));
  });

  it('puts a prescription-only medicine in the cart with the way to send the prescription here, and refuses a quantity over the stock', async () => {
    const phone = '+2348051230002';
    const bola = await verifiedShopper(phone);
    const chat = whatsappPhone(apiUrl, texts, phone);
    const [asked] = await chat.tap('list', `med:${amoxicillin.id}`, 'Amoxicillin');
    assert.equal(asked.interactive?.type, 'button', 'the quantity is asked');
    const [added] = await chat.write('1');
    assert.match(
      added.interactive!.body.text,
      /needs a prescription checked by our pharmacist before you pay\. Send a photo of your prescription here/,
    );
    assert.deepEqual(
      (await cartOf(bola.user.id)).map((line) => [line.medicineId, line.quantity]),
      [[amoxicillin.id, 1]],
    );
    assert.equal((await api(apiUrl, bola, 'DELETE', `/api/carts/clearcart/${bola.user.id}`)).status, 200);
    assert.deepEqual(await cartOf(bola.user.id), []);

    await chat.tap('list', `med:${paracetamolSyrup.id}`, 'Paracetamol Syrup');
    const [refused] = await chat.write('5');
    assert.match(refused.text!, /Only 2 of "Paracetamol Syrup 120mg"/);
    assert.deepEqual(await cartOf(bola.user.id), []);
    const [tooMany] = await chat.write('100');
    assert.match(tooMany.text!, /^(Please type a number from 1 to 99|Only 2)/);
    assert.deepEqual(await cartOf(bola.user.id), []);
  });

  it('answers an emergency with 112 and 767 first', async () => {
    const chat = whatsappPhone(apiUrl, texts, '+2348051230003');
    const [first, ...rest] = await chat.write('my father get chest pain, wetin I fit give am');
    assert.equal(rest.length, 0);
    assert.match(first.text!, /112/);
    assert.match(first.text!, /767/);
  });

  it('matches a number to an account only when that account verified it', async () => {
    const phone = '+2348051230004';
    // Chidi typed this number on his profile but never proved it; his cart has a line.
    const chidi = await createUser(app);
    await app.db.update(users).set({ phone }).where(eq(users.id, chidi.user.id));
    // ...and asked for a code he never typed back.
    const now = new Date();
    await app.db
      .insert(phoneVerifications)
      .values({ userId: chidi.user.id, phone, codeHash: 'never-typed', expiresAt: new Date(now.getTime() + 600_000), createdAt: now });
    await api(apiUrl, chidi, 'POST', '/api/carts/add', { userId: chidi.user.id, medicineId: ibuprofen.id, quantity: 3 });
    const chat = whatsappPhone(apiUrl, texts, phone);
    for (const word of ['cart', 'track', 'checkout']) {
      const [answer] = await chat.write(word);
      assert.match(answer.text!, /not yet verified/);
      assert.doesNotMatch(answer.text!, /Ibuprofen|EPH-/);
    }
    // Once Chidi proves the number, the same chat is his.
    await provePhone(app, chidi.user.id, phone);
    const [cart] = await chat.write('cart');
    assert.match(cart.text!, /3 × Ibuprofen 400mg Tablets/);
  });

  it('handles a retried message id once: one reply, one cart line', async () => {
    const phone = '+2348051230005';
    const dayo = await verifiedShopper(phone);
    const chat = whatsappPhone(apiUrl, texts, phone);
    await chat.tap('list', `med:${ibuprofen.id}`, 'Ibuprofen');
    const id = 'wamid.retried-quantity-0001';
    assert.equal((await chat.write('2', id)).length, 1);
    assert.equal((await chat.write('2', id)).length, 0, 'the retry got no reply');
    assert.deepEqual(
      (await cartOf(dayo.user.id)).map((l) => l.quantity),
      [2],
    );
  });
});
