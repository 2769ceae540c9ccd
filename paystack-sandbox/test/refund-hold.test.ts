// holdRefunds: a refund stays pending until the test releases it, then moves on as usual.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildSandbox, SANDBOX_SECRET_KEY } from '../src/sandbox';

const sandbox = await buildSandbox({ holdRefunds: true, refundStepMs: 0, webhookUrl: null });
const base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
after(() => sandbox.close());

const auth = { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/json' };
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as { status: boolean; data: Record<string, unknown> & { id: number; status: string } };
};

/** A transaction paid with the success card on the hosted page. */
async function paid(): Promise<string> {
  const init = await call('POST', '/transaction/initialize', {
    email: 'ada@example.ng',
    amount: 150_000,
    currency: 'NGN',
    callback_url: 'http://shop.test/payment-success',
  });
  const url = String(init.data.authorization_url);
  const html = await (await fetch(url)).text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1], url).toString();
  const res = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4084084084084081', expiry: '12/30', cvv: '408' }).toString(),
  });
  assert.equal(res.status, 303);
  return String(init.data.reference);
}

test('a held refund stays pending (even past its steps) until released, then is processed and the transaction reversed', async () => {
  const reference = await paid();
  const queued = await call('POST', '/refund', { transaction: reference });
  assert.equal(queued.data.status, 'pending');
  await new Promise((resolve) => setTimeout(resolve, 50));
  await sandbox.sandbox.settled();
  assert.equal((await call('GET', `/refund/${queued.data.id}`)).data.status, 'pending', 'held: still pending');
  assert.equal((await call('GET', `/transaction/verify/${reference}`)).data.status, 'success');

  sandbox.sandbox.releaseRefunds();
  await sandbox.sandbox.settled();
  assert.equal((await call('GET', `/refund/${queued.data.id}`)).data.status, 'processed');
  assert.equal((await call('GET', `/transaction/verify/${reference}`)).data.status, 'reversed');
});
