import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { notificationOutbox } from '../../src/platform/db/schema/index';
import { SENDING_TIMEOUT_MS } from '../../src/domains/notifications/notification-service';
import { buildTestApp } from '../helpers/build-test-app';
import { startMessaging } from '../helpers/commerce';
import { provePhone } from '../helpers/consents';
import { createUser } from '../helpers/users';

// The API sends SMS to the messaging sandbox on a real port (no receipts needed here).
const { config: messaging, smsTo } = await startMessaging({ whatsapp: false });
const app = await buildTestApp({ config: { messaging } });

describe('a message left sending by a sender that stopped', () => {
  it('is sent again after the timeout, exactly once, and not while it may still be on its way', async () => {
    const user = await createUser(app);
    const version = (await app.inject({ method: 'GET', url: '/api/account/consents', headers: user.headers })).json().items[0]
      .wordingVersion;
    await provePhone(app, user.user.id, '0803 555 0177');
    const given = await app.inject({
      method: 'POST',
      url: '/api/account/consents',
      headers: user.headers,
      payload: { purpose: 'order-updates', channel: 'sms', wordingVersion: version, phone: '0803 555 0177', via: 'account' },
    });
    assert.equal(given.statusCode, 200, given.body);
    const eventKey = `crash:${user.user.id}`;
    const where = and(eq(notificationOutbox.eventKey, eventKey), eq(notificationOutbox.channel, 'sms'));
    // The sender claimed the row and stopped before the provider had it (a crash between claim and send).
    const claimedAt = new Date();
    await app.db.insert(notificationOutbox).values({
      eventKey,
      channel: 'sms',
      userId: user.user.id,
      recipient: '+2348035550177',
      template: 'order-placed',
      payload: { kind: 'sms', text: 'e-pharmacy: order EPH-000777 received.' },
      status: 'sending',
      attempts: 1,
      claimedAt,
    });

    await app.notifications.retryFailed(new Date(claimedAt.getTime() + SENDING_TIMEOUT_MS - 1000));
    assert.equal((await smsTo('+2348035550177')).length, 0, 'within the timeout it may still be on its way: left alone');

    const later = new Date(claimedAt.getTime() + SENDING_TIMEOUT_MS + 1000);
    await app.notifications.retryFailed(later);
    await app.notifications.retryFailed(new Date(later.getTime() + SENDING_TIMEOUT_MS * 3));
    const sent = await smsTo('+2348035550177');
    assert.equal(sent.length, 1, 'one message, however often the retry runs');
    const [row] = await app.db.select().from(notificationOutbox).where(where);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 2);
  });
});

describe('a delivery receipt that overtakes the record of its send', () => {
  it('waits while the message is still being sent, then marks it delivered', async () => {
    const user = await createUser(app);
    const eventKey = `overtaken:${user.user.id}`;
    const where = and(eq(notificationOutbox.eventKey, eventKey), eq(notificationOutbox.channel, 'sms'));
    // Claimed and handed to the provider, whose answer (the message id) is not written yet.
    await app.db.insert(notificationOutbox).values({
      eventKey,
      channel: 'sms',
      userId: user.user.id,
      recipient: '+2348035550178',
      template: 'order-placed',
      payload: { kind: 'sms', text: 'e-pharmacy: order EPH-000778 received.' },
      status: 'sending',
      attempts: 1,
      claimedAt: new Date(),
    });
    // The provider's receipt arrives first; the send is recorded after it.
    const receipt = app.notifications.receipt('sms', 'msg-overtaken', true);
    await app.db.update(notificationOutbox).set({ status: 'sent', providerMessageId: 'msg-overtaken', sentAt: new Date() }).where(where);
    assert.equal(await receipt, true, 'the receipt found its message');
    const [row] = await app.db.select().from(notificationOutbox).where(where);
    assert.equal(row.status, 'delivered');
    assert.ok(row.deliveredAt);
  });

  it('for a message nobody is sending, answers at once that it matched nothing', async () => {
    assert.equal(await app.notifications.receipt('whatsapp', 'msg-unknown', true), false);
  });
});
