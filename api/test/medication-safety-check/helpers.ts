import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { payments } from '../../src/platform/db/schema/index';
import { seedClassRows, seedIngredientRows } from '../../src/workflows/first-start-seed/ingredient-data';
import { SEED_SAFETY_RULES } from '../../src/workflows/first-start-seed/safety-rules-data';
import { api, checkoutBody, createMedicines } from '../helpers/commerce';
import { giveHealthConsent } from '../helpers/consents';
import type { TestUser } from '../helpers/users';

/** Seeded products (their ingredients as seeded), stocked in this test's shop. */
export const NAMES = [
  'Panadol Extra Tablets (24)',
  'Emzor Paracetamol 500mg Tablets (96)',
  'Boska Tablets (12)',
  'Augmentin 625mg Tablets (14)',
  'Codeine Phosphate 30mg Tablets (28)',
  'Emzor Ibuprofen 400mg (24)',
  'Felvin 20mg Capsules (20)',
] as const;
export type Name = (typeof NAMES)[number];

/** The shop's medicines by name, with the seeded rules and ingredient tables loaded for them. */
export async function stockSeededMedicines(app: FastifyInstance): Promise<Record<Name, string>> {
  const rows = await createMedicines(
    app,
    NAMES.map((name) => ({ name, price: 1000, stock: 200 })),
  );
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  await app.medicationSafety.ensureRuleSet(SEED_SAFETY_RULES);
  await app.medicationSafety.addIngredients(seedIngredientRows(ids), seedClassRows());
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<Name, string>;
}

export async function fillCart(apiUrl: string, user: TestUser, lines: [string, number][]) {
  await api(apiUrl, user, 'DELETE', `/api/carts/clearcart/${user.user.id}`);
  for (const [medicineId, quantity] of lines) {
    const added = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
    assert.equal(added.status, 200, JSON.stringify(added.json));
  }
}

/** Initiate a card checkout of the cart, the amount from the quote. */
export async function initiate(apiUrl: string, user: TestUser, extra: Record<string, unknown> = {}) {
  const quote = (await api(apiUrl, user, 'POST', '/api/checkout/quote', { zone: 'lagos-mainland' })).json;
  return api(apiUrl, user, 'POST', '/api/payment/initiate', { ...checkoutBody(user, quote.total), ...extra });
}

/** A profile of someone the shopper buys for (their health-data consent given first). */
export async function addProfile(app: FastifyInstance, apiUrl: string, user: TestUser, body: Record<string, unknown>) {
  await giveHealthConsent(app, user, 'prescriptions').catch(() => undefined);
  const res = await api(apiUrl, user, 'POST', '/api/medication-profiles', body);
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json as { id: string };
}

/** A date `years` years before today (UTC), YYYY-MM-DD. */
export function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

export const paymentsOf = (app: FastifyInstance, userId: string) => app.db.select().from(payments).where(eq(payments.userId, userId));

/** The field of a 409 that names it (safetyHoldId, safetyAcknowledged), and the warnings (`safety.<id>`). */
export const fieldOf = (json: { errors?: { field: string; message: string }[] }, field: string) =>
  json.errors?.find((e) => e.field === field)?.message;
export const warningsOf = (json: { errors?: { field: string; message: string }[] }) =>
  (json.errors ?? []).filter((e) => e.field.startsWith('safety.')).map((e) => e.message);
