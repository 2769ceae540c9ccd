import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { medicationProfiles } from '../../src/platform/db/schema/index';
import type { TestUser } from '../helpers/users';

/** One call as the shopper (or staff) makes it. */
export async function call(app: FastifyInstance, user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: user.headers });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

/** The shopper's rows as stored. */
export const storedFor = (app: FastifyInstance, userId: string) =>
  app.db.select().from(medicationProfiles).where(eq(medicationProfiles.userId, userId));

/** A date `years` years before today (UTC), YYYY-MM-DD. */
export function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export const child = (extra: object = {}) => ({ relationship: 'child', label: 'Tobi', dateOfBirth: yearsAgo(6), sex: 'male', ...extra });
