// The messaging sandbox as the WhatsApp Cloud API: template, free-form text and interactive messages
// (refused past the API's documented limits), and a phone's taps posted to the shop's webhook, signed.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import Fastify from 'fastify';
import { buildMessagingSandbox, MESSAGING_SANDBOX_SECRET, sign256 } from '../src/messaging/messaging-sandbox';

// A stand-in for the shop's webhook: what the sandbox posts, with its signature.
const received: { body: string; signature: string | undefined }[] = [];
const shop = Fastify();
shop.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
shop.post('/webhook', async (request) => {
  received.push({ body: request.body as string, signature: request.headers['x-hub-signature-256'] as string | undefined });
  return { received: true };
});
const shopUrl = await shop.listen({ port: 0, host: '127.0.0.1' });
const sandbox = await buildMessagingSandbox({ whatsappWebhookUrl: `${shopUrl}/webhook`, receiptDelayMs: 1_000_000 });
const base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
after(async () => {
  await sandbox.close();
  await shop.close();
});

const send = (body: Record<string, unknown>) =>
  fetch(`${base}/v21.0/100000000000001/messages`, {
    method: 'POST',
    headers: { authorization: 'Bearer sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '2348031234567', ...body }),
  });
const list = (rows: number) => ({
  type: 'interactive',
  interactive: {
    type: 'list',
    body: { text: 'Pick one' },
    action: {
      button: 'See medicines',
      sections: [{ rows: Array.from({ length: rows }, (_, i) => ({ id: `med:${i}`, title: `Medicine ${i}` })) }],
    },
  },
});

test('records text and interactive messages, and refuses what the Cloud API refuses', async () => {
  assert.equal((await send({ type: 'text', text: { body: 'Hello' } })).status, 200);
  assert.equal((await send(list(10))).status, 200);
  assert.equal((await send(list(11))).status, 400, 'a list has at most 10 rows');
  const fourButtons = {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: 'How many?' },
      action: { buttons: [1, 2, 3, 4].map((n) => ({ type: 'reply', reply: { id: `qty:${n}`, title: String(n) } })) },
    },
  };
  assert.equal((await send(fourButtons)).status, 400, 'at most three reply buttons');
  const { messages } = (await (await fetch(`${base}/_sandbox/messages`)).json()) as {
    messages: { kind: string; text: string; interactive: { action: { sections: { rows: unknown[] }[] } } | null }[];
  };
  assert.deepEqual(
    messages.map((m) => [m.kind, m.text]),
    [
      ['text', 'Hello'],
      ['interactive', 'Pick one'],
    ],
  );
  assert.equal(messages[1].interactive?.action.sections[0].rows.length, 10);
  assert.match(await (await fetch(base)).text(), /\[Medicine 9\]/);
});

test("posts a phone's tap as the Cloud API's list_reply, signed, and repeats a message id when asked", async () => {
  const tapped = (await (
    await fetch(`${base}/_sandbox/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'whatsapp', from: '+2348031234567', tap: { kind: 'list', id: 'med:3', title: 'Medicine 3' } }),
    })
  ).json()) as { delivered: boolean; id: string };
  assert.equal(tapped.delivered, true);
  const again = (await (
    await fetch(`${base}/_sandbox/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: 'whatsapp',
        from: '+2348031234567',
        text: 'x',
        tap: { kind: 'list', id: 'med:3', title: 'Medicine 3' },
        id: tapped.id,
      }),
    })
  ).json()) as { id: string };
  assert.equal(again.id, tapped.id);
  const [first, second] = received.slice(-2);
  assert.equal(first.signature, sign256(MESSAGING_SANDBOX_SECRET, first.body));
  const message = JSON.parse(first.body).entry[0].changes[0].value.messages[0];
  assert.equal(message.type, 'interactive');
  assert.deepEqual(message.interactive, { type: 'list_reply', list_reply: { id: 'med:3', title: 'Medicine 3' } });
  assert.equal(JSON.parse(second.body).entry[0].changes[0].value.messages[0].id, tapped.id);
});
