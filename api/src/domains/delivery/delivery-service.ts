import type { DeliveryAddress, DeliveryCharge, DeliveryZone, SavedAddress } from '../../platform/db/schema/index';
import { badRequest, fieldError, notFound } from '../../platform/lib/http-errors';
import { koboToNaira, nairaToKobo } from '../../platform/lib/money';
import type { DeliveryRepository } from './delivery-repository';
import type { AddressInput, QuoteJson, SavedAddressJson, ZoneJson } from './delivery-schemas';
import { deliveryFeeKobo, deliveryWindow, normalizeNigerianPhone, PHONE_MESSAGE } from './delivery-rules';

export type { AddressInput, QuoteJson, SavedAddressJson, ZoneJson };

/** A shopper keeps at most this many addresses. */
export const MAX_SAVED_ADDRESSES = 10;

function zoneJson(z: DeliveryZone): ZoneJson {
  return {
    code: z.code,
    state: z.state,
    name: z.name,
    fee: koboToNaira(z.feeKobo),
    minDays: z.minDays,
    maxDays: z.maxDays,
    delivered: z.delivered,
    window: deliveryWindow(z.minDays, z.maxDays).text.replace(/ \(.*\)$/, ''),
  };
}

/** The columns of a saved address from a checked address and its label. */
function savedFields(input: AddressInput, address: DeliveryAddress) {
  const { recipient, zone, city, street, landmark, phone } = address;
  return { label: (input.label ?? '').trim(), recipient, zone, city, street, landmark, phone };
}

export type ZoneChange = { fee: number; minDays: number; maxDays: number; delivered: boolean };

/** A zone's change as stored (fee in kobo), checked; `prefix` names the row in a field error. */
function zoneValues(input: ZoneChange, prefix: string) {
  let feeKobo: number;
  try {
    feeKobo = nairaToKobo(input.fee);
  } catch {
    throw fieldError(`${prefix}fee`, 'fee must be in naira with at most 2 decimals (kobo).');
  }
  if (input.maxDays < input.minDays) throw fieldError(`${prefix}maxDays`, 'maxDays must be at least minDays.');
  return { feeKobo, minDays: input.minDays, maxDays: input.maxDays, delivered: input.delivered };
}

function savedJson(a: SavedAddress, zone: DeliveryZone | undefined): SavedAddressJson {
  return {
    id: a.id,
    label: a.label,
    isDefault: a.isDefault,
    recipient: a.recipient,
    zone: a.zone,
    state: zone?.state ?? '',
    zoneName: zone?.name ?? a.zone,
    city: a.city,
    street: a.street,
    landmark: a.landmark,
    phone: a.phone,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The quote and the charge of a checkout as JSON. */
export function quoteJson(charge: DeliveryCharge, itemsKobo: number, from = new Date()): QuoteJson {
  return {
    zone: { code: charge.address.zone, state: charge.address.state, name: charge.address.zoneName },
    itemsTotal: koboToNaira(itemsKobo),
    deliveryFee: koboToNaira(charge.feeKobo),
    zoneFee: koboToNaira(charge.zoneFeeKobo),
    total: koboToNaira(itemsKobo + charge.feeKobo),
    freeDeliveryThreshold: koboToNaira(charge.freeThresholdKobo),
    window: deliveryWindow(charge.minDays, charge.maxDays, from),
  };
}

/**
 * Delivery: zones by state with their fee and window (admins set them), the free-delivery
 * threshold, shoppers' saved addresses, and the fee of an address, which only the server computes.
 */
export class DeliveryService {
  constructor(private readonly repository: DeliveryRepository) {}

  async overview(): Promise<{ freeDeliveryThreshold: number; zones: ZoneJson[] }> {
    const [threshold, zones] = await Promise.all([this.repository.freeThresholdKobo(), this.repository.zones()]);
    return { freeDeliveryThreshold: koboToNaira(threshold), zones: zones.map(zoneJson) };
  }

  async updateZone(code: string, input: ZoneChange): Promise<ZoneJson> {
    const row = await this.repository.updateZone(code, zoneValues(input, ''));
    if (!row) throw notFound('There is no delivery zone with this code.');
    return zoneJson(row);
  }

  /**
   * Saves many zones at once (the admin's one table with one Save), in one transaction: every row
   * is checked first and a bad one changes nothing. Answers the codes that really changed and every zone.
   */
  async updateZones(changes: (ZoneChange & { code: string })[]): Promise<{ changed: string[]; zones: ZoneJson[] }> {
    const codes = changes.map((c) => c.code);
    const repeated = codes.find((code, i) => codes.indexOf(code) !== i);
    if (repeated) throw fieldError('zones', `Zone ${repeated} is given twice.`);
    const values = changes.map((change, i) => zoneValues(change, `zones[${i}].`));
    const changed = await this.repository.transaction(async (repository) => {
      const current = new Map((await repository.lockZones(codes)).map((z) => [z.code, z]));
      const unknown = codes.findIndex((code) => !current.has(code));
      if (unknown >= 0) throw fieldError(`zones[${unknown}].code`, `There is no delivery zone with the code ${codes[unknown]}.`);
      const moved = changes.filter((c, i) => {
        const z = current.get(c.code)!;
        const v = values[i];
        return z.feeKobo !== v.feeKobo || z.minDays !== v.minDays || z.maxDays !== v.maxDays || z.delivered !== v.delivered;
      });
      for (const change of moved) await repository.updateZone(change.code, values[changes.indexOf(change)]);
      return moved.map((c) => c.code);
    });
    return { changed, zones: (await this.repository.zones()).map(zoneJson) };
  }

  async setFreeThreshold(naira: number): Promise<{ freeDeliveryThreshold: number }> {
    let kobo: number;
    try {
      kobo = nairaToKobo(naira);
    } catch {
      throw fieldError('freeDeliveryThreshold', 'freeDeliveryThreshold must be in naira with at most 2 decimals (kobo).');
    }
    await this.repository.setFreeThresholdKobo(kobo);
    return { freeDeliveryThreshold: koboToNaira(kobo) };
  }

  private async deliverableZone(code: string, field: string): Promise<DeliveryZone> {
    const zone = await this.repository.zone(code);
    if (!zone) throw fieldError(field, 'Choose your state from the list.');
    if (!zone.delivered) throw fieldError(field, `We do not deliver to ${zone.name} yet.`);
    return zone;
  }

  /** A typed address checked and normalised (phone as +234…); `field` prefixes the field errors. */
  private async checkAddress(
    input: AddressInput,
    defaultRecipient: string,
    field: string,
  ): Promise<{ address: DeliveryAddress; zone: DeliveryZone }> {
    const f = (name: string) => (field ? `${field}.${name}` : name);
    const zone = await this.deliverableZone(input.zone, f('zone'));
    const phone = normalizeNigerianPhone(input.phone);
    if (!phone) throw fieldError(f('phone'), PHONE_MESSAGE);
    const text = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
    const recipient = text(input.recipient) || defaultRecipient;
    for (const [name, value] of [
      ['city', text(input.city)],
      ['street', text(input.street)],
    ] as const) {
      if (!value) throw fieldError(f(name), `${f(name)} is required`);
    }
    return {
      zone,
      address: {
        recipient,
        zone: zone.code,
        state: zone.state,
        zoneName: zone.name,
        city: text(input.city),
        street: text(input.street),
        landmark: text(input.landmark),
        phone,
      },
    };
  }

  /**
   * What delivering this checkout costs: the address (typed, or one of the user's saved ones), its
   * zone's fee unless the items reach the free-delivery threshold, and its window.
   */
  async charge(
    userId: string,
    input: { deliveryAddress?: AddressInput; addressId?: string },
    itemsKobo: number,
    defaultRecipient: string,
  ): Promise<DeliveryCharge> {
    let checked: { address: DeliveryAddress; zone: DeliveryZone };
    if (input.addressId) {
      const saved = await this.repository.address(userId, input.addressId);
      if (!saved) throw fieldError('addressId', 'This saved address does not exist (any more) in your profile.');
      checked = await this.checkAddress(saved, defaultRecipient, 'deliveryAddress');
    } else if (input.deliveryAddress) {
      checked = await this.checkAddress(input.deliveryAddress, defaultRecipient, 'deliveryAddress');
    } else {
      const message = 'Give a delivery address (state, city, street and a phone number for the rider) or pick a saved one.';
      throw badRequest(message, [{ field: 'deliveryAddress', message }]);
    }
    const freeThresholdKobo = await this.repository.freeThresholdKobo();
    return {
      address: checked.address,
      zoneFeeKobo: checked.zone.feeKobo,
      feeKobo: deliveryFeeKobo(checked.zone.feeKobo, itemsKobo, freeThresholdKobo),
      freeThresholdKobo,
      minDays: checked.zone.minDays,
      maxDays: checked.zone.maxDays,
    };
  }

  /** The fee for a zone alone (the cart page, before an address is typed). */
  async chargeForZone(code: string, itemsKobo: number): Promise<DeliveryCharge> {
    const zone = await this.deliverableZone(code, 'zone');
    const freeThresholdKobo = await this.repository.freeThresholdKobo();
    return {
      address: { recipient: '', zone: zone.code, state: zone.state, zoneName: zone.name, city: '', street: '', landmark: '', phone: '' },
      zoneFeeKobo: zone.feeKobo,
      feeKobo: deliveryFeeKobo(zone.feeKobo, itemsKobo, freeThresholdKobo),
      freeThresholdKobo,
      minDays: zone.minDays,
      maxDays: zone.maxDays,
    };
  }

  async savedAddresses(userId: string): Promise<SavedAddressJson[]> {
    const [rows, zones] = await Promise.all([this.repository.addresses(userId), this.repository.zones()]);
    const byCode = new Map(zones.map((z) => [z.code, z]));
    return rows.map((a) => savedJson(a, byCode.get(a.zone)));
  }

  async saveAddress(userId: string, input: AddressInput, defaultRecipient: string): Promise<SavedAddressJson> {
    if ((await this.repository.countAddresses(userId)) >= MAX_SAVED_ADDRESSES) {
      throw badRequest(`You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first.`);
    }
    const { address, zone } = await this.checkAddress(input, defaultRecipient, '');
    const row = await this.repository.insertAddress({ userId, ...savedFields(input, address), isDefault: input.isDefault === true });
    return savedJson(row, zone);
  }

  /** Changes one of the caller's saved addresses (checked as a new one is); 404 for anyone else's. */
  async updateAddress(userId: string, id: string, input: AddressInput, defaultRecipient: string): Promise<SavedAddressJson> {
    const { address, zone } = await this.checkAddress(input, defaultRecipient, '');
    const row = await this.repository.updateAddress(userId, id, { ...savedFields(input, address), isDefault: input.isDefault === true });
    if (!row) throw notFound('There is no saved address with this id in your profile.');
    return savedJson(row, zone);
  }

  /** Makes one of the caller's saved addresses the one checkout picks first; 404 for anyone else's. */
  async makeDefaultAddress(userId: string, id: string): Promise<SavedAddressJson[]> {
    if (!(await this.repository.makeDefault(userId, id))) throw notFound('There is no saved address with this id in your profile.');
    return this.savedAddresses(userId);
  }

  async deleteAddress(userId: string, id: string): Promise<void> {
    if (!(await this.repository.deleteAddress(userId, id))) throw notFound('There is no saved address with this id in your profile.');
  }
}
