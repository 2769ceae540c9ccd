import type { User } from '../db/schema/identity';
import { composeMail, type Mailer } from '../mail/mailer';

/**
 * Every mail the identity domain sends. Rules (docs/security.md, "Accounts (third attack run)"):
 * links are built only from PUBLIC_URL and our own tokens (the address inside a link is
 * URL-encoded data, never a link of its own); a mail greets by name only when the address was
 * already confirmed by its owner, since an unconfirmed account's name was typed by whoever signed
 * up, and a stranger could use it to send their text from the pharmacy.
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

  /** "Hello Ada," for a confirmed address, "Hello," otherwise. */
  private greeting(user: User): string {
    return user.emailConfirmedAt ? `Hello ${user.firstName},` : 'Hello,';
  }

  private async send(to: string, subject: string, content: Parameters<typeof composeMail>[0]) {
    await this.mailer.send({ to, subject, link: content.action?.url, ...composeMail(content) });
  }

  /** `returnTo` (a path of this site, checked by the route's schema) rides in the link, for after the login. */
  async confirmation(to: string, token: string, returnTo?: string) {
    const url = this.link('/confirm-email', { email: to, token, ...(returnTo ? { returnTo } : {}) });
    await this.send(to, 'Confirm your email for e-pharmacy', {
      heading: 'Welcome to e-pharmacy!',
      paragraphs: ['Please confirm your email address to start shopping. The link works once and expires in 24 hours.'],
      action: { label: 'Confirm my email', url },
    });
  }

  /** To a new address an account asked to move to: applies only once this link is followed. */
  async emailChangeConfirmation(to: string, token: string) {
    const url = this.link('/confirm-email', { email: to, token });
    await this.send(to, 'Confirm your new email for e-pharmacy', {
      heading: 'Hello,',
      paragraphs: [
        'Someone asked to use this address for their e-pharmacy account. If it was you, confirm it with the link below: the account uses this address only once you do. The link works once and expires in 24 hours.',
        'If it was not you, ignore this email: nothing changes.',
      ],
      action: { label: 'Confirm my new email', url },
    });
  }

  async signupAttemptNotice(owner: User) {
    await this.send(owner.email, 'Someone tried to sign up with your email', {
      heading: this.greeting(owner),
      paragraphs: [
        'Someone just tried to create a new e-pharmacy account with this email address. You already have an account, so no new one was made.',
        'If it was you, log in with your username or this email. If you forgot your password, choose Forgot password on the login page to reset it.',
        'If it was not you, you can ignore this email: nothing changed on your account.',
      ],
      action: { label: 'Log in', url: this.link('/login') },
    });
  }

  async emailChangeAttemptNotice(owner: User) {
    await this.send(owner.email, 'Someone tried to use your email on another account', {
      heading: this.greeting(owner),
      paragraphs: [
        'Someone tried to change the email of another e-pharmacy account to this address. Your address already belongs to your account, so nothing was changed.',
        'If it was not you, you can ignore this email.',
      ],
      action: { label: 'Log in', url: this.link('/login') },
    });
  }

  async passwordReset(user: User, token: string) {
    const url = this.link('/resetss', { email: user.email, code: token });
    await this.send(user.email, 'Reset your e-pharmacy password', {
      heading: this.greeting(user),
      paragraphs: [
        'Someone asked to reset the password of your e-pharmacy account. If it was you, choose a new password with the link below. It works once and expires in 1 hour.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Reset my password', url },
    });
  }
}
