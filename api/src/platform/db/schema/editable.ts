import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every catalogue and operations record can be edited, hidden from the shop and (when nothing
 * refers to it) deleted. `version` starts at 1 and goes up by one on each edit: an edit names the
 * version it started from, and a different one answers 409 instead of overwriting.
 */
export const editable = () => ({
  hidden: boolean().notNull().default(false),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
