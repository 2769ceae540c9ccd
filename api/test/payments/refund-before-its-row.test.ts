import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { refunds } from '../../src/platform/db/schema/index';
import { api, checkoutBody, createMedicines, payOnCheckoutPage, startCommerce, SUCCESS_CARD } from '../helpers/commerce';
import { readOutbox } from '../helpers/outbox';
import { createAdmin, createUser } from '../helpers/users';

// Paystack sends refund.* events from the moment it takes a refund. An event that arrives before the
// shop has written the refund's row finds nothing to move; here the provider finishes the refund as
// it queues it (refundStepMs 0) and no event reaches the shop at all, so only the shop's own look
// after writing the row can tell it the refund went through. On PGlite, and on PostgreSQL when
// DATABASE_URL is set.

const { app, sandbox, apiUrl } = await startCommerce({ refundStepMs: 0 });
const admin = await createAdmin(app);
const [paracetamol] = await createMedicines(app, [{ name: 'Paracetamol 500mg', price: 1500 }]);

test('a refund the provider finished before the shop wrote its row reads processed at once, and the shopper is told once', async () => {
  const ada = await createUser(app);
  assert.equal(
    (await api(apiUrl, ada, 'POST', '/api/carts/add', { medicineId: paracetamol.id, quantity: 2, userId: ada.user.id })).status,
    200,
  );
  const quote = (await api(apiUrl, ada, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  const init = await api(apiUrl, ada, 'POST', '/api/payment/initiate', checkoutBody(ada, quote.total));
  assert.equal(init.status, 200, JSON.stringify(init.json));
  const reference = init.json.data.reference as string;
  await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
  const verified = await api(apiUrl, ada, 'GET', `/api/payment/verify/${reference}`);
  const orderId = verified.json.data.orderId as string;
  assert.ok(orderId, JSON.stringify(verified.json));

  // From here no event reaches the shop: what it knows of the refund, it learns by asking.
  sandbox.sandbox.options.webhookUrl = null;
  const cancelled = await api(apiUrl, admin, 'PUT', `/api/Order/${orderId}`, { status: 'Canceled' });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));

  const rows = await app.db.select().from(refunds).where(eq(refunds.paymentReference, reference));
  assert.deepEqual(
    rows.map((r) => [r.status, r.amountKobo]),
    [['processed', Math.round(quote.total * 100)]],
    'processed when the cancellation answers',
  );
  const order = (await api(apiUrl, ada, 'GET', `/api/Order/${orderId}`)).json;
  const mails = readOutbox(app).filter(
    (m) => m.to.includes(ada.user.email) && m.subject.startsWith(`Refund for order ${order.orderNumber}`),
  );
  assert.equal(mails.length, 1, 'the shopper is told of the refund once');
  assert.deepEqual(
    readOutbox(app)
      .filter((m) => m.to.includes(ada.user.email))
      .map((m) => m.subject),
    [
      `Order ${order.orderNumber} confirmed: your receipt`,
      `Order ${order.orderNumber}: cancelled`,
      `Refund for order ${order.orderNumber}: N${(quote.total as number).toLocaleString('en-NG')} sent back`,
    ],
    'the cancellation is told before the refund it made',
  );
});
