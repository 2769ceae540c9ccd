import type { WhatsAppContext, WhatsAppStep } from '../../platform/db/schema/whatsapp-chats';
import type { Database } from '../../platform/db/client';
import { type ConversationChange, type ConversationRow, WhatsAppChatsRepository } from './whatsapp-chats-repository';

export type { ConversationRow, WhatsAppContext, WhatsAppStep };

/** WhatsApp's customer-service window: free-form replies for 24 hours after the shopper's last message. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether a free-form message may go now: the shopper wrote within the last 24 hours. */
export function insideServiceWindow(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < CUSTOMER_SERVICE_WINDOW_MS && lastInboundAt <= now;
}

/** The shop's WhatsApp chats: each inbound message handled once, and each number's conversation. */
export class WhatsAppChatsService {
  private readonly repo: WhatsAppChatsRepository;

  constructor(db: Database) {
    this.repo = new WhatsAppChatsRepository(db);
  }

  /** Takes an inbound message id for handling: false when it was already taken (a retry of the same message). */
  claimInbound(wamid: string, at = new Date()): Promise<boolean> {
    return this.repo.claimInbound(wamid, at);
  }

  /** Gives the id back after its handling failed, so the provider's retry is handled. */
  releaseInbound(wamid: string): Promise<void> {
    return this.repo.releaseInbound(wamid);
  }

  /** A message came from this number: its conversation, matched to `userId` (or none), its window open from `at`. */
  received(phone: string, userId: string | null, at: Date): Promise<ConversationRow> {
    return this.repo.touch(phone, userId, at);
  }

  change(phone: string, change: ConversationChange): Promise<void> {
    return this.repo.change(phone, change);
  }

  /** The language this number's chat is answered in (English when it has none). */
  async languageOf(phone: string): Promise<string> {
    return (await this.repo.conversation(phone))?.language ?? 'en';
  }

  /** Whether the shop may write free-form to this number now (its last message under 24 hours ago). */
  async windowOpen(phone: string, now = new Date()): Promise<boolean> {
    const row = await this.repo.conversation(phone);
    return insideServiceWindow(row?.lastInboundAt ?? null, now);
  }
}
