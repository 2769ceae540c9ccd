// A prescription sent in the shop's WhatsApp chat, as a photo or a PDF. Only a number an account
// verified can send one (a prescription belongs to an account; others are told how to link the
// number, and nothing is fetched or kept). A prescription is health data: kept only under the
// shopper's health-data consent for prescriptions, asked for here (reply buttons) when it is missing,
// the media's id held in the conversation meanwhile (and a chat with a pharmacist goes on after). Then the file is fetched from WhatsApp (the
// Cloud API's media flow, at most the shop's upload limit, its sha256 checked), kept by the
// prescriptions domain with the same checks as an upload on the site (JPEG, PNG or PDF by content,
// PDFs with active content refused), and sent to the pharmacists' queue of checks before payment
// (workflows/approve-before-pay) against the cart's prescription-only lines, if any. The decision
// comes back into the chat (prescription-outcome.ts).
import type { FastifyBaseLogger } from 'fastify';
import { consentWording } from '../../domains/notifications/consent-wording';
import type { ConsentsService } from '../../domains/notifications/consents-service';
import type { NotificationService } from '../../domains/notifications/notification-service';
import { MediaRefused, ProviderError, type WhatsAppFreeForm } from '../../domains/notifications/providers';
import type { IdentityService } from '../../domains/identity/identity-service';
import { lagosToday } from '../../domains/prescriptions/prescription-dates';
import type { PrescriptionsService } from '../../domains/prescriptions/prescriptions-service';
import type { WhatsAppChatsService } from '../../domains/whatsapp-chats/whatsapp-chats-service';
import type { WhatsAppMediaRef } from '../../platform/db/schema/whatsapp-chats';
import { MAX_PRESCRIPTION_BYTES } from '../../platform/lib/health-files/checked-file';
import { HttpError } from '../../platform/lib/http-errors';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import type { HandOffChat } from './pharmacist-hand-off';
import type { InboundMessage } from './whatsapp-webhook-routes';

type Say = (key: string, values?: Record<string, string | number>) => Promise<void>;
type Send = (message: WhatsAppFreeForm) => Promise<void>;
type T = (key: string, values?: Record<string, string | number>) => string;
/** The pharmacists' queue of checks before payment (workflows/approve-before-pay, which imports this folder's outcome). */
type ChecksBeforePayment = {
  requestFromChat(userId: string, prescriptionId: string, phone: string): Promise<{ lines: { quantity: number; medicineName: string }[] }>;
};

const CONSENT = 'health-data:prescriptions' as const;
/** Files one number may send in an hour: a phone stuck sending the same photo fills neither the store nor the queue. */
export const PRESCRIPTIONS_PER_HOUR = 20;
/** What the shop's upload refuses, as the chat says it (in the shopper's language). */
const REFUSALS: Record<string, string> = {
  'prescription-file-type': 'rx.wrong-type',
  'prescription-file-too-large': 'rx.too-large',
  'prescription-pdf-active-content': 'rx.pdf-active',
  'prescription-pdf-unreadable': 'rx.pdf-unreadable',
};

/** The photo or document of an inbound message, as the conversation keeps it (null for any other message). */
export function mediaOf(message: InboundMessage): WhatsAppMediaRef | null {
  const kind = message.type === 'image' || message.type === 'document' ? message.type : null;
  const media = kind === 'image' ? message.image : kind === 'document' ? message.document : undefined;
  if (!kind || !media?.id) return null;
  const ref: WhatsAppMediaRef = { id: String(media.id).slice(0, 128), kind };
  if (typeof media.sha256 === 'string') ref.sha256 = media.sha256.slice(0, 128);
  if (typeof media.caption === 'string' && media.caption.trim()) ref.caption = media.caption.trim().slice(0, 500);
  const filename = kind === 'document' ? message.document?.filename : undefined;
  if (typeof filename === 'string' && filename) ref.filename = filename.slice(0, 200);
  return ref;
}

export class PrescriptionByPhoto {
  constructor(
    private readonly chats: WhatsAppChatsService,
    private readonly consents: ConsentsService,
    private readonly notifications: NotificationService,
    private readonly prescriptions: PrescriptionsService,
    private readonly approvals: ChecksBeforePayment,
    private readonly identity: IdentityService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly limiter: RateLimiter,
  ) {}

  /** A photo or document arrived: kept as a prescription (the consent asked for first when missing). */
  async received(chat: HandOffChat, media: WhatsAppMediaRef, say: Say, send: Send, t: T): Promise<void> {
    if (!chat.userId) return say('rx.guest', { link: `${this.publicUrl}/profile`, upload: `${this.publicUrl}/prescriptions` });
    const limit = await this.limiter.hit(`whatsapp-prescriptions:${chat.phone}`, { max: PRESCRIPTIONS_PER_HOUR, windowMs: 3_600_000 });
    if (!limit.allowed) return say('rx.limit', { minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) });
    if (await this.consents.inForce(chat.userId, 'health-data', 'prescriptions')) return this.take(chat, chat.userId, media, say);
    // A chat with a pharmacist goes on after the answer: its question is kept in the context meanwhile.
    const threadId = chat.conversation.step === 'pharmacist' ? chat.conversation.context.threadId : undefined;
    await this.chats.change(chat.phone, { step: 'prescription-consent', context: { media, ...(threadId ? { threadId } : {}) } });
    const wording = consentWording(CONSENT, chat.language);
    return send({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: `${t('rx.consent')}\n\n${wording.title}: ${wording.text}`.slice(0, 1024) },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'rx:yes', title: t('rx.consent.yes').slice(0, 20) } },
            { type: 'reply', reply: { id: 'rx:no', title: t('rx.consent.no').slice(0, 20) } },
          ],
        },
      },
    });
  }

  /** The answer to the consent's buttons: given (recorded as on the site, then the file taken) or not (nothing kept). */
  async consentAnswer(chat: HandOffChat, yes: boolean, say: Say): Promise<void> {
    if (!chat.userId) return say('rx.guest', { link: `${this.publicUrl}/profile`, upload: `${this.publicUrl}/prescriptions` });
    const asked = chat.conversation.step === 'prescription-consent';
    const media = asked ? chat.conversation.context.media : undefined;
    const threadId = asked ? chat.conversation.context.threadId : undefined;
    await this.chats.change(chat.phone, threadId ? { step: 'pharmacist', context: { threadId } } : { step: 'menu', context: {} });
    if (!yes) return say('rx.declined', { link: `${this.publicUrl}/prescriptions` });
    const wording = consentWording(CONSENT, chat.language);
    await this.consents.give(
      chat.userId,
      { purpose: 'health-data', channel: 'prescriptions', wordingVersion: wording.version, via: 'whatsapp' },
      chat.language,
    );
    if (!media) return say('rx.again');
    return this.take(chat, chat.userId, media, say);
  }

  /** Fetches the file, keeps it with the shop's checks, and puts it in the pharmacists' queue. */
  private async take(chat: HandOffChat, userId: string, media: WhatsAppMediaRef, say: Say): Promise<void> {
    let file: { bytes: Buffer; mimeType: string };
    try {
      file = await this.notifications.whatsAppMedia(media.id, MAX_PRESCRIPTION_BYTES, media.sha256);
    } catch (err) {
      if (err instanceof MediaRefused) {
        this.log.warn({ reason: err.reason }, 'a prescription sent on WhatsApp was refused');
        return say(err.reason === 'too-large' ? 'rx.too-large' : err.reason === 'forged' ? 'rx.forged' : 'rx.failed');
      }
      if (err instanceof ProviderError) {
        this.log.warn({ err }, 'a prescription sent on WhatsApp could not be fetched');
        return say('rx.failed');
      }
      throw err;
    }
    const profile = await this.identity.getProfile(userId);
    const caller = { id: userId, role: 'user' as const, name: `${profile.firstName} ${profile.lastName}`.trim() };
    let prescriptionId: string;
    try {
      const kept = await this.prescriptions.upload(
        caller,
        { bytes: file.bytes, fileName: media.filename ?? (media.kind === 'image' ? 'whatsapp-photo' : 'whatsapp-document') },
        {
          // The chat asks neither: the pharmacist reads both on the prescription, and the day it was sent stands for the date.
          prescriberName: 'Not given (sent on WhatsApp)',
          writtenOn: lagosToday(),
          notes: ['Sent on WhatsApp: read the prescriber and the date written on the prescription itself.', media.caption]
            .filter(Boolean)
            .join('\n'),
        },
      );
      prescriptionId = kept.id;
    } catch (err) {
      if (err instanceof HttpError && err.code && REFUSALS[err.code]) return say(REFUSALS[err.code]!);
      throw err;
    }
    const approval = await this.approvals.requestFromChat(userId, prescriptionId, chat.phone);
    const items = approval.lines.map((l) => `${l.quantity} × ${l.medicineName}`).join(', ');
    return say('rx.received', { items: items || 'none' });
  }
}
