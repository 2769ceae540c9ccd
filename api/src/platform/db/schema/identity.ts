import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    userName: text().notNull(),
    passwordHash: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    /**
     * May review prescriptions and dispense prescription-only medicines. Granted by an admin (an
     * admin is not a pharmacist unless granted); checked in the database on every pharmacist call.
     */
    isPharmacist: boolean().notNull().default(false),
    /** The pharmacist's Pharmacists Council of Nigeria registration number. */
    pharmacistRegistration: text(),
    /** The name the patient reads on a pharmacist's decision, e.g. "Pharm. Ada Example" (the account name when absent). */
    pharmacistDisplayName: text(),
    /** The language the shopper chose on the site (en, pcm, ...): their mails and texts are written in it; English when absent. */
    locale: varchar({ length: 16 }),
    /** The shopper's mobile number (+234…), given or corrected in the profile; SMS and WhatsApp consents in force follow it. */
    phone: text(),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
  ],
);

/** Opaque refresh tokens, stored as sha256 hashes. A family is one login; rotation keeps the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    /** When the login began (the family's first token): the family ends a fixed time after it, however often it is renewed. */
    sessionStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    tokenHash: text().notNull().unique('refresh_tokens_token_hash_key'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export type EmailTokenPurpose = 'confirm-email' | 'reset-password' | 'change-email';

/**
 * Single-use tokens sent by mail (email confirmation, password reset, email change), stored as
 * sha256 hashes. A change-email token carries the address it moves the account to, which applies
 * only when the link mailed there is followed.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<EmailTokenPurpose>().notNull(),
    tokenHash: text().notNull().unique('email_tokens_token_hash_key'),
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type EmailToken = typeof emailTokens.$inferSelect;

export type HealthAccessKind = 'pharmacist' | 'laboratory';
export type HealthAccessState = 'pending' | 'approved' | 'refused';

/**
 * A request to open health data to an account: the pharmacist role (with the PCN registration) or
 * a laboratory binding (lab staff read their laboratory's results). An admin asks; it applies only
 * when a pharmacist who is neither the requester nor the grantee approves it (two people).
 */
export const healthAccessRequests = pgTable(
  'health_access_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<HealthAccessKind>().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pharmacistRegistration: text(),
    laboratoryId: uuid(),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    state: text().$type<HealthAccessState>().notNull().default('pending'),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('health_access_requests_state_idx').on(t.state, t.requestedAt)],
);

export type HealthAccessRequest = typeof healthAccessRequests.$inferSelect;
