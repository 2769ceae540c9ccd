import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { NotificationChannel, NotificationRow } from '../../platform/db/schema/notifications';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import type { ConsentsService } from './consents-service';
import type { WhatsAppChatsService } from '../whatsapp-chats/whatsapp-chats-service';
import { NotificationOutboxRepository } from './notification-outbox-repository';
import type { SmsProvider, WhatsAppFreeForm, WhatsAppProvider } from './providers';
import { renderSms, SMS_TEXTS, type SmsTemplateName, textParams, WHATSAPP_TEMPLATES } from './sms-templates';

/** One event to tell a shopper about: by e-mail always, by SMS and WhatsApp where they consented to order updates. */
export type Notice = {
  /** Unique per event (e.g. `order:<id>:placed`): at most one message per event and channel, ever. */
  eventKey: string;
  userId: string | null;
  email: MailMessage | null;
  text?: { template: SmsTemplateName; params: Record<string, string> } | null;
};

type Payload =
  | { kind: 'email'; message: MailMessage }
  | { kind: 'sms'; text: string; requested?: true }
  | { kind: 'whatsapp'; template: { name: string; params: string[]; language?: string }; text: string };

/** Attempts before a message is left failed for good (each after a provider error). */
const MAX_ATTEMPTS = 5;
/** A row still `sending` this long after its claim was left by a sender that stopped (a crash): it is claimed again. */
export const SENDING_TIMEOUT_MS = 5 * 60_000;
/**
 * A delivery receipt can overtake the shop's own record of the send: the provider answers the send
 * with the message id, and may post the receipt before the shop has written that id. While a message
 * of that channel is still being sent, the receipt is tried again every RECEIPT_RETRY_MS, at most
 * RECEIPT_RETRIES times, instead of being dropped.
 */
const RECEIPT_RETRIES = 40;
const RECEIPT_RETRY_MS = 250;

/**
 * The one way a notice reaches a shopper. Each message is first written to the notification
 * outbox under (event, channel), then claimed and sent: a second notice of the same event, or two
 * replicas at once, find the row and send nothing; a provider error leaves it failed, and
 * `retryFailed` sends it again (the stored message, once). SMS and WhatsApp need the consent in
 * force when the message is written and when it is sent.
 */
export class NotificationService {
  private readonly outbox: NotificationOutboxRepository;

  constructor(
    db: Database,
    private readonly consents: ConsentsService,
    private readonly mailer: Mailer,
    private readonly sms: SmsProvider | null,
    private readonly whatsapp: WhatsAppProvider | null,
    private readonly log: FastifyBaseLogger,
    /** WhatsApp's 24-hour customer-service window of each number (null: every WhatsApp notice is a template). */
    private readonly chats: WhatsAppChatsService | null = null,
  ) {
    this.outbox = new NotificationOutboxRepository(db);
  }

  /** Records and sends the notice on every channel it may go on; never throws (a notice never undoes what it reports). */
  async notify(notice: Notice): Promise<void> {
    try {
      const rows: { channel: NotificationChannel; recipient: string; template: string; payload: Payload }[] = [];
      if (notice.email)
        rows.push({
          channel: 'email',
          recipient: notice.email.to,
          template: notice.email.subject,
          payload: { kind: 'email', message: notice.email },
        });
      if (notice.text && notice.userId) {
        const channels = [...(this.sms ? (['sms'] as const) : []), ...(this.whatsapp ? (['whatsapp'] as const) : [])];
        const given = channels.length ? await this.consents.inForceForMany(notice.userId, 'order-updates', [...channels]) : [];
        // Texts go in the shopper's language (the one they chose on the site), English otherwise.
        const locale = given.length ? SMS_TEXTS.pick(await this.localeOf(notice.userId)) : null;
        for (const consent of given) {
          if (!consent.phone) continue;
          const text = renderSms(notice.text.template, notice.text.params, locale);
          const words = textParams(notice.text.params, locale);
          if (consent.channel === 'sms')
            rows.push({ channel: 'sms', recipient: consent.phone, template: notice.text.template, payload: { kind: 'sms', text } });
          if (consent.channel === 'whatsapp') {
            const wa = WHATSAPP_TEMPLATES[notice.text.template];
            rows.push({
              channel: 'whatsapp',
              recipient: consent.phone,
              template: notice.text.template,
              payload: {
                kind: 'whatsapp',
                template: { name: wa.name, params: wa.params.map((p) => words[p] ?? ''), language: locale ?? 'en' },
                text,
              },
            });
          }
        }
      }
      if (rows.length === 0) return;
      await this.outbox.writeOncePerEvent(rows.map((r) => ({ ...r, eventKey: notice.eventKey, userId: notice.userId })));
      for (const r of rows) await this.deliver(notice.eventKey, r.channel);
    } catch (err) {
      this.log.error({ err, eventKey: notice.eventKey }, 'notice not recorded');
    }
  }

  /**
   * A text the person asked for themselves (a phone's one-time code, the status link of an ambulance
   * they requested, signed in or not): sent by SMS to that number without an order-updates consent,
   * once per event key, through the same outbox and retries.
   */
  async sendRequestedSms(eventKey: string, userId: string | null, phone: string, text: string, template = 'phone-code'): Promise<void> {
    await this.outbox.writeOncePerEvent([
      { eventKey, userId, channel: 'sms', recipient: phone, template, payload: { kind: 'sms', text, requested: true } },
    ]);
    await this.deliver(eventKey, 'sms');
  }

  /**
   * A text about one order to the phone the order carries, by SMS, only where the shopper's
   * order-updates consent by SMS is in force for that very number (checked again when it is sent);
   * once per event key. Sends nothing without that consent, or when SMS is not set up.
   */
  async sendOrderSms(
    eventKey: string,
    userId: string,
    phone: string,
    template: string,
    text: string,
  ): Promise<'sent' | 'no-consent' | 'no-sms'> {
    if (!this.sms) return 'no-sms';
    const consent = await this.consents.inForce(userId, 'order-updates', 'sms');
    if (!consent || consent.phone !== phone) return 'no-consent';
    await this.outbox.writeOncePerEvent([{ eventKey, userId, channel: 'sms', recipient: phone, template, payload: { kind: 'sms', text } }]);
    await this.deliver(eventKey, 'sms');
    return 'sent';
  }

  /**
   * A reply in a WhatsApp conversation the shopper started (the caller has checked the 24-hour
   * customer-service window): free-form text or interactive, sent at once; throws when WhatsApp is
   * not set up or the provider refuses it.
   */
  async replyOnWhatsApp(phone: string, message: WhatsAppFreeForm): Promise<string> {
    if (!this.whatsapp) throw new Error('WhatsApp is not configured');
    return (await this.whatsapp.sendFreeForm(phone, message)).messageId;
  }

  /** A photo or document a phone sent in the chat (by its media id): its bytes, at most `maxBytes`; throws MediaRefused or ProviderError. */
  async whatsAppMedia(mediaId: string, maxBytes: number, sha256?: string): Promise<{ bytes: Buffer; mimeType: string }> {
    if (!this.whatsapp) throw new Error('WhatsApp is not configured');
    return this.whatsapp.media(mediaId, maxBytes, sha256);
  }

  /**
   * A free-form reply to a WhatsApp chat, only while its 24-hour customer-service window is open;
   * false (nothing sent) outside it, or when it could not be sent (never throws).
   */
  async replyInsideWindow(phone: string, message: WhatsAppFreeForm, now = new Date()): Promise<boolean> {
    try {
      if (!this.whatsapp || !this.chats || !(await this.chats.windowOpen(phone, now))) return false;
      await this.whatsapp.sendFreeForm(phone, message);
      return true;
    } catch (err) {
      this.log.warn({ err }, 'a WhatsApp reply was not sent');
      return false;
    }
  }

  /** How many messages were written for events whose key starts with `prefix` (to cap repeats of one kind). */
  async countEvents(prefix: string): Promise<number> {
    return this.outbox.countEvents(prefix);
  }

  /** Claims the row (pending or failed → sending) and sends it; a row someone else holds or already sent is left alone. */
  private async deliver(eventKey: string, channel: NotificationChannel, now = new Date()): Promise<void> {
    const row = await this.outbox.claim(eventKey, channel, now, new Date(now.getTime() - SENDING_TIMEOUT_MS), MAX_ATTEMPTS);
    if (!row) return;
    try {
      const requested = (row.payload as Payload).kind === 'sms' && (row.payload as { requested?: true }).requested === true;
      if (row.channel !== 'email' && !requested && !(await this.stillConsented(row))) {
        await this.finish(row, { status: 'undelivered', lastError: 'consent withdrawn before sending' });
        return;
      }
      const messageId = await this.send(row);
      await this.finish(row, { status: 'sent', providerMessageId: messageId, sentAt: new Date(), lastError: null });
    } catch (err) {
      this.log.warn({ err, eventKey, channel }, 'notice not sent; it will be retried');
      await this.finish(row, { status: 'failed', lastError: String((err as Error).message ?? err).slice(0, 500) });
    }
  }

  /** The language the shopper chose on the site (null: none, English). */
  async localeOf(userId: string | null): Promise<string | null> {
    if (!userId) return null;
    return this.outbox.localeOf(userId);
  }

  private async stillConsented(row: NotificationRow): Promise<boolean> {
    if (!row.userId) return false;
    const consent = await this.consents.inForce(row.userId, 'order-updates', row.channel as 'sms' | 'whatsapp');
    return consent !== null && consent.phone === row.recipient;
  }

  private async send(row: NotificationRow): Promise<string> {
    const payload = row.payload as Payload;
    if (payload.kind === 'email') return (await this.mailer.send(payload.message)).messageId;
    if (payload.kind === 'sms') {
      if (!this.sms) throw new Error('SMS is not configured');
      return (await this.sms.send(row.recipient, payload.text)).messageId;
    }
    if (!this.whatsapp) throw new Error('WhatsApp is not configured');
    return this.sendWhatsAppNotice(row.recipient, payload);
  }

  /**
   * WhatsApp's rule for a message the shop starts: inside the 24-hour customer-service window (the
   * shopper wrote to the shop less than 24 hours ago) it goes free-form, as the text itself; outside
   * it only as an approved template. Either way only under the shopper's WhatsApp consent (checked
   * by the caller when the message is written and when it is sent).
   */
  private async sendWhatsAppNotice(to: string, payload: Extract<Payload, { kind: 'whatsapp' }>, now = new Date()): Promise<string> {
    const whatsapp = this.whatsapp!;
    if (this.chats && (await this.chats.windowOpen(to, now)))
      return (await whatsapp.sendFreeForm(to, { type: 'text', text: { body: payload.text } })).messageId;
    return (await whatsapp.sendTemplate(to, payload.template)).messageId;
  }

  private async finish(row: NotificationRow, set: Partial<NotificationRow>) {
    await this.outbox.finish(row.id, set);
  }

  /**
   * Sends again every message a provider refused, and every one a sender claimed and never finished
   * (left `sending` past SENDING_TIMEOUT_MS), each at most MAX_ATTEMPTS times in all. Returns how many were tried.
   */
  async retryFailed(now = new Date()): Promise<number> {
    const failed = await this.outbox.retryable(new Date(now.getTime() - SENDING_TIMEOUT_MS), MAX_ATTEMPTS);
    for (const f of failed) await this.deliver(f.eventKey, f.channel as NotificationChannel, now);
    return failed.length;
  }

  /**
   * A delivery receipt from a provider: delivered or not, by the provider's message id. One that
   * arrives while a message of its channel is still being sent waits for the send to be recorded
   * (see RECEIPT_RETRIES); one that matches nothing after that is answered false.
   */
  async receipt(channel: 'sms' | 'whatsapp', providerMessageId: string, delivered: boolean): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      // Asked before the update: a send finished between the two is then found by the update.
      const inFlight = await this.sending(channel);
      if (await this.outbox.receipt(channel, providerMessageId, delivered)) return true;
      if (!inFlight || attempt >= RECEIPT_RETRIES) return false;
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_RETRY_MS));
    }
  }

  /** Whether a message of this channel is being sent right now (claimed, its provider's id not yet written). */
  private async sending(channel: 'sms' | 'whatsapp'): Promise<boolean> {
    return this.outbox.sending(channel);
  }

  /** The messages sent to a user, newest first (their account's record of what went out). */
  async sentTo(userId: string) {
    return this.outbox.sentTo(userId);
  }
}
