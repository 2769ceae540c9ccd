// The WhatsApp chats' own tables (platform/db/schema/whatsapp-chats.ts): the inbound message ids
// taken once each, and each number's conversation. The erasure of a shopper's data goes through
// eraseShopper; the retention job prunes old message ids through purgeInboundOlderThan.
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  whatsappConversations,
  whatsappInboundMessages,
  type WhatsAppContext,
  type WhatsAppStep,
} from '../../platform/db/schema/whatsapp-chats';

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type ConversationRow = typeof whatsappConversations.$inferSelect;
export type ConversationChange = {
  userId?: string | null;
  language?: string;
  step?: WhatsAppStep;
  context?: WhatsAppContext;
  lastInboundAt?: Date;
};

export class WhatsAppChatsRepository {
  constructor(private readonly db: Database) {}

  /** Records the message id; true only for the one call that recorded it (a retry, or a second delivery at once, finds it). */
  async claimInbound(wamid: string, at: Date): Promise<boolean> {
    const claimed = await rows(
      this.db,
      sql`insert into whatsapp_inbound_messages (wamid, received_at) values (${wamid}, ${at.toISOString()}::timestamptz)
          on conflict (wamid) do nothing returning wamid`,
    );
    return claimed.length > 0;
  }

  /** Lets a message id be taken again (its handling failed, so WhatsApp's retry is handled). */
  async releaseInbound(wamid: string): Promise<void> {
    await this.db.execute(sql`delete from whatsapp_inbound_messages where wamid = ${wamid}`);
  }

  async conversation(phone: string): Promise<ConversationRow | null> {
    const [row] = await this.db.select().from(whatsappConversations).where(eq(whatsappConversations.phone, phone));
    return row ?? null;
  }

  /** The number's conversation after a message from it: made on the first, its window opened again on each. */
  async touch(phone: string, userId: string | null, at: Date): Promise<ConversationRow> {
    const [row] = await this.db
      .insert(whatsappConversations)
      .values({ phone, userId, lastInboundAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: whatsappConversations.phone,
        set: { userId, lastInboundAt: sql`greatest(${whatsappConversations.lastInboundAt}, excluded.last_inbound_at)`, updatedAt: at },
      })
      .returning();
    return row;
  }

  async change(phone: string, change: ConversationChange): Promise<void> {
    await this.db
      .update(whatsappConversations)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(whatsappConversations.phone, phone));
  }
}

/** The shopper's conversations go with their account. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx.delete(whatsappConversations).where(eq(whatsappConversations.userId, shopper.id));
}

/**
 * How long an inbound message id is kept: WhatsApp retries an undelivered webhook for up to 7 days,
 * so an id older than that never comes again and its row only grows the table.
 */
export const INBOUND_IDS_KEPT_DAYS = 7;

/** The retention job's pruning: the inbound message ids received before `cutoff`; how many went. */
export async function purgeInboundOlderThan(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(whatsappInboundMessages)
    .where(lt(whatsappInboundMessages.receivedAt, cutoff))
    .returning({ wamid: whatsappInboundMessages.wamid });
  return gone.length;
}
