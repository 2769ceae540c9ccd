import type { FastifyInstance } from 'fastify';
import { privateAnswer } from '../../platform/lib/private-answer';
import { pageWindow, setPagingHeaders } from '../../platform/lib/paging';
import * as s from './catalogue-schemas';
import { errors, typed } from '../../platform/http/schemas';
import { adminErrors, bearer, IMAGE_BODY_LIMIT, tags } from './catalogue-route-options';

/** Categories for admins (hidden ones too), editing (with a version check) and deleting one. */
export function categoryAdminRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const catalogue = app.catalogue;

  route.get(
    '/api/admin/categories',
    {
      onRequest: app.requireAdmin,
      ...privateAnswer,
      schema: {
        tags,
        security: bearer,
        summary: 'All medicine categories for admins (hidden too), with their medicine counts: search, hidden, sort, page.',
        querystring: s.adminCategoryQuery,
        response: { 200: { type: 'array', items: { $ref: 'AdminMedicineCategory#' } }, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await catalogue.adminCategories(request.query, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.patch(
    '/api/medicine-categories/:id',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security: bearer,
        summary: 'Edit a category (admin): name, description, picture, hidden; with the version read (409 if it changed since).',
        params: s.idParams,
        body: s.editCategoryBody,
        response: { 200: { $ref: 'AdminMedicineCategory#' }, ...adminErrors },
      },
    },
    async (request) => {
      const edited = await catalogue.editCategory(request.user!, request.params.id, request.body);
      if (request.body.hidden) await app.carts.withdrawUnsellable();
      return edited;
    },
  );

  route.delete(
    '/api/medicine-categories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Delete an empty category (admin; 409 while it holds medicines, or when the version moved on).',
        params: s.idParams,
        querystring: s.versionQuery,
        response: { 204: { type: 'null' }, ...adminErrors },
      },
    },
    async (request, reply) => {
      await catalogue.deleteCategory(request.user!, request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );
}
