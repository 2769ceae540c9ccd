import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pharmacies, pharmacyStaff, users } from '../db/schema/index';
import { hashPassword } from '../identity/passwords';

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
