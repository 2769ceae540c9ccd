import type { Database } from '../../platform/db/client';
import type { User } from '../../platform/db/schema/identity';
import { nigerianMobile } from '../../platform/lib/nigerian-mobile';
import { badRequest, fieldError, forbidden, isUniqueViolation, notFound } from '../../platform/lib/http-errors';
import type { AuditService } from '../audit/audit-service';
import type { AuthUser } from '../../platform/lib/auth-user';
import type { Window } from '../../platform/lib/paging';
import type { EmailLinks } from './email-links';
import type { HealthAccess } from './health-access';
import type { IdentityRepository } from './identity-repository';
import { usernameTaken } from './registration';

export type Profile = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  isAdmin: boolean;
  isPharmacist: boolean;
  pharmacistRegistration: string | null;
  pharmacistDisplayName: string | null;
  /** The account's mobile number (+234…), or null when none was given. */
  phone: string | null;
  emailConfirmed: boolean;
  createdAt: string;
};

/** A user as the pharmacist's review names them: the pharmacist's display name, else the account's name. */
export type PharmacistIdentity = { name: string; registration: string | null; isPharmacist: boolean };

export type ProfilePatch = Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'userName'>> & {
  /** A Nigerian mobile number in any usual form (0803…, +234…, 234…); '' or null removes it. */
  phone?: string | null;
};

/** What else follows a changed phone, in the same transaction (the SMS and WhatsApp consents in force). */
export type PhoneChanged = (tx: Database, userId: string, phone: string | null) => Promise<void>;

export const PHONE_INVALID = 'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567.';

/** The phone as stored: +234 and ten digits, null for none; a 400 on the phone field when it is not a Nigerian mobile. */
function phoneOf(input: string | null): string | null {
  if (input === null || input.trim() === '') return null;
  const phone = nigerianMobile(input);
  if (!phone) throw fieldError('phone', PHONE_INVALID);
  return phone;
}

export const toProfile = (user: User): Profile => ({
  userId: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userName: user.userName,
  isAdmin: user.isAdmin,
  isPharmacist: user.isPharmacist,
  pharmacistRegistration: user.pharmacistRegistration,
  pharmacistDisplayName: user.pharmacistDisplayName,
  phone: user.phone,
  emailConfirmed: user.emailConfirmedAt !== null,
  createdAt: user.createdAt.toISOString(),
});

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

/** Profiles: reading and editing them, the admin's user list and the pharmacist role. */
export class Profiles {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly links: EmailLinks,
  ) {}

  /** The users whose name, username or email holds `search`, one page of them when `window` says so, and the total. */
  async listUsers(search: string | undefined, window: Window): Promise<{ items: Profile[]; total: number }> {
    const { items, total } = await this.repo.listUsers(search, window);
    return { items: items.map(toProfile), total };
  }

  /** Who a user is as a pharmacist (name, PCN registration, the flag), or null for no such user. */
  async pharmacist(userId: string): Promise<PharmacistIdentity | null> {
    const user = await this.repo.findUserById(userId);
    if (!user) return null;
    return {
      name: user.pharmacistDisplayName?.trim() || `${user.firstName} ${user.lastName}`,
      registration: user.pharmacistRegistration,
      isPharmacist: user.isPharmacist,
    };
  }

  async getProfile(userId: string): Promise<Profile> {
    const user = await this.repo.findUserById(userId);
    if (!user) throw notFound('No user with this id.');
    return toProfile(user);
  }

  /**
   * Changes names and user name at once. A new email is not applied here: a link goes to the new
   * address and the account moves there when it is followed (EmailLinks.requestEmailChange). The
   * answer is the same whether or not that address has an account.
   */
  async editProfile(
    userId: string,
    patch: ProfilePatch,
    phoneChanged?: PhoneChanged,
  ): Promise<{ profile: Profile; emailChangeRequested: boolean }> {
    if ([patch.firstName, patch.lastName, patch.email, patch.userName, patch.phone].every((v) => v === undefined)) {
      throw badRequest('Send at least one of firstName, lastName, email, userName, phone.');
    }
    const phone = patch.phone === undefined ? undefined : phoneOf(patch.phone);
    const user = await this.repo.findUserById(userId);
    if (!user) throw notFound('No user with this id.');
    const next = {
      firstName: patch.firstName?.trim() ?? user.firstName,
      lastName: patch.lastName?.trim() ?? user.lastName,
      userName: patch.userName?.trim() ?? user.userName,
      ...(phone === undefined ? {} : { phone }),
    };
    const newEmail = patch.email?.trim();
    const emailChangeRequested = newEmail !== undefined && newEmail.toLowerCase() !== user.email.toLowerCase();
    if (
      next.userName.toLowerCase() !== user.userName.toLowerCase() &&
      (await this.repo.findTaken({ userName: next.userName }, userId)).userName
    ) {
      throw usernameTaken();
    }
    let updated: User | undefined;
    try {
      updated = await this.repo.transaction(async (repo, tx) => {
        const saved = await repo.updateUser(userId, next);
        if (saved && phone !== undefined && phone !== user.phone) await phoneChanged?.(tx, userId, phone);
        return saved;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw usernameTaken();
      throw err;
    }
    if (!updated) throw notFound('No user with this id.');
    if (emailChangeRequested) this.links.requestEmailChange(updated, newEmail);
    return { profile: toProfile(updated), emailChangeRequested };
  }

  /**
   * An admin asks for the pharmacist role for someone (with the PCN registration number), or takes
   * it back. Two people, besides the grantee: a grant is only a pending request until a pharmacist
   * who is neither the admin who asked nor the grantee approves it (HealthAccess.decide); an admin
   * never asks for themselves (403). Taking the role back applies at once. Every request and revoke
   * is audited in the same transaction.
   */
  async setPharmacist(
    actor: AuthUser,
    userId: string,
    input: { pharmacist: boolean; pcnRegistrationNumber?: string },
    audit: AuditService,
    access: HealthAccess,
  ): Promise<Profile & { accessRequestId: string | null }> {
    const registration = input.pcnRegistrationNumber?.trim().toUpperCase() || null;
    if (input.pharmacist && !registration) {
      throw fieldError('pcnRegistrationNumber', "A pharmacist's PCN registration number is required to grant the role.");
    }
    if (input.pharmacist && actor.id === userId) {
      throw forbidden('You cannot make yourself a pharmacist: another admin must grant you the role.');
    }
    if (input.pharmacist) {
      const request = await access.request(actor, userId, { kind: 'pharmacist', registration: registration! }, audit);
      return { ...(await this.getProfile(userId)), accessRequestId: request.id };
    }
    return this.repo.transaction(async (repo, tx) => {
      const before = await repo.findUserById(userId);
      if (!before) throw notFound('No user with this id.');
      const user = await repo.setPharmacist(userId, false, before.pharmacistRegistration);
      await audit.record(
        actor,
        {
          entityType: 'user',
          entityId: userId,
          entityName: `${fullName(before)} (${before.userName})`,
          action: 'revoke-pharmacist',
          changes: { isPharmacist: { from: before.isPharmacist, to: false } },
        },
        tx,
      );
      return { ...toProfile(user), accessRequestId: null };
    });
  }

  /**
   * The pharmacist's name as patients read it (and the PCN number): set by an admin or by the
   * pharmacist themselves; audited in the same transaction.
   */
  async setPharmacistProfile(
    actor: AuthUser,
    userId: string,
    input: { displayName: string; pcnRegistrationNumber?: string },
    audit: AuditService,
  ): Promise<Profile> {
    const displayName = input.displayName.trim().replace(/\s+/g, ' ');
    if (displayName.length < 3) throw fieldError('displayName', 'The name patients read must be at least 3 characters.');
    if (actor.role !== 'admin' && actor.id !== userId) throw forbidden('Only an admin or the pharmacist themselves can change this.');
    return this.repo.transaction(async (repo, tx) => {
      const before = await repo.findUserById(userId);
      if (!before) throw notFound('No user with this id.');
      const registration = input.pcnRegistrationNumber?.trim().toUpperCase() || before.pharmacistRegistration;
      const user = await repo.setPharmacistProfile(userId, displayName, registration);
      await audit.record(
        actor,
        {
          entityType: 'user',
          entityId: userId,
          entityName: `${fullName(before)} (${before.userName})`,
          action: 'pharmacist-profile',
          changes: {
            pharmacistDisplayName: { from: before.pharmacistDisplayName, to: displayName },
            ...(registration !== before.pharmacistRegistration
              ? { pharmacistRegistration: { from: before.pharmacistRegistration, to: registration } }
              : {}),
          },
        },
        tx,
      );
      return toProfile(user);
    });
  }
}
