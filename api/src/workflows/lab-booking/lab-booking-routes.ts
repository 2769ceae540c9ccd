import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { booking, idParams } from '../../domains/labs/labs-schemas';
import { initiateResponse } from '../../domains/payments/payments-schemas';

const tags = ['labs'];
const security = [{ bearerAuth: [] }];

/** Paying for a lab booking, coming back from the provider, and cancelling with a refund. */
export default async function labBookingRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.labPayments;

  route.post(
    '/api/labs/bookings/:id/pay',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Pay for a booking through Paystack: the provider's checkout page (the open one while it can still be paid). The test's price and, at home, the area's fee.",
        params: idParams,
        response: { 200: initiateResponse, ...errors(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => flow.pay(request.user!, request.params.id),
  );

  route.post(
    '/api/labs/bookings/:id/verify',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Back from the provider: asks Paystack about the booking’s payment and answers the booking (booked once paid).',
        params: idParams,
        response: { 200: booking, ...errors(400, 401, 403, 404, 429, 502) },
      },
    },
    async (request) => flow.verify(request.user!, request.params.id),
  );

  route.post(
    '/api/labs/bookings/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Cancel a booking: unpaid, the place is freed; paid, until 4 hours before its slot, with a full refund through Paystack (409 later).',
        params: idParams,
        response: { 200: booking, ...errors(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => flow.cancel(request.user!, request.params.id),
  );
}
