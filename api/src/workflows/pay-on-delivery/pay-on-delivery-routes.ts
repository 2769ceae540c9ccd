import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { forbidden, HttpError } from '../../platform/lib/http-errors';
import { locationScope, pharmacyOfStaff } from '../../domains/orders/pharmacy-staff';
import { initiateBody } from '../checkout/checkout-schemas';
import type { AuthUser } from '../../platform/plugins/types';

const security = [{ bearerAuth: [] }];
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const phone = {
  type: 'string',
  minLength: 1,
  maxLength: 30,
  description: 'A Nigerian mobile number: 0803 123 4567 or +234 803 123 4567.',
} as const;

const collection = {
  type: 'object',
  properties: {
    rider: { type: 'string' },
    riderPhone: { type: ['string', 'null'] },
    due: { type: 'number', description: 'Naira the rider should have collected (refused deliveries excluded).' },
    paid: { type: 'number', description: 'Naira Paystack confirmed for those orders.' },
    outstanding: { type: 'number' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          orderId: uuid,
          orderNumber: { type: 'string' },
          status: { type: 'string' },
          state: { type: 'string', enum: ['open', 'paid', 'refused', 'cancelled'] },
          amount: { type: 'number' },
          paid: { type: 'number' },
          paidAt: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

/** A shopper's phone verification, pay on delivery at checkout, and the rider's and the admin's steps. */
export default async function payOnDeliveryRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/account/phone-verification',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['identity'],
        security,
        summary:
          'Send a six-digit code by SMS to the phone (valid 10 minutes). 400 for a number that is not Nigerian; 409 code-sent within 30 s of the last one; 429 phone-code-limit past the caps per account (5 an hour, 10 a day), per number (3, 6) and per client address (300, 2,000).',
        body: { type: 'object', required: ['phone'], additionalProperties: false, properties: { phone } },
        response: {
          200: { type: 'object', properties: { phone: { type: 'string' }, expiresAt: { type: 'string' } } },
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request) => app.phoneVerification.start(request.user!.id, request.body.phone, request.ip),
  );
  route.post(
    '/api/account/phone-verification/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['identity'],
        security,
        summary:
          'Type back the code: the phone is then verified for the caller. 400 for a wrong code; 409 code-expired or code-locked (5 wrong codes).',
        body: {
          type: 'object',
          required: ['phone', 'code'],
          additionalProperties: false,
          properties: { phone, code: { type: 'string', pattern: '^\\d{6}$', maxLength: 6 } },
        },
        response: {
          200: { type: 'object', properties: { phone: { type: 'string' }, verified: { type: 'boolean' } } },
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request) => app.phoneVerification.confirm(request.user!.id, request.body.phone, request.body.code),
  );
  route.post(
    '/api/checkout/pay-on-delivery',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Order the cart and pay the rider on delivery (by a Paystack payment link the rider opens): for totals up to the cap (default N50,000), no prescription-only line, a delivery phone the caller verified, one open pay-on-delivery order per phone and per address. 409 with code pod-prescription, pod-over-cap, phone-unverified, pod-withdrawn (refused deliveries) or pod-open-order.',
        body: initiateBody,
        response: {
          201: { type: 'object', properties: { orderId: uuid, amount: { type: 'number', description: 'Naira the rider collects.' } } },
          ...errors(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      if (request.user!.id !== request.body.userId) throw new HttpError(403, 'You can only order your own cart.');
      return reply.code(201).send(await app.payOnDelivery.order(request.user!, request.body));
    },
  );
  linkRoutes(app);
  staffRoutes(app);
}

/** The rider's payment link: shown by the shop's staff, or texted to the customer. */
function linkRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/Order/:id/pay-on-delivery/link',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security,
        summary:
          "Admins, and the staff of the pharmacy packing the order: the order's Paystack payment page (Initialize Transaction for the order's own payment), made once; the rider shows it (or its QR code) at the door. Paid there, the webhook marks the order paid. 403 for anyone else; 404 for another pharmacy's order; 409 when already paid or refused.",
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { authorizationUrl: { type: 'string' }, reference: { type: 'string' }, amount: { type: 'number' } },
          },
          ...errors(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) => app.payOnDelivery.link(request.params.id, await collectorScope(app, request.user!)),
  );
  route.post(
    '/api/Order/:id/pay-on-delivery/link/text',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security,
        summary:
          "Admins, and the staff of the pharmacy packing the order: text the payment link by SMS to the phone the order carries, in the customer's language, at most 3 times per order (429 link-texts-used). 409 no-sms-consent when the customer has not agreed to order texts on that phone; 409 when already paid or refused.",
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              sentTo: { type: 'string', description: 'The phone texted, as 0803 123 4567.' },
              texts: { type: 'integer', description: 'Texts of the link so far for this order.' },
              textsLeft: { type: 'integer' },
            },
          },
          ...errors(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) => app.payOnDelivery.textLink(request.params.id, await collectorScope(app, request.user!)),
  );
}

function staffRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/Order/:id/pay-on-delivery/refused',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        security,
        summary: `The shopper refused the delivery at the door: the order is cancelled and its units go back on the shelf. After 2 refusals the phone can no longer pay on delivery. 409 when the order is no longer open.`,
        params: idParams,
        response: {
          200: { type: 'object', properties: { refusals: { type: 'integer' }, withdrawn: { type: 'boolean' } } },
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => app.payOnDelivery.refuse(request.user!, request.params.id),
  );
  route.get(
    '/api/admin/pay-on-delivery/collections',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Reconciliation: for each rider, the pay-on-delivery orders handed to them, what they should have collected and what Paystack confirmed paid.',
        response: { 200: { type: 'array', items: collection }, ...errors(401, 403, 429) },
      },
    },
    async () => app.payOnDelivery.collections(),
  );
  route.get(
    '/api/staff/collections',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        security,
        summary:
          "Pharmacy staff: collections due for their pharmacy's pay-on-delivery orders, by rider (403 for anyone who is not a pharmacy's staff).",
        response: { 200: { type: 'array', items: collection }, ...errors(401, 403, 429) },
      },
    },
    async (request) =>
      app.payOnDelivery.collections(await locationScopeOf(app, request.user!, "Only a pharmacy's staff see its collections.")),
  );
}

/** The pharmacy a staff member works at; anyone else (admins included: they have the admin list) is refused. */
async function locationScopeOf(app: FastifyInstance, caller: AuthUser, refusal: string): Promise<string> {
  const pharmacyId = await pharmacyOfStaff(app.db, caller.id);
  if (!pharmacyId) throw forbidden(refusal);
  return pharmacyId;
}

/** Who may show or text the rider's link: an admin (every order, null) or a pharmacy's staff (their location's). */
function collectorScope(app: FastifyInstance, caller: AuthUser): Promise<string | null> {
  return locationScope(app.db, caller, "Only the shop's staff make the rider's payment link.");
}
