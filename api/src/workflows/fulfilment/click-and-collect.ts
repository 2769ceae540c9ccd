import type { CartService } from '../../domains/cart/cart-service';
import type { DeliveryCharge } from '../../platform/db/schema/index';
import { type DeliveryWindow, deliveryWindow, normalizeNigerianPhone, PHONE_MESSAGE } from '../../domains/delivery/delivery-rules';
import type { DeliveryService } from '../../domains/delivery/delivery-service';
import { fieldError } from '../../platform/lib/http-errors';
import { LOCAL_WINDOW, TRANSFER_DAYS } from '../../domains/fulfilment/fulfilment-routing';
import type { StockService } from '../../domains/stock/stock-service';

/** When a pickup is ready: the pharmacy holds the cart (today or the next working day), or waits for a transfer first. */
export const READY_NOW = LOCAL_WINDOW;
export const READY_AFTER_TRANSFER = { minDays: TRANSFER_DAYS, maxDays: LOCAL_WINDOW.maxDays + TRANSFER_DAYS } as const;

type Line = { medicineId: string; quantity: number };
type Readiness = 'now' | 'transfer' | 'unavailable';

export type PickupPointJson = {
  pharmacyId: string;
  name: string;
  address: string;
  state: string;
  openingHours: string;
  contact: string;
  /** The pharmacy is in the shopper's state (those come first). */
  inYourState: boolean;
  /** Every line of the caller's cart is in stock there now (null when no cart was given). */
  hasYourCart: boolean | null;
  /** now, transfer (what it lacks comes from another location first) or unavailable (nowhere holds it); null without a cart. */
  readiness: Readiness | null;
  /** When the cart would be ready to collect there (null without a cart, or when it cannot be had). */
  readyWindow: DeliveryWindow | null;
};

/** The phone is left out only for a quote (before the shopper types it). */
export type PickupInput = { pharmacyId: string; phone?: string };

/** The window a pickup promises: today or the next working day when the pharmacy holds the cart, after a transfer when not. */
const windowOf = (readiness: Readiness, from = new Date()) =>
  deliveryWindow(
    readiness === 'now' ? READY_NOW.minDays : READY_AFTER_TRANSFER.minDays,
    readiness === 'now' ? READY_NOW.maxDays : READY_AFTER_TRANSFER.maxDays,
    from,
  );

/**
 * Click-and-collect at checkout: the pharmacies that are pickup points, those in the shopper's
 * state first, with their hours and when the shopper's cart would be ready there (today when the
 * pharmacy holds it, else after a transfer from another location); a pickup costs no delivery fee.
 * The charge it makes stands in for a delivery charge: the pharmacy's address, the shopper's phone,
 * fee 0, and the ready window promised for that cart. The order is then fulfilled from that
 * pharmacy (place-order.ts).
 */
export class ClickAndCollect {
  constructor(
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
    private readonly carts: CartService,
  ) {}

  /** `near`: the state the shopper says they are in; else their default (or first) saved address's state. */
  async points(state: string | undefined, userId: string | null, near?: string): Promise<PickupPointJson[]> {
    const lines = userId ? (await this.carts.priceForCheckout(userId)).lines : null;
    const points = (await this.stock.places.locations()).filter(
      (l) => l.kind === 'pharmacy' && l.isPickupPoint && l.state && (!state || l.state === state),
    );
    const home = (near ? await this.stateNear(near, points) : null) ?? (userId ? await this.homeState(userId) : null);
    const rank = (s: string) => (s === home ? 0 : 1);
    const answers: PickupPointJson[] = [];
    const sorted = points.sort(
      (a, b) => rank(a.state!) - rank(b.state!) || a.state!.localeCompare(b.state!) || a.name.localeCompare(b.name),
    );
    for (const p of sorted) {
      const readiness = lines && lines.length ? await this.stock.places.readinessAt(p.id, lines) : null;
      answers.push({
        pharmacyId: p.id,
        name: p.name,
        address: p.address || p.location,
        state: p.state!,
        openingHours: p.openingHours,
        contact: p.contact,
        inYourState: p.state === home,
        hasYourCart: readiness === null ? null : readiness === 'now',
        readiness,
        readyWindow: readiness === null || readiness === 'unavailable' ? null : windowOf(readiness),
      });
    }
    return answers;
  }

  /** The state `near` names: a delivery zone's code (lagos-island) or a state (Kano); null when it is neither. */
  private async stateNear(near: string, points: readonly { state: string | null }[]): Promise<string | null> {
    const { zones } = await this.delivery.overview();
    const named = near.trim().toLowerCase();
    const zone = zones.find((z) => z.code.toLowerCase() === named) ?? zones.find((z) => z.state.toLowerCase() === named);
    return zone?.state ?? points.find((p) => p.state?.toLowerCase() === named)?.state ?? null;
  }

  private async homeState(userId: string): Promise<string | null> {
    const saved = await this.delivery.savedAddresses(userId);
    return (saved.find((a) => a.isDefault) ?? saved[0])?.state || null;
  }

  /**
   * The charge of a pickup at `pharmacyId`: 400 on `pickup.pharmacyId` unless it is a pickup point.
   * With the cart's lines, its window is when they would be ready there (after a transfer when the
   * pharmacy lacks some), never "today" for what it does not hold.
   */
  async charge(
    input: PickupInput,
    recipient: string,
    lines: readonly Line[] = [],
  ): Promise<{ charge: DeliveryCharge; locationId: string; name: string }> {
    const point = (await this.stock.places.locations()).find((l) => l.id === input.pharmacyId && l.kind === 'pharmacy' && l.isPickupPoint);
    if (!point || !point.state) throw fieldError('pickup.pharmacyId', 'This pharmacy is not a pickup point: choose one from the list.');
    const phone = input.phone === undefined ? '' : normalizeNigerianPhone(input.phone);
    if (phone === null) throw fieldError('pickup.phone', PHONE_MESSAGE);
    const { zones, freeDeliveryThreshold } = await this.delivery.overview();
    const zone = zones.find((z) => z.state === point.state);
    const readiness = lines.length ? await this.stock.places.readinessAt(point.id, lines) : 'now';
    const window = readiness === 'now' ? READY_NOW : READY_AFTER_TRANSFER;
    return {
      locationId: point.id,
      name: point.name,
      charge: {
        address: {
          recipient,
          zone: zone?.code ?? '',
          state: point.state,
          zoneName: `Pickup at ${point.name}`,
          city: '',
          street: point.address || point.location,
          landmark: '',
          phone,
        },
        feeKobo: 0,
        zoneFeeKobo: 0,
        freeThresholdKobo: Math.round(freeDeliveryThreshold * 100),
        minDays: window.minDays,
        maxDays: window.maxDays,
      },
    };
  }
}
