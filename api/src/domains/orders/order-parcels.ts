import type { Database } from '../../platform/db/client';
import type { CartSnapshot, OrderParcel, ParcelLine, ParcelStatus } from '../../platform/db/schema/index';
import { type NewParcel, ParcelsRepository } from './parcels-repository';

export type ParcelJson = {
  id: string;
  locationId: string;
  lines: ParcelLine[];
  fee: number;
  minDays: number;
  maxDays: number;
  status: OrderParcel['status'];
};

export const parcelJson = (p: OrderParcel): ParcelJson => ({
  id: p.id,
  locationId: p.locationId,
  lines: p.lines,
  fee: p.feeKobo / 100,
  minDays: p.minDays,
  maxDays: p.maxDays,
  status: p.status,
});

/**
 * An order's parcels, the orders domain's part: recorded in the transaction that places the order
 * (the split the shopper chose before paying, else one parcel from the routed location with the
 * whole delivery fee), and read for the order's pages.
 */
export class OrderParcels {
  constructor(private readonly repository: ParcelsRepository) {}

  /** Inside the placement's transaction. A location of null (no location serves the state) records none. */
  async record(orderId: string, snapshot: CartSnapshot, locationId: string | null, transaction: Database): Promise<void> {
    const delivery = snapshot.delivery;
    const parcels: NewParcel[] = snapshot.parcels?.length
      ? snapshot.parcels.map((p) => ({
          locationId: p.locationId,
          lines: p.lines,
          feeKobo: p.feeKobo,
          minDays: p.minDays,
          maxDays: p.maxDays,
        }))
      : locationId
        ? [
            {
              locationId,
              lines: snapshot.lines.map((l) => ({ medicineId: l.medicineId, medicineName: l.medicineName, quantity: l.quantity })),
              feeKobo: delivery?.feeKobo ?? 0,
              minDays: delivery?.minDays ?? 0,
              maxDays: delivery?.maxDays ?? 0,
            },
          ]
        : [];
    await new ParcelsRepository(transaction).insert(orderId, parcels);
  }

  async of(orderId: string): Promise<OrderParcel[]> {
    return this.repository.ofOrder(orderId);
  }

  async parcel(parcelId: string): Promise<OrderParcel | null> {
    return (await this.repository.parcel(parcelId)) ?? null;
  }

  /** Inside the order's lock (a rider's delivery step): the parcel's status; the order's other parcels, read in the same transaction. */
  async setStatus(parcelId: string, status: ParcelStatus, transaction: Database): Promise<OrderParcel[]> {
    const repository = new ParcelsRepository(transaction);
    await repository.setStatus(parcelId, status);
    const parcel = await repository.parcel(parcelId);
    return parcel ? repository.ofOrder(parcel.orderId) : [];
  }
}
