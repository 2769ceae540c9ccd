// "Erase my account": the shopper's personal details removed or anonymised everywhere, except the
// dispensing records pharmacy law makes the pharmacy keep, which are copied, minimised and marked
// into retained_dispensing_records (deleted by the retention job after the configured period).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import * as s from '../../platform/db/schema/index';
import type { RetainedLine } from '../../platform/db/schema/privacy';
import { conflict, withCode } from '../../platform/lib/http-errors';
import { orderNumberLabel } from '../orders/order-number';

/** Orders in these states had their medicines dispensed (or on their way): the law keeps their record. */
const DISPENSED = ['Processing', 'Shipped', 'Delivered'] as const;
/**
 * Orders still on their way to the shopper: paid (or to be paid at the door) and not yet delivered
 * or cancelled. An account with one is not erased (the order needs its address and, if cancelled,
 * its refund): the shopper cancels it or waits for the delivery first.
 */
const OPEN = ['AwaitingReview', 'Pending', 'Processing', 'Shipped'] as const;
const ERASED_NAME = 'Erased shopper';
const DAY_MS = 86_400_000;

/**
 * The sessions (refresh-token families) that were open, for the caller to end, and the private
 * files (prescriptions, conversation attachments, lab results) for the caller to delete once the
 * erasure is committed.
 */
export type ErasureResult = { endedSessions: string[]; retainedRecords: number; files: string[] };

/** 409 naming the shopper's open orders: nothing is erased while one is still on its way. */
async function refuseWhileOrdersOpen(tx: Database, userId: string) {
  const open = await tx
    .select({ number: s.orders.orderNumber, status: s.orders.status })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), inArray(s.orders.status, [...OPEN])))
    .orderBy(s.orders.orderNumber);
  if (open.length === 0) return;
  const list = open.map((o) => `${orderNumberLabel(o.number)} (${o.status})`).join(', ');
  throw withCode(
    conflict(
      `Your account was not erased: these orders are still open: ${list}. Cancel them, or wait until they are delivered, then erase your account.`,
      open.map((o) => ({ field: 'orders', message: `${orderNumberLabel(o.number)} is ${o.status}.` })),
    ),
    'open-orders',
  );
}

/**
 * The shopper's files in the private store: prescription images, the attachments of their
 * conversations (theirs and the pharmacists' replies) and their lab results. Their rows are
 * deleted or blanked by eraseEverywhere; the files go after the commit.
 */
async function privateFilesOf(tx: Database, userId: string): Promise<string[]> {
  const prescriptions = await tx
    .select({ key: s.prescriptions.storageKey })
    .from(s.prescriptions)
    .where(and(eq(s.prescriptions.userId, userId), sql`${s.prescriptions.storageKey} <> ''`));
  const attachments = await tx
    .select({ key: s.conversationMessages.attachmentKey })
    .from(s.conversationMessages)
    .innerJoin(s.conversationThreads, eq(s.conversationThreads.id, s.conversationMessages.threadId))
    .where(and(eq(s.conversationThreads.userId, userId), sql`${s.conversationMessages.attachmentKey} is not null`));
  const results = await tx
    .select({ key: s.labResults.storageKey })
    .from(s.labResults)
    .innerJoin(s.labBookings, eq(s.labBookings.id, s.labResults.bookingId))
    .where(eq(s.labBookings.userId, userId));
  return [...prescriptions, ...attachments, ...results].flatMap((row) => (row.key ? [row.key] : []));
}

/** Copies the minimum of each dispensed order with a prescription-only line; returns how many. */
async function retainDispensingRecords(tx: Database, user: s.User, now: Date, retainDays: number): Promise<number> {
  const dispensed = await tx
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.userId, user.id), inArray(s.orders.status, [...DISPENSED])));
  let kept = 0;
  for (const order of dispensed) {
    const lines = await tx.select().from(s.orderLines).where(eq(s.orderLines.orderId, order.id));
    if (!lines.some((line) => line.requiresPrescription)) continue;
    const [review] = await tx
      .select({ name: s.orderReviews.pharmacistName })
      .from(s.orderReviews)
      .where(eq(s.orderReviews.orderId, order.id))
      .orderBy(desc(s.orderReviews.decidedAt))
      .limit(1);
    const [prescription] = order.prescriptionId
      ? await tx
          .select({ prescriber: s.prescriptions.prescriberName })
          .from(s.prescriptions)
          .where(eq(s.prescriptions.id, order.prescriptionId))
      : [];
    const retained: RetainedLine[] = lines.map((l) => ({
      medicineName: l.medicineName,
      quantity: l.quantity,
      requiresPrescription: l.requiresPrescription,
    }));
    await tx.insert(s.retainedDispensingRecords).values({
      orderId: order.id,
      orderNumber: order.orderNumber,
      patientName: `${user.firstName} ${user.lastName}`.trim(),
      lines: retained,
      prescriberName: prescription?.prescriber ?? null,
      pharmacistName: review?.name ?? null,
      dispensedAt: order.createdAt,
      retainedBecause: 'Dispensing record of prescription-only medicines (Pharmacy Council of Nigeria): kept after the account was erased',
      erasedAt: now,
      retainUntil: new Date(order.createdAt.getTime() + retainDays * DAY_MS),
    });
    kept++;
  }
  return kept;
}

/**
 * Payments stay (the books), without the shopper: no e-mail, no shipping or billing address, no
 * delivery address in the cart snapshot (the zone and fee stay), no customer in the provider's answer.
 */
async function erasePayments(tx: Database, userId: string, erasedEmail: string) {
  const p = s.payments;
  const blankAddress = sql`'{"recipient": "", "city": "", "street": "", "landmark": "", "phone": ""}'::jsonb`;
  await tx
    .update(p)
    .set({
      email: erasedEmail,
      shippingAddress: '',
      billingAddress: '',
      cartSnapshot: sql`case when jsonb_typeof(${p.cartSnapshot} #> '{delivery,address}') = 'object'
        then jsonb_set(${p.cartSnapshot}, '{delivery,address}', (${p.cartSnapshot} #> '{delivery,address}') || ${blankAddress})
        else ${p.cartSnapshot} end`,
      providerResponse: sql`(${p.providerResponse} - 'customer') #- '{authorization,account_name}'`,
    })
    .where(eq(p.userId, userId));
}

/** Deletes what only served the shopper, and blanks the personal details in what the pharmacy must keep. */
async function eraseEverywhere(tx: Database, user: s.User, erasedEmail: string) {
  const byEmail = (column: Parameters<typeof sql>[1]) => sql`lower(${column}) = lower(${user.email})`;
  await tx.delete(s.emailTokens).where(eq(s.emailTokens.userId, user.id));
  await tx.delete(s.cartItems).where(eq(s.cartItems.userId, user.id));
  await tx.delete(s.cartNotices).where(eq(s.cartNotices.userId, user.id));
  await tx.delete(s.consents).where(eq(s.consents.userId, user.id));
  await tx.delete(s.notificationOutbox).where(eq(s.notificationOutbox.userId, user.id));
  await tx.delete(s.refillPlans).where(eq(s.refillPlans.userId, user.id));
  await tx.delete(s.savedAddresses).where(eq(s.savedAddresses.userId, user.id));
  await tx.delete(s.cardAuthorizations).where(eq(s.cardAuthorizations.userId, user.id));
  await tx.delete(s.backInStockRequests).where(eq(s.backInStockRequests.userId, user.id));
  await tx.delete(s.backInStockRequests).where(byEmail(s.backInStockRequests.email));
  await tx.delete(s.newsletterSubscriptions).where(byEmail(s.newsletterSubscriptions.email));
  await tx.delete(s.contactMessages).where(byEmail(s.contactMessages.email));
  // Conversations with the pharmacist (messages and their access log go with them).
  await tx.delete(s.conversationThreads).where(eq(s.conversationThreads.userId, user.id));
  await tx.delete(s.phoneVerifications).where(eq(s.phoneVerifications.userId, user.id));
  await tx.update(s.orders).set({ shippingAddress: '', deliveryAddress: null }).where(eq(s.orders.userId, user.id));
  // Pay on delivery's phone and door: blanked, each row its own key (one open order per phone and door).
  await tx
    .update(s.payOnDeliveryOrders)
    .set({ phone: sql`'erased-' || ${s.payOnDeliveryOrders.orderId}`, addressKey: sql`'erased-' || ${s.payOnDeliveryOrders.orderId}` })
    .where(inArray(s.payOnDeliveryOrders.orderId, tx.select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.userId, user.id))));
  await erasePayments(tx, user.id, erasedEmail);
  // The prescription rows stay (orders point at them, and the dispensing record names the
  // prescriber); their images go: an empty storage key says the file was erased.
  await tx.update(s.prescriptions).set({ fileName: 'erased', notes: null, storageKey: '' }).where(eq(s.prescriptions.userId, user.id));
  await tx
    .delete(s.labResults)
    .where(
      inArray(s.labResults.bookingId, tx.select({ id: s.labBookings.id }).from(s.labBookings).where(eq(s.labBookings.userId, user.id))),
    );
  await tx.update(s.prescriptionApprovals).set({ phone: '' }).where(eq(s.prescriptionApprovals.userId, user.id));
  await tx.update(s.prescriptionAccessLog).set({ actorName: ERASED_NAME }).where(eq(s.prescriptionAccessLog.actorId, user.id));
  await tx.update(s.labResultAccessLog).set({ actorName: ERASED_NAME }).where(eq(s.labResultAccessLog.actorId, user.id));
  await tx.update(s.labBookings).set({ address: null }).where(eq(s.labBookings.userId, user.id));
  await tx.update(s.controlledAttempts).set({ phone: '', address: '' }).where(eq(s.controlledAttempts.userId, user.id));
  await tx
    .update(s.ambulanceRequests)
    .set({ phone: '', address: '', landmark: '', whatHappened: '' })
    .where(eq(s.ambulanceRequests.userId, user.id));
  await tx.update(s.safetyReports).set({ contactPhone: '' }).where(eq(s.safetyReports.userId, user.id));
  await tx.update(s.auditEntries).set({ actorName: ERASED_NAME }).where(eq(s.auditEntries.actorId, user.id));
  await tx.update(s.auditEntries).set({ entityName: ERASED_NAME }).where(eq(s.auditEntries.entityId, user.id));
}

/**
 * Erases the account in one transaction. The user row stays (orders, payments and prescriptions
 * point at it) with no name, an address that cannot receive mail and a password nothing matches;
 * every refresh token is deleted, and the caller ends the sessions returned.
 */
export async function eraseAccount(db: Database, userId: string, retainDays: number, now = new Date()): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(s.users).where(eq(s.users.id, userId)).for('update');
    if (!user) return { endedSessions: [], retainedRecords: 0, files: [] };
    await refuseWhileOrdersOpen(tx, user.id);
    const files = await privateFilesOf(tx, user.id);
    const retainedRecords = await retainDispensingRecords(tx, user, now, retainDays);
    const erasedEmail = `erased-${user.id}@erased.invalid`;
    await eraseEverywhere(tx, user, erasedEmail);
    const sessions = await tx
      .delete(s.refreshTokens)
      .where(and(eq(s.refreshTokens.userId, user.id), isNull(s.refreshTokens.revokedAt)))
      .returning({ familyId: s.refreshTokens.familyId });
    await tx.delete(s.refreshTokens).where(eq(s.refreshTokens.userId, user.id));
    await tx
      .update(s.users)
      .set({
        firstName: ERASED_NAME,
        lastName: '',
        email: erasedEmail,
        userName: `erased_${user.id}`,
        passwordHash: '!erased',
        phone: null,
        emailConfirmedAt: null,
        updatedAt: now,
      })
      .where(eq(s.users.id, user.id));
    return { endedSessions: [...new Set(sessions.map((r) => r.familyId))], retainedRecords, files };
  });
}
