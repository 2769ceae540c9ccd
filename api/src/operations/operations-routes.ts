import type { FastifyInstance } from 'fastify';
import { addConditionalGet } from '../lib/http-cache';
import { pageWindow, type PagingQuery, setPagingHeaders } from '../lib/paging';
import * as s from './operations-schemas';
import { errors } from '../http/schemas';

const tags = ['operations'];
const bearer = [{ bearerAuth: [] }];
const readErrors = errors(400, 429);
const writeErrors = errors(400, 401, 403, 429);

/** Pharmacies (markets), ambulances and laboratories: every operations call of spec section 7. */
export default async function operationsRoutes(app: FastifyInstance) {
  const operations = app.operations;
  addConditionalGet(app);

  app.get<{ Querystring: PagingQuery }>(
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

  app.post<{ Body: s.AddPharmacyInput }>(
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
    async (request, reply) => reply.status(201).send(await operations.addPharmacy(request.body)),
  );

  app.get<{ Querystring: PagingQuery }>(
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

  app.post<{ Body: s.AddAmbulanceInput }>(
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
    async (request, reply) => reply.status(201).send(await operations.addAmbulance(request.body)),
  );

  // The spec lists GET /api/laboratory/getAllAmbulances beside the laboratory calls; it answers the laboratories.
  for (const url of ['/api/laboratories/laboratories', '/api/laboratory/getAllAmbulances']) {
    app.get<{ Querystring: PagingQuery }>(
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

  app.post<{ Body: s.AddLaboratoryInput }>(
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
    async (request, reply) => reply.status(201).send(await operations.addLaboratory(request.body)),
  );
}
