import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { medicines, orders, payments } from '../../src/platform/db/schema/index';
import { api, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

// The shop's real delivery rules: fees by zone, free from N100,000 of items.
const { app, sandbox, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 100_000 });
// Orders are placed through the browser's calls (verify / Order/place); webhooks are checkout.test.ts's business.
sandbox.sandbox.options.webhookUrl = null;
const [paracetamol, vitaminC, bp, nebuliser] = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 1500 },
  { name: 'Vitamin C 1000mg', price: 2000 },
  { name: 'BP monitor', price: 50_000 },
  { name: 'Nebuliser', price: 99_999.99 },
]);
const admin = await createAdmin(app);

const kano = { zone: 'kano', city: 'Kano Municipal', street: '4 Zoo Road', landmark: 'Opposite Kano Zoo', phone: '+234 803 123 4567' };

async function fill(user: TestUser, lines: [string, number][]) {
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
}

const body = (user: TestUser, amount: number, address: object) => ({
  amount,
  email: user.user.email,
  paymentType: 'medicine',
  userId: user.user.id,
  ...address,
});

async function quote(user: TestUser, zone: string) {
  const res = await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json as { itemsTotal: number; deliveryFee: number; total: number; freeDeliveryThreshold: number; window: { text: string } };
}

/** Quote, initiate with the quoted total, pay with the test card, verify: the placed order. */
async function buy(user: TestUser, address: object, zone: string) {
  const q = await quote(user, zone);
  const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', body(user, q.total, address));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const reference = init.json.data.reference as string;
  assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${reference}`);
  assert.equal(verified.status, 200);
  const order = await api(apiUrl, user, 'GET', `/api/Order/${verified.json.data.orderId}`);
  assert.equal(order.status, 200);
  return { quote: q, reference, order: order.json };
}

const mailsTo = (user: TestUser) => readOutbox(app).filter((m) => m.to.includes(user.user.email));

test('the zones cover the 36 states and the FCT, Lagos and the FCT in two zones, and free delivery from N100,000', async () => {
  const res = await api(apiUrl, null, 'GET', '/api/delivery');
  assert.equal(res.status, 200);
  assert.equal(res.json.freeDeliveryThreshold, 100_000);
  const zones = res.json.zones as { code: string; state: string; fee: number; delivered: boolean; window: string }[];
  assert.equal(new Set(zones.map((z) => z.state)).size, 37);
  assert.deepEqual(
    zones.filter((z) => z.state === 'Lagos').map((z) => [z.code, z.fee]),
    [
      ['lagos-island', 2000],
      ['lagos-mainland', 1500],
    ],
  );
  assert.equal(zones.filter((z) => z.state === 'FCT').length, 2);
  assert.equal(zones.find((z) => z.code === 'borno')?.delivered, false);
  assert.equal(zones.find((z) => z.code === 'kano')?.window, '3–5 working days');
});

test('the fee for each kind of address: Lagos mainland and island, Abuja city and area councils, Kano, the far north', async () => {
  const ada = await createUser(app);
  await fill(ada, [[paracetamol.id, 2]]);
  const expected: [string, number][] = [
    ['lagos-mainland', 1500],
    ['lagos-island', 2000],
    ['fct-abuja-city', 2000],
    ['fct-area-councils', 2500],
    ['kano', 3000],
    ['sokoto', 3500],
    ['oyo', 2500],
    ['rivers', 3000],
  ];
  for (const [zone, fee] of expected) {
    const q = await quote(ada, zone);
    assert.deepEqual([zone, q.itemsTotal, q.deliveryFee, q.total], [zone, 3000, fee, 3000 + fee]);
    assert.match(q.window.text, /working days? \(/);
  }
});

test('free delivery from exactly N100,000 of items; one kobo less pays the fee', async () => {
  const ada = await createUser(app);
  await fill(ada, [[bp.id, 2]]);
  const free = await quote(ada, 'kano');
  assert.deepEqual([free.itemsTotal, free.deliveryFee, free.total], [100_000, 0, 100_000]);

  // One kobo under the threshold pays the fee.
  const bola = await createUser(app);
  await fill(bola, [[nebuliser.id, 1]]);
  const under = await quote(bola, 'kano');
  assert.deepEqual([under.itemsTotal, under.deliveryFee, under.total], [99_999.99, 3000, 102_999.99]);

  // The threshold is the admin's to set.
  assert.equal((await api(apiUrl, ada, 'PUT', '/api/delivery/settings', { freeDeliveryThreshold: 1 })).status, 403);
  const set = await api(apiUrl, admin, 'PUT', '/api/delivery/settings', { freeDeliveryThreshold: 99_999.99 });
  assert.equal(set.status, 200);
  const atThreshold = await quote(bola, 'kano');
  assert.deepEqual([atThreshold.deliveryFee, atThreshold.total, atThreshold.freeDeliveryThreshold], [0, 99_999.99, 99_999.99]);
  const restored = await api(apiUrl, admin, 'PUT', '/api/delivery/settings', { freeDeliveryThreshold: 100_000 });
  assert.equal(restored.json.freeDeliveryThreshold, 100_000);

  // Paid at exactly N100,000: nothing is added for delivery.
  const { order } = await buy(ada, { deliveryAddress: kano }, 'kano');
  assert.deepEqual([order.itemsTotal, order.deliveryFee, order.totalPrice], [100_000, 0, 100_000]);
});

test('the amount charged is items plus the fee, and the order shows both, the address, the window and a human number', async () => {
  const ada = await createUser(app, { firstName: 'Amina', lastName: 'Bello' });
  await fill(ada, [
    [paracetamol.id, 2],
    [vitaminC.id, 1],
  ]);
  const { reference, order, quote: q } = await buy(ada, { deliveryAddress: kano, billingAddress: 'PO Box 12, Kano' }, 'kano');
  assert.deepEqual([q.itemsTotal, q.deliveryFee, q.total], [5000, 3000, 8000]);
  const [payment] = await app.db.select().from(payments).where(eq(payments.reference, reference));
  assert.equal(payment.amountKobo, 800_000);
  assert.equal(sandbox.sandbox.transactions.get(reference)?.amount, 800_000, 'the provider was asked for items + delivery');
  assert.equal(payment.billingAddress, 'PO Box 12, Kano');
  assert.equal(payment.shippingAddress, 'Amina Bello, 4 Zoo Road, near Opposite Kano Zoo, Kano Municipal, Kano State, 0803 123 4567');

  assert.deepEqual([order.itemsTotal, order.deliveryFee, order.totalPrice], [5000, 3000, 8000]);
  assert.match(order.orderNumber, /^EPH-\d{6}$/);
  assert.deepEqual(order.deliveryAddress, {
    recipient: 'Amina Bello',
    zone: 'kano',
    state: 'Kano',
    zoneName: 'Kano',
    city: 'Kano Municipal',
    street: '4 Zoo Road',
    landmark: 'Opposite Kano Zoo',
    phone: '+2348031234567',
  });
  assert.deepEqual([order.deliveryWindow.minDays, order.deliveryWindow.maxDays], [3, 5]);
  assert.deepEqual(order.customer, { name: 'Amina Bello', email: ada.user.email, phone: '+2348031234567' });
  assert.ok(order.paidAt);
  const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
  assert.deepEqual([row.totalKobo, row.deliveryFeeKobo, row.deliveryState], [800_000, 300_000, 'Kano']);

  const tracked = await api(apiUrl, ada, 'GET', `/api/Order/track/${order.orderId}`);
  assert.equal(tracked.json.orderNumber, order.orderNumber);
});

test('a tampered fee, an undeliverable or unknown state, a bad rider phone and the old free-text address are refused; nothing is charged', async () => {
  const ada = await createUser(app);
  await fill(ada, [[paracetamol.id, 1]]);
  // The fee left out (or lowered): the server's total is items + N3,000.
  const noFee = await api(apiUrl, ada, 'POST', '/api/payment/initiate', body(ada, 1500, { deliveryAddress: kano, deliveryFee: 0 }));
  assert.equal(noFee.status, 409);
  assert.equal(noFee.json.errors[0].field, 'amount');
  assert.match(noFee.json.message, /N4,500 \(items N1,500 \+ delivery to Kano N3,000\)/);
  const lowered = await api(apiUrl, ada, 'POST', '/api/payment/initiate', body(ada, 2500, { deliveryAddress: kano }));
  assert.equal(lowered.status, 409);
  // A Kano price for a Lagos-island address is refused too.
  const otherZone = await api(
    apiUrl,
    ada,
    'POST',
    '/api/payment/initiate',
    body(ada, 3000, { deliveryAddress: { ...kano, zone: 'lagos-island' } }),
  );
  assert.equal(otherZone.status, 409);

  const borno = await api(apiUrl, ada, 'POST', '/api/payment/initiate', body(ada, 5000, { deliveryAddress: { ...kano, zone: 'borno' } }));
  assert.equal(borno.status, 400);
  assert.deepEqual(borno.json.errors, [{ field: 'deliveryAddress.zone', message: 'We do not deliver to Borno yet.' }]);
  const quoteBorno = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'borno' });
  assert.equal(quoteBorno.status, 400);
  const unknown = await api(
    apiUrl,
    ada,
    'POST',
    '/api/payment/initiate',
    body(ada, 5000, { deliveryAddress: { ...kano, zone: 'atlantis' } }),
  );
  assert.equal(unknown.status, 400);
  assert.equal(unknown.json.errors[0].field, 'deliveryAddress.zone');

  for (const phone of ['12345', '0803 123 456', '+44 7700 900123', '0603 123 4567']) {
    const bad = await api(apiUrl, ada, 'POST', '/api/payment/initiate', body(ada, 4500, { deliveryAddress: { ...kano, phone } }));
    assert.equal(bad.status, 400, phone);
    assert.equal(bad.json.errors[0].field, 'deliveryAddress.phone');
    assert.match(bad.json.errors[0].message, /Nigerian mobile number/);
  }
  const noStreet = await api(apiUrl, ada, 'POST', '/api/payment/initiate', body(ada, 4500, { deliveryAddress: { ...kano, street: '' } }));
  assert.equal(noStreet.status, 400);
  assert.equal(noStreet.json.errors[0].field, 'deliveryAddress.street');

  const legacy = await api(
    apiUrl,
    ada,
    'POST',
    '/api/payment/initiate',
    body(ada, 1500, { shippingAddress: '4 Zoo Road, Kano', billingAddress: 'x' }),
  );
  assert.equal(legacy.status, 400);
  assert.equal(legacy.json.errors[0].field, 'deliveryAddress');

  assert.equal((await app.db.select().from(payments).where(eq(payments.userId, ada.user.id))).length, 0);
  // Every spelling of a Nigerian mobile number is accepted.
  for (const phone of ['08031234567', '0803-123-4567', '2348031234567', '+234 (803) 123 4567', '0701 234 5678', '0912 345 6789']) {
    const ok = await api(apiUrl, ada, 'POST', '/api/delivery/addresses', { ...kano, phone });
    assert.equal(ok.status, 201, phone);
    await api(apiUrl, ada, 'DELETE', `/api/delivery/addresses/${ok.json.id}`);
  }
});

test('saved addresses: kept in the profile with a normalised phone, picked at checkout, private to their owner', async () => {
  const ada = await createUser(app, { firstName: 'Musa', lastName: 'Sani' });
  const saved = await api(apiUrl, ada, 'POST', '/api/delivery/addresses', { label: 'Home', ...kano, phone: '0803 123 4567' });
  assert.equal(saved.status, 201);
  assert.deepEqual(
    [saved.json.label, saved.json.recipient, saved.json.state, saved.json.phone],
    ['Home', 'Musa Sani', 'Kano', '+2348031234567'],
  );
  const list = await api(apiUrl, ada, 'GET', '/api/delivery/addresses');
  assert.deepEqual(
    list.json.map((a: { id: string }) => a.id),
    [saved.json.id],
  );
  const bad = await api(apiUrl, ada, 'POST', '/api/delivery/addresses', { ...kano, zone: 'yobe' });
  assert.deepEqual([bad.status, bad.json.errors[0].field], [400, 'zone']);
  const badPhone = await api(apiUrl, ada, 'POST', '/api/delivery/addresses', { ...kano, phone: '555-1234' });
  assert.deepEqual([badPhone.status, badPhone.json.errors[0].field], [400, 'phone']);

  const eve = await createUser(app);
  await fill(eve, [[paracetamol.id, 1]]);
  const stolen = await api(apiUrl, eve, 'POST', '/api/payment/initiate', body(eve, 4500, { addressId: saved.json.id }));
  assert.deepEqual([stolen.status, stolen.json.errors[0].field], [400, 'addressId']);
  assert.equal((await api(apiUrl, eve, 'DELETE', `/api/delivery/addresses/${saved.json.id}`)).status, 404);

  await fill(ada, [[paracetamol.id, 1]]);
  const savedQuote = await api(apiUrl, ada, 'POST', '/api/checkout/quote', { addressId: saved.json.id });
  assert.deepEqual([savedQuote.json.deliveryFee, savedQuote.json.total], [3000, 4500]);
  const { order } = await buy(ada, { addressId: saved.json.id }, 'kano');
  assert.equal(order.deliveryAddress.street, '4 Zoo Road');
  assert.equal(order.totalPrice, 4500);
  assert.equal((await api(apiUrl, ada, 'DELETE', `/api/delivery/addresses/${saved.json.id}`)).status, 204);
});

test('emails: a receipt when the order is placed, one per status change with the tracking link, and the refund', async () => {
  const ada = await createUser(app, { firstName: 'Ngozi', lastName: 'Okeke' });
  await fill(ada, [[paracetamol.id, 2]]);
  const { order } = await buy(ada, { deliveryAddress: kano }, 'kano');
  const [receipt] = mailsTo(ada);
  assert.equal(receipt.subject, `Order ${order.orderNumber} confirmed: your receipt`);
  for (const part of [
    order.orderNumber,
    '2 × Paracetamol 500mg @ N1,500 = N3,000',
    'Items: N3,000',
    'Delivery to Kano: N3,000',
    'Total paid: N6,000',
    '4 Zoo Road',
    'Rider will call: 0803 123 4567',
    'Expected delivery: 3–5 working days',
    '12 Adeola Odeku Street',
  ]) {
    assert.ok(receipt.text.includes(part), `receipt has "${part}"`);
  }
  assert.match(receipt.raw, /Content-Type: text\/html/);
  assert.ok(receipt.links.includes(`http://shop.test/track/${order.orderId}`));

  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await api(apiUrl, admin, 'PUT', `/api/Order/${order.orderId}`, { status });
    assert.equal(moved.status, 200);
  }
  const mails = mailsTo(ada);
  assert.deepEqual(
    mails.map((m) => m.subject),
    [
      `Order ${order.orderNumber} confirmed: your receipt`,
      `Order ${order.orderNumber}: processing`,
      `Order ${order.orderNumber}: shipped`,
      `Order ${order.orderNumber}: delivered`,
    ],
  );
  assert.ok(mails[2].text.includes('The rider will call 0803 123 4567'));
  for (const m of mails.slice(1)) assert.ok(m.links.includes(`http://shop.test/track/${order.orderId}`));

  // A cancelled order: the cancellation says a refund is on its way, and the processed refund has its own mail.
  const bola = await createUser(app);
  await fill(bola, [[vitaminC.id, 1]]);
  const second = await buy(bola, { deliveryAddress: { ...kano, zone: 'lagos-island' } }, 'lagos-island');
  assert.equal(second.order.totalPrice, 4000);
  // The refund is held at Paystack until the cancellation has been told, as a real refund takes days:
  // the shopper reads "cancelled" first, then "refund sent" once it moves.
  sandbox.sandbox.options.holdRefunds = true;
  try {
    const cancelled = await api(apiUrl, bola, 'PUT', `/api/Order/${second.order.orderId}`, { status: 'Canceled' });
    assert.equal(cancelled.status, 200);
    assert.deepEqual(
      mailsTo(bola).map((m) => m.subject),
      [`Order ${second.order.orderNumber} confirmed: your receipt`, `Order ${second.order.orderNumber}: cancelled`],
    );
  } finally {
    sandbox.sandbox.options.holdRefunds = false;
    sandbox.sandbox.releaseRefunds();
  }
  await sandbox.sandbox.settled();
  const refunds = await api(apiUrl, bola, 'GET', `/api/payment/${second.reference}/refunds`);
  assert.equal(refunds.json[0].status, 'processed');
  assert.deepEqual(
    mailsTo(bola).map((m) => m.subject),
    [
      `Order ${second.order.orderNumber} confirmed: your receipt`,
      `Order ${second.order.orderNumber}: cancelled`,
      `Refund for order ${second.order.orderNumber}: N4,000 sent back`,
    ],
  );
  assert.ok(mailsTo(bola)[1].text.includes('A refund of N4,000 is on its way'));
});

test('order numbers are unique and sequential under 20 parallel placements', async () => {
  const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
  const references: [TestUser, string][] = [];
  for (const buyer of buyers) {
    await fill(buyer, [[paracetamol.id, 1]]);
    const init = await api(
      apiUrl,
      buyer,
      'POST',
      '/api/payment/initiate',
      body(buyer, 3000, { deliveryAddress: { ...kano, zone: 'lagos-mainland' } }),
    );
    assert.equal(init.status, 200, JSON.stringify(init.json));
    assert.equal((await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD)).status, 303);
    references.push([buyer, init.json.data.reference]);
  }
  const [{ before }] = await app.db.select({ before: sql<number>`coalesce(max(${orders.orderNumber}), 0)::int` }).from(orders);
  const placed = await Promise.all(
    references.flatMap(([buyer, reference]) => [
      api(apiUrl, buyer, 'POST', '/api/Order/place', { reference }),
      api(apiUrl, buyer, 'POST', '/api/Order/place', { reference }),
    ]),
  );
  for (const res of placed) assert.ok([200, 201].includes(res.status), JSON.stringify(res.json));
  assert.equal(placed.filter((r) => r.status === 201).length, 20, 'one order per payment');
  const numbers = [...new Set(placed.map((r) => r.json.orderNumber as string))].map((n) => Number(n.slice(4))).sort((a, b) => a - b);
  assert.equal(numbers.length, 20);
  assert.deepEqual(
    numbers,
    Array.from({ length: 20 }, (_, i) => before + 1 + i),
  );
});

test('admins set zones; the orders list finds an order by number, customer or state, and sorts by customer and state', async () => {
  const ada = await createUser(app);
  const refused = await api(apiUrl, ada, 'PUT', '/api/delivery/zones/kano', { fee: 0, minDays: 1, maxDays: 2, delivered: true });
  assert.equal(refused.status, 403);
  const changed = await api(apiUrl, admin, 'PUT', '/api/delivery/zones/yobe', { fee: 4000, minDays: 5, maxDays: 8, delivered: true });
  assert.deepEqual([changed.status, changed.json.fee, changed.json.delivered, changed.json.window], [200, 4000, true, '5–8 working days']);
  const badDays = await api(apiUrl, admin, 'PUT', '/api/delivery/zones/yobe', { fee: 4000, minDays: 5, maxDays: 2, delivered: true });
  assert.deepEqual([badDays.status, badDays.json.errors[0].field], [400, 'maxDays']);
  assert.equal(
    (await api(apiUrl, admin, 'PUT', '/api/delivery/zones/atlantis', { fee: 1, minDays: 1, maxDays: 1, delivered: true })).status,
    404,
  );

  const zainab = await createUser(app, { firstName: 'Zainab', lastName: 'Aaronu' });
  await fill(zainab, [[paracetamol.id, 1]]);
  const q = await quote(zainab, 'yobe');
  assert.equal(q.deliveryFee, 4000);
  const { order } = await buy(zainab, { deliveryAddress: { ...kano, zone: 'yobe', city: 'Damaturu' } }, 'yobe');

  const byNumber = await api(apiUrl, admin, 'GET', `/api/Order?q=${order.orderNumber}`);
  assert.deepEqual(
    byNumber.json.map((o: { orderId: string }) => o.orderId),
    [order.orderId],
  );
  const bare = await api(apiUrl, admin, 'GET', `/api/Order?q=${Number(order.orderNumber.slice(4))}`);
  assert.ok(bare.json.some((o: { orderId: string }) => o.orderId === order.orderId));
  const byName = await api(apiUrl, admin, 'GET', '/api/Order?q=zainab');
  assert.deepEqual(
    byName.json.map((o: { orderId: string }) => o.orderId),
    [order.orderId],
  );
  const byState = await api(apiUrl, admin, 'GET', '/api/Order?state=Yobe&page=1&pageSize=5');
  assert.deepEqual([byState.json.length, byState.headers.get('x-total-count')], [1, '1']);
  const lastByName = await api(apiUrl, admin, 'GET', '/api/Order?sort=-customer&page=1&pageSize=1');
  assert.equal(lastByName.json[0].customer.name, 'Zainab Aaronu');
  const firstByName = await api(apiUrl, admin, 'GET', '/api/Order?sort=customer&page=1&pageSize=1');
  assert.equal(firstByName.json[0].customer.name, 'Adaeze Okafor');
  const states = await api(apiUrl, admin, 'GET', '/api/Order?sort=deliveryState');
  const named = states.json.map((o: { deliveryAddress: { state: string } | null }) => o.deliveryAddress?.state ?? null).filter(Boolean);
  assert.deepEqual(named, [...named].sort());
  assert.equal((await api(apiUrl, ada, 'GET', '/api/Order?q=EPH')).status, 403);
});

test("reorder puts a past order's lines still sold back in the cart at today's prices", async () => {
  const ada = await createUser(app);
  const [discontinued] = await createMedicines(app, [{ name: 'Old syrup', price: 700 }]);
  await fill(ada, [
    [paracetamol.id, 2],
    [discontinued.id, 1],
  ]);
  const { order } = await buy(ada, { deliveryAddress: kano }, 'kano');
  await app.db.delete(medicines).where(eq(medicines.id, discontinued.id));
  const eve = await createUser(app);
  assert.equal((await api(apiUrl, eve, 'POST', `/api/Order/${order.orderId}/reorder`)).status, 403);
  const again = await api(apiUrl, ada, 'POST', `/api/Order/${order.orderId}/reorder`);
  assert.equal(again.status, 200, JSON.stringify(again.json));
  assert.deepEqual(
    again.json.added.map((l: { medicineName: string; quantity: number }) => [l.medicineName, l.quantity]),
    [['Paracetamol 500mg', 2]],
  );
  assert.deepEqual(
    again.json.unavailable.map((l: { medicineName: string }) => l.medicineName),
    ['Old syrup'],
  );
  assert.deepEqual([again.json.cart.totalItems, again.json.cart.totalPrice], [2, 3000]);
});
