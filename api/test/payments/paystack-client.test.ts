import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { PaystackClient, PaystackError, paystackSettings, SANDBOX_SECRET_KEY } from '../../src/domains/payments/paystack-client';

test('with no secret key the local sandbox is used; with a key, real Paystack (or PAYSTACK_BASE_URL)', () => {
  assert.deepEqual(paystackSettings({ paystack: { secretKey: null, baseUrl: null } }), {
    baseUrl: 'http://127.0.0.1:8090',
    secretKey: SANDBOX_SECRET_KEY,
    sandbox: true,
  });
  assert.deepEqual(paystackSettings({ paystack: { secretKey: null, baseUrl: 'http://127.0.0.1:9999/' } }), {
    baseUrl: 'http://127.0.0.1:9999',
    secretKey: SANDBOX_SECRET_KEY,
    sandbox: true,
  });
  assert.deepEqual(paystackSettings({ paystack: { secretKey: 'sk_test_abc', baseUrl: null } }), {
    baseUrl: 'https://api.paystack.co',
    secretKey: 'sk_test_abc',
    sandbox: false,
  });
});

test('webhook signatures: HMAC-SHA512 of the exact raw bytes with the secret key', () => {
  const client = new PaystackClient({ baseUrl: 'http://127.0.0.1:1', secretKey: 'sk_test_abc', sandbox: false });
  const body = Buffer.from('{"event":"charge.success","data":{"amount":150000}}');
  const good = crypto.createHmac('sha512', 'sk_test_abc').update(body).digest('hex');
  assert.equal(client.isValidSignature(body, good), true);
  assert.equal(client.isValidSignature(body, good.toUpperCase()), true);
  assert.equal(client.isValidSignature(Buffer.from(`${body} `), good), false);
  assert.equal(client.isValidSignature(body, crypto.createHmac('sha512', 'sk_test_other').update(body).digest('hex')), false);
  assert.equal(client.isValidSignature(body, good.slice(0, 64)), false);
  assert.equal(client.isValidSignature(body, undefined), false);
});

test('an unreachable provider is a PaystackError without an HTTP status', async () => {
  const client = new PaystackClient({ baseUrl: 'http://127.0.0.1:1', secretKey: 'sk_test_abc', sandbox: false }, 2000);
  await assert.rejects(client.verify('EPH-1'), (err: unknown) => err instanceof PaystackError && err.httpStatus === null);
});
