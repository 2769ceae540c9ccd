/**
 * Where an order is fulfilled from: the one place the rule is written (pure, no database).
 *
 * 1. A location is a candidate only if it delivers to the address's state (a pharmacy's
 *    `deliveryStates`; the central warehouse delivers to every state). A Kano address is never
 *    given to a pharmacy that delivers in Lagos only.
 * 2. Among the candidates, a pharmacy that has every line in stock wins, the nearest first
 *    (great-circle distance from the address's area to the pharmacy).
 * 3. Else the warehouse, when it has every line.
 * 4. Else nobody has everything: the candidate holding the most of the ordered units (nearest on a
 *    tie), and the order records what is short there, as it always has.
 * A pickup order is not routed: the shopper chose the pharmacy.
 */

export type RoutingLocation = {
  id: string;
  name: string;
  kind: 'pharmacy' | 'warehouse';
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  deliveryStates: readonly string[];
  /** Sellable units per medicine at this location. */
  stock: ReadonlyMap<string, number>;
};

export type RoutingLine = { medicineId: string; quantity: number };

export type Route = {
  locationId: string;
  /** Every line is in stock there. */
  complete: boolean;
  /** Kilometres from the address's area, when both are known. */
  distanceKm: number | null;
};

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where an address is, as near as the shop knows it: its delivery zone's centre, else its state's capital. */
export type Point = { latitude: number; longitude: number };

/** The centres of the split zones (Lagos island and mainland, Abuja city). */
const ZONE_CENTRES: Record<string, Point> = {
  'lagos-island': { latitude: 6.4541, longitude: 3.4946 },
  'lagos-mainland': { latitude: 6.5965, longitude: 3.3421 },
  'fct-abuja-city': { latitude: 9.0579, longitude: 7.4951 },
};

/** Each state's capital (FCT: Abuja). */
export const STATE_CAPITALS: Record<string, Point> = {
  Abia: { latitude: 5.5249, longitude: 7.4943 },
  Adamawa: { latitude: 9.2035, longitude: 12.4954 },
  'Akwa Ibom': { latitude: 5.0377, longitude: 7.9128 },
  Anambra: { latitude: 6.2104, longitude: 7.0741 },
  Bauchi: { latitude: 10.3158, longitude: 9.8442 },
  Bayelsa: { latitude: 4.9267, longitude: 6.2676 },
  Benue: { latitude: 7.7322, longitude: 8.5391 },
  Borno: { latitude: 11.8311, longitude: 13.151 },
  'Cross River': { latitude: 4.9757, longitude: 8.3417 },
  Delta: { latitude: 6.2059, longitude: 6.6959 },
  Ebonyi: { latitude: 6.3249, longitude: 8.1137 },
  Edo: { latitude: 6.335, longitude: 5.6037 },
  Ekiti: { latitude: 7.6211, longitude: 5.2214 },
  Enugu: { latitude: 6.4584, longitude: 7.5464 },
  FCT: { latitude: 9.0765, longitude: 7.3986 },
  Gombe: { latitude: 10.2897, longitude: 11.1673 },
  Imo: { latitude: 5.4836, longitude: 7.0333 },
  Jigawa: { latitude: 11.7564, longitude: 9.3388 },
  Kaduna: { latitude: 10.5105, longitude: 7.4165 },
  Kano: { latitude: 12.0022, longitude: 8.592 },
  Katsina: { latitude: 12.9908, longitude: 7.6018 },
  Kebbi: { latitude: 12.4539, longitude: 4.1975 },
  Kogi: { latitude: 7.8023, longitude: 6.7333 },
  Kwara: { latitude: 8.4966, longitude: 4.5421 },
  Lagos: { latitude: 6.6018, longitude: 3.3515 },
  Nasarawa: { latitude: 8.4904, longitude: 8.5151 },
  Niger: { latitude: 9.6139, longitude: 6.5569 },
  Ogun: { latitude: 7.1475, longitude: 3.3619 },
  Ondo: { latitude: 7.2571, longitude: 5.2058 },
  Osun: { latitude: 7.7827, longitude: 4.5418 },
  Oyo: { latitude: 7.3775, longitude: 3.947 },
  Plateau: { latitude: 9.8965, longitude: 8.8583 },
  Rivers: { latitude: 4.8156, longitude: 7.0498 },
  Sokoto: { latitude: 13.0059, longitude: 5.2476 },
  Taraba: { latitude: 8.8937, longitude: 11.3596 },
  Yobe: { latitude: 11.7469, longitude: 11.966 },
  Zamfara: { latitude: 12.1704, longitude: 6.6641 },
};

export function addressPoint(address: { zone?: string; state: string }): Point | null {
  return (address.zone ? ZONE_CENTRES[address.zone] : undefined) ?? STATE_CAPITALS[address.state] ?? null;
}

const hasAll = (location: RoutingLocation, lines: readonly RoutingLine[]) =>
  lines.every((l) => (location.stock.get(l.medicineId) ?? 0) >= l.quantity);

const unitsHeld = (location: RoutingLocation, lines: readonly RoutingLine[]) =>
  lines.reduce((sum, l) => sum + Math.min(l.quantity, location.stock.get(l.medicineId) ?? 0), 0);

/** Whether a location delivers to the state (the warehouse's list holds every state). */
export function covers(location: Pick<RoutingLocation, 'deliveryStates'>, state: string): boolean {
  return location.deliveryStates.includes(state);
}

/**
 * The location an order to `address` is fulfilled from (see the rule above); null when no
 * location delivers to the state at all.
 */
export function routeOrder(
  address: { zone?: string; state: string },
  lines: readonly RoutingLine[],
  locations: readonly RoutingLocation[],
): Route | null {
  const point = addressPoint(address);
  const distance = (l: RoutingLocation) =>
    point && l.latitude !== null && l.longitude !== null ? haversineKm(point, { latitude: l.latitude, longitude: l.longitude }) : null;
  const candidates = locations
    .filter((l) => covers(l, address.state))
    .map((location) => ({ location, km: distance(location) }))
    // Nearest first; an unknown distance last; then by id, so the answer never depends on the input's order.
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || (a.location.id < b.location.id ? -1 : 1));
  if (candidates.length === 0) return null;
  const answer = (c: (typeof candidates)[number], complete: boolean): Route => ({ locationId: c.location.id, complete, distanceKm: c.km });
  const pharmacy = candidates.find((c) => c.location.kind === 'pharmacy' && hasAll(c.location, lines));
  if (pharmacy) return answer(pharmacy, true);
  const warehouse = candidates.find((c) => c.location.kind === 'warehouse' && hasAll(c.location, lines));
  if (warehouse) return answer(warehouse, true);
  let best = candidates[0];
  for (const c of candidates) if (unitsHeld(c.location, lines) > unitsHeld(best.location, lines)) best = c;
  return answer(best, false);
}

/**
 * When no covering pharmacy has every line, the shopper chooses before paying:
 * - `later`: one parcel from one location: the warehouse when it has everything (the zone's longer
 *   window), else the candidate holding the most units, what it lacks coming by transfer first
 *   (`complete: false`, the window longer by TRANSFER_DAYS);
 * - `split`: parcels from several locations, each line whole from one place: at each step the
 *   covering pharmacy that can fill the most of the lines still open (the nearest on a tie); the
 *   warehouse takes what no pharmacy can. Offered only when every line finds a place and at least one parcel leaves a
 *   pharmacy (else it is no faster than the one parcel).
 * `single`: a covering pharmacy has everything (routeOrder's first rule): no choice to make.
 */
export type ParcelPlan = { locationId: string; kind: 'pharmacy' | 'warehouse'; complete: boolean; lines: RoutingLine[] };
export type FulfilmentOptions = { kind: 'single'; parcel: ParcelPlan } | { kind: 'choice'; later: ParcelPlan; split: ParcelPlan[] };

/** Days a transfer between locations adds to a parcel that waits for it. */
export const TRANSFER_DAYS = 2;
/** A parcel from a pharmacy in the shopper's state: the same or the next day. */
export const LOCAL_WINDOW = { minDays: 0, maxDays: 1 } as const;

export function fulfilmentOptions(
  address: { zone?: string; state: string },
  lines: readonly RoutingLine[],
  locations: readonly RoutingLocation[],
): FulfilmentOptions | null {
  const route = routeOrder(address, lines, locations);
  if (!route) return null;
  const byId = new Map(locations.map((l) => [l.id, l]));
  const chosen = byId.get(route.locationId)!;
  const one: ParcelPlan = { locationId: chosen.id, kind: chosen.kind, complete: route.complete, lines: [...lines] };
  if (route.complete && chosen.kind === 'pharmacy') return { kind: 'single', parcel: one };
  const point = addressPoint(address);
  const km = (l: RoutingLocation) =>
    point && l.latitude !== null && l.longitude !== null ? haversineKm(point, { latitude: l.latitude, longitude: l.longitude }) : Infinity;
  // Pharmacies nearest first, the warehouse after them; by id on a tie.
  const candidates = locations
    .filter((l) => covers(l, address.state))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'pharmacy' ? -1 : 1) || km(a) - km(b) || (a.id < b.id ? -1 : 1));
  const fills = (l: RoutingLocation, line: RoutingLine) => (l.stock.get(line.medicineId) ?? 0) >= line.quantity;
  let open = [...lines];
  const split: ParcelPlan[] = [];
  while (open.length > 0) {
    let best: RoutingLocation | null = null;
    let bestCount = 0;
    // Pharmacies first (the parcel that comes soonest); the warehouse takes what none of them can.
    for (const kind of ['pharmacy', 'warehouse'] as const) {
      for (const c of candidates.filter((l) => l.kind === kind)) {
        const count = open.filter((line) => fills(c, line)).length;
        if (count > bestCount) [best, bestCount] = [c, count];
      }
      if (best) break;
    }
    if (!best) break;
    const taken = open.filter((line) => fills(best!, line));
    split.push({ locationId: best.id, kind: best.kind, complete: true, lines: taken });
    open = open.filter((line) => !taken.includes(line));
  }
  const splitWorks = open.length === 0 && split.length > 1 && split.some((p) => p.kind === 'pharmacy');
  // No split that helps: the one parcel (short lines recorded at placement as before).
  if (!splitWorks) return { kind: 'single', parcel: one };
  return { kind: 'choice', later: one, split };
}

/**
 * A parcel's fee and window in the shopper's zone: each parcel pays the zone's fee (free when the
 * items reach the free-delivery threshold); a pharmacy's parcel arrives within LOCAL_WINDOW (never
 * later than the zone's), the warehouse's in the zone's window, plus TRANSFER_DAYS when it waits for
 * a transfer.
 */
export function parcelTerms(
  parcel: Pick<ParcelPlan, 'kind' | 'complete'>,
  zone: { feeKobo: number; minDays: number; maxDays: number },
  freeDelivery: boolean,
): { feeKobo: number; minDays: number; maxDays: number } {
  const feeKobo = freeDelivery ? 0 : zone.feeKobo;
  const base =
    parcel.kind === 'pharmacy'
      ? { minDays: Math.min(LOCAL_WINDOW.minDays, zone.minDays), maxDays: Math.min(LOCAL_WINDOW.maxDays, zone.maxDays) }
      : { minDays: zone.minDays, maxDays: zone.maxDays };
  const wait = parcel.complete ? 0 : TRANSFER_DAYS;
  return { feeKobo, minDays: base.minDays + wait, maxDays: base.maxDays + wait };
}
