import type { AuditService } from '../../domains/audit/audit-service';
import type { Database } from '../../platform/db/client';
import { CENTRAL_WAREHOUSE_ID, type Order, type OrderParcel, type ParcelLine } from '../../platform/db/schema/index';
import { conflict, fieldError, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import { orderNumberLabel } from '../../domains/orders/order-number';
import { ParcelsRepository } from '../../domains/orders/parcels-repository';
import type { AuthUser } from '../../platform/plugins/types';
import { covers } from '../../domains/fulfilment/fulfilment-routing';
import type { StockService } from '../../domains/stock/stock-service';

/** Orders whose units are still on a shelf: not shipped, delivered or cancelled. */
const REROUTABLE = ['AwaitingReview', 'Pending', 'Processing'];

/**
 * An admin re-routes an unsent order, or one of its parcels, to another location that delivers to
 * its state and has the stock. In one transaction: the order row locked (a second re-route waits),
 * the units moved (released at the old location, taken at the new, under the medicines' locks:
 * stock-rerouting.ts), the parcels moved, the order's location set, and the audit entry written.
 */
export class OrderRerouting {
  constructor(
    private readonly db: Database,
    private readonly stock: StockService,
    private readonly audit: AuditService,
  ) {}

  async reroute(caller: AuthUser, orderId: string, input: { locationId: string; parcelId?: string }): Promise<OrderParcel[]> {
    if (caller.role !== 'admin') throw forbidden('Only an admin re-routes an order.');
    const locations = await this.stock.places.locations();
    const to = locations.find((l) => l.id === input.locationId);
    if (!to) throw fieldError('locationId', 'There is no such pharmacy or warehouse.');
    const name = (id: string) => locations.find((l) => l.id === id)?.name ?? id;
    return this.db.transaction(async (tx) => {
      const repository = new ParcelsRepository(tx as unknown as Database);
      const order = await repository.lockOrder(orderId);
      if (!order) throw notFound('There is no order with this id.');
      if (order.fulfilment === 'pickup')
        throw conflict('The shopper collects this order at the pharmacy they chose: it cannot be re-routed.');
      if (!REROUTABLE.includes(order.status))
        throw withCode(conflict(`This order is ${order.status}: only an order not yet shipped can be re-routed.`), 'not-reroutable');
      if (order.deliveryState && !covers(to, order.deliveryState))
        throw withCode(conflict(`${to.name} does not deliver to ${order.deliveryState}.`), 'not-covered');
      const parcels = await this.parcelsOf(repository, order);
      const moving = input.parcelId ? parcels.filter((p) => p.id === input.parcelId) : parcels;
      if (moving.length === 0) throw notFound('This order has no such parcel.');
      if (moving.some((p) => p.status !== 'pending')) throw withCode(conflict('This parcel has left its location.'), 'not-reroutable');
      if (moving.every((p) => p.locationId === to.id)) throw conflict(`This is already packed at ${to.name}.`);
      await this.stock.rerouting.move(orderId, mergeLines(moving), to.id, tx as unknown as Database);
      for (const p of moving) await repository.moveParcel(p.id, to.id);
      const after = await repository.ofOrder(orderId);
      // The order's own location: the new one, unless other parcels still leave from elsewhere first.
      if (!input.parcelId || after[0].locationId === to.id) await repository.setOrderLocation(orderId, after[0].locationId);
      const from = [...new Set(moving.map((p) => name(p.locationId)))].join(', ');
      await this.audit.record(
        caller,
        {
          entityType: 'order',
          entityId: orderId,
          entityName: orderNumberLabel(order.orderNumber),
          action: input.parcelId ? 'parcel re-routed' : 're-routed',
          changes: { location: { from, to: to.name } },
        },
        tx as unknown as Database,
      );
      return after;
    });
  }

  /**
   * Where each parcel could go: the locations delivering to the order's state, other than its own,
   * and whether each has all of the parcel's units now (the re-route checks again under the locks).
   */
  async options(caller: AuthUser, orderId: string) {
    if (caller.role !== 'admin') throw forbidden('Only an admin re-routes an order.');
    const order = await new ParcelsRepository(this.db).order(orderId);
    if (!order) throw notFound('There is no order with this id.');
    const locations = (await this.stock.places.locations()).filter((l) => !order.deliveryState || covers(l, order.deliveryState));
    const parcels = await this.parcelsOf(new ParcelsRepository(this.db), order, false);
    const answers = [];
    for (const parcel of parcels) {
      const places = [];
      for (const l of locations.filter((l) => l.id !== parcel.locationId))
        places.push({ locationId: l.id, name: l.name, kind: l.kind, hasStock: await this.stock.places.hasAllAt(l.id, parcel.lines) });
      answers.push({ parcelId: parcel.id, locations: places });
    }
    return { reroutable: order.fulfilment !== 'pickup' && REROUTABLE.includes(order.status), parcels: answers };
  }

  /** The order's parcels; an order placed before parcels were kept gets its one parcel now. */
  private async parcelsOf(repository: ParcelsRepository, order: Order, keep = true): Promise<OrderParcel[]> {
    const parcels = await repository.ofOrder(order.id);
    if (parcels.length > 0) return parcels;
    const location = order.fulfilmentLocationId ?? CENTRAL_WAREHOUSE_ID;
    // Read only: the one parcel it would be (its id the order's, until it is kept).
    if (!keep) {
      const lines = await repository.linesOf(order.id);
      const at = new Date(0);
      return [
        {
          id: order.id,
          orderId: order.id,
          locationId: location,
          lines,
          feeKobo: order.deliveryFeeKobo,
          minDays: 0,
          maxDays: 0,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        },
      ];
    }
    await repository.insert(order.id, [
      {
        // Orders placed before locations were packed at the warehouse.
        locationId: location,
        lines: await repository.linesOf(order.id),
        feeKobo: order.deliveryFeeKobo,
        minDays: order.deliveryMinDays ?? 0,
        maxDays: order.deliveryMaxDays ?? 0,
      },
    ]);
    return repository.ofOrder(order.id);
  }
}

/** The parcels' lines, one per medicine. */
function mergeLines(parcels: readonly OrderParcel[]): ParcelLine[] {
  const byMedicine = new Map<string, ParcelLine>();
  for (const line of parcels.flatMap((p) => p.lines)) {
    const seen = byMedicine.get(line.medicineId);
    byMedicine.set(line.medicineId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byMedicine.values()];
}
