import { and, asc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { Window } from '../../platform/lib/paging';
import {
  emailTokens,
  type EmailTokenPurpose,
  type HealthAccessKind,
  type HealthAccessRequest,
  healthAccessRequests,
  type NewUser,
  refreshTokens,
  type User,
  users,
} from '../../platform/db/schema/identity';

const lower = (value: string) => sql`lower(${value})`;

/** All SQL of the identity domain: users, refresh tokens, mailed tokens. */
export class IdentityRepository {
  constructor(private readonly db: Database) {}

  async namesOf(ids: string[]): Promise<{ id: string; firstName: string; lastName: string }[]> {
    if (ids.length === 0) return [];
    return this.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  }

  async findUserById(id: string): Promise<User | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user;
  }

  /** Whether the account holds the pharmacist role now (false for no such account): that one column, nothing else. */
  async isPharmacist(id: string): Promise<boolean> {
    const [row] = await this.db.select({ isPharmacist: users.isPharmacist }).from(users).where(eq(users.id, id));
    return row?.isPharmacist === true;
  }

  /** The language kept on the account (notices are written in it); nothing else changes. */
  async setLocale(id: string, locale: string): Promise<void> {
    await this.db.update(users).set({ locale }).where(eq(users.id, id));
  }

  async findUserByEmail(email: string): Promise<User | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, lower(email)));
    return user;
  }

  /** By user name or email, regardless of case. */
  async findUserByLogin(login: string): Promise<User | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.userName})`, lower(login)), eq(sql`lower(${users.email})`, lower(login))))
      .limit(1);
    return user;
  }

  /** Which of email and user name already belong to someone else (case-insensitive). */
  async findTaken(values: { email?: string; userName?: string }, exceptUserId?: string) {
    const conditions = [];
    if (values.email) conditions.push(eq(sql`lower(${users.email})`, lower(values.email)));
    if (values.userName) conditions.push(eq(sql`lower(${users.userName})`, lower(values.userName)));
    if (conditions.length === 0) return { email: false, userName: false };
    const rows = await this.db
      .select({ id: users.id, email: users.email, userName: users.userName })
      .from(users)
      .where(or(...conditions));
    const others = rows.filter((r) => r.id !== exceptUserId);
    return {
      email: !!values.email && others.some((r) => r.email.toLowerCase() === values.email!.toLowerCase()),
      userName: !!values.userName && others.some((r) => r.userName.toLowerCase() === values.userName!.toLowerCase()),
    };
  }

  async createUser(values: NewUser): Promise<User> {
    const [user] = await this.db.insert(users).values(values).returning();
    return user;
  }

  async updateUser(
    id: string,
    patch: Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'userName' | 'phone' | 'emailConfirmedAt' | 'passwordHash'>>,
  ): Promise<User | undefined> {
    const [user] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return user;
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: IdentityRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new IdentityRepository(tx as unknown as Database), tx as unknown as Database));
  }

  async setPharmacist(id: string, isPharmacist: boolean, pharmacistRegistration: string | null): Promise<User> {
    const [user] = await this.db
      .update(users)
      .set({ isPharmacist, pharmacistRegistration, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return user;
  }

  async setPharmacistProfile(id: string, pharmacistDisplayName: string, pharmacistRegistration: string | null): Promise<User> {
    const [user] = await this.db
      .update(users)
      .set({ pharmacistDisplayName, pharmacistRegistration, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return user;
  }

  /**
   * The users, oldest account first: those whose name (first, last or both), username or email holds
   * `search` (any case, taken literally), the page `window` asks for, and how many match in all.
   */
  async listUsers(search: string | undefined, window: Window): Promise<{ items: User[]; total: number }> {
    const text = search?.trim();
    const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.userName, pattern),
          ilike(users.email, pattern),
        )
      : undefined;
    const query = this.db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id));
    const items = window ? await query.limit(window.limit).offset(window.offset) : await query;
    if (!window) return { items, total: items.length };
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where);
    return { items, total: row.n };
  }

  async countUsers(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row.n;
  }

  // Refresh tokens

  async insertRefreshToken(values: { userId: string; familyId: string; sessionStartedAt: Date; tokenHash: string; expiresAt: Date }) {
    await this.db.insert(refreshTokens).values(values);
  }

  /**
   * Marks a live refresh token used, atomically: of two concurrent uses only one gets the row.
   * Returns undefined if the token is unknown, already used, revoked or expired, or its login began
   * before `startedAfter` (the absolute lifetime of a login).
   */
  async consumeRefreshToken(tokenHash: string, startedAfter: Date) {
    const [row] = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
          gt(refreshTokens.sessionStartedAt, startedAfter),
        ),
      )
      .returning();
    return row;
  }

  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  async revokeRefreshFamily(familyId: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Revokes every refresh token of the user; returns the families (sessions) that were still open. */
  async revokeAllRefreshTokens(userId: string): Promise<string[]> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    return [...new Set(rows.map((row) => row.familyId))];
  }

  // Mailed tokens (email confirmation, password reset)

  async insertEmailToken(values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string }) {
    await this.db.insert(emailTokens).values(values);
  }

  /** Uses a live token of this purpose belonging to this user, atomically; undefined if there is none. */
  async consumeEmailToken(userId: string, purpose: EmailTokenPurpose, tokenHash: string) {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    return row;
  }

  /** Uses a live email-change token for this new address, atomically; undefined if there is none. */
  async consumeEmailChangeToken(newEmail: string, tokenHash: string) {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, 'change-email'),
          eq(sql`lower(${emailTokens.newEmail})`, lower(newEmail)),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    return row;
  }

  /** Ends every outstanding token of this purpose for the user (e.g. all reset links after a reset). */
  async expireEmailTokens(userId: string, purpose: EmailTokenPurpose) {
    await this.db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  }

  /** A pending request to open health data to an account (the pharmacist role or a laboratory binding); one pending per account and kind. */
  async requestHealthAccess(values: {
    kind: HealthAccessKind;
    userId: string;
    requestedBy: string;
    pharmacistRegistration?: string | null;
    laboratoryId?: string | null;
  }): Promise<HealthAccessRequest> {
    await this.db
      .update(healthAccessRequests)
      .set({ state: 'refused', decidedBy: values.requestedBy, decidedAt: new Date() })
      .where(
        and(
          eq(healthAccessRequests.userId, values.userId),
          eq(healthAccessRequests.kind, values.kind),
          eq(healthAccessRequests.state, 'pending'),
        ),
      );
    const [row] = await this.db.insert(healthAccessRequests).values(values).returning();
    return row;
  }

  async pendingHealthAccess(): Promise<HealthAccessRequest[]> {
    return this.db
      .select()
      .from(healthAccessRequests)
      .where(eq(healthAccessRequests.state, 'pending'))
      .orderBy(asc(healthAccessRequests.requestedAt));
  }

  /** Decides a pending request once (a guarded update): null when it was not pending any more. */
  async decideHealthAccess(id: string, approved: boolean, decidedBy: string): Promise<HealthAccessRequest | null> {
    const [row] = await this.db
      .update(healthAccessRequests)
      .set({ state: approved ? 'approved' : 'refused', decidedBy, decidedAt: new Date() })
      .where(and(eq(healthAccessRequests.id, id), eq(healthAccessRequests.state, 'pending')))
      .returning();
    return row ?? null;
  }

  async findHealthAccess(id: string): Promise<HealthAccessRequest | undefined> {
    const [row] = await this.db.select().from(healthAccessRequests).where(eq(healthAccessRequests.id, id));
    return row;
  }
}

/**
 * Erasing an account (domains/privacy/erasure.ts): the shopper's row locked first, so nothing
 * changes it while the other domains erase theirs; undefined when there is no such account.
 */
export async function lockShopper(tx: Database, userId: string): Promise<User | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/**
 * Erasing an account, last: its mailed links and refresh tokens deleted, and the row kept (orders,
 * payments and prescriptions point at it) with no name, an address that cannot receive mail and a
 * password nothing matches. Returns the sessions (refresh-token families) that were open, for the
 * caller to end.
 */
export async function eraseShopper(
  tx: Database,
  shopper: { id: string; erasedEmail: string; erasedName: string },
  now: Date,
): Promise<string[]> {
  await tx.delete(emailTokens).where(eq(emailTokens.userId, shopper.id));
  const sessions = await tx
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, shopper.id), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, shopper.id));
  await tx
    .update(users)
    .set({
      firstName: shopper.erasedName,
      lastName: '',
      email: shopper.erasedEmail,
      userName: `erased_${shopper.id}`,
      passwordHash: '!erased',
      phone: null,
      emailConfirmedAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, shopper.id));
  return [...new Set(sessions.map((r) => r.familyId))];
}
