// POST /transaction/charge_authorization checked against Paystack's published description
// (test/contract/SOURCE.md): the request as documented, every answer in the documented shape.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, SANDBOX_SECRET_KEY, TEST_CARDS } from '../src/sandbox';
import { responseProblems, schemaProblems } from './contract/openapi';

let sandbox: FastifyInstance;
let base: string;

before(async () => {
  sandbox = await buildSandbox({ webhookUrl: null, timeScale: 0.0001 });
  base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await sandbox.close();
});

const auth = { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/json' };

async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = auth) {
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { data: Record<string, unknown> } };
}

function valid(problems: string[], what: string) {
  assert.deepEqual(problems, [], `${what} does not match Paystack's description:\n${problems.join('\n')}`);
}

/** A card paid on the hosted page; its verify answer carries the reusable authorization. */
async function paidCard(email: string, card: string = TEST_CARDS.success) {
  const init = await call('POST', '/transaction/initialize', { email, amount: 500_000, currency: 'NGN' });
  const url = init.json.data.authorization_url as string;
  await fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12/30', cvv: '408' }).toString(),
  });
  const verify = await call('GET', `/transaction/verify/${init.json.data.reference as string}`);
  return verify.json.data.authorization as { authorization_code: string; reusable: boolean; last4: string; signature: string };
}

const asked = (email: string, authorization_code: string, extra: Record<string, unknown> = {}) => {
  const body = { email, amount: 425_000, authorization_code, currency: 'NGN', ...extra };
  valid(schemaProblems('TransactionChargeAuthorization', body), 'the charge_authorization request');
  return body;
};

test('a card paid on the page answers a reusable authorization, and charging it succeeds in the documented shape', async () => {
  const card = await paidCard('ada@example.ng');
  assert.equal(card.reusable, true);
  const res = await call(
    'POST',
    '/transaction/charge_authorization',
    asked('ada@example.ng', card.authorization_code, { reference: 'RFL-ok-1' }),
  );
  assert.equal(res.status, 200);
  valid(responseProblems('/transaction/charge_authorization', 'post', 200, res.json), 'charge_authorization 200 (success)');
  assert.equal(res.json.message, 'Charge attempted');
  assert.equal(res.json.data.status, 'success');
  assert.equal(res.json.data.reference, 'RFL-ok-1');
  assert.equal(res.json.data.amount, 425_000);
  assert.equal((res.json.data.authorization as { authorization_code: string }).authorization_code, card.authorization_code);
  // The charge is a transaction of its own: verify answers it as paid.
  const verify = await call('GET', '/transaction/verify/RFL-ok-1');
  assert.equal(verify.json.data.status, 'success');
  valid(responseProblems('/transaction/verify/{reference}', 'get', 200, verify.json), 'verify of a charged authorization');
  // The same reference twice is refused, as initialize refuses it.
  const again = await call(
    'POST',
    '/transaction/charge_authorization',
    asked('ada@example.ng', card.authorization_code, { reference: 'RFL-ok-1' }),
  );
  assert.equal(again.status, 400);
  assert.equal(again.json.message, 'Duplicate Transaction Reference');
});

test('insufficient funds: status failed with the gateway response, nothing paid', async () => {
  const card = await paidCard('bola@example.ng');
  sandbox.sandbox.authorizationOutcomes.set(card.authorization_code, 'insufficient_funds');
  const res = await call(
    'POST',
    '/transaction/charge_authorization',
    asked('bola@example.ng', card.authorization_code, { reference: 'RFL-nsf-1' }),
  );
  assert.equal(res.status, 200);
  valid(responseProblems('/transaction/charge_authorization', 'post', 200, res.json), 'charge_authorization 200 (insufficient funds)');
  assert.equal(res.json.data.status, 'failed');
  assert.equal(res.json.data.gateway_response, 'Insufficient Funds');
  assert.equal((await call('GET', '/transaction/verify/RFL-nsf-1')).json.data.status, 'failed');
});

for (const step of ['send_otp', 'pay_offline', 'send_pin', 'open_url'] as const) {
  test(`the bank asks for the customer (${step}): documented shape, not paid`, async () => {
    const card = await paidCard(`${step}@example.ng`);
    sandbox.sandbox.authorizationOutcomes.set(card.authorization_code, step);
    const res = await call(
      'POST',
      '/transaction/charge_authorization',
      asked(`${step}@example.ng`, card.authorization_code, { reference: `RFL-${step.replace('_', '-')}` }),
    );
    assert.equal(res.status, 200);
    valid(responseProblems('/transaction/charge_authorization', 'post', 200, res.json), `charge_authorization 200 (${step})`);
    assert.equal(res.json.data.status, step);
    assert.notEqual((await call('GET', `/transaction/verify/RFL-${step.replace('_', '-')}`)).json.data.status, 'success');
  });
}

test('refusals: unknown authorization, another customer, a transfer, and a bad key', async () => {
  const card = await paidCard('chi@example.ng');
  const unknown = await call('POST', '/transaction/charge_authorization', asked('chi@example.ng', 'AUTH_nosuchcode'));
  assert.equal(unknown.status, 400);
  assert.equal(unknown.json.status, false);
  const otherEmail = await call('POST', '/transaction/charge_authorization', asked('eve@example.ng', card.authorization_code));
  assert.equal(otherEmail.status, 400);
  assert.match(String(otherEmail.json.message), /Email does not match Authorization code/);
  const badKey = await call('POST', '/transaction/charge_authorization', asked('chi@example.ng', card.authorization_code), {
    authorization: 'Bearer sk_test_wrong',
    'content-type': 'application/json',
  });
  assert.equal(badKey.status, 401);
  valid(responseProblems('/transaction/charge_authorization', 'post', 401, badKey.json), 'charge_authorization 401');
});

test('a declined card hands out no authorization to charge', async () => {
  const init = await call('POST', '/transaction/initialize', { email: 'dee@example.ng', amount: 500_000 });
  const url = init.json.data.authorization_url as string;
  await fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: TEST_CARDS.declined, expiry: '12/30', cvv: '408' }).toString(),
  });
  const txn = sandbox.sandbox.transactions.get(init.json.data.reference as string)!;
  assert.equal(txn.status, 'failed');
  assert.equal(sandbox.sandbox.authorizations.has(`AUTH_${txn.id}`), false);
});

test('deactivating an authorization (a card the shopper removed): documented shape, and the card is refused afterwards', async () => {
  const card = await paidCard('bisi@example.ng');
  const body = { authorization_code: card.authorization_code };
  valid(schemaProblems('CustomerDeactivateAuthorization', body), 'the deactivate request');
  const res = await call('POST', '/customer/authorization/deactivate', body);
  assert.equal(res.status, 200);
  valid(responseProblems('/customer/authorization/deactivate', 'post', 200, res.json), 'deactivate 200');
  const charged = await call('POST', '/transaction/charge_authorization', asked('bisi@example.ng', card.authorization_code));
  assert.equal(charged.status, 400);
  assert.equal(charged.json.message, 'Invalid Authorization Code');
  // Once gone, gone: a second deactivation and a bad key are refused.
  assert.equal((await call('POST', '/customer/authorization/deactivate', body)).status, 404);
  assert.equal((await call('POST', '/customer/authorization/deactivate', body, { 'content-type': 'application/json' })).status, 401);
});
