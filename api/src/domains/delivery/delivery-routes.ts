import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, uuid, typed } from '../../platform/http/schemas';
import * as s from './delivery-schemas';

const tags = ['delivery'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 403, 404, 429);

/** Delivery zones and the free-delivery threshold (everyone reads, admins set), and saved addresses. */
export default async function deliveryRoutes(app: FastifyInstance) {
  deliveryZoneRoutes(app);
  manyZonesRoute(app);
  savedAddressRoutes(app);
}

/** The zones and the free-delivery threshold: everyone reads them, admins set them. */
function deliveryZoneRoutes(app: FastifyInstance) {
  const route = typed(app);
  const delivery = app.delivery;

  route.get(
    '/api/delivery',
    {
      schema: {
        tags,
        summary:
          'Where the shop delivers: the zones (36 states and the FCT; Lagos and the FCT split) with fee and window, and the free-delivery threshold.',
        response: {
          200: {
            type: 'object',
            properties: { freeDeliveryThreshold: { type: 'number', description: 'Naira.' }, zones: { type: 'array', items: s.zone } },
          },
          ...errors,
        },
      },
    },
    async () => delivery.overview(),
  );

  route.put(
    '/api/delivery/zones/:code',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Set a zone's fee, delivery window and whether it is delivered yet (admin).",
        params: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 60 } } },
        body: { type: 'object', required: ['fee', 'minDays', 'maxDays', 'delivered'], properties: s.zoneFields },
        response: { 200: s.zone, ...errors },
      },
    },
    async (request) => delivery.updateZone(request.params.code, request.body),
  );

  route.put(
    '/api/delivery/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Set the free-delivery threshold (admin): items worth at least this much ship free.',
        body: {
          type: 'object',
          required: ['freeDeliveryThreshold'],
          properties: { freeDeliveryThreshold: { type: 'number', minimum: 0, maximum: 100_000_000, description: 'Naira.' } },
        },
        response: { 200: { type: 'object', properties: { freeDeliveryThreshold: { type: 'number' } } }, ...errors },
      },
    },
    async (request) => delivery.setFreeThreshold(request.body.freeDeliveryThreshold),
  );
}

/** Many zones in one save: the admin's zones table. */
function manyZonesRoute(app: FastifyInstance) {
  const route = typed(app);
  const delivery = app.delivery;

  route.put(
    '/api/delivery/zones',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Set many zones at once (admin): each row as for one zone, all in one transaction (a bad row changes nothing). Answers the codes that changed and every zone.',
        body: {
          type: 'object',
          required: ['zones'],
          additionalProperties: false,
          properties: { zones: { type: 'array', minItems: 1, maxItems: 100, items: s.zoneChange } },
        },
        response: {
          200: {
            type: 'object',
            required: ['changed', 'zones'],
            properties: { changed: { type: 'array', items: { type: 'string' } }, zones: { type: 'array', items: s.zone } },
          },
          ...errors,
        },
      },
    },
    async (request) => delivery.updateZones(request.body.zones),
  );
}

/** The caller's saved delivery addresses. */
function savedAddressRoutes(app: FastifyInstance) {
  const route = typed(app);
  const delivery = app.delivery;

  route.get(
    '/api/delivery/addresses',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's saved delivery addresses: the default first, then newest first.",
        response: { 200: { type: 'array', items: s.savedAddress }, ...errors },
      },
    },
    async (request) => delivery.savedAddresses(request.user!.id),
  );

  route.post(
    '/api/delivery/addresses',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Save a delivery address in the profile (at most 10). The phone must be a Nigerian mobile number.',
        body: s.savedAddressInput,
        response: { 201: s.savedAddress, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await delivery.saveAddress(request.user!.id, request.body, request.user!.name)),
  );

  route.put(
    '/api/delivery/addresses/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Change one of the caller's saved addresses (404 for anyone else's). The phone must be a Nigerian mobile number.",
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        body: s.savedAddressInput,
        response: { 200: s.savedAddress, ...errors },
      },
    },
    async (request) => delivery.updateAddress(request.user!.id, request.params.id, request.body, request.user!.name),
  );

  route.put(
    '/api/delivery/addresses/:id/default',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Make one of the caller's saved addresses the default (checkout picks it first); answers them all. 404 for anyone else's.",
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        response: { 200: { type: 'array', items: s.savedAddress }, ...errors },
      },
    },
    async (request) => delivery.makeDefaultAddress(request.user!.id, request.params.id),
  );

  route.delete(
    '/api/delivery/addresses/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete a saved address.',
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await delivery.deleteAddress(request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
