import type { Config } from '../../config';
import { tooManyRequests } from '../../platform/lib/http-errors';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import { composeMail, type Mailer } from '../../platform/mail/mailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MessagesRepository } from './messages-repository';
import type { ContactInput } from './messages-schemas';

export type { ContactInput };

/** The contact form (stored, then mailed to the store's inbox) and the newsletter. */
export class MessagesService {
  constructor(
    private readonly repo: MessagesRepository,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores the message first, so it is never lost, then mails it to STORE_INBOX. Returns whether the mail went out. */
  async contact(input: ContactInput, ip: string): Promise<{ id: string; mailed: boolean }> {
    const limit = await this.limiter.hit(`contact:ip:${ip}`, this.config.rateLimits.mailPerIp);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'Too many messages from this network. Please try again later.');
    const clean = {
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone?.trim() || null,
      subject: input.subject?.trim() || null,
      message: input.message.trim(),
    };
    const saved = await this.repo.saveContactMessage(clean);
    try {
      await this.mailer.send({
        to: this.config.storeInbox,
        replyTo: clean.email,
        subject: `Contact form: ${clean.subject ?? `message from ${clean.name}`}`.slice(0, 200),
        ...composeMail({
          heading: `New message from ${clean.name}`,
          paragraphs: [
            `From: ${clean.name} <${clean.email}>${clean.phone ? `, phone ${clean.phone}` : ''}`,
            `Subject: ${clean.subject ?? '(none)'}`,
            clean.message,
          ],
          footer: `Contact message ${saved.id}, received ${saved.createdAt.toISOString()}. Reply to this email to answer the customer.`,
        }),
      });
      return { id: saved.id, mailed: true };
    } catch (err) {
      this.log.error({ err, contactMessageId: saved.id }, 'contact message stored but not mailed');
      return { id: saved.id, mailed: false };
    }
  }

  async subscribe(email: string): Promise<void> {
    await this.repo.subscribe(email.trim());
  }
}
