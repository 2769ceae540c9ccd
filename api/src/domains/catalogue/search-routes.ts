import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { forbidden } from '../../platform/lib/http-errors';
import { pageWindow } from '../../platform/lib/paging';
import { privateAnswer } from '../../platform/lib/private-answer';
import * as s from './catalogue-schemas';
import { bearer, readErrors, tags } from './catalogue-route-options';
import * as v from './search-schemas';

/** The search answer shoppers read, and the search vocabulary admins and pharmacists keep. */
export function searchRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const search = app.catalogueSearch;

  route.get(
    '/api/medicine/search',
    {
      schema: {
        tags,
        summary:
          'Search as shoppers ask: names, misspellings, complaints in English or Pidgin, what a medicine is for, brands we do not stock (the same ingredient instead), strengths, devices. Never a dead end: with no result, the closest spellings, a category and the question for a pharmacist; the empty search is counted by week (no shopper recorded).',
        querystring: v.answerQuery,
        response: { 200: v.searchAnswer, ...readErrors },
      },
    },
    async (request) => search.answer(request.query.q, pageWindow(request.query) ?? { limit: 20, offset: 0 }),
  );
  route.get(
    '/api/medicine/suggest',
    {
      schema: {
        tags,
        summary:
          'Suggestions as a shopper types (two letters at least, after trimming; 400 otherwise): at most eight medicines (over the counter first, prescription-only marked), conditions from the search vocabulary with what they lead to, and categories.',
        querystring: v.suggestQuery,
        response: { 200: v.suggestAnswer, ...readErrors },
      },
    },
    async (request) => app.catalogueSuggest.suggest(request.query.q),
  );
  vocabularyRoutes(app);
}

/** The vocabulary and the week's unanswered searches: admins and pharmacists only, edits audited. */
function vocabularyRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const search = app.catalogueSearch;
  const staff = async (request: FastifyRequest) => {
    if (request.user!.role !== 'admin' && !(await app.isPharmacist(request.user!.id)))
      throw forbidden('Only an admin or a pharmacist can change the search vocabulary.');
  };
  const guarded = { onRequest: [app.requireUser, staff], ...privateAnswer };
  const staffErrors = errors(400, 401, 403, 404, 409, 429);

  route.get(
    '/api/admin/search-terms',
    {
      ...guarded,
      schema: {
        tags,
        security: bearer,
        summary: 'The search vocabulary, by term (admins and pharmacists).',
        response: { 200: v.searchTermList, ...staffErrors },
      },
    },
    async () => search.terms(),
  );

  route.post(
    '/api/admin/search-terms',
    {
      ...guarded,
      schema: {
        tags,
        security: bearer,
        summary:
          'Add a term (admins and pharmacists; audited): the next search naming it finds what it leads to, and it leaves the unanswered searches. 409 when the term exists.',
        body: v.addTermBody,
        response: { 201: v.searchTerm, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await search.addTerm(request.user!, request.body)),
  );

  route.patch(
    '/api/admin/search-terms/:id',
    {
      ...guarded,
      schema: {
        tags,
        security: bearer,
        summary: 'Edit a term (admins and pharmacists; audited), from the version read: 409 when it moved on.',
        params: s.idParams,
        body: v.editTermBody,
        response: { 200: v.searchTerm, ...staffErrors },
      },
    },
    async (request) => search.editTerm(request.user!, request.params.id, request.body),
  );

  route.delete(
    '/api/admin/search-terms/:id',
    {
      ...guarded,
      schema: {
        tags,
        security: bearer,
        summary: 'Delete a term (admins and pharmacists; audited), at the version read.',
        params: s.idParams,
        querystring: s.versionQuery,
        response: { 204: { type: 'null' }, ...staffErrors },
      },
    },
    async (request, reply) => {
      await search.deleteTerm(request.user!, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );

  unansweredRoutes(app, guarded, staffErrors);
}

/** The week's searches that found nothing. */
function unansweredRoutes(app: FastifyInstance, guarded: object, staffErrors: ReturnType<typeof errors>) {
  const route = typed<s.CatalogueRefs>(app);
  const search = app.catalogueSearch;
  route.get(
    '/api/admin/unanswered-searches',
    {
      ...guarded,
      schema: {
        tags,
        security: bearer,
        summary: "This week's searches that found nothing, most frequent first (admins and pharmacists; no shopper is recorded).",
        response: { 200: v.unansweredList, ...staffErrors },
      },
    },
    async () => search.unanswered(),
  );
}
