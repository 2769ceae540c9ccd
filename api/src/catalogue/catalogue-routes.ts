import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addConditionalGet } from '../lib/http-cache';
import { privateAnswer } from '../lib/private-answer';
import { badRequest, HttpError } from '../lib/http-errors';
import { multipartFailure } from '../lib/multipart';
import { pageWindow, setPagingHeaders } from '../lib/paging';
import { imageTooLarge, MAX_IMAGE_BYTES } from '../images/image-store';
import * as s from './catalogue-schemas';
import { binaryFile, documentedMultipartBody, errors, typed } from '../http/schemas';

const NOT_MULTIPART = 'Send the picture as multipart/form-data in the field "file".';

const tags = ['catalogue'];
const bearer = [{ bearerAuth: [] }];
const readErrors = errors(400, 404, 429);
const writeErrors = errors(400, 401, 403, 409, 413, 415, 429);
/** JSON bodies that may carry a base64 image of up to 5 MB. */
const IMAGE_BODY_LIMIT = s.LIMITS.imageData + 64 * 1024;

/** Medicines and categories: every catalogue call of spec section 7, at every path it gives. */
export default async function catalogueRoutes(app: FastifyInstance) {
  const route = typed<s.CatalogueRefs>(app);
  const catalogue = app.catalogue;
  addConditionalGet(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 } });

  // Categories
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

  // Medicines
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
        const { items, total } = await catalogue.listMedicines({ search: request.query.search }, window);
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

  route.post(
    '/api/medicine/add-medicine',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a medicine (admin): price in naira above 0 with at most two decimals, an existing category.',
        body: s.addMedicineBody,
        response: { 201: { $ref: 'Medicine#' }, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await catalogue.addMedicine(request.user!, request.body)),
  );

  // Admin: every record, hidden ones too; edits with a version check; hiding; deleting.
  const adminErrors = errors(400, 401, 403, 404, 409, 413, 415, 429);

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

  route.post(
    '/api/medicine/uploadImage',
    {
      onRequest: app.requireAdmin,
      config: documentedMultipartBody({
        type: 'object',
        required: ['file'],
        properties: { file: { ...binaryFile, description: 'JPEG, PNG or WebP, at most 5 MB.' } },
      }),
      schema: {
        tags,
        security: bearer,
        summary: 'Upload a JPEG, PNG or WebP picture (admin; multipart field "file", at most 5 MB). Returns its URL.',
        consumes: ['multipart/form-data'],
        response: { 201: s.uploadResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
      // Every part is read, so a second file is refused rather than silently dropped.
      let picture: { buffer: Buffer; filename: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (picture || part.fieldname !== 'file') {
            await part.toBuffer().catch(() => undefined);
            throw badRequest('Send exactly one picture, in the field "file".', [{ field: 'file', message: 'Send exactly one picture.' }]);
          }
          picture = { buffer: await part.toBuffer(), filename: part.filename };
        }
      } catch (err) {
        throw multipartFailure(err, {
          tooLarge: imageTooLarge,
          limits: 'Send one picture in the field "file".',
          notMultipart: NOT_MULTIPART,
        });
      }
      if (!picture) throw badRequest('Send the picture in the field "file".', [{ field: 'file', message: 'file is required' }]);
      const { buffer, filename } = picture;
      return reply.status(201).send(await catalogue.uploadImage(buffer, filename));
    },
  );
}
