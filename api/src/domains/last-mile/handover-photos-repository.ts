import { eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { deliveryAssignments, deliveryHandoverPhotos, orders } from '../../platform/db/schema/index';

/** The handover photos' rows, and what deciding who may read one needs of its delivery and order. */
export class HandoverPhotosRepository {
  constructor(private readonly db: Database) {}

  /** The delivery, its order's shopper and its photo (if any). */
  async deliveryOf(assignmentId: string) {
    const [row] = await this.db
      .select({
        id: deliveryAssignments.id,
        state: deliveryAssignments.state,
        riderId: deliveryAssignments.riderId,
        pharmacyId: deliveryAssignments.pharmacyId,
        orderId: deliveryAssignments.orderId,
        shopperId: orders.userId,
        storageKey: deliveryHandoverPhotos.storageKey,
        contentType: deliveryHandoverPhotos.contentType,
        takenAt: deliveryHandoverPhotos.takenAt,
      })
      .from(deliveryAssignments)
      .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
      .leftJoin(deliveryHandoverPhotos, eq(deliveryHandoverPhotos.assignmentId, deliveryAssignments.id))
      .where(eq(deliveryAssignments.id, assignmentId));
    return row ?? null;
  }

  /** Keeps the photo's row, replacing one before; the key it replaced (its file to delete), if any. */
  async keep(values: { assignmentId: string; storageKey: string; contentType: string; riderId: string }): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ storageKey: deliveryHandoverPhotos.storageKey })
        .from(deliveryHandoverPhotos)
        .where(eq(deliveryHandoverPhotos.assignmentId, values.assignmentId))
        .for('update');
      await tx
        .insert(deliveryHandoverPhotos)
        .values(values)
        .onConflictDoUpdate({
          target: deliveryHandoverPhotos.assignmentId,
          set: { storageKey: values.storageKey, contentType: values.contentType, riderId: values.riderId, takenAt: new Date() },
        });
      return before && before.storageKey !== values.storageKey ? before.storageKey : null;
    });
  }
}

/** The retention job: photos taken before the cutoff go; the keys of their files. */
export async function purgeOlderThan(db: Database, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(deliveryHandoverPhotos)
    .where(lt(deliveryHandoverPhotos.takenAt, cutoff))
    .returning({ storageKey: deliveryHandoverPhotos.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Erasing an account: the photos of its orders' deliveries go; the keys of their files. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<string[]> {
  const theirs = tx
    .select({ id: deliveryAssignments.id })
    .from(deliveryAssignments)
    .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
    .where(eq(orders.userId, shopper.id));
  const rows = await tx
    .delete(deliveryHandoverPhotos)
    .where(inArray(deliveryHandoverPhotos.assignmentId, theirs))
    .returning({ storageKey: deliveryHandoverPhotos.storageKey });
  return rows.map((row) => row.storageKey);
}
