import type { User } from '../../platform/db/schema/identity';
import { composeMail, type Mailer } from '../../platform/mail/mailer';
import { mailTexts, type MailText } from '../../platform/mail/mail-texts';

/**
 * Every mail the identity domain sends. Rules (docs/security.md, "Accounts (third attack run)"):
 * links are built only from PUBLIC_URL and our own tokens (the address inside a link is
 * URL-encoded data, never a link of its own); a mail greets by name only when the address was
 * already confirmed by its owner, since an unconfirmed account's name was typed by whoever signed
 * up, and a stranger could use it to send their text from the pharmacy. Each is written in the
 * account's language (users.locale; at sign-up, the browser's), through mail/texts.
 */
export class IdentityMails {
  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /** The site's page with query parameters, always under PUBLIC_URL. */
  link(page: '/login' | '/confirm-email' | '/resetss', query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.publicUrl}${page}${search ? `?${search}` : ''}`;
  }

  /** "Hello Ada," for a confirmed address, "Hello," otherwise, in the account's language. */
  private greeting(user: User, t: MailText): string {
    return user.emailConfirmedAt ? t('helloName', { name: user.firstName }) : t('hello');
  }

  private async send(to: string, subject: string, content: Parameters<typeof composeMail>[0]) {
    await this.mailer.send({ to, subject, link: content.action?.url, ...composeMail(content) });
  }

  /** To a new account: `returnTo` (a path of this site, checked by the route's schema) rides in the link, for after the login. */
  async confirmation(user: Pick<User, 'email' | 'locale'>, token: string, returnTo?: string) {
    const to = user.email;
    const t = mailTexts(user.locale);
    const url = this.link('/confirm-email', { email: to, token, ...(returnTo ? { returnTo } : {}) });
    await this.send(to, t('identity.confirm.subject'), {
      heading: t('identity.confirm.heading'),
      paragraphs: [t('identity.confirm.body')],
      action: { label: t('identity.confirm.action'), url },
      locale: user.locale,
    });
  }

  /** To a new address an account asked to move to (in that account's language): applies only once this link is followed. */
  async emailChangeConfirmation(to: string, token: string, locale: string | null) {
    const t = mailTexts(locale);
    const url = this.link('/confirm-email', { email: to, token });
    await this.send(to, t('identity.emailChange.subject'), {
      heading: t('hello'),
      paragraphs: [t('identity.emailChange.body'), t('identity.emailChange.notYou')],
      action: { label: t('identity.emailChange.action'), url },
      locale,
    });
  }

  /** `locale`: the sign-up's language, for an owner who never chose one. */
  async signupAttemptNotice(owner: User, locale?: string | null) {
    const language = owner.locale ?? locale ?? null;
    const t = mailTexts(language);
    await this.send(owner.email, t('identity.signupAttempt.subject'), {
      heading: this.greeting(owner, t),
      paragraphs: [t('identity.signupAttempt.body'), t('identity.signupAttempt.ifYou'), t('identity.signupAttempt.notYou')],
      action: { label: t('identity.login'), url: this.link('/login') },
      locale: language,
    });
  }

  async emailChangeAttemptNotice(owner: User) {
    const t = mailTexts(owner.locale);
    await this.send(owner.email, t('identity.emailChangeAttempt.subject'), {
      heading: this.greeting(owner, t),
      paragraphs: [t('identity.emailChangeAttempt.body'), t('identity.emailChangeAttempt.notYou')],
      action: { label: t('identity.login'), url: this.link('/login') },
      locale: owner.locale,
    });
  }

  async passwordReset(user: User, token: string) {
    const t = mailTexts(user.locale);
    const url = this.link('/resetss', { email: user.email, code: token });
    await this.send(user.email, t('identity.reset.subject'), {
      heading: this.greeting(user, t),
      paragraphs: [t('identity.reset.body'), t('identity.reset.notYou')],
      action: { label: t('identity.reset.action'), url },
      locale: user.locale,
    });
  }
}
