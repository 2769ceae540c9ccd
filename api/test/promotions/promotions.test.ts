import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditEntries, medicines, orders, promotionRedemptions, promotions, users } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser, type TestUser } from '../helpers/users';

const { app, sandbox, apiUrl } = await startCommerce();
const admin = await createAdmin(app);
const [paracetamol, vitaminC, amoxicillin] = await createMedicines(app, [
  { name: 'Paracetamol 500mg', price: 1500 },
  { name: 'Vitamin C 1000mg', price: 2000 },
  { name: 'Amoxicillin 500mg', price: 4000 },
]);
// Amoxicillin is prescription-only: no code ever takes anything off it.
await app.db.update(medicines).set({ medicineClass: 'pom' }).where(eq(medicines.id, amoxicillin.id));

async function createCode(body: Record<string, unknown>) {
  const res = await api(apiUrl, admin, 'POST', '/api/admin/promotions', body);
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json as { id: string; code: string; usedCount: number };
}

async function fill(user: TestUser, lines: [string, number][]) {
  for (const [medicineId, quantity] of lines) {
    const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
}

const quote = (user: TestUser, discountCode?: string) =>
  api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland', ...(discountCode ? { discountCode } : {}) });

test('only admins create codes; the code is stored in upper case and the creation is in the audit log', async () => {
  const shopper = await createUser(app);
  const refused = await api(apiUrl, shopper, 'POST', '/api/admin/promotions', { code: 'NOPE10', kind: 'percent', percentOff: 10 });
  assert.equal(refused.status, 403);
  const code = await createCode({ code: 'harmattan-10', kind: 'percent', percentOff: 10 });
  assert.equal(code.code, 'HARMATTAN-10');
  const again = await api(apiUrl, admin, 'POST', '/api/admin/promotions', { code: 'Harmattan-10', kind: 'amount', amountOff: 500 });
  assert.equal(again.status, 400);
  const audit = await app.db.select().from(auditEntries).where(eq(auditEntries.entityId, code.id));
  assert.deepEqual(
    audit.map((a) => [a.entityType, a.action]),
    [['promotion', 'created']],
  );
  const list = await api(apiUrl, admin, 'GET', '/api/admin/promotions');
  assert.ok(list.json.some((p: { code: string }) => p.code === 'HARMATTAN-10'));
});

test('a null minimum basket or limit is refused with the field named, never kept as 0; "5,000" as text is refused too', async () => {
  const before = await app.db.select().from(promotions);
  for (const [body, field] of [
    [{ code: 'NULLMIN', kind: 'percent', percentOff: 10, minBasket: null }, 'minBasket'],
    [{ code: 'NULLMAX', kind: 'percent', percentOff: 10, maxUses: null }, 'maxUses'],
    [{ code: 'NULLOFF', kind: 'amount', amountOff: null }, 'amountOff'],
  ] as const) {
    const res = await api(apiUrl, admin, 'POST', '/api/admin/promotions', body);
    assert.equal(res.status, 400, JSON.stringify(res.json));
    assert.equal(res.json.message, `${field} must be a number, not null.`);
    assert.deepEqual(res.json.errors, [{ field, message: `${field} must be a number, not null.` }]);
  }
  const typed = await api(apiUrl, admin, 'POST', '/api/admin/promotions', {
    code: 'COMMA',
    kind: 'percent',
    percentOff: 10,
    minBasket: '5,000',
  });
  assert.equal(typed.status, 400);
  assert.equal((await app.db.select().from(promotions)).length, before.length, 'nothing stored');
  // A number sent as text the validator can read is still read ("5000" is 5000), as before.
  const read = await api(apiUrl, admin, 'POST', '/api/admin/promotions', {
    code: 'TEXTMIN',
    kind: 'percent',
    percentOff: 10,
    minBasket: '5000',
  });
  assert.equal(read.status, 201, JSON.stringify(read.json));
  assert.equal(read.json.minBasket, 5000);
});

test('a code never discounts a prescription-only line: a percentage of the other lines, an amount capped by them', async () => {
  await createCode({ code: 'TENOFF', kind: 'percent', percentOff: 10 });
  await createCode({ code: 'BIG5000', kind: 'amount', amountOff: 5000 });
  const ada = await createUser(app);
  await fill(ada, [
    [paracetamol.id, 1],
    [amoxicillin.id, 2],
  ]);
  const plain = await quote(ada);
  assert.equal(plain.status, 200, JSON.stringify(plain.json));
  assert.equal(plain.json.discount, null);
  const tenth = await quote(ada, 'tenoff');
  assert.deepEqual(tenth.json.discount, { code: 'TENOFF', applied: true, amount: 150, reason: null });
  assert.equal(tenth.json.total, plain.json.total - 150);
  const capped = await quote(ada, 'BIG5000');
  assert.deepEqual(capped.json.discount, { code: 'BIG5000', applied: true, amount: 1500, reason: null }, 'only the paracetamol line');

  const bola = await createUser(app);
  await fill(bola, [[amoxicillin.id, 1]]);
  const onlyPom = await quote(bola, 'TENOFF');
  assert.equal(onlyPom.json.discount.applied, false);
  assert.match(onlyPom.json.discount.reason, /prescription-only/);
  assert.equal(onlyPom.json.total, plain.json.total - 1500 - 4000, 'nothing off');
});

test('minimum basket, validity dates and unknown codes are refused with their reason', async () => {
  await createCode({ code: 'MIN10K', kind: 'amount', amountOff: 1000, minBasket: 10000 });
  await createCode({ code: 'LATER', kind: 'percent', percentOff: 5, startsAt: new Date(Date.now() + 86_400_000).toISOString() });
  await createCode({ code: 'GONE', kind: 'percent', percentOff: 5, endsAt: new Date(Date.now() - 1000).toISOString() });
  const chidi = await createUser(app);
  await fill(chidi, [[vitaminC.id, 2]]);
  assert.match((await quote(chidi, 'MIN10K')).json.discount.reason, /at least N10,000/);
  assert.match((await quote(chidi, 'LATER')).json.discount.reason, /cannot be used yet/);
  assert.match((await quote(chidi, 'GONE')).json.discount.reason, /expired/);
  assert.match((await quote(chidi, 'WHO-KNOWS')).json.discount.reason, /no such code/);
  const init = await api(apiUrl, chidi, 'POST', '/api/payment/initiate', { ...checkoutBody(chidi, 4000), discountCode: 'GONE' });
  assert.equal(init.status, 409);
  assert.equal(init.json.code, 'discount-refused');
});

test('the server applies the code in the charge: the order and the receipt show the discount', async () => {
  await createCode({ code: 'WELCOME500', kind: 'amount', amountOff: 500, maxUsesPerShopper: 1 });
  const dayo = await createUser(app);
  await fill(dayo, [
    [paracetamol.id, 2],
    [vitaminC.id, 1],
  ]);
  // The full price with the code is refused: the amount must be the server's total after it.
  const wrong = await api(apiUrl, dayo, 'POST', '/api/payment/initiate', { ...checkoutBody(dayo, 5000), discountCode: 'WELCOME500' });
  assert.equal(wrong.status, 409);
  assert.match(wrong.json.message, /code WELCOME500/);
  const init = await api(apiUrl, dayo, 'POST', '/api/payment/initiate', { ...checkoutBody(dayo, 4500), discountCode: 'welcome500' });
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const reference = init.json.data.reference;
  const paid = await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  assert.match(paid.pageHtml, /NGN 4,500/);
  const placed = await api(apiUrl, dayo, 'POST', '/api/Order/place', { userId: dayo.user.id, reference });
  assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
  assert.equal(placed.json.totalPrice, 4500);
  assert.equal(placed.json.itemsTotal, 5000);
  assert.equal(placed.json.discount, 500);
  assert.equal(placed.json.discountCode, 'WELCOME500');
  const [row] = await app.db.select().from(orders).where(eq(orders.paymentReference, reference));
  assert.equal(row.discountKobo, 50_000);
  // The webhook may have placed the order (and mailed the receipt) first: wait until it has been answered.
  await sandbox.sandbox.settled();
  const receipt = readOutbox(app).find((m) => m.to === dayo.user.email && /Discount \(WELCOME500\)/.test(m.text));
  assert.ok(receipt, 'the receipt shows the discount');
  assert.match(receipt.text, /Discount \(WELCOME500\): -N500/);

  // Used once by this shopper: the per-shopper limit refuses a second checkout.
  await fill(dayo, [[vitaminC.id, 1]]);
  const second = await api(apiUrl, dayo, 'POST', '/api/payment/initiate', { ...checkoutBody(dayo, 1500), discountCode: 'WELCOME500' });
  assert.equal(second.status, 409);
  assert.match(second.json.message, /already used this code/);
});

test('150 shoppers using a 100-use code at once: it is used exactly 100 times', async () => {
  const code = await createCode({ code: 'FIRST100', kind: 'percent', percentOff: 20, maxUses: 100 });
  const shoppers = await app.db
    .insert(users)
    .values(
      Array.from({ length: 150 }, (_, i) => ({
        firstName: 'Shopper',
        lastName: String(i),
        userName: `rush_${i}_${crypto.randomBytes(3).toString('hex')}`,
        email: `rush_${i}_${crypto.randomBytes(3).toString('hex')}@example.ng`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const discount = { code: 'FIRST100', promotionId: code.id, amountKobo: 30_000 };
  const outcomes = await Promise.allSettled(
    shoppers.map((s, i) => app.promotions.use(discount, s.id, `RUSH-${i}-${crypto.randomBytes(4).toString('hex')}`)),
  );
  const used = outcomes.filter((o) => o.status === 'fulfilled').length;
  const refused = outcomes.filter((o) => o.status === 'rejected');
  assert.equal(used, 100);
  assert.equal(refused.length, 50);
  for (const r of refused) assert.match(String((r as PromiseRejectedResult).reason.message), /used as many times/);
  const [row] = await app.db.select().from(promotions).where(eq(promotions.id, code.id));
  assert.equal(row.usedCount, 100);
  const uses = await app.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, code.id));
  assert.equal(uses.length, 100);
  // The same checkout opened again keeps its one use.
  await app.promotions.use(discount, shoppers[0].id, uses[0].paymentReference);
  assert.equal((await app.db.select().from(promotions).where(eq(promotions.id, code.id)))[0].usedCount, 100);
});
