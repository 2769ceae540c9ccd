import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { whatsappConversations } from '../../src/platform/db/schema/index';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import { insideServiceWindow } from '../../src/domains/whatsapp-chats/whatsapp-chats-service';
import { api, startCommerce } from '../helpers/commerce';
import { provePhone } from '../helpers/consents';
import { createUser, type TestUser } from '../helpers/users';
import { readUntil } from '../helpers/wait-for';
import { whatsappPhone } from '../helpers/whatsapp-phone';

// WhatsApp's rule for what the shop starts: free-form inside the 24-hour customer-service window
// (since the shopper's last message), an approved template outside it; always under the shopper's
// WhatsApp consent. Asserted from what the messaging sandbox received, in the Cloud API's shapes.
const { app, apiUrl, texts } = await startCommerce({ messaging: true });

async function shopperWithWhatsAppConsent(phone: string) {
  const user = await createUser(app);
  await provePhone(app, user.user.id, phone);
  const given = await api(apiUrl, user, 'POST', '/api/account/consents', {
    purpose: 'order-updates',
    channel: 'whatsapp',
    wordingVersion: CONSENT_WORDING_VERSION,
    phone,
  });
  assert.equal(given.status, 200, JSON.stringify(given.json));
  return user;
}
let n = 0;
/** An order update the shop starts, as every order notice is told. */
async function orderUpdate(user: TestUser, phone: string) {
  n += 1;
  const before = (await texts()).filter((m) => m.channel === 'whatsapp' && m.to === phone).length;
  await app.notifications.notify({
    eventKey: `test:window:${n}`,
    userId: user.user.id,
    email: null,
    text: { template: 'order-placed', params: { orderNumber: `EPH-9${String(n).padStart(5, '0')}` } },
  });
  const sent = await readUntil(
    async () => (await texts()).filter((m) => m.channel === 'whatsapp' && m.to === phone),
    (m) => m.length > before,
  );
  return sent.slice(before);
}

describe("WhatsApp's 24-hour customer-service window", () => {
  it('sends a template outside the window and free text inside it', async () => {
    const phone = '+2348061230001';
    const ada = await shopperWithWhatsAppConsent(phone);

    // Ada never wrote to the shop: no window, so a template.
    const [cold] = await orderUpdate(ada, phone);
    assert.equal(cold.kind, 'template');
    assert.equal(cold.template?.name, 'order_placed_v1');
    assert.deepEqual(cold.template?.params, ['EPH-900001']);

    // She writes: inside the window the update goes as free text.
    await whatsappPhone(apiUrl, texts, phone).write('hello');
    const [warm] = await orderUpdate(ada, phone);
    assert.equal(warm.kind, 'text');
    assert.equal(warm.template, null);
    assert.match(warm.text!, /EPH-900002/);

    // 24 hours and a minute after her last message the window is shut: a template again.
    await app.db
      .update(whatsappConversations)
      .set({ lastInboundAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(whatsappConversations.phone, phone));
    const [late] = await orderUpdate(ada, phone);
    assert.equal(late.kind, 'template');
    assert.deepEqual(late.template?.params, ['EPH-900003']);
  });

  it('sends nothing on WhatsApp without the consent, inside the window or not', async () => {
    const phone = '+2348061230002';
    const bola = await shopperWithWhatsAppConsent(phone);
    await api(apiUrl, bola, 'POST', '/api/account/consents/withdraw', { purpose: 'order-updates', channel: 'whatsapp' });
    const chat = whatsappPhone(apiUrl, texts, phone);
    await chat.write('hello');
    const before = (await chat.replies()).length;
    await app.notifications.notify({
      eventKey: 'test:window:no-consent',
      userId: bola.user.id,
      email: null,
      text: { template: 'order-placed', params: { orderNumber: 'EPH-999999' } },
    });
    assert.equal((await chat.replies()).length, before);
  });

  it('is open for 24 hours after the last message, not after', () => {
    const last = new Date('2026-12-07T10:00:00Z');
    assert.equal(insideServiceWindow(last, new Date('2026-12-08T09:59:59Z')), true);
    assert.equal(insideServiceWindow(last, new Date('2026-12-08T10:00:00Z')), false);
    assert.equal(insideServiceWindow(null, last), false);
  });
});
