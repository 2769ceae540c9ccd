import type { FastifyInstance } from 'fastify';
import { quote } from '../../delivery/delivery-schemas';
import { errors as documentedErrors, uuid, typed } from '../../http/schemas';

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
  },
} as const;

/** The checkout's quote: what the cart costs delivered, before the shopper pays. */
export default async function checkoutRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/checkout/quote',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['delivery'],
        security: [{ bearerAuth: [] }],
        summary:
          "The caller's cart delivered to a zone or a saved address: items, delivery fee (free from the threshold on), total to pay, the expected delivery window, and whether a prescription must be attached. 400 for a zone not delivered yet.",
        body: {
          type: 'object',
          properties: {
            zone: { type: 'string', minLength: 1, maxLength: 60, description: 'A zone code (GET /api/delivery).' },
            addressId: { ...uuid, description: 'A saved address instead of a zone.' },
          },
        },
        response: { 200: checkoutQuote, ...documentedErrors(400, 401, 429) },
      },
    },
    async (request) => app.checkoutWorkflow.quote(request.user!, request.body),
  );
}
