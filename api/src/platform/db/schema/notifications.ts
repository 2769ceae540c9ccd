import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** What a consent is for, and on which channel; only these pairs exist. */
export const CONSENT_KINDS = [
  { purpose: 'order-updates', channel: 'sms' },
  { purpose: 'order-updates', channel: 'whatsapp' },
  { purpose: 'offers', channel: 'email' },
  { purpose: 'offers', channel: 'sms' },
  { purpose: 'health-data', channel: 'prescriptions' },
  { purpose: 'health-data', channel: 'conversations' },
] as const;
export type ConsentPurpose = (typeof CONSENT_KINDS)[number]['purpose'];
export type ConsentChannel = (typeof CONSENT_KINDS)[number]['channel'];
export type ConsentKey = { [K in (typeof CONSENT_KINDS)[number] as number]: `${K['purpose']}:${K['channel']}` }[number];

/**
 * One consent as given: who, for what purpose on which channel, the wording they agreed to (its
 * version), when and where. Withdrawing stamps the row; giving again makes a new row, so the history
 * stays. At most one row per user, purpose and channel is in force (not withdrawn).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    channel: text().notNull(),
    wordingVersion: text().notNull(),
    /** The number SMS or WhatsApp messages go to (+234…), for those channels. */
    phone: text(),
    givenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Where it was given: account page, sign-up, checkout. */
    givenVia: text().notNull(),
    withdrawnAt: timestamp({ withTimezone: true }),
    /** account page, or a "STOP" reply by SMS or WhatsApp. */
    withdrawnVia: text(),
  },
  (t) => [
    uniqueIndex('consents_in_force_key')
      .on(t.userId, t.purpose, t.channel)
      .where(sql`${t.withdrawnAt} is null`),
    index('consents_phone_idx').on(t.phone),
    check(
      'consents_kind_valid',
      sql`(${t.purpose}, ${t.channel}) in (('order-updates','sms'),('order-updates','whatsapp'),('offers','email'),('offers','sms'),('health-data','prescriptions'),('health-data','conversations'))`,
    ),
  ],
);

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Every notice sent, one row per event and channel (the unique key): a retry after a provider
 * error finds the row and sends it once more; a second notice of the same event finds it and sends
 * nothing. `payload` is the rendered message (so a retry sends exactly what was composed).
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventKey: text().notNull(),
    channel: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recipient: text().notNull(),
    template: text().notNull(),
    payload: jsonb().notNull(),
    /** pending → sending → sent → delivered | undelivered; failed (a provider error) goes back to sending on retry. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    providerMessageId: text(),
    lastError: text(),
    /** When a sender last claimed it (→ sending): a row left sending long after (a crash) is claimed again. */
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_outbox_event_channel_key').on(t.eventKey, t.channel),
    index('notification_outbox_provider_id_idx').on(t.providerMessageId),
    index('notification_outbox_status_idx').on(t.status),
    check('notification_outbox_channel_valid', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check('notification_outbox_status_valid', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'delivered', 'undelivered')`),
  ],
);

export type Consent = typeof consents.$inferSelect;
export type NotificationRow = typeof notificationOutbox.$inferSelect;

/**
 * A shopper's phone, proved by a six-digit code sent to it by SMS (only its sha256 is kept). Pay on
 * delivery needs the delivery phone verified by the shopper who orders.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +234… as nigerianMobile writes it. */
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_user_phone_idx').on(t.userId, t.phone)],
);
