import { prescription } from '../../domains/prescriptions/prescriptions-schemas';
import { uuid } from '../../platform/http/schemas';

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A Lagos calendar day, YYYY-MM-DD.' } as const;

export const savedCard = {
  type: 'object',
  required: ['id', 'brand', 'last4', 'expMonth', 'expYear', 'bank'],
  properties: {
    id: uuid,
    brand: { type: 'string' },
    last4: { type: 'string' },
    expMonth: { type: 'string' },
    expYear: { type: 'string' },
    bank: { type: 'string' },
    savedAt: { type: 'string', format: 'date-time', description: 'When the shopper asked to save it, on their own checkout.' },
    savedFrom: {
      type: 'string',
      description: 'Where the card came from, as the shopper reads it: "Saved at checkout EPH-000123 on 06/12/2026" (Lagos date).',
    },
    savedAtOrder: {
      type: ['string', 'null'],
      description: 'The order placed from the checkout the card was saved at (EPH-000123); null while none is.',
    },
  },
} as const;

/** A plan (not cancelled) as a saved card's line names it. */
const planUsingCard = {
  type: 'object',
  required: ['id', 'medicineName', 'status', 'autoPay'],
  properties: {
    id: uuid,
    medicineName: { type: 'string' },
    status: { type: 'string' },
    autoPay: { type: 'boolean', description: 'The plan charges this card automatically (the shopper consented).' },
  },
} as const;

/** A saved card on the account's page: where it came from and the plans that use it. */
export const accountCard = {
  type: 'object',
  required: [...savedCard.required, 'savedAt', 'savedFrom', 'savedAtOrder', 'plans'],
  properties: {
    ...savedCard.properties,
    plans: { type: 'array', items: planUsingCard, description: "The shopper's refill plans (not cancelled) that use this card." },
  },
} as const;

/** A removed card, and the plans that charged it: they now mail a pay link each time. */
export const removedCard = {
  type: 'object',
  required: ['id', 'brand', 'last4', 'plans'],
  properties: {
    id: uuid,
    brand: { type: 'string' },
    last4: { type: 'string' },
    plans: { type: 'array', items: planUsingCard, description: 'The plans that used the card: no card and no automatic payment now.' },
  },
} as const;

export const prescriptionChoice = {
  type: 'object',
  required: ['id', 'prescriberName', 'writtenOn', 'usableUntil', 'approvedQuantity', 'planId'],
  properties: {
    id: uuid,
    prescriberName: { type: 'string' },
    writtenOn: day,
    usableUntil: day,
    approvedQuantity: {
      type: ['integer', 'null'],
      description:
        'The most of this medicine a pharmacist approved on it at a time; null: not approved for it yet (checked before the first refill).',
    },
    planId: { type: ['string', 'null'], description: 'My live plan already dispensed against it for this medicine.' },
  },
} as const;

export const plan = {
  type: 'object',
  required: ['id', 'medicineId', 'medicineName', 'quantity', 'intervalDays', 'nextRunOn', 'status', 'autoPay', 'card', 'nextAmount'],
  properties: {
    id: uuid,
    medicineId: uuid,
    medicineName: { type: 'string' },
    quantity: { type: 'integer' },
    intervalDays: { type: 'integer' },
    intervalSource: { type: 'string', enum: ['days-supply', 'weeks'] },
    nextRunOn: day,
    status: { type: 'string', enum: ['active', 'paused', 'needs-confirmation', 'needs-prescription', 'cancelled'] },
    addressId: uuid,
    autoPay: { type: 'boolean', description: 'The saved card is charged automatically (the shopper consented).' },
    card: { anyOf: [savedCard, { type: 'null' }] },
    nextAmount: { type: ['number', 'null'], description: 'What the next refill costs now with delivery, naira.' },
    agreedUnitPrice: { type: 'number', description: 'The unit price the shopper last agreed to, naira.' },
    prescriptionId: { type: ['string', 'null'] },
    profileId: {
      type: ['string', 'null'],
      description: 'For whom: the medication profile the refills are checked against (null: the shopper themself).',
    },
    prescribedUnitsLeft: { type: ['integer', 'null'] },
    prescriptionRefusal: {
      type: ['object', 'null'],
      description:
        "A pharmacist refused the plan's last prescription: why (the patient reads it), who and when. Null once another one is attached.",
      required: ['at', 'reason', 'byName'],
      properties: { at: { type: 'string' }, reason: { type: 'string' }, byName: { type: 'string' } },
    },
    lastCycle: {
      type: ['object', 'null'],
      properties: {
        runOn: day,
        status: { type: 'string' },
        reason: { type: ['string', 'null'] },
        orderId: { type: ['string', 'null'] },
        amount: { type: ['number', 'null'] },
      },
    },
    createdAt: { type: 'string' },
    userId: uuid,
  },
} as const;

export const planInput = {
  type: 'object',
  required: ['quantity', 'addressId'],
  additionalProperties: false,
  properties: {
    medicineId: uuid,
    orderId: { ...uuid, description: 'A delivered order of yours: the plan repeats its line for medicineId (or its first line).' },
    quantity: { type: 'integer', minimum: 1, maximum: 99 },
    everyWeeks: { type: 'integer', enum: [2, 4, 8, 12], description: "Omit to use the pack's days' supply at the daily dose." },
    unitsPerDay: { type: 'number', exclusiveMinimum: 0, maximum: 24, description: 'The dose, when the product does not say it plainly.' },
    daysLeft: { type: 'integer', minimum: 0, maximum: 120, description: "I still have N days' worth: moves the first refill." },
    addressId: uuid,
    cardId: { anyOf: [uuid, { type: 'null' }] },
    autoPay: { type: 'boolean', description: 'Explicit consent to charge the saved card on each refill.' },
    prescriptionId: { anyOf: [uuid, { type: 'null' }] },
    profileId: {
      anyOf: [uuid, { type: 'null' }],
      description:
        "For whom: one of the shopper's medication profiles (404 for another's); each refill is checked against that person's profile before it is charged.",
    },
  },
} as const;

export const planEdit = {
  type: 'object',
  additionalProperties: false,
  properties: {
    quantity: { type: 'integer', minimum: 1, maximum: 99 },
    everyWeeks: { type: 'integer', enum: [2, 4, 8, 12] },
    nextRunOn: day,
    addressId: uuid,
    cardId: { anyOf: [uuid, { type: 'null' }] },
    autoPay: { type: 'boolean' },
    profileId: { anyOf: [uuid, { type: 'null' }], description: "For whom: one of the shopper's medication profiles; null: themself." },
  },
} as const;

export const payLink = {
  type: 'object',
  required: ['authorizationUrl', 'reference'],
  properties: {
    authorizationUrl: { type: 'string', description: "Paystack's checkout page for this refill (card, transfer or USSD)." },
    reference: { type: 'string' },
  },
} as const;

export const linkAnswer = {
  type: 'object',
  required: ['purpose', 'medicineName', 'nextRunOn', 'status'],
  properties: {
    purpose: { type: 'string', enum: ['pay', 'skip', 'change-date', 'pause', 'cancel'] },
    medicineName: { type: 'string' },
    nextRunOn: day,
    status: { type: 'string' },
  },
} as const;

export const runReport = {
  type: 'object',
  properties: {
    reminders: { type: 'integer' },
    notices: { type: 'integer' },
    placed: { type: 'integer' },
    asked: { type: 'integer' },
    retrying: { type: 'integer' },
    failed: { type: 'integer' },
  },
} as const;

export const upcoming = {
  type: 'object',
  properties: {
    from: day,
    to: day,
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          medicineId: uuid,
          medicineName: { type: 'string' },
          plans: { type: 'integer' },
          units: { type: 'integer' },
          unitsOnHand: { type: 'integer', description: 'Sellable units on hand now.' },
          short: { type: 'integer', description: 'Units to order so every refill of the 7 days can go (0: enough on hand).' },
          firstOn: day,
        },
      },
    },
  },
} as const;

/** A plan waiting for a pharmacist's check of its prescription: the plan, its patient and the prescription. */
/** A pharmacist's decision on a plan's prescription: approve with the units it allows, or refuse with the reason. */
export const reviewInput = {
  type: 'object',
  required: ['approve'],
  properties: {
    approve: { type: 'boolean' },
    unitsAllowed: { type: 'integer', minimum: 0, maximum: 999 },
    reason: { type: 'string', maxLength: 500, description: 'Why the prescription is refused (needed to refuse): the patient reads it.' },
  },
} as const;

export const planForReview = {
  type: 'object',
  required: [...plan.required, 'customerName', 'prescription'],
  properties: {
    ...plan.properties,
    customerName: { type: 'string' },
    prescription: { ...prescription, type: ['object', 'null'] },
  },
} as const;

export const failure = {
  type: 'object',
  properties: {
    cycleId: { type: ['string', 'null'], format: 'uuid', description: 'Null for a plan waiting for a prescription before its refill day.' },
    planId: uuid,
    userId: { type: ['string', 'null'] },
    medicineName: { type: 'string' },
    runOn: day,
    status: { type: 'string' },
    attempts: { type: 'integer' },
    reason: { type: ['string', 'null'] },
    nextAttemptAt: { type: ['string', 'null'] },
    waitsFor: {
      type: ['string', 'null'],
      enum: ['pharmacist', 'shopper', null],
      description: "A prescription-only plan's refill waits for a pharmacist to check its prescription, or for the shopper to upload one.",
    },
  },
} as const;
