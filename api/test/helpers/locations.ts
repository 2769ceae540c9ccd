import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pharmacies, stockBatches, stockLevels } from '../../src/platform/db/schema/index';
import { api, payOnCheckoutPage, SUCCESS_CARD } from './commerce';
import { createUser, type TestUser } from './users';

/**
 * A pharmacy delivering to its state, with its own batches of the given medicines (units on hand
 * kept as the sum of batches, as the stock domain keeps them).
 */
export async function pharmacyWithStock(
  app: FastifyInstance,
  name: string,
  state: string,
  at: [number, number],
  stock: [string, number][],
  pickup = true,
) {
  const [row] = await app.db
    .insert(pharmacies)
    .values({
      name,
      location: `${name}, ${state}`,
      contact: '+234 803 000 0000',
      deliveryRange: '10 km',
      address: `1 Main Road, ${state}`,
      state,
      latitude: at[0],
      longitude: at[1],
      openingHours: 'Mon–Sat 8:00–20:00',
      deliveryStates: [state],
      isPickupPoint: pickup,
    })
    .returning();
  for (const [medicineId, units] of stock) {
    await app.db.insert(stockBatches).values({
      medicineId,
      locationId: row.id,
      lotNumber: `L-${row.id.slice(0, 6)}`,
      expiryDate: '2030-01-31',
      quantity: units,
      quantityReceived: units,
    });
    await app.db
      .update(stockLevels)
      .set({ quantity: sql`${stockLevels.quantity} + ${units}` })
      .where(eq(stockLevels.medicineId, medicineId));
  }
  return row;
}

/** Stock-at-locations fixtures: a pharmacy holding its own batches, and an order paid and placed for delivery or pickup. */
export function locationFixtures(app: FastifyInstance, apiUrl: string) {
  const pharmacy = (name: string, state: string, at: [number, number], stock: [string, number][], pickup = true) =>
    pharmacyWithStock(app, name, state, at, stock, pickup);

  /** Paid on the sandbox's page, not yet placed: `place()` places it (so a test can race the placing). */
  async function paid(user: TestUser, lines: [string, number][], where: { deliveryAddress?: object; pickup?: object }) {
    await api(apiUrl, user, 'DELETE', `/api/carts/clear/${user.user.id}`);
    for (const [medicineId, quantity] of lines) {
      const res = await api(apiUrl, user, 'POST', '/api/carts/add', { medicineId, quantity, userId: user.user.id });
      assert.equal(res.status, 200, JSON.stringify(res.json));
    }
    const quote = await api(apiUrl, user, 'POST', '/api/checkout/quote', {
      ...(where.pickup
        ? { pickupPharmacyId: (where.pickup as { pharmacyId: string }).pharmacyId }
        : { zone: (where.deliveryAddress as { zone?: string } | undefined)?.zone ?? 'kano' }),
    });
    assert.equal(quote.status, 200, JSON.stringify(quote.json));
    const amount = quote.json.itemsTotal + (where.pickup ? 0 : quote.json.deliveryFee);
    const init = await api(apiUrl, user, 'POST', '/api/payment/initiate', {
      amount,
      email: user.user.email,
      paymentType: 'medicine',
      userId: user.user.id,
      ...where,
    });
    assert.equal(init.status, 200, JSON.stringify(init.json));
    const paid = await payOnCheckoutPage(init.json.data.authorization_url, SUCCESS_CARD);
    assert.equal(paid.status, 303);
    return async () => {
      const placed = await api(apiUrl, user, 'POST', '/api/Order/place', { userId: user.user.id, reference: init.json.data.reference });
      assert.ok([200, 201].includes(placed.status), JSON.stringify(placed.json));
      return placed.json as { orderId: string; deliveryFee: number; fulfilment: { kind: string; location: { name: string } | null } };
    };
  }

  async function buy(user: TestUser, lines: [string, number][], where: { deliveryAddress?: object; pickup?: object }) {
    return (await paid(user, lines, where))();
  }

  /** A new user the admin made staff of this pharmacy. */
  async function staffOf(admin: TestUser, pharmacyId: string): Promise<TestUser> {
    const user = await createUser(app);
    const bound = await api(apiUrl, admin, 'PUT', `/api/admin/users/${user.user.id}/pharmacy`, { pharmacyId });
    assert.equal(bound.status, 200, JSON.stringify(bound.json));
    return user;
  }

  return { pharmacy, paid, buy, staffOf };
}
