import type { FastifyInstance } from 'fastify';
import { quote } from '../../domains/delivery/delivery-schemas';
import { errors as documentedErrors, uuid, typed } from '../../platform/http/schemas';
import { HttpError, unauthorized } from '../../platform/lib/http-errors';
import { errors as paymentErrors, initiateResponse } from '../../domains/payments/payments-schemas';
import { discountQuote } from '../../domains/promotions/promotions-schemas';
import { initiateBody } from './checkout-schemas';
import { deliveryChoiceSchema } from '../fulfilment/parcel-choice';

const security = [{ bearerAuth: [] }];

/** The delivery quote, and whether the cart needs a prescription before it can be paid. */
const checkoutQuote = {
  ...quote,
  properties: {
    ...quote.properties,
    prescriptionRequired: {
      type: 'boolean',
      description: 'The cart holds prescription-only medicine: payment needs a prescriptionId (POST /api/prescriptions).',
    },
    prescriptionItems: { type: 'array', items: { type: 'string' }, description: 'The prescription-only medicines in the cart.' },
    discount: discountQuote,
    deliveryChoice: deliveryChoiceSchema,
    approvedBeforePayment: {
      type: ['object', 'null'],
      description:
        "A pharmacist's approval before payment (POST /api/cart-approvals) covering exactly the cart's prescription-only lines: then no prescriptionId is needed and the order is placed approved.",
      properties: { approvalId: uuid, pharmacistName: { type: 'string' }, pharmacistRegistration: { type: ['string', 'null'] } },
    },
  },
} as const;

/** GET /api/checkout/state. */
const checkoutState = {
  type: 'object',
  required: ['cartEmpty', 'paid'],
  properties: {
    cartEmpty: { type: 'boolean', description: 'Nothing in the cart to pay for.' },
    paid: {
      type: ['object', 'null'],
      required: ['reference', 'amount', 'orderId', 'orderNumber'],
      properties: {
        reference: { type: 'string' },
        amount: { type: 'number', description: 'Naira charged.' },
        orderId: { type: ['string', 'null'], description: 'Null while the order is being placed.' },
        orderNumber: { type: ['string', 'null'], description: 'EPH-000123, once placed.' },
      },
    },
  },
} as const;

/** A basket named by the browser instead of the caller's cart: medicines and quantities, never prices. */
const basketItems = {
  type: 'array',
  minItems: 1,
  maxItems: 50,
  description:
    "Instead of the caller's cart, this basket (a visitor's cart kept on their device, or one medicine), priced by the server; with `zone`. Needs no login: only the fee, total and window are answered.",
  items: {
    type: 'object',
    required: ['medicineId', 'quantity'],
    additionalProperties: false,
    properties: { medicineId: uuid, quantity: { type: 'integer', minimum: 1, maximum: 100 } },
  },
} as const;

/** The checkout's quote (what the cart costs delivered, before the shopper pays), and starting to pay for it. */
export default async function checkoutRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/checkout/quote',
    {
      // A visitor not signed in is quoted for the basket they name (`items`); the cart needs a login.
      onRequest: app.optionalUser,
      schema: {
        tags: ['delivery'],
        security,
        summary:
          "The caller's cart delivered to a zone or a saved address: items, delivery fee (free from the threshold on), total to pay, the expected delivery window, and whether a prescription must be attached. 400 for a zone not delivered yet.",
        body: {
          type: 'object',
          properties: {
            zone: { type: 'string', minLength: 1, maxLength: 60, description: 'A zone code (GET /api/delivery).' },
            addressId: { ...uuid, description: 'A saved address instead of a zone.' },
            pickupPharmacyId: { ...uuid, description: 'Collect at this pickup point (GET /api/pickup-points) instead: no delivery fee.' },
            discountCode: {
              type: 'string',
              maxLength: 30,
              description: 'A discount code to try: `discount` says what it takes off, and `total` is after it.',
            },
            items: basketItems,
          },
        },
        response: { 200: checkoutQuote, ...documentedErrors(400, 401, 409, 429) },
      },
    },
    async (request) => {
      if (request.body.items) return app.checkoutWorkflow.basketQuote({ zone: request.body.zone, items: request.body.items });
      if (!request.user) throw unauthorized();
      return app.checkoutWorkflow.quote(request.user, request.body);
    },
  );

  route.get(
    '/api/checkout/state',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Whether there is anything to pay for: `cartEmpty`, and `paid`, the latest successful cart payment (with its order once placed) when the cart is now empty or still holds what was paid for (null otherwise). The payment form asks, so browser Back after paying never offers to pay again.',
        response: { 200: checkoutState, ...documentedErrors(401, 429) },
      },
    },
    async (request) => app.checkoutWorkflow.checkoutState(request.user!),
  );

  route.post(
    '/api/payment/initiate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        security,
        summary:
          "Start paying for the cart and its delivery: items and delivery fee are computed on the server for the delivery address (an undeliverable state or a bad rider phone is a 400), and `amount` must equal their sum (409); answers Paystack's authorization_url to send the browser to.",
        body: initiateBody,
        response: { 200: initiateResponse, ...paymentErrors },
      },
    },
    async (request) => {
      if (request.user!.id !== request.body.userId) {
        throw new HttpError(403, 'You can only pay for your own cart.', [{ field: 'userId', message: 'userId must be your own account.' }]);
      }
      return app.checkoutWorkflow.initiate(request.user!, request.body);
    },
  );
}
