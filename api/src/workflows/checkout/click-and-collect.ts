import type { CartService } from '../../cart/cart-service';
import type { DeliveryCharge } from '../../db/schema/index';
import { normalizeNigerianPhone, PHONE_MESSAGE } from '../../delivery/delivery-rules';
import type { DeliveryService } from '../../delivery/delivery-service';
import { fieldError } from '../../lib/http-errors';
import type { StockService } from '../../stock/stock-service';

export type PickupPointJson = {
  pharmacyId: string;
  name: string;
  address: string;
  state: string;
  openingHours: string;
  contact: string;
  /** Every line of the caller's cart is in stock there now (null when no cart was given). */
  hasYourCart: boolean | null;
};

/** The phone is left out only for a quote (before the shopper types it). */
export type PickupInput = { pharmacyId: string; phone?: string };

/**
 * Click-and-collect at checkout: the pharmacies that are pickup points, by state, with their hours
 * (and whether the shopper's cart is in stock there); a pickup costs no delivery fee. The charge it
 * makes stands in for a delivery charge: the pharmacy's address, the shopper's phone, fee 0, ready
 * the same or next working day. The order is then fulfilled from that pharmacy (place-order.ts).
 */
export class ClickAndCollect {
  constructor(
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
    private readonly carts: CartService,
  ) {}

  async points(state: string | undefined, userId: string | null): Promise<PickupPointJson[]> {
    const lines = userId ? (await this.carts.priceForCheckout(userId)).lines : null;
    const points = (await this.stock.places.locations()).filter(
      (l) => l.kind === 'pharmacy' && l.isPickupPoint && l.state && (!state || l.state === state),
    );
    const answers: PickupPointJson[] = [];
    for (const p of points.sort((a, b) => a.state!.localeCompare(b.state!) || a.name.localeCompare(b.name))) {
      answers.push({
        pharmacyId: p.id,
        name: p.name,
        address: p.address || p.location,
        state: p.state!,
        openingHours: p.openingHours,
        contact: p.contact,
        hasYourCart: lines && lines.length ? await this.stock.places.hasAllAt(p.id, lines) : null,
      });
    }
    return answers;
  }

  /** The charge of a pickup at `pharmacyId`: 400 on `pickup.pharmacyId` unless it is a pickup point. */
  async charge(input: PickupInput, recipient: string): Promise<{ charge: DeliveryCharge; locationId: string; name: string }> {
    const point = (await this.stock.places.locations()).find((l) => l.id === input.pharmacyId && l.kind === 'pharmacy' && l.isPickupPoint);
    if (!point || !point.state) throw fieldError('pickup.pharmacyId', 'This pharmacy is not a pickup point: choose one from the list.');
    const phone = input.phone === undefined ? '' : normalizeNigerianPhone(input.phone);
    if (phone === null) throw fieldError('pickup.phone', PHONE_MESSAGE);
    const { zones, freeDeliveryThreshold } = await this.delivery.overview();
    const zone = zones.find((z) => z.state === point.state);
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
        minDays: 0,
        maxDays: 1,
      },
    };
  }
}
