import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  subject: text(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_key').on(sql`lower(${t.email})`)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
