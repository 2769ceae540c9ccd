import { and, asc, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  conversationAccessLog,
  conversationMessages,
  conversationThreads,
  users,
  type ConversationAccessor,
  type ConversationMessage,
  type ConversationThread,
  type ConversationTopic,
} from '../../platform/db/schema/index';

/** A file sent with a message, already in the private file store. */
export type MessageAttachment = { attachmentKey: string; attachmentType: string; attachmentBytes: number };

export type QueueRow = ConversationThread & { shopperFirstName: string; messages: number };

/** All SQL of the conversations domain: threads, their messages, who read them, and the figures. */
export class ConversationsRepository {
  constructor(private readonly db: Database) {}

  async open(
    values: { userId: string; topic: ConversationTopic; topicId: string | null; subject: string; whatsappPhone?: string | null },
    first: { body: string; redFlag: boolean },
  ) {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const [thread] = await tx
        .insert(conversationThreads)
        .values({ ...values, status: 'waiting', waitingSince: now, redFlag: first.redFlag, createdAt: now, updatedAt: now })
        .returning();
      await tx
        .insert(conversationMessages)
        .values({ threadId: thread.id, authorId: values.userId, author: 'shopper', body: first.body, redFlag: first.redFlag });
      return thread;
    });
  }

  async byId(id: string): Promise<ConversationThread | null> {
    const [row] = await this.db.select().from(conversationThreads).where(eq(conversationThreads.id, id));
    return row ?? null;
  }

  async byUser(userId: string): Promise<ConversationThread[]> {
    return this.db
      .select()
      .from(conversationThreads)
      .where(eq(conversationThreads.userId, userId))
      .orderBy(desc(conversationThreads.updatedAt), desc(conversationThreads.id));
  }

  async message(threadId: string, messageId: string): Promise<ConversationMessage | null> {
    const [row] = await this.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.threadId, threadId), eq(conversationMessages.id, messageId)));
    return row ?? null;
  }

  async messages(threadId: string): Promise<ConversationMessage[]> {
    return this.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.threadId, threadId))
      .orderBy(asc(conversationMessages.sentAt), asc(conversationMessages.id));
  }

  /** A shopper's message: the thread waits again (from now, unless it was already waiting). */
  async addShopperMessage(
    threadId: string,
    userId: string,
    body: string,
    redFlag: boolean,
    attachment: MessageAttachment | null = null,
  ): Promise<ConversationMessage> {
    return this.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(conversationMessages)
        .values({ threadId, authorId: userId, author: 'shopper', body, redFlag, ...attachment })
        .returning();
      await tx
        .update(conversationThreads)
        .set({
          status: 'waiting',
          waitingSince: sql`coalesce(${conversationThreads.waitingSince}, ${message.sentAt})`,
          redFlag: sql`${conversationThreads.redFlag} or ${redFlag}`,
          updatedAt: message.sentAt,
        })
        .where(eq(conversationThreads.id, threadId));
      return message;
    });
  }

  /**
   * A pharmacist's reply. The thread row is locked, so of two pharmacists answering at once only
   * the first reply ends the wait (and carries its response time).
   */
  async addReply(
    threadId: string,
    pharmacist: { id: string; name: string; registration: string | null },
    body: string,
    responseSecondsSince: (waitingSince: Date, sentAt: Date) => number,
    attachment: MessageAttachment | null = null,
  ): Promise<ConversationMessage> {
    return this.db.transaction(async (tx) => {
      const [thread] = await tx.select().from(conversationThreads).where(eq(conversationThreads.id, threadId)).for('update');
      const sentAt = new Date();
      const [message] = await tx
        .insert(conversationMessages)
        .values({
          threadId,
          authorId: pharmacist.id,
          author: 'pharmacist',
          pharmacistName: pharmacist.name,
          pharmacistRegistration: pharmacist.registration,
          body,
          responseSeconds: thread.waitingSince ? responseSecondsSince(thread.waitingSince, sentAt) : null,
          sentAt,
          ...attachment,
        })
        .returning();
      await tx
        .update(conversationThreads)
        .set({ status: 'answered', waitingSince: null, updatedAt: sentAt })
        .where(eq(conversationThreads.id, threadId));
      return message;
    });
  }

  async close(threadId: string): Promise<void> {
    await this.db
      .update(conversationThreads)
      .set({ status: 'closed', waitingSince: null, updatedAt: new Date() })
      .where(eq(conversationThreads.id, threadId));
  }

  /** Threads waiting for a pharmacist: emergencies first, then the longest wait first. */
  async queue(): Promise<QueueRow[]> {
    const rows = await this.db
      .select({
        thread: conversationThreads,
        shopperFirstName: users.firstName,
        messages: sql<number>`(select count(*)::int from ${conversationMessages} m where m.thread_id = ${conversationThreads.id})`,
      })
      .from(conversationThreads)
      .innerJoin(users, eq(users.id, conversationThreads.userId))
      .where(and(eq(conversationThreads.status, 'waiting'), isNotNull(conversationThreads.waitingSince)))
      .orderBy(desc(conversationThreads.redFlag), asc(conversationThreads.waitingSince), asc(conversationThreads.id));
    return rows.map((r) => ({ ...r.thread, shopperFirstName: r.shopperFirstName, messages: Number(r.messages) }));
  }

  /** Where the shopper is reached: mail, language, and the account's phone (for a pharmacist to call on an emergency thread). */
  async shopperContact(userId: string): Promise<{ email: string; firstName: string; locale: string | null; phone: string | null } | null> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async pharmacist(userId: string): Promise<{ name: string; registration: string | null; displayName: string | null } | null> {
    const [row] = await this.db
      .select({
        first: users.firstName,
        last: users.lastName,
        registration: users.pharmacistRegistration,
        displayName: users.pharmacistDisplayName,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ? { name: `${row.first} ${row.last}`, registration: row.registration, displayName: row.displayName } : null;
  }

  async logAccess(entry: {
    threadId: string;
    actorId: string;
    actorName: string;
    actor: ConversationAccessor;
    allowed: boolean;
    ip: string | null;
  }) {
    await this.db.insert(conversationAccessLog).values(entry);
  }

  async accessLog(threadId: string) {
    return this.db
      .select()
      .from(conversationAccessLog)
      .where(eq(conversationAccessLog.threadId, threadId))
      .orderBy(desc(conversationAccessLog.at), desc(conversationAccessLog.id));
  }

  /** Response times (in pharmacist hours) of the replies since `since`: count, median, 90th percentile. */
  async responseFigures(since: Date) {
    const [row] = await this.db
      .select({
        replies: sql<number>`count(*)::int`,
        median: sql<number | null>`percentile_cont(0.5) within group (order by ${conversationMessages.responseSeconds})`,
        p90: sql<number | null>`percentile_cont(0.9) within group (order by ${conversationMessages.responseSeconds})`,
      })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.author, 'pharmacist'),
          isNotNull(conversationMessages.responseSeconds),
          gte(conversationMessages.sentAt, since),
        ),
      );
    const [waiting] = await this.db
      .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${conversationThreads.waitingSince})` })
      .from(conversationThreads)
      .where(eq(conversationThreads.status, 'waiting'));
    const [threads] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationThreads)
      .where(gte(conversationThreads.createdAt, since));
    return {
      replies: Number(row?.replies ?? 0),
      median: row?.median == null ? null : Number(row.median),
      p90: row?.p90 == null ? null : Number(row.p90),
      waiting: Number(waiting?.count ?? 0),
      oldestWaitingSince: waiting?.oldest ? new Date(waiting.oldest) : null,
      threadsOpened: Number(threads?.count ?? 0),
    };
  }
}

/** The private-store keys of the attachments in the threads `where` picks. */
async function attachmentsOf(db: Database, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ key: conversationMessages.attachmentKey })
    .from(conversationMessages)
    .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
    .where(and(where, isNotNull(conversationMessages.attachmentKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Erasing an account: the shopper's conversations with the pharmacist (messages and their access
 * log go with them); the keys of their attachments are returned for the caller to delete once the
 * erasure is committed.
 */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<string[]> {
  const mine = eq(conversationThreads.userId, shopper.id);
  const files = await attachmentsOf(tx, mine);
  await tx.delete(conversationThreads).where(mine);
  return files;
}

/** The retention job: conversations whose last message is before `cutoff`; how many, and their attachments' keys. */
export async function purgeOlderThan(db: Database, cutoff: Date): Promise<{ count: number; files: string[] }> {
  const old = lt(conversationThreads.updatedAt, cutoff);
  const files = await attachmentsOf(db, old);
  const rows = await db.delete(conversationThreads).where(old).returning({ id: conversationThreads.id });
  return { count: rows.length, files };
}
