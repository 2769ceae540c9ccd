import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Every inbound WhatsApp message the shop has taken, by the Cloud API's message id (wamid, the
 * primary key): WhatsApp retries a webhook it thinks was missed, so a message id already here is
 * answered 200 and handled no further. Only the id and its time are kept (no number, no words).
 */
export const whatsappInboundMessages = pgTable(
  'whatsapp_inbound_messages',
  {
    wamid: text().primaryKey(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_inbound_messages_received_idx').on(t.receivedAt)],
);

/** Where a conversation stands: what the shop last asked, so the next message is read as its answer. */
export type WhatsAppStep = 'menu' | 'picking' | 'quantity' | 'delivery' | 'pharmacist-consent' | 'pharmacist' | 'prescription-consent';

/** A photo or document the shopper sent, kept by its media id (not its bytes) while the health-data consent is asked. */
export type WhatsAppMediaRef = { id: string; kind: 'image' | 'document'; sha256?: string; caption?: string; filename?: string };

/** What the step needs: the medicines a list offered (row id → medicine id), the medicine picked, the prescription sent. */
export type WhatsAppContext = { rows?: Record<string, string>; medicineId?: string; threadId?: string; media?: WhatsAppMediaRef };

/**
 * One WhatsApp conversation per number (+234…): the account it is matched to (only through a phone
 * number that account verified), the language it is answered in, the step it is at, and the time of
 * the shopper's last message, which opens WhatsApp's 24-hour customer-service window.
 */
export const whatsappConversations = pgTable(
  'whatsapp_conversations',
  {
    phone: text().primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    language: text().notNull().default('en'),
    step: text().$type<WhatsAppStep>().notNull().default('menu'),
    context: jsonb().$type<WhatsAppContext>().notNull().default({}),
    lastInboundAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_conversations_user_idx').on(t.userId)],
);
