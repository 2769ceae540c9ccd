// Where an SMS (and every e-mail and WhatsApp notice) is sent once per event: each message is first
// written to the notification outbox under its event key and channel, a unique pair, so a second
// notice of the same event, or another replica telling it at the same moment, writes nothing and
// finds the row already there; notification-service.ts then claims the row and sends it once.
import type { Database } from '../../platform/db/client';
import { notificationOutbox } from '../../platform/db/schema/notifications';

/** One message to write: its event key (e.g. `order:<id>:placed`), channel, recipient and payload. */
export type OutboxEntry = typeof notificationOutbox.$inferInsert;

/** Writes the messages not yet written for their (event, channel); those already there are left as they are. */
export async function writeOncePerEvent(db: Database, entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(notificationOutbox)
    .values([...entries])
    .onConflictDoNothing();
}
