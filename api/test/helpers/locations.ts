import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pharmacies, stockBatches, stockLevels } from '../../src/db/schema/index';

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
