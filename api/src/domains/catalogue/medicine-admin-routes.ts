import type { FastifyInstance } from 'fastify';
import { privateAnswer } from '../../platform/lib/private-answer';
import { pageWindow, setPagingHeaders } from '../../platform/lib/paging';
import * as s from './catalogue-schemas';
import { errors, typed } from '../../platform/http/schemas';
import { adminErrors, bearer, IMAGE_BODY_LIMIT, tags, writeErrors } from './catalogue-route-options';

/** Adding a medicine, and every medicine for admins (hidden ones too). */
export function medicineAdminRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const catalogue = app.catalogue;

  route.post(
    '/api/medicine/add-medicine',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security: bearer,
        summary:
          'Add a medicine (admin): price in naira above 0 with at most two decimals, an existing category, a class (required). Added hidden without a NAFDAC number; 409 (class-mismatch) when it matches prescription-only medicine but is not pom, unless confirmClassMismatch.',
        body: s.addMedicineBody,
        response: { 201: { $ref: 'AdminMedicine#' }, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await catalogue.addMedicine(request.user!, request.body)),
  );

  route.post(
    '/api/admin/medicines/class-check',
    {
      onRequest: app.requireAdmin,
      ...privateAnswer,
      schema: {
        tags,
        security: bearer,
        summary:
          'The prescription-only medicines a name and active ingredients match (admin), and whether the class given disagrees with them: the add and edit forms warn with it. Reads only.',
        body: s.classCheckBody,
        response: { 200: s.classCheckResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => catalogue.classCheck(request.body),
  );

  route.get(
    '/api/admin/medicines',
    {
      onRequest: app.requireAdmin,
      ...privateAnswer,
      schema: {
        tags,
        security: bearer,
        summary: 'All medicines for admins (hidden too): search, filter by category, class, stock state, hidden; sort; page.',
        querystring: s.adminMedicineQuery,
        response: { 200: { type: 'array', items: { $ref: 'AdminMedicine#' } }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await catalogue.adminMedicines(request.query, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.get(
    '/api/admin/medicines/:id',
    {
      onRequest: app.requireAdmin,
      ...privateAnswer,
      schema: {
        tags,
        security: bearer,
        summary: 'One medicine for admins (hidden too), with stock and version.',
        params: s.idParams,
        response: { 200: { $ref: 'AdminMedicine#' }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => catalogue.adminMedicine(request.params.id),
  );
}

/** Editing (with a version check, hiding included) and deleting a medicine (admin). */
export function medicineEditRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const catalogue = app.catalogue;

  route.patch(
    '/api/medicine/:id',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security: bearer,
        summary:
          'Edit a medicine (admin): any add field, the facts, hidden; with the version read (409 if it changed since). Checked as on add.',
        params: s.idParams,
        body: s.editMedicineBody,
        response: { 200: { $ref: 'AdminMedicine#' }, ...adminErrors },
      },
    },
    async (request) => {
      const edited = await catalogue.editMedicine(request.user!, request.params.id, request.body);
      // Withdrawn from sale: it leaves every cart, and each shopper is told (the cart domain's notice).
      if (request.body.hidden) await app.carts.withdrawUnsellable();
      return edited;
    },
  );

  route.delete(
    '/api/medicine/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Delete a medicine no order refers to (admin; 409 otherwise, or when the version moved on).',
        params: s.idParams,
        querystring: s.versionQuery,
        response: { 204: { type: 'null' }, ...adminErrors },
      },
    },
    async (request, reply) => {
      await catalogue.deleteMedicine(request.user!, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
}
