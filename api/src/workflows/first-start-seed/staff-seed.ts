import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pharmacies, pharmacyStaff, users } from '../../platform/db/schema/index';
import { hashPassword } from '../../domains/identity/passwords';

/** The seeded pharmacy staff account (development and tests only; README "First pharmacy staff"). */
export const SEED_PHARMACY_STAFF = {
  userName: 'lekki.staff',
  email: 'lekki.staff@e-pharmacy.ng',
  password: 'Lekki#Staff2026',
  pharmacyName: 'e-pharmacy Lekki',
} as const;

/**
 * Outside production, creates one staff account bound to the Lekki pharmacy so the staff screens
 * can be tried; never in production (an admin binds real staff), nor when the account exists.
 */
export async function ensurePharmacyStaff(app: FastifyInstance): Promise<void> {
  if (app.config.env === 'production') return;
  const seed = SEED_PHARMACY_STAFF;
  const [pharmacy] = await app.db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.name, seed.pharmacyName));
  if (!pharmacy) return;
  const existing = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${seed.email}) or lower(${users.userName}) = lower(${seed.userName})`);
  if (existing.length > 0) return;
  const [user] = await app.db
    .insert(users)
    .values({
      firstName: 'Lekki',
      lastName: 'Staff',
      email: seed.email,
      userName: seed.userName,
      passwordHash: await hashPassword(seed.password),
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return;
  await app.db.insert(pharmacyStaff).values({ userId: user.id, pharmacyId: pharmacy.id }).onConflictDoNothing();
  app.log.info({ userName: seed.userName, pharmacy: seed.pharmacyName }, 'pharmacy staff account created');
}

/** The seeded superintendent pharmacist (development and tests only): the second person who approves pharmacist and laboratory grants there. */
export const SEED_PHARMACIST = {
  userName: 'superintendent',
  email: 'superintendent@e-pharmacy.ng',
  password: 'Superintendent#2026',
  registration: 'PCN/000001',
} as const;

/**
 * Outside production, creates one pharmacist account so an admin's request for the pharmacist
 * role or a laboratory binding can be approved by a second person. In production the first
 * pharmacist (the superintendent) is set by the operator in the database (docs/security.md).
 */
export async function ensureSeedPharmacist(app: FastifyInstance): Promise<void> {
  if (app.config.env === 'production') return;
  const seed = SEED_PHARMACIST;
  const existing = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${seed.email}) or lower(${users.userName}) = lower(${seed.userName})`);
  if (existing.length > 0) return;
  await app.db
    .insert(users)
    .values({
      firstName: 'Ada',
      lastName: 'Superintendent',
      email: seed.email,
      userName: seed.userName,
      passwordHash: await hashPassword(seed.password),
      isPharmacist: true,
      pharmacistRegistration: seed.registration,
      pharmacistDisplayName: 'Pharm. Ada Superintendent',
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing();
  app.log.info({ userName: seed.userName }, 'superintendent pharmacist account created');
}
