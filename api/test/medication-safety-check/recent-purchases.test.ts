// What a shopper bought in the last 30 days counts with the regular medicines of the person it was
// bought for: the product page of an interacting medicine warns about it for that person, not for
// someone else the shopper buys for, and not once the order is cancelled or older than 30 days.
// On PGlite, and on PostgreSQL when DATABASE_URL is set.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/platform/db/schema/index';
import { api, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createAdmin, createUser, type TestUser } from '../helpers/users';
import { addProfile, fillCart, initiate, stockSeededMedicines, yearsAgo } from './helpers';

const { app, apiUrl } = await startCommerce({ freeDeliveryFromNaira: 1_000_000 });
const med = await stockSeededMedicines(app);
const admin = await createAdmin(app);
const IBUPROFEN = med['Emzor Ibuprofen 400mg (24)'];
const PIROXICAM = med['Felvin 20mg Capsules (20)'];

/** Buys these lines by card for the given person (none: the shopper themself); the placed order's id. */
async function buy(user: TestUser, lines: [string, number][], profileId?: string): Promise<string> {
  await fillCart(apiUrl, user, lines);
  const paid = await initiate(apiUrl, user, profileId ? { profileId } : {});
  assert.equal(paid.status, 200, JSON.stringify(paid.json));
  await payOnCheckoutPage(paid.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, user, 'GET', `/api/payment/verify/${paid.json.data.reference}`);
  assert.equal(verified.json.data.status, 'success', JSON.stringify(verified.json));
  const order = await app.orders.byPaymentReference(paid.json.data.reference);
  assert.ok(order, 'the order is placed');
  return order.orderId;
}

/** The alerts piroxicam's product page shows this shopper for that person, as [kind, the medicines it names]. */
async function piroxicamAlerts(user: TestUser, profileId?: string) {
  const query = `medicineId=${PIROXICAM}${profileId ? `&profileId=${profileId}` : ''}`;
  const res = await api(apiUrl, user, 'GET', `/api/medication-safety/check?${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return (res.json.alerts as { kind: string; medicineIds: string[] }[]).map((a) => [a.kind, [...a.medicineIds].sort()]);
}

test('ibuprofen bought last week counts against piroxicam for the person it was bought for, and no one else', async () => {
  const shopper = await createUser(app);
  const mother = await addProfile(app, apiUrl, shopper, {
    relationship: 'parent',
    label: 'Mama',
    dateOfBirth: yearsAgo(62),
    sex: 'female',
  });
  assert.deepEqual(await piroxicamAlerts(shopper), [], 'nothing bought yet');

  await buy(shopper, [[IBUPROFEN, 1]]);
  assert.deepEqual(await piroxicamAlerts(shopper), [['interaction', [IBUPROFEN, PIROXICAM].sort()]], 'for the shopper themself');
  assert.deepEqual(await piroxicamAlerts(shopper, mother.id), [], 'not for their mother: it was not bought for her');

  // Bought for the mother: it counts for her now, and still once (not twice) for the shopper.
  await buy(shopper, [[IBUPROFEN, 2]], mother.id);
  assert.deepEqual(await piroxicamAlerts(shopper, mother.id), [['interaction', [IBUPROFEN, PIROXICAM].sort()]]);
  assert.deepEqual(await piroxicamAlerts(shopper), [['interaction', [IBUPROFEN, PIROXICAM].sort()]]);
});

test('a cancelled order, and one placed more than 30 days ago, no longer count', async () => {
  const shopper = await createUser(app);
  const cancelledId = await buy(shopper, [[IBUPROFEN, 1]]);
  assert.equal((await piroxicamAlerts(shopper)).length, 1);
  const cancelled = await api(apiUrl, admin, 'PUT', `/api/Order/${cancelledId}`, { status: 'Canceled' });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
  assert.deepEqual(await piroxicamAlerts(shopper), [], 'the cancelled order does not count');

  const oldId = await buy(shopper, [[IBUPROFEN, 1]]);
  assert.equal((await piroxicamAlerts(shopper)).length, 1);
  await app.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
    .where(eq(orders.id, oldId));
  assert.deepEqual(await piroxicamAlerts(shopper), [], 'an order of 31 days ago does not count');
});

test("another shopper's purchases never count", async () => {
  const buyer = await createUser(app);
  const neighbour = await createUser(app);
  await buy(buyer, [[IBUPROFEN, 1]]);
  assert.deepEqual(await piroxicamAlerts(neighbour), []);
});
