import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { nextReviewAt, reviewMomentText, type PharmacistHours } from '../../platform/config/pharmacist-hours';
import type { ConversationMessage, ConversationThread, ConversationTopic } from '../../platform/db/schema/index';
import { conflict, fieldError, forbidden, HttpError, notFound, unauthorized, withCode } from '../../platform/lib/http-errors';
import { pharmacistWithPcn } from '../../platform/lib/pharmacist-name';
import { detectRedFlags } from '../../platform/lib/red-flags';
import type { AuthUser } from '../../platform/plugins/types';
import type { ObjectStore, StoredObject } from '../../platform/lib/object-store';
import { checkPrescriptionFile } from '../../platform/lib/health-files/checked-file';
import type { AnswerNotices } from './answer-notices';
import type { ConversationsRepository, MessageAttachment } from './conversations-repository';
import { workingSeconds } from './working-time';

export type Reader = { user: AuthUser | null; ip: string | null };

const SUBJECT_BY_TOPIC: Record<ConversationTopic, string> = {
  product: 'A question about a medicine',
  order: 'A question about an order',
  prescription: 'A question about a prescription',
  refill: 'A question about a refill plan',
  general: 'A question for a pharmacist',
};

const DAY_MS = 86_400_000;

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const h = Math.round(minutes / 6) / 10;
  return `${h} hour${h === 1 ? '' : 's'}`;
};

/**
 * "Ask a pharmacist": threads a shopper opens, pharmacists answer from a queue. Health data: only
 * the shopper who opened a thread and pharmacists read it, and every read by someone signed in,
 * allowed or refused, is logged (as prescriptions are).
 */
export class ConversationsService {
  constructor(
    private readonly repository: ConversationsRepository,
    private readonly hours: PharmacistHours,
    private readonly isPharmacist: (userId: string) => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    private readonly files: ObjectStore | null = null,
    /** Throws unless the shopper's consent to keeping their conversations is in force. */
    private readonly requireConsent: (shopperId: string) => Promise<void> = async () => undefined,
    /** Tells the shopper a pharmacist answered (mail, and the text channels they consented to). */
    private readonly notices: AnswerNotices | null = null,
  ) {}

  /** What the shopper is told before and after asking: when a pharmacist will answer, from the real hours and the recent answers. */
  async expectedWait() {
    const now = this.now();
    const at = nextReviewAt(this.hours, now);
    const onDutyNow = at.getTime() === now.getTime();
    const figures = await this.repository.responseFigures(new Date(now.getTime() - 30 * DAY_MS));
    const usually = figures.median === null ? null : Math.round(figures.median);
    const text = onDutyNow
      ? `A pharmacist is on duty until ${this.hours.closes}${usually === null ? '' : ` and usually answers within ${minutesText(usually)}`}.`
      : `Our pharmacists are back ${reviewMomentText(this.hours, now)} (Lagos time); your question will be answered then.`;
    return { onDutyNow, nextOnDutyAt: at.toISOString(), usualResponseSeconds: usually, text };
  }

  /** `whatsappPhone`: asked in the shop's WhatsApp chat from that number, where the pharmacists' replies are sent back. */
  async open(
    user: AuthUser,
    body: { topic: ConversationTopic; topicId?: string; subject?: string; message: string },
    whatsappPhone: string | null = null,
  ) {
    const message = body.message.trim();
    if (!message) throw fieldError('message', 'Please write your question.');
    await this.requireConsent(user.id);
    const redFlag = detectRedFlags(message).length > 0;
    const subject = body.subject?.trim() || SUBJECT_BY_TOPIC[body.topic];
    const thread = await this.repository.open(
      { userId: user.id, topic: body.topic, topicId: body.topic === 'general' ? null : (body.topicId ?? null), subject, whatsappPhone },
      { body: message, redFlag },
    );
    if (redFlag) this.log.warn({ threadId: thread.id }, 'a question to a pharmacist names an emergency');
    return { thread: threadJson(thread), redFlags: detectRedFlags(message), expectedWait: await this.expectedWait() };
  }

  async mine(user: AuthUser) {
    return (await this.repository.byUser(user.id)).map(threadJson);
  }

  /**
   * The thread, if the reader may see it: its shopper or a pharmacist. A read by someone signed in
   * of a thread that exists is logged first, allowed or refused (403). Nobody signed in (401) and
   * an unknown id (404) write nothing: anyone could fill a shopper's log that way.
   */
  private async readable(reader: Reader, id: string): Promise<{ thread: ConversationThread; as: 'owner' | 'pharmacist' }> {
    const user = reader.user;
    if (!user) throw unauthorized('Please log in to see this conversation.');
    const thread = await this.repository.byId(id);
    if (!thread) throw notFound('There is no conversation with this id.');
    const actor = thread.userId === user.id ? 'owner' : (await this.isPharmacist(user.id)) ? 'pharmacist' : 'other';
    const allowed = actor !== 'other';
    await this.repository.logAccess({ threadId: id, actorId: user.id, actorName: user.name, actor, allowed, ip: reader.ip });
    if (actor === 'other') {
      this.log.warn({ threadId: id, userId: user.id }, 'refused read of a conversation with a pharmacist');
      throw forbidden('Only the shopper who asked and our pharmacists can see this conversation.');
    }
    return { thread, as: actor };
  }

  async get(reader: Reader, id: string) {
    const { thread, as } = await this.readable(reader, id);
    const messages = await this.repository.messages(id);
    const json = { ...threadJson(thread), messages: messages.map(messageJson), expectedWait: await this.expectedWait() };
    return as === 'pharmacist' && thread.redFlag ? { ...json, shopperPhone: await this.phoneForEmergency(reader, thread) } : json;
  }

  /**
   * On a thread that names an emergency, a pharmacist is given the shopper's phone to call them
   * (nobody else, on no other thread). The read is logged with the thread's read just before it
   * (conversation_access_log), and named in the server's log.
   */
  private async phoneForEmergency(reader: Reader, thread: ConversationThread): Promise<string | null> {
    const phone = (await this.repository.shopperContact(thread.userId))?.phone ?? null;
    this.log.info(
      { threadId: thread.id, pharmacistId: reader.user?.id, phoneGiven: phone !== null },
      'a pharmacist read the phone of a shopper in an emergency',
    );
    return phone;
  }

  /** The shopper adds to their question, or a pharmacist replies (signed with their name and PCN number). */
  async post(reader: Reader, id: string, text: string, file: Buffer | null = null) {
    const body = text.trim() || (file ? 'Sent a file.' : '');
    if (!body) throw fieldError('message', 'Please write a message.');
    const { thread, as } = await this.readable(reader, id);
    if (thread.status === 'closed' && as === 'owner') throw fieldError('message', 'This conversation is closed. Please start a new one.');
    await this.consentOf(thread.userId, as);
    const user = reader.user!;
    const attachment = file ? await this.store(id, file) : null;
    if (as === 'owner') {
      const redFlag = detectRedFlags(body).length > 0;
      const message = await this.repository.addShopperMessage(id, user.id, body, redFlag, attachment);
      if (redFlag) this.log.warn({ threadId: id }, 'a message to a pharmacist names an emergency');
      return { message: messageJson(message), redFlags: detectRedFlags(body) };
    }
    const pharmacist = await this.repository.pharmacist(user.id);
    const name = pharmacist?.displayName?.trim() || `Pharm. ${pharmacist?.name ?? user.name}`;
    const message = await this.repository.addReply(
      id,
      { id: user.id, name, registration: pharmacist?.registration ?? null },
      body,
      (from, to) => workingSeconds(this.hours, from, to),
      attachment,
    );
    // The reply that ends the shopper's wait is announced; a second one before they write again is not.
    if (message.responseSeconds !== null) await this.notices?.answered(thread, message);
    // Asked in the WhatsApp chat: every reply goes back there too, signed.
    if (thread.whatsappPhone) await this.notices?.inChat({ ...thread, whatsappPhone: thread.whatsappPhone }, message);
    return { message: messageJson(message), redFlags: [] };
  }

  /** Nothing more is kept in a thread whose shopper has not (or no longer) consented; pharmacists are told why. */
  private async consentOf(shopperId: string, as: 'owner' | 'pharmacist') {
    if (as === 'owner') return this.requireConsent(shopperId);
    try {
      await this.requireConsent(shopperId);
    } catch (err) {
      if (err instanceof HttpError && err.code === 'consent-required')
        throw withCode(
          conflict(
            'This shopper has withdrawn their consent to keeping their conversations, so nothing more can be added here. Call them if they still need advice.',
          ),
          'consent-required',
        );
      throw err;
    }
  }

  /**
   * A photo or PDF sent with a message: the same content check as prescriptions (JPEG, PNG or PDF
   * by content; photos re-encoded without their metadata; active PDFs refused) into the private store.
   */
  private async store(threadId: string, bytes: Buffer): Promise<MessageAttachment> {
    if (!this.files) throw new Error('no private file store');
    const checked = await checkPrescriptionFile(bytes);
    const key = `conversations/${threadId}/${crypto.randomUUID()}.${checked.extension}`;
    await this.files.put(key, checked.bytes, checked.contentType);
    return { attachmentKey: key, attachmentType: checked.contentType, attachmentBytes: checked.bytes.length };
  }

  /** A message's file, to the thread's shopper and pharmacists only; the read is logged like any read of the thread. */
  async attachment(reader: Reader, id: string, messageId: string): Promise<{ contentType: string; object: StoredObject }> {
    await this.readable(reader, id);
    const message = await this.repository.message(id, messageId);
    if (!message?.attachmentKey || !message.attachmentType) throw notFound('This message has no file.');
    const object = await this.files?.get(message.attachmentKey);
    if (!object) {
      this.log.error({ threadId: id, messageId }, 'conversation attachment missing from the private store');
      throw notFound('The file could not be found.');
    }
    return { contentType: message.attachmentType, object };
  }

  async close(reader: Reader, id: string) {
    await this.readable(reader, id);
    await this.repository.close(id);
  }

  /** Threads waiting for a reply, emergencies first then the longest wait (pharmacists only; the route checks). */
  async queue() {
    const now = this.now();
    return (await this.repository.queue()).map((t) => ({
      id: t.id,
      subject: t.subject,
      topic: t.topic,
      shopperFirstName: t.shopperFirstName,
      waitingSince: t.waitingSince!.toISOString(),
      waitingSeconds: Math.max(0, Math.floor((now.getTime() - t.waitingSince!.getTime()) / 1000)),
      waitingWorkingSeconds: workingSeconds(this.hours, t.waitingSince!, now),
      redFlag: t.redFlag,
      channel: channelOf(t),
      messages: t.messages,
    }));
  }

  async accessLog(user: AuthUser, id: string) {
    const thread = await this.repository.byId(id);
    if (!thread) throw notFound('There is no conversation with this id.');
    if (thread.userId !== user.id && !(await this.isPharmacist(user.id))) {
      throw forbidden('Only the shopper who asked and our pharmacists can see who read this conversation.');
    }
    return (await this.repository.accessLog(id)).map((e) => ({
      at: e.at.toISOString(),
      actorName: e.actorName,
      actor: e.actor,
      allowed: e.allowed,
    }));
  }

  /** The admin's figures: response times within pharmacist hours over the last `days` days. */
  async figures(days: number) {
    const f = await this.repository.responseFigures(new Date(this.now().getTime() - days * DAY_MS));
    return {
      days,
      threadsOpened: f.threadsOpened,
      replies: f.replies,
      medianResponseSeconds: f.median === null ? null : Math.round(f.median),
      p90ResponseSeconds: f.p90 === null ? null : Math.round(f.p90),
      waitingNow: f.waiting,
      oldestWaitingSince: f.oldestWaitingSince?.toISOString() ?? null,
    };
  }
}

/** Where the shopper asked: the shop's WhatsApp chat (replies go back there) or the shop itself. */
const channelOf = (t: Pick<ConversationThread, 'whatsappPhone'>) => (t.whatsappPhone ? ('whatsapp' as const) : ('shop' as const));

function threadJson(t: ConversationThread) {
  return {
    id: t.id,
    topic: t.topic,
    topicId: t.topicId,
    subject: t.subject,
    status: t.status,
    redFlag: t.redFlag,
    channel: channelOf(t),
    waitingSince: t.waitingSince?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

function messageJson(m: ConversationMessage) {
  return {
    id: m.id,
    author: m.author,
    /** "Pharm. Ada Example, PCN/012345" on a pharmacist's reply. */
    signedBy: m.author === 'pharmacist' ? pharmacistWithPcn(m.pharmacistName, m.pharmacistRegistration) : null,
    pharmacistName: m.pharmacistName,
    pharmacistRegistration: m.pharmacistRegistration,
    body: m.body,
    redFlag: m.redFlag,
    /** A photo or PDF sent with the message: GET /api/conversations/{id}/messages/{messageId}/attachment. */
    attachment: m.attachmentKey ? { contentType: m.attachmentType ?? '', sizeBytes: m.attachmentBytes ?? 0 } : null,
    sentAt: m.sentAt.toISOString(),
  };
}
