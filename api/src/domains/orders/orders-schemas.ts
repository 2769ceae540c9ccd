import { ORDER_STATUSES } from '../../platform/db/schema/index';
import { deliveryAddress, deliveryWindow } from '../delivery/delivery-schemas';
import { type Answer, uuid } from '../../platform/http/schemas';

/** The pharmacist's decision on an order that waited for one. */
export const orderReview = {
  type: ['object', 'null'],
  properties: {
    decision: { type: 'string', enum: ['approved', 'rejected', 'partial'] },
    reason: { type: ['string', 'null'], description: 'Why lines were rejected, for the shopper.' },
    decidedAt: { type: 'string', description: 'ISO 8601.' },
    pharmacistName: { type: 'string', description: 'The name the pharmacist gives patients, e.g. "Pharm. Ada Example".' },
    pharmacistRegistration: { type: ['string', 'null'], description: "The pharmacist's PCN registration number." },
    beforePayment: { type: 'boolean', description: 'Approved before the shopper paid (the prescription checked against the cart).' },
    refund: { type: 'number', description: 'What the rejected lines gave back (naira).' },
  },
} as const;

/** The rider an admin named when shipping the order; null until then. */
export const rider = {
  type: ['object', 'null'],
  required: ['name', 'phone'],
  properties: {
    name: { type: 'string' },
    phone: { type: 'string', description: "The rider's Nigerian mobile number, +2348031234567." },
  },
} as const;

/** What an admin may send with status Shipped: who carries the order (optional). */
export const riderInput = {
  type: 'object',
  required: ['name', 'phone'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    phone: { type: 'string', minLength: 1, maxLength: 30, description: 'A Nigerian mobile number, e.g. 0803 123 4567.' },
  },
} as const;

export const order = {
  type: 'object',
  properties: {
    orderId: uuid,
    orderNumber: { type: 'string', description: 'The human order number, e.g. EPH-000123 (sequential).' },
    userId: uuid,
    totalPrice: { type: 'number', description: 'What was charged: itemsTotal - discount + deliveryFee (naira).' },
    itemsTotal: { type: 'number', description: 'Naira, before any discount.' },
    deliveryFee: { type: 'number', description: 'Naira; 0 when delivery was free.' },
    discount: {
      type: 'number',
      description: 'Naira a discount code took off the items (OTC and pharmacy-only lines only); 0 without one.',
    },
    discountCode: { type: ['string', 'null'], description: 'The discount code used, if any.' },
    deliveryAddress: { ...deliveryAddress, type: ['object', 'null'] },
    deliveryWindow: {
      ...deliveryWindow,
      type: ['object', 'null'],
      description: 'Expected delivery, counted from when the order was placed.',
    },
    customer: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        email: { type: 'string' },
        phone: { type: ['string', 'null'], description: "The customer's number (the delivery phone the rider calls)." },
      },
    },
    rider,
    fulfilment: {
      type: 'object',
      description: 'How the order reaches the shopper, and the pharmacy (or warehouse) packing it.',
      properties: {
        kind: { type: 'string', enum: ['delivery', 'pickup'] },
        location: {
          type: ['object', 'null'],
          description: 'Where it is packed (and, for a pickup, collected); null for orders placed before locations.',
          properties: {
            name: { type: 'string' },
            address: { type: 'string' },
            openingHours: { type: 'string' },
            contact: { type: 'string' },
          },
        },
        readyAt: { type: ['string', 'null'], description: 'When the pharmacy marked a pickup ready (ISO 8601).' },
        pickedUpAt: { type: ['string', 'null'], description: 'When a pickup was handed over against its PIN (ISO 8601).' },
      },
    },
    paidAt: { type: ['string', 'null'] },
    payOnDelivery: {
      type: ['object', 'null'],
      description:
        'Paid to the rider at the door: null for an order paid online. `toPay` is the naira the rider collects; `state` open (not yet paid), paid, refused (at the door) or cancelled.',
      properties: {
        state: { type: 'string', enum: ['open', 'paid', 'refused', 'cancelled'] },
        toPay: { type: 'number' },
      },
    },
    orderDate: { type: 'string', description: 'ISO 8601.' },
    status: { type: 'string', enum: ORDER_STATUSES },
    orderItems: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          lineId: uuid,
          medicineId: { type: ['string', 'null'] },
          medicineName: { type: 'string' },
          quantity: { type: 'integer' },
          price: { type: 'number', description: 'Unit price paid, naira.' },
          requiresPrescription: { type: 'boolean', description: 'Prescription-only when sold: a pharmacist approves or rejects it.' },
          reviewDecision: { type: ['string', 'null'], enum: ['approved', 'rejected', null] },
          batches: {
            type: 'array',
            description: 'The batches the units came from (first expiry first out); empty once given back.',
            items: {
              type: 'object',
              required: ['lotNumber', 'expiryDate', 'quantity'],
              properties: {
                lotNumber: { type: 'string' },
                expiryDate: { type: ['string', 'null'], description: 'YYYY-MM-DD; null for stock of unrecorded batch.' },
                quantity: { type: 'integer' },
              },
            },
          },
        },
      },
    },
    paymentReference: { type: 'string' },
    shippingAddress: { type: 'string' },
    prescriptionId: { type: ['string', 'null'], description: "The prescription attached for the order's prescription-only medicines." },
    review: orderReview,
    statusHistory: {
      type: 'array',
      description: 'Each status the order has been in, oldest first, with when it got there (ISO 8601).',
      items: {
        type: 'object',
        required: ['status', 'at'],
        properties: { status: { type: 'string', enum: ORDER_STATUSES }, at: { type: 'string' } },
      },
    },
    refundedAmount: { type: 'number', description: 'Naira given back so far or on its way (failed refunds left out); 0 when none.' },
    amountPaid: {
      type: 'number',
      description: 'What the shopper paid in the end: totalPrice - refundedAmount (naira); 0 for a pay-on-delivery order not yet paid.',
    },
    refundStatus: {
      type: ['string', 'null'],
      enum: ['pending', 'processing', 'processed', 'failed', 'needs-attention', null],
      description: "The latest refund's state; null when nothing was refunded.",
    },
    refundExpectedWithin: {
      type: 'string',
      description: 'How long a refund takes to reach the card or account, e.g. "3 to 10 working days".',
    },
  },
} as const;

/** An order as its owner, admins and pharmacists read it. */
export type OrderJson = Answer<typeof order>;
