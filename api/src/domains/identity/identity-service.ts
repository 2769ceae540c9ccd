import type { Config } from '../../config';
import type { Window } from '../../platform/lib/paging';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditService } from '../audit/audit-service';
import type { AuthUser } from '../../platform/lib/auth-user';
import type { User } from '../../platform/db/schema/identity';
import type { AccessTokens } from './access-tokens';
import { AfterReply } from './after-reply';
import { EmailLinks } from './email-links';
import { HealthAccess } from './health-access';
import type { EndedSessions } from './ended-sessions';
import { IdentityMails } from './identity-mails';
import type { IdentityRepository } from './identity-repository';
import { LoginGuard } from './login-guard';
import { type PharmacistIdentity, type PhoneChanged, type Profile, type ProfilePatch, Profiles } from './profiles';
import { type RegisterInput, Registration } from './registration';
import { type LoginResult, Sessions, type StaffLookups, type TokenPair } from './sessions';

export { toProfile, type PharmacistIdentity, type Profile, type ProfilePatch } from './profiles';
export type { RegisterInput } from './registration';
export type { LoginResult, StaffLookups, TokenPair } from './sessions';

export const SAME_ANSWER_RESET = 'If an account exists for that email, we have sent a link to reset the password. Check your email.';
export const SAME_ANSWER_REACTIVATION =
  'If an account with that email is waiting for confirmation, we have sent a new confirmation link. Check your email.';

/**
 * The identity domain's entry point: accounts (Registration, Profiles), logins (Sessions behind the
 * LoginGuard) and mailed links (EmailLinks). Holds the rules; the repository holds the SQL.
 */
export class IdentityService {
  private readonly afterReply: AfterReply;
  private readonly registration: Registration;
  private readonly profiles: Profiles;
  private readonly sessions: Sessions;
  private readonly links: EmailLinks;
  readonly loginGuard: LoginGuard;
  /** Requests to open health data (the pharmacist role, a laboratory binding) and a second person's decision. */
  readonly healthAccess: HealthAccess;

  constructor(
    private readonly repo: IdentityRepository,
    accessTokens: AccessTokens,
    endedSessions: EndedSessions,
    mailer: Mailer,
    limiter: RateLimiter,
    config: Config,
    onBackgroundError: (err: unknown) => void = () => undefined,
    /** Who is a laboratory's or a pharmacy's staff (the access token's claims). */
    staff?: StaffLookups,
  ) {
    const mails = new IdentityMails(mailer, config.publicUrl);
    this.afterReply = new AfterReply(onBackgroundError);
    this.links = new EmailLinks(repo, endedSessions, mails, limiter, this.afterReply, config);
    this.registration = new Registration(repo, this.links, mails, limiter, config);
    this.profiles = new Profiles(repo, this.links);
    this.healthAccess = new HealthAccess(repo);
    this.loginGuard = new LoginGuard(limiter, config.rateLimits, config.jwtSecret);
    this.sessions = new Sessions(repo, accessTokens, endedSessions, this.loginGuard, config, staff);
  }

  /** Waits for the work requests started after their answers (mail lookups and sends). */
  settled(): Promise<void> {
    return this.afterReply.settled();
  }

  register(
    input: RegisterInput,
    caller: AuthUser | null,
    ip: string,
    locale: string | null = null,
    created?: (user: User) => Promise<void>,
  ): Promise<{ userId: string }> {
    return this.registration.register(input, caller, ip, locale, created);
  }

  /** Account names ("Ada Obi") by user id, for lists that show who paid or ordered. */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    const found = await this.repo.namesOf(ids);
    return new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  }

  listUsers(search: string | undefined, window: Window): Promise<{ items: Profile[]; total: number }> {
    return this.profiles.listUsers(search, window);
  }

  setPharmacist(actor: AuthUser, userId: string, input: { pharmacist: boolean; pcnRegistrationNumber?: string }, audit: AuditService) {
    return this.profiles.setPharmacist(actor, userId, input, audit, this.healthAccess);
  }

  setPharmacistProfile(
    actor: AuthUser,
    userId: string,
    input: { displayName: string; pcnRegistrationNumber?: string },
    audit: AuditService,
  ) {
    return this.profiles.setPharmacistProfile(actor, userId, input, audit);
  }

  /** Who a user is as a pharmacist (read by the pharmacist's review). */
  pharmacist(userId: string): Promise<PharmacistIdentity | null> {
    return this.profiles.pharmacist(userId);
  }

  /** Keeps the language the user chose on the site (notices by e-mail, SMS and WhatsApp are written in it). */
  setLocale(userId: string, locale: string): Promise<void> {
    return this.repo.setLocale(userId, locale);
  }

  /** An account's id, e-mail and kept language, or null when there is none (the data export, the consents' words). */
  async account(userId: string): Promise<{ id: string; email: string; locale: string | null } | null> {
    const user = await this.repo.findUserById(userId);
    return user ? { id: user.id, email: user.email, locale: user.locale } : null;
  }

  getProfile(userId: string): Promise<Profile> {
    return this.profiles.getProfile(userId);
  }

  editProfile(userId: string, patch: ProfilePatch, phoneChanged?: PhoneChanged) {
    return this.profiles.editProfile(userId, patch, phoneChanged);
  }

  authenticate(login: string, password: string, ip: string, deviceCookie?: string): Promise<LoginResult> {
    return this.sessions.authenticate(login, password, ip, deviceCookie);
  }

  /** The signed-in user's password asked again, behind the login guard (Sessions.confirmPassword). */
  confirmPassword(userId: string, password: string, ip: string, deviceCookie?: string): Promise<boolean> {
    return this.sessions.confirmPassword(userId, password, ip, deviceCookie);
  }

  refresh(refreshToken: string, accessToken?: string): Promise<TokenPair> {
    return this.sessions.refresh(refreshToken, accessToken);
  }

  logout(refreshToken: string): Promise<void> {
    return this.sessions.logout(refreshToken);
  }

  confirmEmail(email: string, token: string): Promise<void> {
    return this.links.confirmEmail(email, token);
  }

  sendReactivation(email: string, ip: string): Promise<void> {
    return this.links.sendReactivation(email, ip);
  }

  sendPasswordReset(email: string, ip: string): Promise<void> {
    return this.links.sendPasswordReset(email, ip);
  }

  resetPassword(input: { email: string; newPassword: string; confirmPassword: string; emailToken: string }): Promise<void> {
    return this.links.resetPassword(input);
  }
}
