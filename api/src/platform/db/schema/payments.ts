import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryCharge } from './delivery';
import { users } from './identity';
import { prescriptions } from './prescriptions';

/** What was in the cart when a payment was initiated; the order is built from it. */
export type CartSnapshotLine = {
  medicineId: string;
  medicineName: string;
  unitPriceKobo: number;
  quantity: number;
  /** The medicine is prescription-only (absent on payments made before prescriptions). */
  requiresPrescription?: boolean;
  /** The medicine is stored at 2–8 °C (cold chain): present, true, only then. */
  coldChain?: true;
};
/**
 * `totalKobo` is the items' total; `delivery` (absent on payments made before delivery fees) is
 * the address and fee the server computed, so the amount charged is totalKobo + delivery.feeKobo.
 */
export type CartSnapshot = {
  lines: CartSnapshotLine[];
  totalKobo: number;
  delivery?: DeliveryCharge;
  approval?: SnapshotApproval;
  /** A refill plan's automatic order: not the shopper's cart, so placing it leaves the cart alone. */
  refill?: { planId: string; cycleId: string };
  /** A discount code the server applied (promotions): the amount charged is totalKobo - discount + delivery fee. */
  discount?: SnapshotDiscount;
  /** Click-and-collect: the pharmacy the shopper collects from (no delivery fee); the order is fulfilled there. */
  pickup?: { locationId: string; name: string };
  /** Pay on delivery: the order is placed before payment; the rider's payment link settles it (workflows/pay-on-delivery). */
  payOnDelivery?: true;
  /** The signed-in shopper asked, on this checkout of their own, to save the card they pay with (saved-cards.ts). */
  saveCard?: true;
  /**
   * The parcels the shopper chose before paying when no covering pharmacy had every line
   * (workflows/checkout/parcel-choice.ts): one later parcel, or a split; the server priced each.
   */
  parcels?: SnapshotParcel[];
  /**
   * The clinical checks at checkout (workflows/medication-safety-check): whom the order is for (a
   * medication profile; null: none), the alerts found, a pharmacist's override of blocking ones
   * (`holdId`), what the shopper confirmed reading (`acknowledged`), and `review`: the order goes to
   * pharmacist review.
   */
  safety?: SnapshotSafety;
};
/** An alert as the checks raised it (domains/medication-safety/safety-rules.ts, with its id). */
export type SnapshotSafetyAlert = {
  id: string;
  severity: 'block' | 'major' | 'moderate';
  kind: string;
  medicineIds: string[];
  ingredient?: string;
  message: { en: string; pcm: string };
  source: string;
};
export type SnapshotSafety = {
  profileId: string | null;
  alerts: SnapshotSafetyAlert[];
  holdId?: string;
  acknowledged?: string;
  review: boolean;
};
/** One parcel as priced at checkout: where it leaves from, its lines, its fee (kobo) and window. */
export type SnapshotParcel = {
  locationId: string;
  name: string;
  kind: 'pharmacy' | 'warehouse';
  lines: { medicineId: string; medicineName: string; quantity: number }[];
  feeKobo: number;
  minDays: number;
  maxDays: number;
  /** Some of its lines come by transfer first (the window is longer by then). */
  waitsForTransfer: boolean;
};
/** The code, and what it took off the OTC and pharmacy-only lines (kobo). */
export type SnapshotDiscount = { code: string; promotionId: string; amountKobo: number };
/**
 * A pharmacist's approval before payment (prescription_approvals) covering exactly the snapshot's
 * prescription-only lines, set by the server at initiate: the order is placed already approved.
 */
export type SnapshotApproval = {
  /** The prescription_approvals row; for a refill, its plan (`source` 'refill-plan': the plan's prescription check). */
  id: string;
  source?: 'refill-plan';
  pharmacistId: string | null;
  pharmacistName: string;
  pharmacistRegistration: string | null;
  decidedAt: string;
};

export type PaymentStatus = 'pending' | 'success' | 'failed' | 'abandoned';

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    email: text().notNull(),
    amountKobo: integer().notNull(),
    currency: text().notNull().default('NGN'),
    /** Our reference, sent to the provider; unique so a payment is never recorded twice. */
    reference: text().notNull().unique('payments_reference_key'),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    paymentType: text().notNull(),
    shippingAddress: text().notNull(),
    billingAddress: text().notNull(),
    cartSnapshot: jsonb().$type<CartSnapshot>(),
    provider: text().notNull().default('paystack'),
    providerTransactionId: text(),
    providerStatus: text(),
    providerResponse: jsonb().$type<Record<string, unknown>>(),
    /** What the customer was charged (kobo): amountKobo, plus the fees when the customer bears them. */
    chargedKobo: integer(),
    /** Paystack's fees for this payment (kobo), as its verify answer says. */
    feeKobo: integer(),
    /** card, bank_transfer, ussd... */
    channel: text(),
    /** Why an admin should look at this payment (e.g. reversed at the provider without a refund from the shop); null when all is well. */
    attention: text(),
    /**
     * When the shopper came back to the shop from the provider's page without paying (their own
     * verify found the checkout abandoned there): an admin reads "Cancelled by shopper", not "Abandoned".
     */
    shopperCancelledAt: timestamp({ withTimezone: true }),
    /** When the provider was last asked about this payment (reconciliation). */
    checkedAt: timestamp({ withTimezone: true }),
    authorizationUrl: text(),
    /** The prescription attached at checkout for the cart's prescription-only medicines; its order gets it. */
    prescriptionId: uuid().references(() => prescriptions.id, { onDelete: 'restrict' }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_kobo_positive', sql`${t.amountKobo} > 0`),
    check('payments_status_valid', sql`${t.status} in ('pending', 'success', 'failed', 'abandoned')`),
    index('payments_user_idx').on(t.userId),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Paystack's refund states: pending -> processing -> processed, or failed / needs-attention. */
export const REFUND_STATUSES = ['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund asked of the provider for a payment; its status follows the provider (refund.* events, fetch). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentReference: text()
      .notNull()
      .references(() => payments.reference, { onDelete: 'restrict' }),
    /** The provider's refund id; unique so a refund is recorded once. Null for one found only as a reversed transaction. */
    providerRefundId: text().unique('refunds_provider_refund_id_key'),
    amountKobo: integer().notNull(),
    currency: text().notNull().default('NGN'),
    status: text().$type<RefundStatus>().notNull().default('pending'),
    providerResponse: jsonb().$type<Record<string, unknown>>(),
    processedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_kobo_positive', sql`${t.amountKobo} > 0`),
    check('refunds_status_valid', sql`${t.status} in ('pending', 'processing', 'processed', 'failed', 'needs-attention')`),
    index('refunds_payment_idx').on(t.paymentReference),
    index('refunds_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'processing', 'needs-attention')`),
  ],
);

export type Refund = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/**
 * A card the shopper paid with on their own checkout, having asked to save it, whose Paystack
 * authorization is reusable (`authorization.reusable` true in our own verify answer): a refill plan
 * may charge it again (charge_authorization), only with the shopper's consent on that plan. Never
 * stored for transfers or USSD (not reusable), nor from a payment someone else made for the shopper
 * (the rider's pay-on-delivery link, a refill's pay link).
 */
export const cardAuthorizations = pgTable(
  'card_authorizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The email Paystack's customer was charged with: charge_authorization must send the same one. */
    email: text().notNull(),
    /** Paystack's AUTH_... code: a secret that charges the card; never sent to a browser. */
    authorizationCode: text().notNull(),
    /** Paystack's card signature: the same card paid twice keeps one row (the newest code). */
    signature: text().notNull(),
    last4: text().notNull(),
    expMonth: text().notNull(),
    expYear: text().notNull(),
    brand: text().notNull(),
    bank: text().notNull().default(''),
    reusable: boolean().notNull(),
    /** The payment whose verify answer handed it out. */
    sourceReference: text().notNull(),
    /**
     * When the shopper asked to save it, on their own signed-in card checkout (`saveCard`; the
     * checkout is sourceReference). Null: not saved by its shopper (e.g. a card kept before that
     * consent existed): never listed nor charged.
     */
    consentedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_authorizations_user_signature_key').on(t.userId, t.signature)],
);

export type CardAuthorization = typeof cardAuthorizations.$inferSelect;
