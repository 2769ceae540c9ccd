// The shop's WhatsApp chat handed to a pharmacist: "pharmacist" (or a red-flag phrase, after the
// emergency numbers) opens a question in ask-a-pharmacist, the same queue and console as the site's
// questions, marked with the chat's number; while it is open every message is added to it (only
// "menu" and "stop" end the hand-off), and the pharmacists' replies come back into the chat
// (ask-a-pharmacist/answer-notices.ts). A question is health data: kept only under the shopper's
// health-data consent for conversations, asked for here when it is missing. Only a number an
// account verified can be handed over (a question belongs to an account); others get the link.
import type { ConversationsService } from '../../domains/ask-a-pharmacist/conversations-service';
import { consentWording } from '../../domains/notifications/consent-wording';
import type { ConsentsService } from '../../domains/notifications/consents-service';
import type { WhatsAppFreeForm } from '../../domains/notifications/providers';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { ConversationRow, WhatsAppChatsService } from '../../domains/whatsapp-chats/whatsapp-chats-service';
import { HttpError } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';

export type HandOffChat = { phone: string; conversation: ConversationRow; language: string; userId: string | null };
type Say = (key: string, values?: Record<string, string | number>) => Promise<void>;
type Send = (message: WhatsAppFreeForm) => Promise<void>;

const CONSENT = 'health-data:conversations' as const;
const SUBJECT = 'Asked on WhatsApp';

export class PharmacistHandOff {
  constructor(
    private readonly chats: WhatsAppChatsService,
    private readonly conversations: ConversationsService,
    private readonly consents: ConsentsService,
    private readonly identity: IdentityService,
    private readonly publicUrl: string,
  ) {}

  /** Hands the chat to a pharmacist, with `first` as the question (what the shopper wrote, or that they asked for one). */
  async start(chat: HandOffChat, first: string, say: Say, send: Send, t: (key: string) => string): Promise<void> {
    if (!chat.userId) return say('pharmacist', { link: `${this.publicUrl}/ask-pharmacist` });
    if (!(await this.consents.inForce(chat.userId, 'health-data', 'conversations'))) {
      await this.chats.change(chat.phone, { step: 'pharmacist-consent', context: {} });
      const wording = consentWording(CONSENT, chat.language);
      return send({
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: `${t('pharmacist.consent')}\n\n${wording.title}: ${wording.text}`.slice(0, 1024) },
          action: {
            buttons: [
              { type: 'reply', reply: { id: 'hd:yes', title: t('pharmacist.consent.yes').slice(0, 20) } },
              { type: 'reply', reply: { id: 'hd:no', title: t('pharmacist.consent.no').slice(0, 20) } },
            ],
          },
        },
      });
    }
    const opened = await this.conversations.open(
      await this.caller(chat.userId),
      { topic: 'general', subject: SUBJECT, message: first },
      chat.phone,
    );
    await this.chats.change(chat.phone, { step: 'pharmacist', context: { threadId: opened.thread.id } });
    return say('pharmacist.opened');
  }

  /** The answer to the consent's buttons: given (recorded as on the site, then the question opened) or not (nothing kept). */
  async consentAnswer(chat: HandOffChat, yes: boolean, say: Say, send: Send, t: (key: string) => string): Promise<void> {
    if (!chat.userId) return say('pharmacist', { link: `${this.publicUrl}/ask-pharmacist` });
    if (!yes) {
      await this.chats.change(chat.phone, { step: 'menu', context: {} });
      return say('pharmacist.declined', { link: `${this.publicUrl}/ask-pharmacist` });
    }
    const wording = consentWording(CONSENT, chat.language);
    await this.consents.give(
      chat.userId,
      { purpose: 'health-data', channel: 'conversations', wordingVersion: wording.version, via: 'whatsapp' },
      chat.language,
    );
    return this.start(chat, t('pharmacist.asked'), say, send, t);
  }

  /** A message while the chat is with a pharmacist: added to the question (a closed one ends the hand-off). */
  async add(chat: HandOffChat, text: string, say: Say): Promise<void> {
    const threadId = chat.conversation.context.threadId;
    if (!chat.userId || !threadId) return this.end(chat);
    try {
      await this.conversations.post({ user: await this.caller(chat.userId), ip: null }, threadId, text);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      await this.end(chat);
      return say('pharmacist.ended');
    }
  }

  async end(chat: HandOffChat): Promise<void> {
    await this.chats.change(chat.phone, { step: 'menu', context: {} });
  }

  private async caller(userId: string): Promise<AuthUser> {
    const profile = await this.identity.getProfile(userId);
    return { id: userId, role: 'user', name: `${profile.firstName} ${profile.lastName}`.trim() };
  }
}
