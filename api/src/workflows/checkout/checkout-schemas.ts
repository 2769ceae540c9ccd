import { addressInput } from '../../domains/delivery/delivery-schemas';
import { type Json, uuid } from '../../platform/http/schemas';

const address = { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' } as const;

/**
 * The body of POST /api/payment/initiate: what the checkout workflow prices (the cart and its
 * delivery to this address) before payments opens a charge. Its answer is payments'
 * (payments-schemas initiateResponse).
 */
export const initiateBody = {
  type: 'object',
  required: ['amount', 'email', 'paymentType', 'userId'],
  properties: {
    amount: {
      type: 'number',
      minimum: 1,
      description:
        "The total the shopper saw, in naira: the cart's items plus the delivery fee. Must equal the server's own sum (409 otherwise); the client never states the fee itself (see POST /api/checkout/quote).",
    },
    email: { type: 'string', format: 'email', maxLength: 254 },
    paymentType: { type: 'string', enum: ['medicine'], description: '"medicine" pays for the cart.' },
    deliveryAddress: { ...addressInput, description: 'Where to deliver (required unless addressId or pickup is given).' },
    pickup: {
      type: 'object',
      required: ['pharmacyId', 'phone'],
      additionalProperties: false,
      description:
        'Click-and-collect instead of delivery: a pickup point (GET /api/pickup-points) and the shopper’s phone: the shop texts it (with their consent) when the order is ready, as well as mailing them, and the pharmacy’s staff see it on the order. No delivery fee; a one-time pickup PIN is shown on the order once paid.',
      properties: {
        pharmacyId: uuid,
        phone: { type: 'string', minLength: 1, maxLength: 30 },
      },
    },
    parcels: {
      type: 'string',
      enum: ['one', 'split'],
      description:
        "When the quote's `deliveryChoice` is not null: `one` later parcel (the default) or a `split` into parcels from several places. The server prices the choice itself; `amount` must equal that option's total (409 otherwise, 409 parcels-changed when a split is no longer possible).",
    },
    addressId: { ...uuid, description: 'A saved address of the caller (GET /api/delivery/addresses), instead of deliveryAddress.' },
    shippingAddress: {
      type: 'string',
      maxLength: 500,
      description:
        'Deprecated and ignored: the free-text address of earlier clients. The stored shippingAddress is the one-line form of deliveryAddress.',
    },
    billingAddress: { ...address, description: 'Optional; the delivery address line when absent.' },
    prescriptionId: {
      ...uuid,
      description:
        "One of the caller's prescriptions (POST /api/prescriptions), written within six months: required when the cart holds a prescription-only medicine (409 prescription-required / prescription-invalid / prescription-expired). The order then waits for a pharmacist's review.",
    },
    userId: uuid,
    profileId: {
      ...uuid,
      description:
        "For whom: one of the caller's medication profiles (404 for another's); default the caller's own. The clinical checks run for that person: a blocking alert holds the order for a pharmacist (409 safety-review-required, nothing charged; `errors` carry the hold id as `safetyHoldId` and each warning in English | Pidgin), a major one needs `safetyAcknowledged` (409 safety-acknowledgement-required otherwise) and sends the order to pharmacist review.",
    },
    safetyAcknowledged: {
      type: 'string',
      maxLength: 64,
      description:
        'The `acknowledgement` of GET /api/medication-safety/cart, sent once the shopper has read the major warnings: it stands for exactly those warnings.',
    },
    saveCard: {
      type: 'boolean',
      description:
        "The shopper's consent to save the card they pay with on this checkout, for their refill plans (default false). Only a card paid on the shopper's own checkout with this consent is ever saved; the saved card says which checkout it came from.",
    },
    discountCode: {
      type: 'string',
      maxLength: 30,
      description:
        'A discount code: the server takes it off the OTC and pharmacy-only lines (never prescription-only ones) and `amount` must be the total after it; 409 discount-refused when the code cannot be used (expired, used up, basket too small).',
    },
  },
} as const;

/** What POST /api/payment/initiate accepts. */
export type InitiateInput = Json<typeof initiateBody>;
