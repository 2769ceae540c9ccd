import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const PROMOTION_KINDS = ['percent', 'amount'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * A discount code (the promotions domain): a percentage or an amount off the OTC and pharmacy-only
 * lines of a basket (never prescription-only ones), from a minimum basket, between two dates, with
 * a total and a per-shopper limit. usedCount is kept with the redemptions, in their transaction.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Upper case, as shoppers type it whatever the case. */
    code: text().notNull(),
    kind: text().$type<PromotionKind>().notNull(),
    /** percent: 1..100. */
    percentOff: integer(),
    /** amount: kobo off. */
    amountOffKobo: integer(),
    minBasketKobo: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** How many times the code can be used in all; null: no limit. */
    maxUses: integer(),
    /** How many times one shopper can use it; null: no limit. */
    maxUsesPerShopper: integer(),
    usedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_key').on(t.code),
    check('promotions_kind_valid', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'promotions_value_valid',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffKobo} is null) or (${t.kind} = 'amount' and ${t.amountOffKobo} > 0 and ${t.percentOff} is null)`,
    ),
    check('promotions_min_basket_nonnegative', sql`${t.minBasketKobo} >= 0`),
    check(
      'promotions_limits_positive',
      sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and (${t.maxUsesPerShopper} is null or ${t.maxUsesPerShopper} >= 1)`,
    ),
    check('promotions_used_within_limit', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/** One use of a code: by a shopper, for one checkout (its payment reference), with the discount it gave. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The checkout that used it; one use per checkout however often it is opened again. */
    paymentReference: text().notNull(),
    discountKobo: integer().notNull(),
    /**
     * When its checkout was found paid. Until then the use is a hold: released (the row removed,
     * the code's count lowered) when the checkout expires unpaid, fails, or its order is cancelled.
     */
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_payment_key').on(t.paymentReference),
    index('promotion_redemptions_held_idx')
      .on(t.promotionId)
      .where(sql`${t.paidAt} is null`),
    index('promotion_redemptions_user_idx').on(t.promotionId, t.userId),
    check('promotion_redemptions_discount_positive', sql`${t.discountKobo} > 0`),
  ],
);

export type Promotion = typeof promotions.$inferSelect;
export type PromotionRedemption = typeof promotionRedemptions.$inferSelect;
