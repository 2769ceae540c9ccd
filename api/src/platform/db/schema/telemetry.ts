import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What shoppers' browsers report about the remotes they load: how long a remote took to load and
 * draw, and where it failed (manifest, entry, chunk, render, or an error its boundary caught), with
 * the remote's name and released version. Nothing about the shopper: no account, address or id.
 */
export const remoteTelemetry = pgTable(
  'remote_telemetry',
  {
    id: uuid().primaryKey().defaultRandom(),
    remote: text().notNull(),
    version: text().notNull(),
    /** load (a page of the remote drawn), failure (it could not be loaded), error (its error boundary caught one). */
    kind: text().notNull(),
    /** manifest, entry, chunk, render or boundary; null for a load. */
    stage: text(),
    durationMs: integer(),
    /** The error's message, scrubbed of addresses, numbers and query strings. */
    message: text(),
    canary: boolean().notNull().default(false),
    /** sha256 of the visitor id in the release cookie (with the canary's version), so the canary's error rate counts visitors, not reports; null without the cookie. */
    visitorHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_telemetry_remote_version_created_idx').on(t.remote, t.version, t.createdAt)],
);

export type RemoteTelemetryRow = typeof remoteTelemetry.$inferSelect;
