import type { CartSnapshotLine, DeliveryCharge, SnapshotParcel } from '../../platform/db/schema/index';
import { deliveryWindow } from '../../domains/delivery/delivery-rules';
import { deliveryWindow as windowSchema } from '../../domains/delivery/delivery-schemas';
import { conflict, withCode } from '../../platform/lib/http-errors';
import { koboToNaira } from '../../platform/lib/money';
import { type ParcelPlan, parcelTerms } from '../../domains/fulfilment/fulfilment-routing';
import type { StockService } from '../../domains/stock/stock-service';

export type ParcelChoiceName = 'one' | 'split';
type Plan = { parcels: SnapshotParcel[]; feeKobo: number; minDays: number; maxDays: number };
export type DeliveryChoice = { one: Plan; split: Plan };

/**
 * When no pharmacy covering the address has every line, the shopper chooses before paying between
 * one later parcel and a split (the rule is src/domains/fulfilment/fulfilment-routing.ts). This module prices
 * both from the delivery charge of the address (each parcel its own fee and window, parcelTerms)
 * for the quote, and at initiate re-computes them and applies the shopper's choice to the charge:
 * the browser only names a choice, never a fee or a location.
 */
export class ParcelChoice {
  constructor(private readonly stock: StockService) {}

  /** The two options, or null when there is nothing to choose (one pharmacy has everything, a pickup, no zone). */
  async options(lines: readonly CartSnapshotLine[], charge: DeliveryCharge): Promise<DeliveryChoice | null> {
    if (!charge.address.zone || lines.length === 0) return null;
    const options = await this.stock.places.options(lines, { zone: charge.address.zone, state: charge.address.state });
    if (!options || options.kind !== 'choice') return null;
    const names = new Map((await this.stock.places.locations()).map((l) => [l.id, l.name]));
    const zone = { feeKobo: charge.zoneFeeKobo, minDays: charge.minDays, maxDays: charge.maxDays };
    const free = charge.feeKobo < charge.zoneFeeKobo;
    const priced = (plan: ParcelPlan): SnapshotParcel => ({
      locationId: plan.locationId,
      name: names.get(plan.locationId) ?? '',
      kind: plan.kind,
      lines: plan.lines.map((l) => {
        const line = lines.find((c) => c.medicineId === l.medicineId)!;
        return { medicineId: l.medicineId, medicineName: line.medicineName, quantity: l.quantity };
      }),
      ...parcelTerms(plan, zone, free),
      waitsForTransfer: !plan.complete,
    });
    const total = (parcels: SnapshotParcel[]): Plan => ({
      parcels,
      feeKobo: parcels.reduce((n, p) => n + p.feeKobo, 0),
      minDays: Math.min(...parcels.map((p) => p.minDays)),
      maxDays: Math.max(...parcels.map((p) => p.maxDays)),
    });
    return { one: total([priced(options.later)]), split: total(options.split.map(priced)) };
  }

  /**
   * Where the order is packed decides its window: a pharmacy in the address's own state that has
   * every line (routeOrder's first rule) delivers within LOCAL_WINDOW (never later than the zone's),
   * so a Kano order packed in Kano is quoted Kano's same-state window, not the warehouse's. The fee
   * stays the zone's (or free). Else the charge as it is.
   */
  async packed(lines: readonly CartSnapshotLine[], charge: DeliveryCharge): Promise<DeliveryCharge> {
    if (!charge.address.zone || lines.length === 0) return charge;
    const options = await this.stock.places.options(lines, { zone: charge.address.zone, state: charge.address.state });
    if (options?.kind !== 'single' || options.parcel.kind !== 'pharmacy' || !options.parcel.complete) return charge;
    const from = (await this.stock.places.locations()).find((l) => l.id === options.parcel.locationId);
    if (!from || from.state !== charge.address.state) return charge;
    const zone = { feeKobo: charge.zoneFeeKobo, minDays: charge.minDays, maxDays: charge.maxDays };
    const { minDays, maxDays } = parcelTerms(options.parcel, zone, charge.feeKobo < charge.zoneFeeKobo);
    return { ...charge, minDays, maxDays };
  }

  /**
   * At initiate: the charge the shopper pays for their choice (its fee the parcels' fees, its window
   * from the first to the last parcel) and the parcels the order keeps. Without a choice, one parcel
   * (the order is routed as before). 409 `parcels-changed` when a split is asked for but stock moved
   * and none is offered now.
   */
  async apply(
    lines: readonly CartSnapshotLine[],
    charge: DeliveryCharge,
    choice: ParcelChoiceName | undefined,
  ): Promise<{ charge: DeliveryCharge; parcels: SnapshotParcel[] | null }> {
    const options = await this.options(lines, charge);
    if (!options) {
      if (choice === 'split')
        throw withCode(
          conflict('Stock changed since you chose: your order now comes as one parcel. Please review the delivery and pay again.'),
          'parcels-changed',
        );
      return { charge: await this.packed(lines, charge), parcels: null };
    }
    const plan = options[choice ?? 'one'];
    return { charge: { ...charge, feeKobo: plan.feeKobo, minDays: plan.minDays, maxDays: plan.maxDays }, parcels: plan.parcels };
  }
}

/** The quote's `deliveryChoice`: both options with their parcels, fees (naira) and windows. */
export function deliveryChoiceJson(choice: DeliveryChoice | null, itemsKobo: number, discountKobo: number) {
  if (!choice) return null;
  const plan = (p: Plan) => ({
    deliveryFee: koboToNaira(p.feeKobo),
    total: koboToNaira(itemsKobo - discountKobo + p.feeKobo),
    window: deliveryWindow(p.minDays, p.maxDays).text,
    windowParts: deliveryWindow(p.minDays, p.maxDays),
    parcels: p.parcels.map((parcel) => ({
      locationId: parcel.locationId,
      from: parcel.name,
      kind: parcel.kind,
      lines: parcel.lines.map((l) => ({ medicineId: l.medicineId, medicineName: l.medicineName, quantity: l.quantity })),
      fee: koboToNaira(parcel.feeKobo),
      window: deliveryWindow(parcel.minDays, parcel.maxDays).text,
      windowParts: deliveryWindow(parcel.minDays, parcel.maxDays),
      waitsForTransfer: parcel.waitsForTransfer,
    })),
  });
  return { one: plan(choice.one), split: plan(choice.split) };
}

const planSchema = {
  type: 'object',
  properties: {
    deliveryFee: { type: 'number', description: "The parcels' fees together (naira)." },
    total: { type: 'number', description: 'What the shopper pays with this choice (naira).' },
    window: { type: 'string', description: 'From the first parcel to the last.' },
    windowParts: { ...windowSchema, description: 'The same window in parts, for a page that words it in the shopper’s language.' },
    parcels: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          locationId: { type: 'string', format: 'uuid' },
          from: { type: 'string', description: 'The pharmacy or warehouse it leaves from.' },
          kind: { type: 'string', enum: ['pharmacy', 'warehouse'] },
          lines: {
            type: 'array',
            items: {
              type: 'object',
              properties: { medicineId: { type: 'string' }, medicineName: { type: 'string' }, quantity: { type: 'integer' } },
            },
          },
          fee: { type: 'number' },
          window: { type: 'string' },
          windowParts: windowSchema,
          waitsForTransfer: { type: 'boolean', description: 'Some lines reach it by transfer first.' },
        },
      },
    },
  },
} as const;

/** The quote's `deliveryChoice` schema. */
export const deliveryChoiceSchema = {
  type: ['object', 'null'],
  description:
    "Null unless no pharmacy covering the address has every line: then the shopper chooses `one` (a later parcel) or `split` (parcels from several places, each with its fee and window) and sends it as `parcels` to POST /api/payment/initiate; `amount` must be that option's total.",
  properties: { one: planSchema, split: planSchema },
} as const;
