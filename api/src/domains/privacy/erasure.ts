// "Erase my account": the shopper's personal details removed or anonymised everywhere, except the
// dispensing records pharmacy law makes the pharmacy keep, which are copied, minimised and marked
// into retained_dispensing_records (deleted by the retention job after the configured period).
//
// Each domain erases its own tables (`eraseShopper(tx, shopper)` in its repository); this file
// calls them in order, in one transaction, so the legal duty never half-succeeds. A domain that
// holds a shopper's data joins by exporting its eraseShopper and being called below.
import type { Database } from '../../platform/db/client';
import { conflict, withCode } from '../../platform/lib/http-errors';
import * as ambulanceRequests from '../ambulance-requests/dispatch-repository';
import * as askAPharmacist from '../ask-a-pharmacist/conversations-repository';
import * as audit from '../audit/audit-repository';
import * as cart from '../cart/cart-repository';
import * as contact from '../contact/messages-repository';
import * as controlledMedicines from '../controlled-medicines/controlled-caps-repository';
import * as delivery from '../delivery/delivery-repository';
import * as fulfilment from '../fulfilment/pay-on-delivery-repository';
import * as identity from '../identity/identity-repository';
import * as labs from '../labs/labs-repository';
import * as handoverPhotos from '../last-mile/handover-photos-repository';
import * as lastMile from '../last-mile/last-mile-repository';
import * as medicationProfiles from '../medication-profiles/medication-profiles-repository';
import * as medicationSafety from '../medication-safety/safety-holds-repository';
import * as notifications from '../notifications/notification-outbox-repository';
import { orderNumberLabel } from '../orders/order-number';
import * as orders from '../orders/orders-repository';
import * as payments from '../payments/payments-repository';
import * as prescriptions from '../prescriptions/prescriptions-repository';
import * as refills from '../refills/refills-repository';
import * as safetyReports from '../safety-reports/vigilance-repository';
import * as stockAlerts from '../stock-alerts/stock-alerts-repository';
import * as whatsappChats from '../whatsapp-chats/whatsapp-chats-repository';
import { openOrdersOf, retainDispensingRecords } from './privacy-repository';

/** The account being erased, and what its name and address become. */
export type ShopperToErase = { id: string; email: string; erasedEmail: string; erasedName: string };

/**
 * The sessions (refresh-token families) that were open, for the caller to end, and the private
 * files (prescriptions, conversation attachments, lab results, handover photos) for the caller to delete once the
 * erasure is committed.
 */
export type ErasureResult = { endedSessions: string[]; retainedRecords: number; files: string[] };

/** 409 naming the shopper's open orders: nothing is erased while one is still on its way. */
async function refuseWhileOrdersOpen(tx: Database, userId: string) {
  const open = await openOrdersOf(tx, userId);
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
 * Every domain deletes what only served the shopper, and blanks the personal details in what the
 * pharmacy must keep. Returns the private files whose rows went (deleted after the commit).
 */
async function eraseEverywhere(tx: Database, shopper: ShopperToErase): Promise<string[]> {
  const prescriptionFiles = await prescriptions.eraseShopper(tx, shopper);
  const attachments = await askAPharmacist.eraseShopper(tx, shopper);
  const labResults = await labs.eraseShopper(tx, shopper);
  await medicationSafety.eraseShopper(tx, shopper);
  await medicationProfiles.eraseShopper(tx, shopper);
  await cart.eraseShopper(tx, shopper);
  await notifications.eraseShopper(tx, shopper);
  await refills.eraseShopper(tx, shopper);
  await delivery.eraseShopper(tx, shopper);
  const photos = await handoverPhotos.eraseShopper(tx, shopper);
  await lastMile.eraseShopper(tx, shopper);
  await stockAlerts.eraseShopper(tx, shopper);
  await whatsappChats.eraseShopper(tx, shopper);
  await contact.eraseShopper(tx, shopper);
  await orders.eraseShopper(tx, shopper);
  await fulfilment.eraseShopper(tx, shopper);
  await payments.eraseShopper(tx, shopper);
  await controlledMedicines.eraseShopper(tx, shopper);
  await ambulanceRequests.eraseShopper(tx, shopper);
  await safetyReports.eraseShopper(tx, shopper);
  await audit.eraseShopper(tx, shopper);
  return [...prescriptionFiles, ...attachments, ...labResults, ...photos];
}

/**
 * Erases the account in one transaction: the user row locked, refused while an order is open, the
 * dispensing records copied first, then every domain's rows, the account itself last. The user row
 * stays (orders, payments and prescriptions point at it) with no name, an address that cannot
 * receive mail and a password nothing matches; every refresh token is deleted, and the caller ends
 * the sessions returned.
 */
export async function eraseAccount(db: Database, userId: string, retainDays: number, now = new Date()): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const user = await identity.lockShopper(tx, userId);
    if (!user) return { endedSessions: [], retainedRecords: 0, files: [] };
    await refuseWhileOrdersOpen(tx, user.id);
    const retainedRecords = await retainDispensingRecords(tx, user, now, retainDays);
    const shopper: ShopperToErase = {
      id: user.id,
      email: user.email,
      erasedEmail: `erased-${user.id}@erased.invalid`,
      erasedName: 'Erased shopper',
    };
    const files = await eraseEverywhere(tx, shopper);
    const endedSessions = await identity.eraseShopper(tx, shopper, now);
    return { endedSessions, retainedRecords, files };
  });
}
