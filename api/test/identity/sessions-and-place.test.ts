// Answers a client can trust: a failed session renewal is never a 401 (the spec's client renews on
// every 401, the refresh call's own included), a wrong password is a 400 with the server's words,
// placing an order the webhook already placed answers that order, and a paid cart is never paid twice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { payments } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { createUser, login, TEST_PASSWORD, type TestUser } from '../helpers/users';

const { app, sandbox, apiUrl } = await startCommerce();
const [zobo] = await createMedicines(app, [{ name: 'Zinc tablets 20mg', price: 1200 }]);

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/**
 * The spec's client (section 4 and 8): on any 401 it renews the session with the stored tokens and
 * retries; it does so for the refresh call's own 401 too. Counts the refresh calls it makes for one
 * failed request (stopping at 50, where the real one went on for ever).
 */
async function specClient(request: () => Promise<{ statusCode: number }>, tokens: { AccessToken: string; RefreshToken: string }) {
  let refreshCalls = 0;
  const renew = async (): Promise<boolean> => {
    refreshCalls++;
    if (refreshCalls >= 50) return false;
    const answer = await post('/api/user/refresh', tokens);
    if (answer.statusCode === 401) return renew();
    return answer.statusCode === 200;
  };
  const first = await request();
  if (first.statusCode === 401 && (await renew())) await request();
  return refreshCalls;
}

test('a failed refresh answers 403 (or 400 when malformed), never 401; the spec client renews once and stops', async () => {
  const { user } = await createUser(app, { userName: 'renewer', email: 'renewer@example.ng' });
  const pair = await login(app, 'renewer', TEST_PASSWORD);
  const other = await login(app, 'renewer', TEST_PASSWORD);

  const malformed = await post('/api/user/refresh', {});
  assert.equal(malformed.statusCode, 400);
  const unknown = await post('/api/user/refresh', { RefreshToken: 'made-up' });
  assert.equal(unknown.statusCode, 403);
  assert.match(unknown.json().message, /log in again/);
  const mismatched = await post('/api/user/refresh', { AccessToken: other.accessToken, RefreshToken: pair.refreshToken });
  assert.equal(mismatched.statusCode, 403);
  // Reuse of a spent refresh token (the pair above was ended by the mismatch): 403 again.
  assert.equal((await post('/api/user/refresh', { RefreshToken: pair.refreshToken })).statusCode, 403);
  await app.inject({ method: 'POST', url: '/api/user/logout', payload: { RefreshToken: other.refreshToken } });
  assert.equal((await post('/api/user/refresh', { RefreshToken: other.refreshToken })).statusCode, 403);

  // An ended session: the profile answers 401, the client renews once, is refused with 403, and stops.
  const profile = () =>
    app.inject({ method: 'GET', url: `/api/user/user-profile/${user.id}`, headers: { authorization: `Bearer ${other.accessToken}` } });
  assert.equal((await profile()).statusCode, 401);
  assert.equal(await specClient(profile, { AccessToken: other.accessToken, RefreshToken: other.refreshToken }), 1);
});

test('a wrong password answers 400 with the server message (and an unknown user the same)', async () => {
  await createUser(app, { userName: 'typist', email: 'typist@example.ng' });
  const wrong = await post('/api/user/authenticate', { username: 'typist', password: 'Not-my-password-1' });
  const unknown = await post('/api/user/authenticate', { username: 'nobody_at_all', password: 'Not-my-password-1' });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().message, 'Invalid username or password.');
  assert.deepEqual(unknown.json(), wrong.json());
  assert.equal(unknown.statusCode, 400);
});

async function payByWebhook(shopper: TestUser, beforePaying: () => Promise<void> = async () => undefined) {
  assert.equal(
    (await api(apiUrl, shopper, 'POST', '/api/carts/add', { medicineId: zobo.id, quantity: 2, userId: shopper.user.id })).status,
    200,
  );
  await beforePaying();
  const init = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', checkoutBody(shopper, 2400));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const paid = await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  assert.equal(paid.status, 303);
  await sandbox.sandbox.settled();
  const orders = await api(apiUrl, shopper, 'GET', `/api/Order/user/${shopper.user.id}`);
  assert.equal(orders.json.length, 1, 'the webhook placed the order');
  return { reference: init.json.data.reference as string, order: orders.json[0] as { orderId: string; orderNumber: string } };
}

test('POST /api/Order/place after the webhook placed the order answers 200 with it: by reference, and with userId only (the spec client)', async () => {
  const shopper = await createUser(app);
  const { reference, order } = await payByWebhook(shopper);

  const byReference = await api(apiUrl, shopper, 'POST', '/api/Order/place', { userId: shopper.user.id, reference });
  assert.equal(byReference.status, 200);
  assert.equal(byReference.json.orderId, order.orderId);
  const byUser = await api(apiUrl, shopper, 'POST', '/api/Order/place', { userId: shopper.user.id });
  assert.equal(byUser.status, 200, JSON.stringify(byUser.json));
  assert.equal(byUser.json.orderId, order.orderId);
  assert.equal((await api(apiUrl, shopper, 'GET', `/api/Order/user/${shopper.user.id}`)).json.length, 1, 'still one order');
});

test('a paid cart is not payable again: GET /api/checkout/state names the order, and initiate refuses the empty cart', async () => {
  const shopper = await createUser(app);
  const { reference, order } = await payByWebhook(shopper, async () => {
    const before = await api(apiUrl, shopper, 'GET', '/api/checkout/state');
    assert.equal(before.status, 200);
    assert.deepEqual(before.json, { cartEmpty: false, paid: null }, 'nothing paid yet');
  });

  const paid = await api(apiUrl, shopper, 'GET', '/api/checkout/state');
  assert.equal(paid.status, 200);
  assert.deepEqual(paid.json, {
    cartEmpty: true,
    paid: { reference, amount: 2400, orderId: order.orderId, orderNumber: order.orderNumber },
  });

  const again = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', checkoutBody(shopper, 1));
  assert.equal(again.status, 400);
  assert.match(again.json.message, /cart is empty/);

  // The same medicine and quantity again, after the order was placed: a new purchase, payable, and
  // nothing says it was paid (a repeat prescription bought the same way is the common case).
  assert.equal(
    (await api(apiUrl, shopper, 'POST', '/api/carts/add', { medicineId: zobo.id, quantity: 2, userId: shopper.user.id })).status,
    200,
  );
  assert.equal((await api(apiUrl, shopper, 'GET', '/api/checkout/state')).json.paid, null);
  // Another shopper's paid checkout is never told.
  assert.equal((await api(apiUrl, await createUser(app), 'GET', '/api/checkout/state')).json.paid, null);
  assert.equal((await api(apiUrl, null, 'GET', '/api/checkout/state')).status, 401);
});

test('a cart the provider says is paid, whose order is not placed yet, is not charged again: initiate answers 409 already-paid', async () => {
  const shopper = await createUser(app);
  assert.equal(
    (await api(apiUrl, shopper, 'POST', '/api/carts/add', { medicineId: zobo.id, quantity: 2, userId: shopper.user.id })).status,
    200,
  );
  const init = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', checkoutBody(shopper, 2400));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  // The provider's answer recorded (paid), the order not placed yet: the moment between a charge's
  // confirmation and its order, or a placement that failed and waits for the webhook's next try.
  await app.db.update(payments).set({ status: 'success', paidAt: new Date() }).where(eq(payments.reference, init.json.data.reference));

  const again = await api(apiUrl, shopper, 'POST', '/api/payment/initiate', checkoutBody(shopper, 2400));
  assert.equal(again.status, 409, JSON.stringify(again.json));
  assert.equal(again.json.code, 'already-paid');
  assert.match(again.json.message, /already paid/);
  assert.equal((await app.db.select().from(payments).where(eq(payments.userId, shopper.user.id))).length, 1, 'no second checkout');

  // A different cart is a new purchase: payable.
  assert.equal(
    (await api(apiUrl, shopper, 'POST', '/api/carts/add', { medicineId: zobo.id, quantity: 1, userId: shopper.user.id })).status,
    200,
  );
  assert.equal((await api(apiUrl, shopper, 'POST', '/api/payment/initiate', checkoutBody(shopper, 3600))).status, 200);
});
