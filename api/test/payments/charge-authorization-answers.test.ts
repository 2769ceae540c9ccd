// Paystack's documented Charge Authorization answers (test/fixtures/paystack/charge-authorization-*)
// replayed through the real PaystackClient and the payments domain's saved cards, from a stand-in
// that answers only what the documentation shows. Each answer is first checked against Paystack's
// published description, and so is the request the client sends.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, beforeEach, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cardAuthorizations, payments } from '../../src/platform/db/schema/index';
import { responseProblems, schemaProblems } from '../../../paystack-sandbox/test/contract/openapi';
import { buildTestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/users';

type Json = Record<string, unknown> & { data: Record<string, unknown> };
const fixture = (name: string): Json =>
  JSON.parse(fs.readFileSync(new URL(`../fixtures/paystack/${name}.json`, import.meta.url), 'utf8')) as Json;

const ANSWERS = [
  'charge-authorization-success',
  'charge-authorization-insufficient-funds',
  'charge-authorization-send-otp',
  'charge-authorization-pay-offline',
];

test('the documented Charge Authorization answers match the published description', () => {
  for (const name of ANSWERS) assert.deepEqual(responseProblems('/transaction/charge_authorization', 'post', 200, fixture(name)), [], name);
});

/** The stand-in: charge_authorization answers the planned documented answer; verify answers its transaction as paid or failed. */
let chargeAnswer: Json = fixture('charge-authorization-success');
const requests: { path: string; body: Record<string, unknown> }[] = [];
const provider = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0];
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    requests.push({ path, body });
    res.writeHead(200, { 'content-type': 'application/json' });
    if (path === '/transaction/charge_authorization') {
      const data = { ...chargeAnswer.data, reference: body.reference, amount: body.amount };
      return res.end(JSON.stringify({ ...chargeAnswer, data }));
    }
    if (path.startsWith('/transaction/verify/')) {
      const reference = decodeURIComponent(path.split('/').pop()!);
      const verify = fixture('verify-success-fees');
      const charged = requests.find((r) => r.body.reference === reference)?.body;
      const paid = chargeAnswer.data.status === 'success';
      const data = {
        ...verify.data,
        reference,
        status: paid ? 'success' : 'failed',
        gateway_response: chargeAnswer.data.gateway_response,
        amount: charged?.amount,
        requested_amount: charged?.amount,
        fees: paid ? verify.data.fees : null,
      };
      return res.end(JSON.stringify({ ...verify, data }));
    }
    res.end(JSON.stringify({ status: false, message: 'not documented here' }));
  });
});
await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
after(() => new Promise((r) => provider.close(r)));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

const app = await buildTestApp({
  config: { paystack: { secretKey: null, baseUrl: providerUrl, retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } } },
});
const ada = await createUser(app);
const [card] = await app.db
  .insert(cardAuthorizations)
  .values({
    userId: ada.user.id,
    email: 'demo@test.com',
    authorizationCode: 'AUTH_uh8bcl3zbn',
    signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
    last4: '4081',
    expMonth: '12',
    expYear: '2030',
    brand: 'visa',
    bank: 'TEST BANK',
    reusable: true,
    sourceReference: 're4lyvq3s3',
    consentedAt: new Date(),
  })
  .returning();

beforeEach(() => {
  requests.length = 0;
});

let n = 0;
const charge = () =>
  app.payments.savedCards.charge({
    userId: ada.user.id,
    cardId: card.id,
    amountKobo: 425_000,
    snapshot: {
      lines: [{ medicineId: '00000000-0000-4000-8000-000000000001', medicineName: 'Amlodipine 5mg', unitPriceKobo: 425_000, quantity: 1 }],
      totalKobo: 425_000,
    },
    shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
    prescriptionId: null,
    reference: `RFL-DOC-${++n}`,
  });

test('success: the request is the documented one, and the payment counts as paid only after our own verify call', async () => {
  chargeAnswer = fixture('charge-authorization-success');
  const result = await charge();
  assert.equal(result.kind, 'paid');
  const [sent, verified] = requests;
  assert.equal(sent.path, '/transaction/charge_authorization');
  assert.deepEqual(schemaProblems('TransactionChargeAuthorization', sent.body), []);
  assert.equal(sent.body.authorization_code, 'AUTH_uh8bcl3zbn');
  assert.equal(sent.body.email, 'demo@test.com');
  assert.equal(sent.body.amount, 425_000);
  assert.equal(verified.path, `/transaction/verify/${sent.body.reference as string}`);
  const [row] = await app.db.select().from(payments).where(eq(payments.reference, result.payment.reference));
  assert.equal(row.status, 'success');
  assert.equal(row.paymentType, 'refill');
});

test('insufficient funds: declined with the bank’s words, nothing paid', async () => {
  chargeAnswer = fixture('charge-authorization-insufficient-funds');
  const result = await charge();
  assert.equal(result.kind, 'declined');
  assert.equal(result.kind === 'declined' && result.reason, 'Insufficient Funds');
  assert.equal(result.payment.status, 'failed');
  assert.equal(requests.filter((r) => r.path.startsWith('/transaction/verify')).length, 0);
});

for (const [name, step] of [
  ['charge-authorization-send-otp', 'send_otp'],
  ['charge-authorization-pay-offline', 'pay_offline'],
] as const) {
  test(`the bank asks for the customer (${step}): nothing charged, the shopper is needed`, async () => {
    chargeAnswer = fixture(name);
    const result = await charge();
    assert.equal(result.kind, 'needs-customer');
    assert.equal(result.kind === 'needs-customer' && result.step, step);
    assert.equal(result.payment.status, 'failed');
    assert.equal(result.payment.providerStatus, step);
  });
}
