// Where a shopper's personal data lives: every table that holds it, and how to find the shopper's
// rows there (by their user id, their e-mail address, or through a parent row of theirs). The
// export reads these (through privacy-repository.ts); a test derives the same list from the schema,
// so a new table that holds a shopper's data fails it until it is added here (or named below as not
// the shopper's).
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as s from '../../platform/db/schema/index';

export type Owner =
  | { column: PgColumn; is: 'user' | 'email' }
  /** The row belongs to a parent row of the shopper's: `column` holds the parent's `key`. */
  | { column: PgColumn; parent: string; key: PgColumn };

export type ShopperTable = { name: string; table: PgTable; owners: Owner[] };

const user = (column: PgColumn): Owner => ({ column, is: 'user' });
const email = (column: PgColumn): Owner => ({ column, is: 'email' });
const child = (column: PgColumn, parent: string, key: PgColumn): Owner => ({ column, parent, key });

/** Every table holding a shopper's data, the exported archive's files in this order. */
export const SHOPPER_TABLES: ShopperTable[] = [
  { name: 'users', table: s.users, owners: [user(s.users.id)] },
  { name: 'refresh_tokens', table: s.refreshTokens, owners: [user(s.refreshTokens.userId)] },
  { name: 'email_tokens', table: s.emailTokens, owners: [user(s.emailTokens.userId)] },
  { name: 'saved_addresses', table: s.savedAddresses, owners: [user(s.savedAddresses.userId)] },
  { name: 'consents', table: s.consents, owners: [user(s.consents.userId)] },
  { name: 'whatsapp_conversations', table: s.whatsappConversations, owners: [user(s.whatsappConversations.userId)] },
  { name: 'notification_outbox', table: s.notificationOutbox, owners: [user(s.notificationOutbox.userId)] },
  { name: 'cart_items', table: s.cartItems, owners: [user(s.cartItems.userId)] },
  { name: 'cart_notices', table: s.cartNotices, owners: [user(s.cartNotices.userId)] },
  { name: 'payments', table: s.payments, owners: [user(s.payments.userId)] },
  { name: 'refunds', table: s.refunds, owners: [child(s.refunds.paymentReference, 'payments', s.payments.reference)] },
  { name: 'card_authorizations', table: s.cardAuthorizations, owners: [user(s.cardAuthorizations.userId)] },
  { name: 'orders', table: s.orders, owners: [user(s.orders.userId)] },
  { name: 'order_lines', table: s.orderLines, owners: [child(s.orderLines.orderId, 'orders', s.orders.id)] },
  { name: 'order_reviews', table: s.orderReviews, owners: [child(s.orderReviews.orderId, 'orders', s.orders.id)] },
  { name: 'order_parcels', table: s.orderParcels, owners: [child(s.orderParcels.orderId, 'orders', s.orders.id)] },
  {
    name: 'delivery_assignments',
    table: s.deliveryAssignments,
    owners: [child(s.deliveryAssignments.orderId, 'orders', s.orders.id)],
  },
  {
    name: 'delivery_failures',
    table: s.deliveryFailures,
    owners: [child(s.deliveryFailures.assignmentId, 'delivery_assignments', s.deliveryAssignments.id)],
  },
  {
    name: 'delivery_handover_photos',
    table: s.deliveryHandoverPhotos,
    owners: [child(s.deliveryHandoverPhotos.assignmentId, 'delivery_assignments', s.deliveryAssignments.id)],
  },
  {
    name: 'pay_on_delivery_orders',
    table: s.payOnDeliveryOrders,
    owners: [child(s.payOnDeliveryOrders.orderId, 'orders', s.orders.id)],
  },
  { name: 'phone_verifications', table: s.phoneVerifications, owners: [user(s.phoneVerifications.userId)] },
  { name: 'order_status_events', table: s.orderStatusEvents, owners: [child(s.orderStatusEvents.orderId, 'orders', s.orders.id)] },
  { name: 'stock_recall_orders', table: s.stockRecallOrders, owners: [child(s.stockRecallOrders.orderId, 'orders', s.orders.id)] },
  { name: 'promotion_redemptions', table: s.promotionRedemptions, owners: [user(s.promotionRedemptions.userId)] },
  { name: 'prescriptions', table: s.prescriptions, owners: [user(s.prescriptions.userId)] },
  {
    name: 'prescription_access_log',
    table: s.prescriptionAccessLog,
    owners: [child(s.prescriptionAccessLog.prescriptionId, 'prescriptions', s.prescriptions.id)],
  },
  { name: 'medication_profiles', table: s.medicationProfiles, owners: [user(s.medicationProfiles.userId)] },
  { name: 'medication_safety_holds', table: s.medicationSafetyHolds, owners: [user(s.medicationSafetyHolds.userId)] },
  { name: 'prescription_approvals', table: s.prescriptionApprovals, owners: [user(s.prescriptionApprovals.userId)] },
  { name: 'conversation_threads', table: s.conversationThreads, owners: [user(s.conversationThreads.userId)] },
  {
    name: 'conversation_messages',
    table: s.conversationMessages,
    owners: [child(s.conversationMessages.threadId, 'conversation_threads', s.conversationThreads.id)],
  },
  {
    name: 'conversation_access_log',
    table: s.conversationAccessLog,
    owners: [child(s.conversationAccessLog.threadId, 'conversation_threads', s.conversationThreads.id)],
  },
  { name: 'lab_bookings', table: s.labBookings, owners: [user(s.labBookings.userId)] },
  { name: 'lab_results', table: s.labResults, owners: [child(s.labResults.bookingId, 'lab_bookings', s.labBookings.id)] },
  {
    name: 'lab_result_access_log',
    table: s.labResultAccessLog,
    owners: [child(s.labResultAccessLog.bookingId, 'lab_bookings', s.labBookings.id)],
  },
  { name: 'refill_plans', table: s.refillPlans, owners: [user(s.refillPlans.userId)] },
  { name: 'refill_cycles', table: s.refillCycles, owners: [child(s.refillCycles.planId, 'refill_plans', s.refillPlans.id)] },
  { name: 'refill_links', table: s.refillLinks, owners: [child(s.refillLinks.planId, 'refill_plans', s.refillPlans.id)] },
  {
    name: 'back_in_stock_requests',
    table: s.backInStockRequests,
    owners: [user(s.backInStockRequests.userId), email(s.backInStockRequests.email)],
  },
  { name: 'controlled_attempts', table: s.controlledAttempts, owners: [user(s.controlledAttempts.userId)] },
  { name: 'ambulance_requests', table: s.ambulanceRequests, owners: [user(s.ambulanceRequests.userId)] },
  { name: 'safety_reports', table: s.safetyReports, owners: [user(s.safetyReports.userId)] },
  { name: 'audit_entries', table: s.auditEntries, owners: [user(s.auditEntries.actorId)] },
  { name: 'contact_messages', table: s.contactMessages, owners: [email(s.contactMessages.email)] },
  { name: 'newsletter_subscriptions', table: s.newsletterSubscriptions, owners: [email(s.newsletterSubscriptions.email)] },
];

/**
 * Tables that point at a user, an e-mail or phone column, or a shopper's row, but hold no shopper's
 * data of their own, and why.
 */
export const NOT_SHOPPER_TABLES: Record<string, string> = {
  ambulances: "the crew's phone, staff data",
  promotions: 'the admin who created the code',
  stock_batches: 'the staff member who received the stock',
  stock_recalls: 'the staff member who recorded the recall',
  stock_allocations: "warehouse bookkeeping of an order's stock: no personal data beyond the order, which is exported",
  stock_movements: "warehouse bookkeeping of an order's stock: no personal data beyond the order, which is exported",
  stock_shortfalls: "warehouse bookkeeping of an order's stock: no personal data beyond the order, which is exported",
  lab_staff: "a staff member's grant to a laboratory, not a shopper's data",
  health_access_requests:
    "an admin's request to open health data to a staff member (the pharmacist role, a laboratory binding), not a shopper's data",
  pharmacy_staff: "a staff member's grant to a pharmacy, not a shopper's data",
  riders: "a rider's grant to a pharmacy with the name and work phone shoppers see, staff data, not a shopper's",
  stock_transfers: 'the staff members who sent and received the stock',
  data_incidents: 'the admin who recorded the incident',
  retained_dispensing_records: 'exists only once the account is erased (the minimum pharmacy law keeps)',
  safety_rule_sets: "the pharmacist who signed the clinical rules off (their professional record), not a shopper's data",
};

/** Columns never put in an archive: secrets that would let someone act as the shopper, not data about them. */
export const SECRET_COLUMN = /hash|authorizationCode|signature|trackingHash/i;
