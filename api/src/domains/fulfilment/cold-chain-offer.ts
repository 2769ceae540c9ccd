import { haversineKm, STATE_CAPITALS } from './fulfilment-routing';

/**
 * Where a cold-chain medicine (stored at 2–8 °C: insulin, vaccines) may go: the one place the rule
 * is written (pure, no database).
 *
 * - Delivered only the same day: a pharmacy (not the warehouse, whose parcels take days) must
 *   deliver to the address's state. Otherwise the delivery is refused, and the shopper is offered
 *   pickup: the pickup pharmacies in their state first, then the nearest ones elsewhere (distance
 *   between state capitals).
 * - A pickup is always allowed: the shopper collects it from the pharmacy's fridge.
 */

export type ColdChainPlace = {
  id: string;
  name: string;
  kind: 'pharmacy' | 'warehouse';
  state: string | null;
  address: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  deliveryStates: readonly string[];
  isPickupPoint: boolean;
};

export type ColdChainOffer = {
  /** A pharmacy delivers to this state the same day. */
  sameDay: boolean;
  /** Where the shopper could collect instead, nearest first (at most three). */
  pickup: ColdChainPlace[];
};

export function coldChainOffer(state: string, places: readonly ColdChainPlace[]): ColdChainOffer {
  const sameDay = places.some((p) => p.kind === 'pharmacy' && p.deliveryStates.includes(state));
  const home = STATE_CAPITALS[state] ?? null;
  const km = (p: ColdChainPlace) =>
    home && p.latitude !== null && p.longitude !== null ? haversineKm(home, { latitude: p.latitude, longitude: p.longitude }) : Infinity;
  const pickup = places
    .filter((p) => p.kind === 'pharmacy' && p.isPickupPoint && p.state)
    .sort((a, b) => Number(b.state === state) - Number(a.state === state) || km(a) - km(b) || a.name.localeCompare(b.name))
    .slice(0, 3);
  return { sameDay, pickup };
}

/** The refusal's words: what must stay cold, why it cannot go to this state, and what the shopper can do instead. */
export function coldChainRefusalMessage(items: readonly string[], state: string, pickup: readonly ColdChainPlace[]): string {
  const named = items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  const why = `${named} must stay cold (2–8 °C), so we deliver ${items.length === 1 ? 'it' : 'them'} only the same day from a pharmacy in your state, and no pharmacy of ours delivers the same day in ${state} yet.`;
  const first = pickup[0];
  if (!first) return `${why} Remove ${items.length === 1 ? 'it' : 'them'} from your cart to have the rest delivered.`;
  const where = `${first.name}, ${first.address || first.location}${first.state && first.state !== state ? ` (${first.state})` : ''}`;
  return `${why} Collect ${items.length === 1 ? 'it' : 'them'} at ${where}: choose "Collect at a pharmacy". Or remove ${items.length === 1 ? 'it' : 'them'} from your cart to have the rest delivered.`;
}
