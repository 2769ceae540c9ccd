import type { FastifyInstance } from 'fastify';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { addConditionalGet } from '../../platform/lib/http-cache';
import { privateAnswer } from '../../platform/lib/private-answer';
import { pageWindow, setPagingHeaders } from '../../platform/lib/paging';
import * as s from './operations-schemas';
import type { OperationsKind } from './operations-service';

const tags = ['operations'];
const bearer = [{ bearerAuth: [] }];
const readErrors = errors(400, 429);
const writeErrors = errors(400, 401, 403, 429);
const adminErrors = errors(400, 401, 403, 404, 409, 429);

/** Pharmacies (markets), ambulances and laboratories: every operations call of spec section 7. */
export default async function operationsRoutes(app: FastifyInstance) {
  addConditionalGet(app);
  pharmacyRoutes(app);
  ambulanceRoutes(app);
  laboratoryRoutes(app);
  for (const kind of ADMIN) adminRoutes(app, kind);
}

/** The shop's pharmacies (markets) and the admin's add. */
function pharmacyRoutes(app: FastifyInstance) {
  const route = typed(app);
  const operations = app.operations;
  route.get(
    '/api/pharmacies',
    {
      schema: {
        tags,
        summary: 'Pharmacies (markets) by name.',
        querystring: s.listQuery,
        response: { 200: { type: 'array', items: s.pharmacy }, ...readErrors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await operations.listPharmacies(window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.post(
    '/api/pharmacies/addPharmacy',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a pharmacy (admin); every field is required.',
        body: s.addPharmacyBody,
        response: { 201: s.pharmacy, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await operations.addPharmacy(request.user!, request.body)),
  );
}

/** The shop's ambulances and the admin's add. */
function ambulanceRoutes(app: FastifyInstance) {
  const route = typed(app);
  const operations = app.operations;
  route.get(
    '/api/ambulance/ambulances',
    {
      schema: {
        tags,
        summary: 'Ambulances by name.',
        querystring: s.listQuery,
        response: { 200: { type: 'array', items: s.ambulance }, ...readErrors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await operations.listAmbulances(window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.post(
    '/api/ambulance/addAmbulance',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Add an ambulance (admin): name and location required.',
        body: s.addAmbulanceBody,
        response: { 201: s.ambulance, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await operations.addAmbulance(request.user!, request.body)),
  );
}

/** The shop's laboratories (under two paths) and the admin's add. */
function laboratoryRoutes(app: FastifyInstance) {
  const route = typed(app);
  const operations = app.operations;
  // The spec lists GET /api/laboratory/getAllAmbulances beside the laboratory calls; it answers the laboratories.
  for (const url of ['/api/laboratories/laboratories', '/api/laboratory/getAllAmbulances']) {
    route.get(
      url,
      {
        schema: {
          tags,
          summary: 'Laboratories by name.',
          querystring: s.listQuery,
          response: { 200: { type: 'array', items: s.laboratory }, ...readErrors },
        },
      },
      async (request, reply) => {
        const window = pageWindow(request.query);
        const { items, total } = await operations.listLaboratories(window);
        setPagingHeaders(reply, total, window);
        return items;
      },
    );
  }

  route.post(
    '/api/laboratory/addLaboratory',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a laboratory (admin): name and location required.',
        body: s.addLaboratoryBody,
        response: { 201: s.laboratory, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await operations.addLaboratory(request.user!, request.body)),
  );
}

// Admin: every record, hidden ones too; edits with a version check; hiding; deleting.
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const ADMIN = [
  {
    kind: 'pharmacy',
    list: '/api/admin/pharmacies',
    one: '/api/pharmacies/:id',
    view: s.adminPharmacy,
    edit: s.editPharmacyBody,
    query: s.adminListQuery,
  },
  {
    kind: 'ambulance',
    list: '/api/admin/ambulances',
    one: '/api/ambulance/:id',
    view: s.adminAmbulance,
    edit: s.editAmbulanceBody,
    query: s.adminAmbulanceQuery,
  },
  {
    kind: 'laboratory',
    list: '/api/admin/laboratories',
    one: '/api/laboratory/:id',
    view: s.adminLaboratory,
    edit: s.editLaboratoryBody,
    query: s.adminListQuery,
  },
] as const;

/** One kind's admin calls: the full list, the edit, the delete. */
function adminRoutes(app: FastifyInstance, { kind, list, one, view, edit, query }: (typeof ADMIN)[number]) {
  const route = typed(app);
  const operations = app.operations;
  const plural = kind === 'pharmacy' ? 'pharmacies' : kind === 'laboratory' ? 'laboratories' : 'ambulances';
  route.get(
    list,
    {
      onRequest: app.requireAdmin,
      ...privateAnswer,
      schema: {
        tags,
        security: bearer,
        summary: `All ${plural} for admins (hidden too): search, hidden filter, sort, page.`,
        querystring: query,
        response: { 200: { type: 'array', items: view }, ...writeErrors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await operations.adminList(kind as OperationsKind, request.query, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.patch(
    one,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: `Edit a ${kind} (admin): any field, hidden; with the version read (409 if it changed since).`,
        params: idParams,
        body: edit,
        response: { 200: view, ...adminErrors },
      },
    },
    async (request) => operations.edit(request.user!, kind as OperationsKind, request.params.id, request.body),
  );

  route.delete(
    one,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: `Delete a ${kind} (admin; 409 when the version moved on).`,
        params: idParams,
        querystring: s.versionQuery,
        response: { 204: { type: 'null' }, ...adminErrors },
      },
    },
    async (request, reply) => {
      await operations.delete(request.user!, kind as OperationsKind, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
}
