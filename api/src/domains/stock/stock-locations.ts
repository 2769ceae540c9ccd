import type { CartSnapshotLine } from '../../platform/db/schema/payments';
import { type FulfilmentOptions, fulfilmentOptions, type RoutingLocation, routeOrder } from '../fulfilment/fulfilment-routing';
import type { StockRepository } from './stock-repository';

/**
 * Stock per location, read: each location's sellable units of some medicines today, the routing
 * rule (fulfilment-routing.ts) applied to them, and what a shopper in a state is told.
 */
export class StockLocations {
  constructor(
    private readonly repository: StockRepository,
    /** The expiry cutoff of a medicine with this course length (the stock service's margin). */
    private readonly cutoff: (courseDays: number | null) => string,
  ) {}

  /** Under the lines' locks: the routing rule applied to each location's stock of them. Null: no address (orders before delivery zones). */
  async route(
    locked: { line: CartSnapshotLine; medicine: { id: string; courseDays: number | null } | undefined }[],
    address: { zone?: string; state: string } | null,
  ): Promise<string | null> {
    if (!address) return null;
    const locations = await this.routingLocations(locked.flatMap(({ medicine }) => (medicine ? [medicine] : [])));
    const route = routeOrder(
      address,
      locked.map(({ line }) => ({ medicineId: line.medicineId, quantity: line.quantity })),
      locations,
    );
    return route?.locationId ?? null;
  }

  /** The shopper's choice before paying (one parcel, or a split), from each location's stock now. */
  async options(
    lines: readonly { medicineId: string; quantity: number }[],
    address: { zone?: string; state: string },
  ): Promise<FulfilmentOptions | null> {
    const medicines = [];
    for (const line of lines) medicines.push({ id: line.medicineId, courseDays: await this.repository.courseDays(line.medicineId) });
    const plain = lines.map((l) => ({ medicineId: l.medicineId, quantity: l.quantity }));
    return fulfilmentOptions(address, plain, await this.routingLocations(medicines));
  }

  /** Every location with its sellable units of these medicines today. */
  private async routingLocations(medicines: { id: string; courseDays: number | null }[]): Promise<RoutingLocation[]> {
    const repository = this.repository;
    const rows = await repository.locations();
    const byMedicine = new Map<string, Map<string, number>>();
    for (const m of medicines) byMedicine.set(m.id, await repository.unitsByLocation(m.id, this.cutoff(m.courseDays)));
    return rows.map((l) => ({
      id: l.id,
      name: l.name,
      kind: l.kind,
      state: l.state,
      latitude: l.latitude,
      longitude: l.longitude,
      deliveryStates: l.deliveryStates,
      stock: new Map([...byMedicine].map(([medicineId, units]) => [medicineId, units.get(l.id) ?? 0])),
    }));
  }

  /**
   * What a shopper in `state` is told about a medicine: in stock at a pharmacy that delivers there
   * ("In stock in Kano"), else shipped from the warehouse with the zone's window ("Ships from Lagos
   * in 3–5 days"), else out of stock.
   */
  async availabilityIn(
    medicineId: string,
    state: string,
    window: { minDays: number; maxDays: number } | null,
  ): Promise<{
    state: string;
    status: 'local' | 'ships' | 'out';
    message: string;
    pharmacies: string[];
    shipsFrom?: string;
    days?: string;
  }> {
    const courseDays = await this.repository.courseDays(medicineId);
    const locations = await this.routingLocations([{ id: medicineId, courseDays }]);
    const inStock = (l: RoutingLocation) => (l.stock.get(medicineId) ?? 0) > 0;
    const local = locations.filter((l) => l.kind === 'pharmacy' && l.deliveryStates.includes(state) && inStock(l));
    if (local.length > 0) {
      const where = state === 'FCT' ? 'Abuja' : state;
      return { state, status: 'local', message: `In stock in ${where}`, pharmacies: local.map((l) => l.name) };
    }
    const warehouse = locations.find((l) => l.kind === 'warehouse' && l.deliveryStates.includes(state) && inStock(l));
    if (warehouse) {
      const days = window ? (window.minDays === window.maxDays ? `${window.maxDays}` : `${window.minDays}–${window.maxDays}`) : '3–5';
      const shipsFrom = warehouse.state ?? 'our warehouse';
      return { state, status: 'ships', message: `Ships from ${shipsFrom} in ${days} days`, pharmacies: [], shipsFrom, days };
    }
    return { state, status: 'out', message: `Out of stock for delivery in ${state === 'FCT' ? 'Abuja' : state}`, pharmacies: [] };
  }

  /** Whether a pharmacy has every line in stock today (a pickup point offered at checkout). */
  async hasAllAt(locationId: string, lines: readonly { medicineId: string; quantity: number }[]): Promise<boolean> {
    for (const line of lines) {
      const courseDays = await this.repository.courseDays(line.medicineId);
      const units = (await this.repository.unitsByLocation(line.medicineId, this.cutoff(courseDays))).get(locationId) ?? 0;
      if (units < line.quantity) return false;
    }
    return true;
  }

  /**
   * When a pharmacy could hand these lines over: `now` (it holds them all), `transfer` (what it
   * lacks is held at another location, which sends it first) or `unavailable` (nowhere holds it).
   */
  async readinessAt(
    locationId: string,
    lines: readonly { medicineId: string; quantity: number }[],
  ): Promise<'now' | 'transfer' | 'unavailable'> {
    let answer: 'now' | 'transfer' = 'now';
    for (const line of lines) {
      const courseDays = await this.repository.courseDays(line.medicineId);
      const units = await this.repository.unitsByLocation(line.medicineId, this.cutoff(courseDays));
      const here = units.get(locationId) ?? 0;
      if (here >= line.quantity) continue;
      const elsewhere = [...units].some(([id, held]) => id !== locationId && held >= line.quantity - here);
      if (!elsewhere) return 'unavailable';
      answer = 'transfer';
    }
    return answer;
  }

  /** The locations (pharmacies and the warehouse), as stored. */
  async locations() {
    return this.repository.locations();
  }
}
