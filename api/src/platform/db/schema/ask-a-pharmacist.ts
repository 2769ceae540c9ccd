import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** What a shopper asks about: a medicine, an order, a prescription, a refill plan, or nothing in particular. */
export const CONVERSATION_TOPICS = ['product', 'order', 'prescription', 'refill', 'general'] as const;
export type ConversationTopic = (typeof CONVERSATION_TOPICS)[number];
/** waiting: the shopper's last message has no pharmacist reply yet; answered; closed. */
export type ConversationStatus = 'waiting' | 'answered' | 'closed';

/**
 * The conversations domain (src/domains/ask-a-pharmacist): "Ask a pharmacist". Health data, like
 * prescriptions: a thread and its messages are read only by the shopper who opened it and by
 * pharmacists, and every read by someone signed in, allowed or refused, is logged in
 * conversation_access_log.
 */
export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    topic: text().$type<ConversationTopic>().notNull(),
    /** The medicine, order or prescription asked about (its id), when there is one. */
    topicId: text(),
    /** What the shopper reads as the subject: "Amoxil 500mg Capsules", "Order EP-2026-000123". */
    subject: text().notNull(),
    status: text().$type<ConversationStatus>().notNull().default('waiting'),
    /** Since when the shopper has been waiting for a reply (the first unanswered message); null when answered. */
    waitingSince: timestamp({ withTimezone: true }),
    /** A message in it named an emergency (chest pain, can't breathe…): first in the queue. */
    redFlag: boolean().notNull().default(false),
    /** Opened from the shop's WhatsApp chat: the chat's number (+234…), where the pharmacist's replies are sent; null for the site's questions. */
    whatsappPhone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversation_threads_topic_valid', sql`${t.topic} in ('product', 'order', 'prescription', 'refill', 'general')`),
    check('conversation_threads_status_valid', sql`${t.status} in ('waiting', 'answered', 'closed')`),
    index('conversation_threads_user_idx').on(t.userId, t.updatedAt),
    index('conversation_threads_queue_idx').on(t.status, t.waitingSince),
  ],
);

export type ConversationAuthor = 'shopper' | 'pharmacist';

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    threadId: uuid()
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    author: text().$type<ConversationAuthor>().notNull(),
    /** A pharmacist's reply carries the name and PCN number the shopper reads, as they were when it was sent. */
    pharmacistName: text(),
    pharmacistRegistration: text(),
    body: text().notNull(),
    redFlag: boolean().notNull().default(false),
    /**
     * On a pharmacist's reply: how long the shopper waited, counting only the pharmacist hours
     * (seconds from the thread's waitingSince to this reply).
     */
    responseSeconds: integer(),
    /**
     * A photo or PDF sent with the message (health data): its key in the private file store, never
     * under /api/images; read through the thread, every read logged.
     */
    attachmentKey: text(),
    attachmentType: text(),
    attachmentBytes: integer(),
    sentAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('conversation_messages_author_valid', sql`${t.author} in ('shopper', 'pharmacist')`),
    index('conversation_messages_thread_idx').on(t.threadId, t.sentAt),
    index('conversation_messages_replies_idx').on(t.author, t.sentAt),
  ],
);

export type ConversationAccessor = 'owner' | 'pharmacist' | 'other';

/** Every read of a thread by someone signed in, allowed or refused: who, as what, when, from where. */
export const conversationAccessLog = pgTable(
  'conversation_access_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    threadId: uuid()
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull().default(''),
    actor: text().$type<ConversationAccessor>().notNull(),
    allowed: boolean().notNull(),
    ip: text(),
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('conversation_access_log_actor_valid', sql`${t.actor} in ('owner', 'pharmacist', 'other')`),
    index('conversation_access_log_thread_idx').on(t.threadId, t.at),
  ],
);

export type ConversationThread = typeof conversationThreads.$inferSelect;
export type ConversationMessage = typeof conversationMessages.$inferSelect;
