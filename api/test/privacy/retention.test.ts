import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as s from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { seedShopperRows } from '../helpers/shopper-rows';
import { createUser } from '../helpers/users';

const app = await buildTestApp();
const DAY = 86_400_000;
const { retention } = app.config.privacy;

type Row = Record<string, unknown>;
const ids = async (table: PgTable, column: PgColumn, of: unknown[]) =>
  (
    await app.db
      .select({ id: column })
      .from(table)
      .where(inArray(column, of as string[]))
  )
    .map((r) => r.id)
    .sort();

describe('the retention job', () => {
  it('deletes what is past its configured period, and nothing else', async () => {
    const now = new Date('2031-06-01T12:00:00Z');
    const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY + extraMs);
    const shopper = await createUser(app);
    const rows = await seedShopperRows(app, {
      id: shopper.user.id,
      email: shopper.user.email,
      phone: '+2348030000001',
      name: 'Kept Shopper',
    });
    const copy = async (table: PgTable, name: string, changes: Row) => {
      const { id: _id, ...rest } = rows.get(name)!;
      const [row] = (await app.db
        .insert(table)
        .values({ ...rest, ...changes })
        .returning()) as Row[];
      return row.id;
    };
    // Just past the period (deleted) and just within it (kept), for each kind.
    const contact = [
      await copy(s.contactMessages, 'contact_messages', { createdAt: ago(retention.contactMessagesDays, -1000) }),
      await copy(s.contactMessages, 'contact_messages', { createdAt: ago(retention.contactMessagesDays, 60_000) }),
    ];
    const [oldTelemetry, newTelemetry] = await app.db
      .insert(s.remoteTelemetry)
      .values([
        { remote: 'shell', version: '1', kind: 'load', createdAt: ago(retention.logsDays, -1000) },
        { remote: 'shell', version: '1', kind: 'load', createdAt: ago(retention.logsDays, 60_000) },
      ])
      .returning();
    const outbox = [
      await copy(s.notificationOutbox, 'notification_outbox', {
        eventKey: 'r1',
        status: 'delivered',
        createdAt: ago(retention.logsDays, -1000),
      }),
      await copy(s.notificationOutbox, 'notification_outbox', {
        eventKey: 'r2',
        status: 'sending',
        createdAt: ago(retention.logsDays + 10),
      }),
      await copy(s.notificationOutbox, 'notification_outbox', {
        eventKey: 'r3',
        status: 'sent',
        createdAt: ago(retention.logsDays, 60_000),
      }),
    ];
    const usedPrescription = rows.get('prescriptions')!.id;
    await app.db
      .update(s.prescriptions)
      .set({ uploadedAt: ago(retention.prescriptionsDays + 100) })
      .where(inArray(s.prescriptions.id, [usedPrescription as string]));
    const prescriptions = [
      await copy(s.prescriptions, 'prescriptions', { uploadedAt: ago(retention.prescriptionsDays, -1000) }),
      await copy(s.prescriptions, 'prescriptions', { uploadedAt: ago(retention.prescriptionsDays, 60_000) }),
      usedPrescription,
    ];
    const threads = [
      await copy(s.conversationThreads, 'conversation_threads', { updatedAt: ago(retention.conversationsDays, -1000) }),
      await copy(s.conversationThreads, 'conversation_threads', { updatedAt: ago(retention.conversationsDays, 60_000) }),
    ];
    const other = await createUser(app);
    const carts = [
      rows.get('cart_items')!.id,
      await copy(s.cartItems, 'cart_items', { userId: other.user.id, updatedAt: ago(retention.abandonedCartsDays, 60_000) }),
    ];
    await app.db
      .update(s.cartItems)
      .set({ updatedAt: ago(retention.abandonedCartsDays, -1000) })
      .where(inArray(s.cartItems.id, [carts[0] as string]));
    const [dueRecord, keptRecord] = await app.db
      .insert(s.retainedDispensingRecords)
      .values(
        [ago(1), ago(-1)].map((retainUntil) => ({
          orderNumber: 1,
          patientName: 'Retained Patient',
          lines: [],
          dispensedAt: ago(2000),
          retainedBecause: 'test',
          erasedAt: ago(10),
          retainUntil,
        })),
      )
      .returning();

    const counts = await app.runRetention(now);

    assert.deepEqual(await ids(s.contactMessages, s.contactMessages.id, contact), [contact[1]]);
    assert.deepEqual(await ids(s.remoteTelemetry, s.remoteTelemetry.id, [oldTelemetry.id, newTelemetry.id]), [newTelemetry.id]);
    assert.deepEqual(
      await ids(s.notificationOutbox, s.notificationOutbox.id, outbox),
      [outbox[1], outbox[2]].sort(),
      'a message on its way stays',
    );
    assert.deepEqual(
      await ids(s.prescriptions, s.prescriptions.id, prescriptions),
      [prescriptions[1], prescriptions[2]].sort(),
      'one an order uses stays',
    );
    assert.deepEqual(await ids(s.conversationThreads, s.conversationThreads.id, threads), [threads[1]]);
    assert.deepEqual(await ids(s.cartItems, s.cartItems.id, carts), [carts[1]]);
    const records = [dueRecord.id, keptRecord.id];
    assert.deepEqual(await ids(s.retainedDispensingRecords, s.retainedDispensingRecords.id, records), [keptRecord.id]);
    assert.ok(counts.contactMessages >= 1 && counts.dispensingRecords >= 1);

    // Nothing else of the shopper's went: their orders, payments and consents are untouched.
    assert.equal((await ids(s.orders, s.orders.id, [rows.get('orders')!.id])).length, 1);
    assert.equal((await ids(s.consents, s.consents.id, [rows.get('consents')!.id])).length, 1);
  });

  it('the privacy page reads the same periods and the register of processors', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/privacy' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().retention, retention);
    assert.deepEqual(
      res.json().processors.map((p: { purpose: string }) => p.purpose),
      ['Payment', 'SMS', 'WhatsApp', 'Mail', 'File storage'],
    );
  });
});
