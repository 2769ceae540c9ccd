import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addConditionalGet } from '../../platform/lib/http-cache';
import { pageWindow, setPagingHeaders } from '../../platform/lib/paging';
import { MAX_IMAGE_BYTES } from '../../platform/images/image-store';
import * as s from './catalogue-schemas';
import { typed } from '../../platform/http/schemas';
import { bearer, IMAGE_BODY_LIMIT, readErrors, tags, writeErrors } from './catalogue-route-options';
import { categoryAdminRoutes } from './category-admin-routes';
import { imageUploadRoutes } from './image-upload-routes';
import { medicineAdminRoutes, medicineEditRoutes } from './medicine-admin-routes';
import { searchRoutes } from './search-routes';

/** Medicines and categories: every catalogue call of spec section 7, at every path it gives. */
export default async function catalogueRoutes(app: FastifyInstance) {
  addConditionalGet(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 } });
  categoryRoutes(app);
  medicineReadRoutes(app);
  medicineAdminRoutes(app);
  medicineEditRoutes(app);
  categoryAdminRoutes(app);
  imageUploadRoutes(app);
  searchRoutes(app);
}

/** Categories: the lists, one with its medicines, adding one (admin). */
function categoryRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const catalogue = app.catalogue;

  route.get(
    '/api/medicine-categories',
    {
      schema: {
        tags,
        summary: 'Medicine categories by name; with search, those whose name contains it (any case).',
        querystring: s.searchQuery,
        response: { 200: s.categoryList, ...readErrors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await catalogue.listCategories(request.query.search, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.get(
    '/api/medicine/GetAllMedicine-Categories',
    {
      schema: {
        tags,
        summary: 'All medicine categories by name.',
        querystring: s.listQuery,
        response: { 200: s.categoryList, ...readErrors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await catalogue.listCategories(undefined, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  for (const url of ['/api/medicine-categories/category-with-products/:id', '/api/medicine/category-with-products/:id']) {
    route.get(
      url,
      {
        schema: {
          tags,
          summary: 'A category with its medicines.',
          params: s.idParams,
          response: { 200: s.categoryWithProducts, ...readErrors },
        },
      },
      async (request) => catalogue.categoryWithMedicines(request.params.id),
    );
  }

  route.post(
    '/api/medicine/addCategory',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a medicine category (admin). imageData (base64) or imageUrl from the upload.',
        body: s.addCategoryBody,
        response: { 201: { $ref: 'MedicineCategory#' }, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await catalogue.addCategory(request.user!, request.body)),
  );
}

/** Medicines as the storefront reads them: the lists, the featured ones, a category's, one. */
function medicineReadRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const catalogue = app.catalogue;

  for (const url of ['/api/medicine', '/api/medicine/GetAllMedicines', '/api/Markets/GetAllProducts']) {
    route.get(
      url,
      {
        schema: {
          tags,
          summary: 'All medicines by name; with search, names containing it first, then close spellings.',
          querystring: s.searchQuery,
          response: { 200: s.medicineList, ...readErrors },
        },
      },
      async (request, reply) => {
        const window = pageWindow(request.query);
        const { items, total } = await catalogue.listMedicines({ search: request.query.search, sort: request.query.sort }, window);
        setPagingHeaders(reply, total, window);
        return items;
      },
    );
  }

  route.get(
    '/api/medicine/featuredMedicines',
    { schema: { tags, summary: 'Featured medicines.', querystring: s.listQuery, response: { 200: s.medicineList, ...readErrors } } },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await catalogue.listMedicines({ featured: true }, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  route.get(
    '/api/medicine/category/:categoryId',
    {
      schema: {
        tags,
        summary: 'The medicines of one category.',
        params: s.categoryIdParams,
        querystring: s.listQuery,
        response: { 200: s.medicineList, ...readErrors },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const { items, total } = await catalogue.medicinesOfCategory(request.params.categoryId, window);
      setPagingHeaders(reply, total, window);
      return items;
    },
  );

  for (const url of ['/api/medicine/:id', '/api/medicine/medicines/:id']) {
    route.get(
      url,
      { schema: { tags, summary: 'One medicine.', params: s.idParams, response: { 200: { $ref: 'Medicine#' }, ...readErrors } } },
      async (request) => catalogue.getMedicine(request.params.id),
    );
  }
}
