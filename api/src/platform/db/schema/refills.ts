import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { medicines } from './catalogue';
import { savedAddresses } from './delivery';
import { users } from './identity';
import { medicationProfiles } from './medication-profiles';
import { cardAuthorizations } from './payments';
import { prescriptions } from './prescriptions';

/**
 * active: runs on its dates; paused: by the shopper, or after failed charges (dunning);
 * needs-confirmation: the price rose more than 10 % since the shopper last agreed to it;
 * needs-prescription: its prescription ran out (expired, or no quantity left); cancelled: for good.
 */
export const REFILL_PLAN_STATUSES = ['active', 'paused', 'needs-confirmation', 'needs-prescription', 'cancelled'] as const;
export type RefillPlanStatus = (typeof REFILL_PLAN_STATUSES)[number];

/** A shopper's standing order for one medicine, every `intervalDays`. */
export const refillPlans = pgTable(
  'refill_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicineId: uuid()
      .notNull()
      .references(() => medicines.id, { onDelete: 'restrict' }),
    medicineName: text().notNull(),
    quantity: integer().notNull(),
    intervalDays: integer().notNull(),
    /** How the interval was chosen: the pack's days' supply, or every 2, 4, 8 or 12 weeks. */
    intervalSource: text().$type<'days-supply' | 'weeks'>().notNull(),
    /** The day (Lagos) the next refill is charged and placed. */
    nextRunOn: date({ mode: 'string' }).notNull(),
    addressId: uuid()
      .notNull()
      .references(() => savedAddresses.id, { onDelete: 'restrict' }),
    /** The saved card charged automatically, only with `autoPayConsentAt` set; null: a pay link is mailed instead. */
    cardAuthorizationId: uuid().references(() => cardAuthorizations.id, { onDelete: 'set null' }),
    autoPayConsentAt: timestamp({ withTimezone: true }),
    /** For prescription-only medicine: the prescription the refills are dispensed against. */
    prescriptionId: uuid().references(() => prescriptions.id, { onDelete: 'set null' }),
    /** Units the prescription still allows (null: not prescription-only); a refill never takes more. */
    prescribedUnitsLeft: integer(),
    /**
     * The pharmacist who approved the plan's prescription (with their PCN number) and when: the
     * refills' orders start approved under that check instead of waiting for the same check again.
     * Cleared when the plan's prescription changes or runs out.
     */
    prescriptionCheckedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    prescriptionCheckedByName: text(),
    prescriptionCheckedByRegistration: text(),
    prescriptionCheckedAt: timestamp({ withTimezone: true }),
    /**
     * The pharmacist's refusal of the plan's last prescription: when, why (told to the patient) and
     * who. The plan waits for another prescription and charges nothing; cleared when one is attached.
     */
    prescriptionRefusedAt: timestamp({ withTimezone: true }),
    prescriptionRefusedReason: text(),
    prescriptionRefusedByName: text(),
    /** The unit price (kobo) the shopper last agreed to; a rise over 10 % asks them again. */
    agreedUnitPriceKobo: integer().notNull(),
    status: text().$type<RefillPlanStatus>().notNull().default('active'),
    /** Whom the refills are for ("for whom"): one of the shopper's medication profiles; null: the shopper themself. */
    profileId: uuid().references(() => medicationProfiles.id, { onDelete: 'set null' }),
    sourceOrderId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refill_plans_quantity_valid', sql`${t.quantity} between 1 and 99`),
    check('refill_plans_interval_valid', sql`${t.intervalDays} between 7 and 120`),
    check('refill_plans_status_valid', sql`${t.status} in ('active', 'paused', 'needs-confirmation', 'needs-prescription', 'cancelled')`),
    index('refill_plans_user_idx').on(t.userId),
    index('refill_plans_due_idx')
      .on(t.nextRunOn)
      .where(sql`${t.status} = 'active'`),
  ],
);

export type RefillPlan = typeof refillPlans.$inferSelect;

/**
 * due: noticed, waiting for its day; charging: claimed by one runner; placed: charged and ordered;
 * retrying: a charge failed, tried again at `nextAttemptAt`; failed: given up (dunning mailed, plan
 * paused); asked: the shopper must act (price rise, prescription, the bank wants them); skipped;
 * cancelled: the plan was cancelled before it ran.
 */
export const REFILL_CYCLE_STATUSES = ['due', 'charging', 'placed', 'retrying', 'failed', 'asked', 'skipped', 'cancelled'] as const;
export type RefillCycleStatus = (typeof REFILL_CYCLE_STATUSES)[number];

/** One run of a plan: unique per plan and day, so every replica's scheduler finds the same row. */
export const refillCycles = pgTable(
  'refill_cycles',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => refillPlans.id, { onDelete: 'cascade' }),
    runOn: date({ mode: 'string' }).notNull(),
    status: text().$type<RefillCycleStatus>().notNull().default('due'),
    reminderSentAt: timestamp({ withTimezone: true }),
    /** The notice of the charge (amount, card, date): no charge happens before it was sent. */
    noticeSentAt: timestamp({ withTimezone: true }),
    noticeAmountKobo: integer(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    paymentReference: text(),
    orderId: uuid(),
    amountKobo: integer(),
    /** Why it did not charge or place (for the shopper and the admin's failures list). */
    reason: text(),
    failureMailedAt: timestamp({ withTimezone: true }),
    dunningSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('refill_cycles_plan_run_key').on(t.planId, t.runOn),
    unique('refill_cycles_payment_reference_key').on(t.paymentReference),
    check(
      'refill_cycles_status_valid',
      sql`${t.status} in ('due', 'charging', 'placed', 'retrying', 'failed', 'asked', 'skipped', 'cancelled')`,
    ),
    index('refill_cycles_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('due', 'charging', 'retrying')`),
  ],
);

export type RefillCycle = typeof refillCycles.$inferSelect;

export const REFILL_LINK_PURPOSES = ['pay', 'skip', 'change-date', 'pause', 'cancel'] as const;
export type RefillLinkPurpose = (typeof REFILL_LINK_PURPOSES)[number];

/**
 * A one-tap link mailed to the shopper: signed, for one purpose on one plan (and cycle), used once.
 * Only the token's hash is kept.
 */
export const refillLinks = pgTable(
  'refill_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => refillPlans.id, { onDelete: 'cascade' }),
    cycleId: uuid().references(() => refillCycles.id, { onDelete: 'cascade' }),
    purpose: text().$type<RefillLinkPurpose>().notNull(),
    tokenHash: text().notNull().unique('refill_links_token_hash_key'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('refill_links_purpose_valid', sql`${t.purpose} in ('pay', 'skip', 'change-date', 'pause', 'cancel')`)],
);

export type RefillLink = typeof refillLinks.$inferSelect;
