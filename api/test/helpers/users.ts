import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type User } from '../../src/platform/db/schema/identity';
import { hashPassword } from '../../src/domains/identity/passwords';

export const TEST_PASSWORD = 'Kola-nut#Ikeja2026';

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose: hash each test password once per process. */
function cachedHash(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type TestUser = {
  user: User;
  password: string;
  accessToken: string;
  /** Headers for app.inject: `{ authorization: 'Bearer ...' }`. */
  headers: { authorization: string };
};

/**
 * Inserts a user straight into the database (confirmed unless said otherwise) and issues an
 * access token for it, without going through the HTTP login.
 */
export async function createUser(
  app: FastifyInstance,
  options: {
    admin?: boolean;
    confirmed?: boolean;
    password?: string;
    firstName?: string;
    lastName?: string;
    userName?: string;
    email?: string;
  } = {},
): Promise<TestUser> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const password = options.password ?? TEST_PASSWORD;
  const [user] = await app.db
    .insert(users)
    .values({
      firstName: options.firstName ?? 'Adaeze',
      lastName: options.lastName ?? 'Okafor',
      userName: options.userName ?? `user_${suffix}`,
      email: options.email ?? `user_${suffix}@example.ng`,
      passwordHash: await cachedHash(password),
      isAdmin: options.admin ?? false,
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
    })
    .returning();
  const accessToken = await app.accessTokens.issue(
    { id: user.id, name: `${user.firstName} ${user.lastName}`, role: user.isAdmin ? 'admin' : 'user' },
    crypto.randomUUID(),
  );
  return { user, password, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

export const createAdmin = (app: FastifyInstance, options: Parameters<typeof createUser>[1] = {}) =>
  createUser(app, { ...options, admin: true, firstName: options.firstName ?? 'Tunde', lastName: options.lastName ?? 'Bakare' });

/** Logs in through the real endpoint; returns the tokens the client would store. */
export async function login(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { message: string; accessToken: string; refreshToken: string };
}

/**
 * Set-up only, for tests that are not about grants: makes `user` a pharmacist straight in the
 * database (the real path is an admin's request a second pharmacist approves: grantPharmacist).
 */
export async function makePharmacist(app: FastifyInstance, user: TestUser, registration = 'PCN/099999'): Promise<TestUser> {
  await app.db.update(users).set({ isPharmacist: true, pharmacistRegistration: registration }).where(eq(users.id, user.user.id));
  return user;
}

/**
 * The pharmacist role through the approved path: `admin` asks (PUT /api/admin/users/{id}/pharmacist)
 * and a pharmacist who is neither (`approver`, else one made for it) approves the request. Answers
 * the admin's and the approval's answers ({ status, json }).
 */
export async function grantPharmacist(
  app: FastifyInstance,
  admin: TestUser,
  userId: string,
  registration: string,
  approver?: TestUser,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const asked = await app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/pharmacist`,
    headers: admin.headers,
    payload: { pharmacist: true, pcnRegistrationNumber: registration },
  });
  if (asked.statusCode !== 200) return { status: asked.statusCode, json: asked.json() };
  return approveHealthAccess(app, asked.json().accessRequestId, approver);
}

/** A second person, a pharmacist made for it unless given, approves a pending request to open health data. */
export async function approveHealthAccess(app: FastifyInstance, requestId: string, approver?: TestUser) {
  const second = approver ?? (await makePharmacist(app, await createUser(app, { firstName: 'Second', lastName: 'Pharmacist' })));
  const decided = await app.inject({
    method: 'POST',
    url: `/api/pharmacist/health-access-requests/${requestId}`,
    headers: second.headers,
    payload: { approve: true },
  });
  return { status: decided.statusCode, json: decided.json() as Record<string, unknown> };
}
