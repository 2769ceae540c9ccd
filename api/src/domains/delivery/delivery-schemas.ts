import { type Answer, type Json, uuid } from '../../platform/http/schemas';

const text = (maxLength: number, description?: string) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) }) as const;

/** The fields of a delivery address as a shopper types it. */
export const addressInputProperties = {
  recipient: { type: 'string', maxLength: 100, description: "Who receives the parcel; the account holder's name when empty." },
  zone: text(60, 'A delivery zone code from GET /api/delivery (a state; Lagos and the FCT have two zones).'),
  city: text(100, 'City, town or local government area.'),
  street: text(200, 'Street address: house number and street.'),
  landmark: { type: 'string', maxLength: 200, description: 'Optional: a landmark near the address.' },
  phone: text(30, 'A Nigerian mobile number for the rider: 0803 123 4567 or +234 803 123 4567.'),
} as const;

export const addressInput = {
  type: 'object',
  required: ['zone', 'city', 'street', 'phone'],
  properties: addressInputProperties,
} as const;

/** An address saved in the profile: the address and an optional label. */
export const savedAddressInput = {
  ...addressInput,
  properties: {
    label: { type: 'string', maxLength: 40, description: 'e.g. Home, Office.' },
    isDefault: { type: 'boolean', description: 'Make it the address checkout picks first (the first one saved is).' },
    ...addressInputProperties,
  },
} as const;

/** A delivery address as stored with a payment or an order. */
export const deliveryAddress = {
  type: 'object',
  properties: {
    recipient: { type: 'string' },
    zone: { type: 'string' },
    state: { type: 'string', description: 'One of the 36 states, or FCT.' },
    zoneName: { type: 'string' },
    city: { type: 'string' },
    street: { type: 'string' },
    landmark: { type: 'string' },
    phone: { type: 'string', description: '+234XXXXXXXXXX' },
  },
} as const;

export const savedAddress = {
  type: 'object',
  properties: {
    id: uuid,
    label: { type: 'string' },
    isDefault: { type: 'boolean', description: 'The address checkout picks first; at most one.' },
    createdAt: { type: 'string' },
    ...deliveryAddress.properties,
  },
} as const;

export const zone = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    state: { type: 'string' },
    name: { type: 'string' },
    fee: { type: 'number', description: 'Naira.' },
    minDays: { type: 'integer' },
    maxDays: { type: 'integer' },
    delivered: { type: 'boolean', description: 'false: "not delivered yet"; checkout refuses addresses there.' },
    window: { type: 'string', description: 'e.g. "3–5 working days".' },
  },
} as const;

/** What an admin sets on a zone. */
export const zoneFields = {
  fee: { type: 'number', minimum: 0, maximum: 1_000_000, description: 'Naira.' },
  minDays: { type: 'integer', minimum: 0, maximum: 60 },
  maxDays: { type: 'integer', minimum: 0, maximum: 60 },
  delivered: { type: 'boolean' },
} as const;

/** One row of a many-zone save: the zone's code and what is set on it. */
export const zoneChange = {
  type: 'object',
  required: ['code', 'fee', 'minDays', 'maxDays', 'delivered'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 60 }, ...zoneFields },
} as const;

export const deliveryWindow = {
  type: 'object',
  properties: {
    minDays: { type: 'integer' },
    maxDays: { type: 'integer' },
    earliest: { type: 'string', description: 'YYYY-MM-DD' },
    latest: { type: 'string', description: 'YYYY-MM-DD' },
    text: { type: 'string', description: 'e.g. "3–5 working days (Wed 14 May – Fri 16 May)".' },
  },
} as const;

export const quote = {
  type: 'object',
  properties: {
    zone: { type: 'object', properties: { code: { type: 'string' }, state: { type: 'string' }, name: { type: 'string' } } },
    itemsTotal: { type: 'number', description: 'Naira.' },
    deliveryFee: { type: 'number', description: 'Naira; 0 when the items reach freeDeliveryThreshold.' },
    zoneFee: { type: 'number', description: "The zone's fee before the free-delivery threshold (naira)." },
    total: { type: 'number', description: 'itemsTotal + deliveryFee: the amount to pay (naira).' },
    freeDeliveryThreshold: { type: 'number', description: 'Items worth at least this ship free (naira).' },
    window: deliveryWindow,
  },
} as const;

/** An address as a shopper sends it (with checkout, or saved in the profile). */
export type AddressInput = Json<typeof savedAddressInput>;
export type SavedAddressJson = Answer<typeof savedAddress>;
export type ZoneJson = Answer<typeof zone>;
export type QuoteJson = Answer<typeof quote>;
