import { composeMail } from '../../platform/mail/mailer';
import { mailTexts } from '../../platform/mail/mail-texts';
import { pharmacistWithPcn } from '../../platform/lib/pharmacist-name';
import type { NotificationService } from '../notifications/notification-service';
import type { ConversationsRepository } from './conversations-repository';

/**
 * "A pharmacist has answered your question": by mail always, and by SMS or WhatsApp where the
 * shopper consented to updates on that channel (the notification service checks the consent and
 * sends each event once per channel). Neither says what was asked or answered: the shopper signs in
 * to read it. One notice per answer that ends a wait (a second reply before the shopper writes
 * again adds to the same answer).
 */
export class AnswerNotices {
  constructor(
    private readonly repository: ConversationsRepository,
    private readonly notifications: NotificationService,
    private readonly publicUrl: string,
  ) {}

  async answered(thread: { id: string; userId: string }, answer: { id: string; pharmacistName: string | null }): Promise<void> {
    const shopper = await this.repository.shopperContact(thread.userId);
    if (!shopper) return;
    const t = mailTexts(shopper.locale);
    const link = `${this.publicUrl}/ask-pharmacist/${thread.id}`;
    await this.notifications.notify({
      eventKey: `conversation:${thread.id}:answer:${answer.id}`,
      userId: thread.userId,
      email: {
        to: shopper.email,
        subject: t('questionAnswered.subject'),
        ...composeMail({
          heading: t('questionAnswered.heading', { name: shopper.firstName }),
          paragraphs: [t('questionAnswered.body', { pharmacist: answer.pharmacistName ?? 'A pharmacist' }), t('questionAnswered.privacy')],
          action: { label: t('questionAnswered.action'), url: link },
          locale: shopper.locale,
        }),
        link,
      },
      text: { template: 'question-answered', params: {} },
    });
  }

  /**
   * A reply to a question asked in the shop's WhatsApp chat, back into the chat with the
   * pharmacist's name and PCN number: free-form while the chat's 24-hour window is open; outside it
   * the shop may only start with an approved template, which `answered` sends (the notification
   * service's window rule, under the shopper's WhatsApp consent), and the shopper reads the reply
   * in their account.
   */
  async inChat(
    thread: { id: string; userId: string; whatsappPhone: string },
    reply: { id: string; body: string; pharmacistName: string | null; pharmacistRegistration: string | null },
  ): Promise<void> {
    const who = pharmacistWithPcn(reply.pharmacistName ?? 'A pharmacist', reply.pharmacistRegistration);
    await this.notifications.replyInsideWindow(thread.whatsappPhone, { type: 'text', text: { body: `${who}:\n${reply.body}` } });
  }
}
