import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { orderLines, orders, orderStatusEvents, payments, type OrderStatus } from '../../src/platform/db/schema/index';

export type SeededLine = { medicineId: string; medicineName: string; unitPriceKobo: number; quantity: number };
export type SeededOrder = {
  id: string;
  userId: string;
  createdAt: Date;
  status: OrderStatus;
  totalKobo: number;
  deliveryFeeKobo: number;
  lines: SeededLine[];
};

/** A small deterministic generator, so a failing seed can be reproduced. */
export function randomFrom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/**
 * Orders inserted straight into the tables (a paid payment each, the order, its lines and its first
 * status event), as placing them would leave them; answers what was inserted.
 */
export async function insertOrders(
  app: FastifyInstance,
  userId: string,
  wanted: { createdAt: Date; status: OrderStatus; deliveryFeeKobo?: number; lines: SeededLine[] }[],
): Promise<SeededOrder[]> {
  const out: SeededOrder[] = [];
  for (let start = 0; start < wanted.length; start += 500) {
    const batch = wanted.slice(start, start + 500).map((w) => {
      const itemsKobo = w.lines.reduce((n, l) => n + l.unitPriceKobo * l.quantity, 0);
      const deliveryFeeKobo = w.deliveryFeeKobo ?? 0;
      return { ...w, id: crypto.randomUUID(), reference: `SEED-${crypto.randomBytes(8).toString('hex')}`, itemsKobo, deliveryFeeKobo };
    });
    await app.db.insert(payments).values(
      batch.map((b) => ({
        userId,
        email: 'seed@example.ng',
        amountKobo: b.itemsKobo + b.deliveryFeeKobo,
        reference: b.reference,
        status: 'success' as const,
        paymentType: 'medicine',
        shippingAddress: '12 Allen Avenue, Ikeja',
        billingAddress: '12 Allen Avenue, Ikeja',
        paidAt: b.createdAt,
        createdAt: b.createdAt,
      })),
    );
    await app.db.insert(orders).values(
      batch.map((b) => ({
        id: b.id,
        userId,
        paymentReference: b.reference,
        totalKobo: b.itemsKobo + b.deliveryFeeKobo,
        deliveryFeeKobo: b.deliveryFeeKobo,
        status: b.status,
        createdAt: b.createdAt,
        updatedAt: b.createdAt,
      })),
    );
    await app.db.insert(orderStatusEvents).values(batch.map((b) => ({ orderId: b.id, status: b.status, at: b.createdAt })));
    const lines = batch.flatMap((b) => b.lines.map((l) => ({ orderId: b.id, ...l })));
    if (lines.length) await app.db.insert(orderLines).values(lines);
    for (const b of batch)
      out.push({
        id: b.id,
        userId,
        createdAt: b.createdAt,
        status: b.status,
        totalKobo: b.itemsKobo + b.deliveryFeeKobo,
        deliveryFeeKobo: b.deliveryFeeKobo,
        lines: b.lines,
      });
  }
  return out;
}
